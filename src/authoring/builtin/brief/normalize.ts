// Prompt text → the same text with full-width (Chinese and Japanese) punctuation written the way the readers
// expect: "，、" as list commas, "。" as a sentence end, "：" as a colon, "（）" as brackets, corner quotes as
// quotes. The words stay as written.

const MAP: Record<string, string> = {
  '，': ', ', '、': ', ', '；': '; ', '：': ': ', '。': '. ', '！': '! ', '？': '? ',
  '（': ' (', '）': ') ', '【': ' [', '】': '] ', '〔': ' [', '〕': '] ',
  '「': ' "', '」': '" ', '『': ' "', '』': '" ', '《': ' "', '》': '" ', '〈': ' "', '〉': '" ',
  '\u3000': ' ', '～': '~', '＝': '=', '＞': '>', '＜': '<', '｜': '|', '／': '/', '＆': '&', '＋': '+',
};

const FULL_WIDTH = /[，、；：。！？（）【】〔〕「」『』《》〈〉\u3000～＝＞＜｜／＆＋]/gu;

/** Full-width punctuation replaced; runs of spaces that it made inside a line collapsed. */
export function normalizePunctuation(text: string): string {
  if (!FULL_WIDTH.test(text)) return text;
  FULL_WIDTH.lastIndex = 0;
  return text.split('\n').map((line) => {
    const indent = /^[ \t]*/.exec(line)![0];
    const body = line.slice(indent.length).replace(FULL_WIDTH, (c) => MAP[c] ?? c);
    return indent + body.replace(/[ \t]{2,}/g, ' ').replace(/\s+([,.;:!?)\]])/g, '$1').replace(/([(\[])\s+/g, '$1').trim();
  }).join('\n');
}

/** True when the text is mostly Chinese, Japanese or Korean. */
export function isMostlyCjk(text: string): boolean {
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return cjk > 0 && cjk >= latin / 3;
}

// Text → whether it reads as English. The clause and label readers lean on English grammar (articles, "then",
// subject-verb order); other languages get the simpler reading.

const ENGLISH = /^(?:the|a|an|and|or|of|to|is|are|if|then|with|for|in|on|it|its|this|that|when|be|by|from|as|was|will|not|otherwise|each|after)$/i;

/** True when a text reads as English: at least one English function word per ten words, and no more function words
 * of another language than of English ("el Apolo 11 llega a la Luna" has an "a", but reads as Spanish). */
export function isEnglish(text: string): boolean {
  const ws = text.split(/[^\p{L}']+/u).filter(Boolean);
  if (ws.length === 0) return true;
  const en = ws.filter((w) => ENGLISH.test(w)).length;
  if (en * 10 < ws.length) return false;
  return otherLanguage(ws).n <= en;
}

// Words English shares with the others ("a", "in", "is", "son") count for them too, never for English alone.
function otherLanguage(ws: string[]): { lang?: string; n: number } {
  const counts = new Map<string, number>();
  for (const w of ws) {
    // A capital letter alone ("I/O", "A") is no word of another language.
    if (w.length === 1 && w !== w.toLowerCase()) continue;
    for (const lang of otherWords().get(w.toLowerCase()) ?? []) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  let best: { lang?: string; n: number } = { n: 0 };
  for (const [lang] of FUNCTION_WORDS) {
    const n = counts.get(lang) ?? 0;
    if (n > best.n) best = { lang, n };
  }
  return best;
}

// Each function word of the other languages with the languages that write it, built once from the lists below.
let wordLangs: Map<string, string[]> | undefined;
function otherWords(): Map<string, string[]> {
  if (wordLangs) return wordLangs;
  const map = new Map<string, string[]>();
  for (const [lang, re] of FUNCTION_WORDS) {
    for (const src of [re.source, OTHER_SHARED[lang]!.source]) {
      for (const w of src.replace(/^\^\(\?:|\)\$$/g, '').split('|')) map.set(w, [...(map.get(w) ?? []), lang]);
    }
  }
  wordLangs = map;
  return map;
}

/** The language a text is written in: 'en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'cjk', or undefined when it cannot tell. */
export function languageOf(text: string): string | undefined {
  const cjk = (text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/gu) ?? []).length;
  if (cjk > 0 && cjk * 2 >= (text.match(/[A-Za-z]/g) ?? []).length) return 'cjk';
  const ws = text.split(/[^\p{L}']+/u).filter(Boolean);
  if (ws.length === 0) return undefined;
  const en = ws.filter((w) => ENGLISH.test(w)).length;
  const other = otherLanguage(ws);
  if (other.n > en && other.n * 12 >= ws.length) return other.lang;
  return en > 0 && en * 12 >= ws.length ? 'en' : undefined;
}


// Function words of the other languages the readers meet, for the words a diagram itself adds ("Yes", "No").
const FUNCTION_WORDS: [string, RegExp, [string, string]][] = [
  ['de', /^(?:der|die|das|den|dem|und|oder|ist|sind|wird|werden|mit|für|von|zu|bei|nicht|sonst|wenn|dann|ein|eine|einen)$/i, ['Ja', 'Nein']],
  ['fr', /^(?:le|la|les|des|du|et|ou|est|sont|avec|pour|dans|sur|une|un|sinon|si|puis|pas|au|aux)$/i, ['Oui', 'Non']],
  ['es', /^(?:el|los|las|del|y|o|es|son|con|para|en|una|un|si|sino|luego|no|al|se)$/i, ['Sí', 'No']],
  ['pt', /^(?:o|os|as|do|da|dos|das|e|ou|é|são|com|para|em|uma|um|se|senão|depois|não|ao)$/i, ['Sim', 'Não']],
  ['it', /^(?:il|lo|gli|della|del|e|o|è|sono|con|per|in|una|un|se|altrimenti|poi|non|al)$/i, ['Sì', 'No']],
  ['nl', /^(?:de|het|een|en|van|voor|met|naar|onze|ons|zijn|wordt|worden|kan|ook|die|dat|niet|maak|waar|anders|dan|als|bij)$/i, ['Ja', 'Nee']],
];

// Short words the lists above leave out because English writes them too.
const OTHER_SHARED: Record<string, RegExp> = {
  nl: /^(?:in|op|om|is|of|te)$/i,
  de: /^(?:in|an|im|am|auf|aus|nach|vom|zum|zur)$/i,
  fr: /^(?:de|à|en|que|qui|par|sur|l'|d')$/i,
  es: /^(?:a|la|de|que|por|lo|su|sus)$/i,
  pt: /^(?:a|de|que|por|na|no|nas|nos)$/i,
  it: /^(?:a|la|le|di|da|che|nel|nella|i)$/i,
};

/** "Yes" and "No" in the language the text is written in (English when it reads as English or as none of these). */
export function yesNo(text: string): [string, string] {
  // Chinese and Japanese: mostly CJK characters ("已有账号?" → 是 / 否; with kana, はい / いいえ).
  const cjk = (text.match(/[\u3040-\u30ff\u3400-\u9fff]/gu) ?? []).length;
  if (cjk > 0 && cjk * 2 >= (text.match(/[A-Za-z]/g) ?? []).length) return /[\u3040-\u30ff]/u.test(text) ? ['はい', 'いいえ'] : ['是', '否'];
  if (isEnglish(text)) return ['Yes', 'No'];
  const ws = text.split(/[^\p{L}']+/u).filter(Boolean);
  const best = FUNCTION_WORDS.map(([, re, words]) => ({ n: ws.filter((w) => re.test(w)).length, words })).sort((a, b) => b.n - a.n)[0]!;
  return best.n >= 2 && best.n * 10 >= ws.length ? best.words : ['Yes', 'No'];
}

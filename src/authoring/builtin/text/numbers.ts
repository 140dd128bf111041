// Text → numeric mentions: percentages, amounts with currency or scale words, plain counts, durations.

export interface NumberMention {
  value: number;
  /** '%', a currency code or symbol, or a unit word ("users"), when written. */
  unit?: string;
  percent: boolean;
  index: number;
  end: number;
  text: string;
}

const SCALE: Record<string, number> = {
  k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mn: 1e6, million: 1e6, millions: 1e6, b: 1e9, bn: 1e9, billion: 1e9, billions: 1e9, t: 1e12, trillion: 1e12,
};
const CURRENCY: Record<string, string> = { '$': '$', '€': '€', '£': '£', '¥': '¥', '₹': '₹', usd: 'USD', eur: 'EUR', gbp: 'GBP', jpy: 'JPY', dollars: '$', euros: '€', pounds: '£' };

// [currency] number [scale] [% | percent | currency word]
const NUM = /(?<![\w.])([$€£¥₹]|usd\s?|eur\s?|gbp\s?)?(\d{1,3}(?:[,\u202f ]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?:\s?(k|m|mm|mn|b|bn|t|thousand|millions?|billions?|trillion)\b)?(\s?(?:%|percent\b|per cent\b|pct\b))?(?:\s?(usd|eur|gbp|jpy|dollars|euros|pounds)\b)?/gi;

/** Every number in the text, with the unit written around it. Years (1900–2099 without unit) are skipped. */
export function findNumbers(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  NUM.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = NUM.exec(text))) {
    const [whole, cur, digits, scale, pct, curWord] = m;
    const raw = digits.replace(/[,\u202f ]/g, '');
    let value = Number(raw);
    if (!Number.isFinite(value)) continue;
    const isYear = /^(1[5-9]\d\d|20\d\d|21\d\d)$/.test(raw) && !cur && !scale && !pct && !curWord;
    if (isYear) continue;
    // Skip the numbers of dates such as 2024-05-01, 3/4, 10:30 and ordinals ("3rd").
    const after = text.slice(m.index + whole.length, m.index + whole.length + 3);
    const before = text.slice(Math.max(0, m.index - 1), m.index);
    if (/^(?:[-/:]\d|st\b|nd\b|rd\b|th\b)/i.test(after) || /[-/:]$/.test(before) && /\d/.test(text[m.index - 2] ?? '')) continue;
    if (scale) value *= SCALE[scale.toLowerCase()] ?? 1;
    const percent = !!pct;
    const unit = percent ? '%' : cur ? CURRENCY[cur.trim().toLowerCase()] ?? cur.trim().toUpperCase()
      : curWord ? CURRENCY[curWord.toLowerCase()] : undefined;
    out.push({ value, unit, percent, index: m.index, end: m.index + whole.length, text: whole.trim() });
  }
  return out;
}

const DURATION = /\b(?:(\d+(?:\.\d+)?)(d|w|h)|(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*-?\s*(days?|weeks?|wks?|months?|mos?|years?|yrs?|sprints?|hours?|hrs?))\b/i;
// "需求分析2周", "開発4週間", "测试3天", "3个月": a bare 月 or 日 after a number is a date, not a duration.
const DURATION_CJK = /(\d+(?:\.\d+)?)\s*(周|週間|週|天|日間|个月|個月|ヶ月|か月|カ月|年間|小时|小時|時間)/u;
const WORD_NUM: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

/** A duration in days ("2 weeks" → 14, "3d" → 3, "one month" → 30); a sprint counts two weeks. */
// "需求分析2周", "開発3か月", "测试 5天": a number and a CJK unit.
const CJK_DURATION = /(\d+(?:\.\d+)?)\s*(天|日間|日|个?星期|周|週間|週|个月|個月|か月|ヶ月|カ月|月|年|小时|時間)/u;
const CJK_DAYS: Record<string, number> = { 天: 1, 日間: 1, 日: 1, 星期: 7, 个星期: 7, 周: 7, 週間: 7, 週: 7, 个月: 30, 個月: 30, か月: 30, ヶ月: 30, カ月: 30, 月: 30, 年: 365, 小时: 1 / 8, 時間: 1 / 8 };

export function findDuration(text: string): { days: number; index: number; end: number } | undefined {
  const c = DURATION_CJK.exec(text);
  if (c) {
    const u = c[2];
    const per = /^(?:周|週)/u.test(u) ? 7 : /月/u.test(u) ? 30 : /年/u.test(u) ? 365 : /小时|小時|時間/u.test(u) ? 1 / 8 : 1;
    return { days: Math.round(Number(c[1]) * per * 100) / 100, index: c.index, end: c.index + c[0].length };
  }
  const m = DURATION.exec(text);
  if (!m) {
    const c = CJK_DURATION.exec(text);
    // "3月" alone is March, not three months: a bare 月 counts only after 个/か/ヶ or with 个月-like words above.
    if (!c || (c[2] === '月' && !/[个個かヶカ]$/u.test(text.slice(0, c.index + c[0].length - 1)))) return undefined;
    return { days: Math.round(Number(c[1]) * CJK_DAYS[c[2]]! * 100) / 100, index: c.index, end: c.index + c[0].length };
  }
  const num = (m[1] ?? m[3]).toLowerCase();
  const n = WORD_NUM[num] ?? Number(num);
  const u = (m[2] ?? m[4]).toLowerCase();
  const per = u.startsWith('h') ? 1 / 8 : u.startsWith('w') ? 7 : u.startsWith('mo') ? 30 : u.startsWith('y') ? 365 : u.startsWith('s') ? 14 : 1;
  return { days: Math.round(n * per * 100) / 100, index: m.index, end: m.index + m[0].length };
}

// Text → numeric mentions: percentages, amounts with currency or scale words, plain counts, durations.
import { languageOf } from './language.js';

export interface NumberMention {
  value: number;
  /** '%', a currency code or symbol, or a unit word ("users"), when written. */
  unit?: string;
  percent: boolean;
  index: number;
  end: number;
  text: string;
}

/** The decimal mark a text writes: '.' in "12.5k" and "$4.2M", ',' in "3,5 %" and "1,2 Mio" (where "1.200" is 1200). */
export type NumberStyle = 'dot' | 'comma';

const SCALE: Record<string, number> = {
  k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mn: 1e6, million: 1e6, millions: 1e6, b: 1e9, bn: 1e9, billion: 1e9, billions: 1e9, t: 1e12, trillion: 1e12, trillions: 1e12,
  // German, French, Spanish, Portuguese and Italian: "1,2 Mio", "3 Mrd.", "2,5 millones", "mil millones".
  tsd: 1e3, tausend: 1e3, mille: 1e3, mil: 1e3, mila: 1e3, mio: 1e6, millionen: 1e6, millones: 1e6, 'millón': 1e6, 'milhões': 1e6, 'milhão': 1e6, milioni: 1e6, milione: 1e6,
  mrd: 1e9, milliarde: 1e9, milliarden: 1e9, milliard: 1e9, milliards: 1e9, 'mil millones': 1e9, 'bilhões': 1e9, miliardi: 1e9,
};
const CURRENCY: Record<string, string> = { '$': '$', '€': '€', '£': '£', '¥': '¥', '₹': '₹', usd: 'USD', eur: 'EUR', gbp: 'GBP', jpy: 'JPY', dollars: '$', euros: '€', pounds: '£', euro: '€', dollar: '$' };

const SCALES = String.raw`mil\s+millones|millones|millón|milliarden|milliarde|milliards?|millionen|millions?|milhões|milhão|milioni|milione|miliardi|mila|mille|mil|mio\.?|mrd\.?|tsd\.?|tausend|thousand|billions?|trillions?|bilhões|mm|mn|bn|k|m|b|t`;
const PERCENT = String.raw`%|percent|per\s+cent|pct|prozent|pour\s?cent|por\s?ciento|por\s?cento|per\s?cento`;
const CUR_WORD = String.raw`usd|eur|gbp|jpy|dollars?|euros?|pounds|[$€£¥₹]`;
// Digits as each style groups them: "1,200.5" / "1.200,5"; "1 200" in both.
const DIGITS: Record<NumberStyle, string> = {
  dot: String.raw`\d{1,3}(?:\.\d{3}){2,}(?![.,]?\d)|\d{1,3}(?:[,\u202f ]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+`,
  comma: String.raw`\d{1,3}(?:[.\u202f ]\d{3})+(?:,\d+)?|\d+(?:,\d+)?`,
};
// [currency] number [scale] [% | percent | currency word]
const NUM: Record<NumberStyle, RegExp> = Object.fromEntries((['dot', 'comma'] as const).map((style) => [style, new RegExp(
  String.raw`(?<![A-Za-z\u00C0-\u024F0-9_.])([$€£¥₹]|usd\s?|eur\s?|gbp\s?)?(${DIGITS[style]})(?:\s?(${SCALES})(?![A-Za-z\u00C0-\u024F]))?(\s?(?:${PERCENT})(?![A-Za-z\u00C0-\u024F]))?(?:\s?(${CUR_WORD})(?![A-Za-z\u00C0-\u024F]))?`, 'giu')])) as Record<NumberStyle, RegExp>;

// Units after which a number with three decimals is a measure, not a count ("1.250 km" may be 1.25 km).
const MEASURE = /^\s?(?:mm|cm|km|m|kg|g|mg|t|l|ml|h|hrs?|min|s|sec|°|mi|ft|in|lb|oz|gb|mb|tb|kb|ghz|mhz|kw|kwh|w|v|x)\b/i;

/**
 * The decimal mark of a text: what its own numbers show ("3,5 %", "1.200.000" against "12.5k", "1,200,000"), else its
 * language (German, French, Spanish, Portuguese and Italian write a decimal comma).
 */
export function numberStyle(text: string): NumberStyle {
  // Dates ("14.06.2024", "3/4/25") and runs of numbers ("steps 1,2,3") show no decimal mark.
  const t = text.replace(/\b\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b/g, ' ').replace(/\d+(?:,\d+){2,}/g, ' ');
  const comma = (t.match(/\d,\d{1,2}(?!\d)|\d{1,3}(?:\.\d{3}){2,}(?!\d)|\d\.\d{3},\d/g) ?? []).length;
  const dot = (t.match(/\d\.\d{1,2}(?!\d)|\d{1,3}(?:,\d{3}){2,}(?!\d)|\d,\d{3}\.\d/g) ?? []).length;
  if (comma !== dot) return comma > dot ? 'comma' : 'dot';
  return ['de', 'fr', 'es', 'pt', 'it'].includes(languageOf(text) ?? '') ? 'comma' : 'dot';
}

/**
 * Every number in the text, with the unit written around it, read with the text's decimal mark (`style`, else
 * `numberStyle(text)`). A count of things is whole: "1.200 Bewerbungen" and "1,200 applicants" are 1200 whatever the
 * mark. Years (1900–2099 without unit) are skipped.
 */
const KOREAN_COUNTER = /^\s?(명|개|건|회|원|번|곳|대|장|권)(?:의|이|가|은|는|을|를|으로|에서|에게)?(?!\p{Script=Hangul})/u;

export function findNumbers(text: string, style: NumberStyle = numberStyle(text)): NumberMention[] {
  const out: NumberMention[] = [];
  const re = NUM[style];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const [whole, cur, digits, scale, pct, curWord] = m;
    const [group, decimal] = style === 'dot' ? [/[,\u202f ]/g, '.'] : [/[.\u202f ]/g, ','];
    let raw = digits.replace(group, '').replace(decimal, '.');
    // "1.200.000" in a text that writes "12.5": only thousands have several dots.
    if (style === 'dot' && /^\d{1,3}(?:\.\d{3}){2,}$/.test(digits)) raw = digits.replace(/\./g, '');
    const rest = text.slice(m.index + whole.length);
    // "1,200 applicants" in German, "1.500 users" in English: three decimals before a counted noun are thousands.
    if (!scale && !pct && !curWord && !cur && /^\d{1,3}[.,]\d{3}$/.test(digits) && /^\s\p{L}{3,}/u.test(rest) && !MEASURE.test(rest)) raw = digits.replace(/[.,]/, '');
    let value = Number(raw);
    if (!Number.isFinite(value)) continue;
    const isYear = /^(1[5-9]\d\d|20\d\d|21\d\d)$/.test(digits) && !cur && !scale && !pct && !curWord;
    if (isYear) continue;
    // Skip the numbers of dates such as 2024-05-01, 14.06.2024, 3/4, 10:30 and ordinals ("3rd").
    const after = rest.slice(0, 3);
    const before = text.slice(Math.max(0, m.index - 1), m.index);
    if (/^(?:[-/:.]\d|st\b|nd\b|rd\b|th\b)/i.test(after) || /[-/:.]$/.test(before) && /\d/.test(text[m.index - 2] ?? '')) continue;
    if (scale) value *= SCALE[scale.toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ')] ?? 1;
    const percent = !!pct;
    const unit = percent ? '%' : cur ? CURRENCY[cur.trim().toLowerCase()] ?? cur.trim().toUpperCase()
      : curWord ? CURRENCY[curWord.toLowerCase()] : undefined;
    // "방문자 20,000명", "결제 450건", "10,000원": a Korean counter after the number belongs to it.
    const counter = !percent && !cur && !curWord ? KOREAN_COUNTER.exec(rest) : null;
    const end = m.index + whole.length + (counter ? counter[0].length : 0);
    const counted = counter ? (counter[1] === '원' ? 'KRW' : counter[1]) : undefined;
    out.push({ value, unit: unit ?? counted, percent, index: m.index, end, text: text.slice(m.index, end).trim() });
  }
  return out;
}

// English, and the units of French, German, Spanish, Portuguese and Italian ("2 semanas", "3 Wochen", "10 jours").
const DURATION = /\b(?:(\d+(?:\.\d+)?)(d|w|h)|(\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*-?\s*(days?|weeks?|wks?|months?|mos?|years?|yrs?|sprints?|hours?|hrs?|semanas?|semaines?|wochen|woche|settimane?|días|dias|jours?|tage?n?|giorni|meses|mois|monate?n?|mesi|horas?|heures?|stunden|ore))(?![\p{L}])/iu;
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
  const n = WORD_NUM[num] ?? Number(num.replace(',', '.'));
  const u = (m[2] ?? m[4]).toLowerCase();
  const per = /^(?:h|stunden|ore)/.test(u) ? 1 / 8 : /^(?:w|sem|sett)/.test(u) ? 7 : /^(?:mo|mes|mois|mesi)/.test(u) ? 30 : u.startsWith('y') ? 365 : u.startsWith('s') ? 14 : 1;
  return { days: Math.round(n * per * 100) / 100, index: m.index, end: m.index + m[0].length };
}

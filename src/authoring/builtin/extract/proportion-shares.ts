// Shares told in words: "Of my £2,000 salary, half goes on rent, a quarter on food and the rest is savings",
// "12 out of 30 walk, 10 out of 30 take the bus", "a third work in the kitchen … the remaining 20 run the shop".
// Each part is a share of the whole the sentence names; "the rest" is what the others leave of it.
import { splitList } from '../text/lists.js';
import { findNumbers, type NumberStyle } from '../text/numbers.js';
import { splitValue } from './common.js';

export interface Share { label: string; value: number }
export interface Shares { parts: Share[]; unit?: string; whole?: string }

const FRACTIONS: Record<string, number> = {
  half: 1 / 2, 'a half': 1 / 2, 'one half': 1 / 2, 'a third': 1 / 3, 'one third': 1 / 3, 'two thirds': 2 / 3, 'a quarter': 1 / 4,
  'one quarter': 1 / 4, 'three quarters': 3 / 4, 'a fourth': 1 / 4, 'a fifth': 1 / 5, 'one fifth': 1 / 5, 'two fifths': 2 / 5,
  'a sixth': 1 / 6, 'an eighth': 1 / 8, 'a tenth': 1 / 10, 'one tenth': 1 / 10,
  'la mitad': 1 / 2, 'un tercio': 1 / 3, 'un cuarto': 1 / 4, 'la moitié': 1 / 2, 'un tiers': 1 / 3, 'un quart': 1 / 4,
  'die hälfte': 1 / 2, 'ein drittel': 1 / 3, 'ein viertel': 1 / 4,
};
const FRACTION = new RegExp(`^(?:(?:about|around|roughly|nearly|almost|just\\s+over|just\\s+under|over)\\s+)?(${Object.keys(FRACTIONS).sort((a, b) => b.length - a.length).join('|')})(?:\\s+of\\s+(?:it|them|that|those|(?:the|our|my|all)\\s+[\\p{L}-]+|[\\p{L}-]+))?(?![\\p{L}])`, 'iu');
// "12 out of 30", "1 in 5", "3 of the 10".
const OUT_OF = /^(\d+(?:[.,]\d+)?)\s+(?:out\s+of|in|of(?:\s+the)?)\s+(\d+(?:[.,]\d+)?)(?![\d])/i;
const REST = /^(?:and\s+)?(?:the\s+)?(?:rest|remainder|remaining|others?|le\s+reste|el\s+resto|der\s+rest)(?:\s+(\d[\d,.]*)(?=\s+\p{L}))?(?![\p{L}])/iu;
// "Of my £2,000 salary, …", "Our 60 volunteers: …", "Out of 30 students, …": the whole the parts share.
const WHOLE = /^(?:(?:of|out\s+of|from)\s+)?(?:(?:my|our|the|all|their|his|her|its)\s+)?([$€£¥]?\s?\d[\d,.]*\s?(?:k|m|%|[$€£¥])?)\s*([\p{L}][\p{L}\s'-]{0,40}?)\s*[,:]\s+(.+)$/iu;
// "My budget of £3,000: half …", "El presupuesto de 3.000 €: la mitad …": the whole's name, then its amount.
const WHOLE_AFTER = /^(?:(?:my|our|the|el|la|mon|ma|mein|meine)\s+)?([\p{L}][\p{L}\s'-]{1,40}?)\s+(?:of|de|von|du|di)\s+([$€£¥]?\s?\d[\d,.\s]*\s?(?:k|[$€£¥])?)\s*[,:]\s+(.+)$/iu;
// The words that tie a share to its part ("goes on rent", "is savings", "work in the kitchen" stays).
const TIE = /^(?:(?:goes|go|went|is|are|was|were|gets?|spent|get\s+spent|va|van|geht|gehen|va|vont)\s+)?(?:(?:on|to|for|into|in|para|en|a|für|auf|pour)\s+)?/iu;

const amount = (s: string) => Number(s.replace(/[^\d.,]/g, '').replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));

/** The parts of a sentence that tells shares in words, or undefined when fewer than two parts are told so. */
export function readShares(sentence: string, style: NumberStyle): Shares | undefined {
  let body = sentence.trim().replace(/[.!?]+$/, '');
  let whole: number | undefined;
  let unit: string | undefined;
  let wholeName: string | undefined;
  const w = WHOLE.exec(body);
  const w2 = w ? null : WHOLE_AFTER.exec(body);
  const [amountText, name, rest] = w ? [w[1]!, w[2]!, w[3]!] : w2 ? [w2[2]!, w2[1]!, w2[3]!] : [];
  const n = amountText ? findNumbers(amountText, style)[0] : undefined;
  if (n) { whole = n.value; unit = n.unit; wholeName = name!.trim(); body = rest!; }
  const parts: (Share & { rest?: boolean })[] = [];
  let worded = 0;
  for (const piece of splitList(body)) {
    const p = piece.trim().replace(/^(?:and|y|et|und)\s+/i, '');
    let m: RegExpExecArray | null;
    if ((m = OUT_OF.exec(p))) {
      whole ??= amount(m[2]!);
      parts.push({ label: label(p.slice(m[0].length)), value: amount(m[1]!) });
      worded++;
    } else if ((m = FRACTION.exec(p))) {
      parts.push({ label: label(p.slice(m[0].length)), value: FRACTIONS[m[1]!.toLowerCase()]! * (whole ?? 100) });
      worded++;
    } else if ((m = REST.exec(p)) && !/\d/.test(p.slice(m[0].length))) {
      parts.push({ label: label(p.slice(m[0].length)), value: m[1] ? amount(m[1]) : NaN, rest: !m[1] });
    } else {
      const v = splitValue(p, style);
      if (v.value === undefined) return undefined;
      parts.push({ label: label(v.text), value: v.value });
    }
  }
  // A share told in words ("half", "12 out of 30"); "the rest" and plain numbers alone are read elsewhere.
  if (whole !== undefined && parts.some((x) => x.rest)) worded++;
  if (worded === 0 || parts.length < 2 || parts.some((x) => !x.label)) return undefined;
  const told = parts.filter((x) => !x.rest).reduce((a, x) => a + x.value, 0);
  for (const x of parts) if (x.rest) x.value = (whole ?? 100) - told;
  if (parts.some((x) => !Number.isFinite(x.value) || x.value <= 0)) return undefined;
  return { parts: parts.map(({ label: l, value }) => ({ label: l, value: Math.round(value * 100) / 100 })), unit: whole === undefined ? '%' : unit, whole: wholeName };
}

function label(t: string): string {
  return t.trim().replace(TIE, '').replace(/^(?:the|a|an)\s+/i, '').replace(/\s{2,}/g, ' ').trim();
}

// Text → comparable word tokens (lower case, no accents, no possessive 's, crude singular), with their offsets.
// Aliases and prompts go through the same function, so crude rules are enough: both sides bend the same way.

export interface Token {
  /** The comparable form: lower case, accents removed, singular. */
  key: string;
  /** Lower case as written (accents kept), for telling languages apart. */
  lower: string;
  start: number;
  end: number;
}

// Articles, "of" and "and" in the six languages: dropped on both sides, so "la pyramide de Maslow" and
// "pyramide Maslow", or "hierarchy of needs" and "needs hierarchy" (as a bag), meet.
export const STOP = new Set([
  'the', 'a', 'an', 'of', 'and', 'to',
  'le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'de', 'd', 'et', 'au', 'aux',
  'der', 'die', 'das', 'dem', 'den', 'ein', 'eine', 'einer', 'eines', 'einem', 'einen', 'und', 'vom', 'von', 'zum', 'zur',
  'el', 'los', 'las', 'unos', 'unas', 'del', 'y', 'al', 'una',
  'o', 'os', 'as', 'um', 'uma', 'do', 'da', 'dos', 'das', 'e', 'ao',
  'il', 'lo', 'i', 'gli', 'uno', 'di', 'dei', 'degli', 'delle', 'della', 'dello', 'dell', 'ed', 's',
]);

const ASCII = /^[\x00-\x7f]*$/;

export function foldAccents(s: string): string {
  if (ASCII.test(s)) return s;
  return s.normalize('NFKD').replace(/\p{M}+/gu, '').replace(/ß/g, 'ss').replace(/æ/g, 'ae').replace(/œ/g, 'oe').replace(/ø/g, 'o').replace(/ł/g, 'l');
}

/** A crude singular: "phases" → "phase", "stories" → "story", "processes" → "process"; short words stay. */
export function singular(w: string): string {
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses') || w.endsWith('xes') || w.endsWith('ches') || w.endsWith('shes')) return w.slice(0, -2);
  if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

const WORD = /[\p{L}\p{N}]+/gu;

// Words people use for the same thing in a diagram's name: "login process" is the "login flow", "sign-up
// procedure" the "signup flow". Both sides of a match go through this, so an alias needs only one of them.
const SAME: Record<string, string> = {
  process: 'flow', procedure: 'flow',
  logon: 'login', signin: 'login', signon: 'login', signup: 'signup', registration: 'signup', register: 'signup',
  // "how a request is handled", "request handling"; "how an order is processed", "order processing".
  handled: 'handle', handling: 'handle', processed: 'processing',
};
// Two words written for one: "sign in", "log in", "sign up", "log on".
const PAIRS: Record<string, string> = { 'sign in': 'login', 'log in': 'login', 'log on': 'login', 'sign on': 'login', 'sign up': 'signup' };

/** Every word of the text (stop words included); "5S", "k8s" and "2x2" stay one word each. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index!;
    // The possessive "'s" ("Maslow's", "Porter’s") is not a word of its own.
    if ((m[0] === 's' || m[0] === 'S') && /['’`´]/.test(text[start - 1] ?? '')) continue;
    const lower = m[0].toLowerCase();
    // "lifecycle" is also written "life cycle": both read as two words.
    if (lower === 'lifecycle' || lower === 'lifecycles') {
      out.push({ key: 'life', lower: 'life', start, end: start + 4 }, { key: 'cycle', lower: 'cycle', start: start + 4, end: start + m[0].length });
      continue;
    }
    const prev = out[out.length - 1];
    const pair = prev && prev.end + 1 >= start && /^[\s-]?$/.test(text.slice(prev.end, start)) ? PAIRS[`${prev.lower} ${lower}`] : undefined;
    if (pair) {
      out[out.length - 1] = { key: pair, lower: `${prev.lower} ${lower}`, start: prev.start, end: start + m[0].length };
      continue;
    }
    const key = singular(foldAccents(lower));
    out.push({ key: SAME[key] ?? key, lower, start, end: start + m[0].length });
  }
  return out;
}

/** The comparable words of a name, stop words dropped: the form aliases are indexed and matched by. */
export function nameKeys(text: string): string[] {
  return tokenize(text).map((t) => t.key).filter((k) => !STOP.has(k));
}

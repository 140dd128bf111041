// Use case names by their word stems: "booking" is "Book appointment", "cancellation" is "Cancel order", "payment" is
// "Pay invoice", "registration" is "Register account" — so an «include»/«extend» target finds the use case it means
// instead of adding a twin. Also "Applying a discount code" → "Apply a discount code" (a use case is named by a verb).

import { sameStem } from './word-stems.js';

const STOP = new Set(['a', 'an', 'the', 'of', 'for', 'to', 'their', 'his', 'her', 'its', 'our', 'my', 'your', 'and', 'on', 'in', 'with', 'step', 'use', 'case', 'process']);

function contentWords(phrase: string): string[] {
  return phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP.has(w));
}

/**
 * The existing use case a phrase names by its stems: every word of the phrase matches a word of the case. A match on
 * the case's verb (its first word) wins over one on its object: "booking" is "Book appointment", not "Confirm bookings".
 */
export function caseByStem(phrase: string, cases: string[]): string | undefined {
  const ws = contentWords(phrase);
  if (ws.length === 0 || ws.length > 4) return undefined;
  let best: { c: string; score: number } | undefined;
  for (const c of cases) {
    const cw = contentWords(c);
    if (!ws.every((w) => cw.some((x) => sameStem(w, x)))) continue;
    const score = (sameStem(ws[0]!, cw[0]!) || ws.some((w) => sameStem(w, cw[0]!)) ? 10 : 0) - Math.abs(cw.length - ws.length);
    if (!best || score > best.score) best = { c, score };
  }
  return best?.c;
}

/** "Applying a discount code" → "Apply a discount code": a gerund opening a phrase of several words takes its base form. */
export function baseOfGerund(phrase: string): string {
  const m = /^(\p{Lu}?[a-z]+)ing(\s+\S.*)$/u.exec(phrase.trim());
  if (!m || m[1]!.length < 2) return phrase;
  let stem = m[1]!;
  if (/([bdgmnprt])\1$/.test(stem) || (/ell$/.test(stem) && stem.length > 5)) stem = stem.slice(0, -1);
  else if (/(?:v|c|[^aeiou]at|creat|ar|ir|ur|iz|ys|yz|ul|chang|rang|rg|dg|ws|eas|[^aeiou][aeiou][kgs])$/i.test(stem) && !/(?:ck|ss)$/.test(stem)) stem += 'e';
  else if (/^[aeiou][^aeiou]$/i.test(stem)) stem += 'e';
  return `${stem}${m[2]}`;
}

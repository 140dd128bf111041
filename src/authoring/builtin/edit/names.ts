// A phrase naming elements ("the database", "Billing", "the workers", "the second step") + the diagram's elements
// → the elements it names, loosely: case, articles, plurals, role nouns, categories of well-known components, ordinals.
import { categoryWords, ORDINALS, singular, unquote, words } from './words.js';

export interface Named {
  id: string;
  label: string;
  /** What the element is called in this kind ("step", "group", "participant"), for "the X step" and messages. */
  noun: string;
  /** Other nouns people use for it ("node", "box"). */
  nouns?: readonly string[];
  icon?: string | undefined;
  /** Names that fit this element alone by what it is ("the decision" for the one decision of a flowchart). */
  aliases?: readonly string[];
}

export type Resolution =
  | { ok: true; items: Named[] }
  | { ok: false; why: 'none' | 'ambiguous'; candidates: Named[] };

const PRONOUNS = /^(?:it|them|this|that|this one|that one|these|those|they|him|her)$/i;

function stem(w: string): string {
  return singular(w);
}

/** Labels compared by their words, each singular. */
function key(text: string): string[] {
  return words(text).map(stem);
}

function sameWords(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

function contains(hay: string[], needles: string[]): boolean {
  return needles.every((n) => hay.includes(n));
}

const FILLER = new Set(['the', 'a', 'an', 'one', 'called', 'named', 'our', 'my', 'this', 'that']);

/**
 * How well a phrase's words name one element: 0 (not at all) to 100 (its exact label). A quoted phrase must be the
 * label (or the id); a loose one may drop words, add role nouns, or name a category.
 */
function score(phraseWords: string[], raw: string, el: Named, nouns: Set<string>, exact: boolean): number {
  const label = el.label.toLowerCase().trim();
  if (label === raw) return 100;
  if (el.id.toLowerCase() === raw || el.id.toLowerCase() === raw.replace(/\s+/g, '-') || el.id.toLowerCase() === raw.replace(/\s+/g, '_')) return 95;
  const lw = key(el.label);
  if (el.aliases?.some((a) => sameWords(key(a), phraseWords))) return 85;
  if (!phraseWords.length || !lw.length) return 0;
  if (sameWords(lw, phraseWords)) return 90;
  if (lw.join('') === phraseWords.join('')) return 88; // "Post gres" / "postgres", "e-mail" / "email"
  if (exact) return 0;
  if (contains(lw, phraseWords)) return 60 + Math.round(20 * phraseWords.length / lw.length);
  // The phrase carries the label and role nouns ("the billing service box" for "Billing service"), nothing else.
  if (contains(phraseWords, lw) && phraseWords.every((w) => lw.includes(w) || nouns.has(w) || FILLER.has(w))) return 55 + Math.round(10 * lw.length / phraseWords.length);
  // A category word: "the database" for "PostgreSQL DB" or a component drawn with a database icon.
  const iconWords = el.icon ? words(el.icon.replace(/^[a-z0-9-]+:/, '').replace(/-/g, ' ')) : [];
  const cat = phraseWords.flatMap((w) => categoryWords(w));
  if (cat.length && phraseWords.length <= 2 && (lw.some((w) => cat.includes(w)) || iconWords.some((w) => cat.includes(w)))) return 50;
  // Prefixes of long words: "auth" for "Authentication", "config" for "Configuration".
  const prefixHits = phraseWords.filter((p) => p.length >= 4 && lw.some((w) => w.startsWith(p) || (w.length >= 4 && p.startsWith(w))));
  if (prefixHits.length === phraseWords.length) return 40;
  return 0;
}

/** The role nouns a phrase may carry around a name ("the Billing step", "step Billing"). */
function stripNouns(text: string, nouns: Set<string>): string {
  const ws = text.split(/\s+/);
  while (ws.length > 1 && nouns.has(stem(ws[ws.length - 1]!.toLowerCase()))) ws.pop();
  while (ws.length > 1 && nouns.has(stem(ws[0]!.toLowerCase()))) ws.shift();
  return ws.join(' ');
}

export interface ResolveOptions {
  /** The elements last added or named, for "it" and "them". */
  recent?: readonly string[];
  /** Elements in order for ordinals ("the second step", "the last level"). */
  ordered?: readonly Named[];
  /** Accept several elements for one phrase ("the workers", "all the steps"). */
  plural?: boolean;
}

/** A list of names: "A, B and C", "A and B", "A & B". */
export function splitNames(phrase: string): string[] {
  const t = phrase.trim();
  if (/^["'][^"']+["']$/.test(t)) return [t];
  const parts = t.split(/\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/i).map((p) => p.trim()).filter(Boolean);
  return parts.length ? parts : [t];
}

export function resolve(phrase: string, pool: readonly Named[], opts: ResolveOptions = {}): Resolution {
  const { text, quoted } = unquote(phrase);
  // "the hiring manager's lane" names the lane "Hiring manager".
  const raw = text.toLowerCase().replace(/(\w)['’]s\b/g, '$1');
  if (PRONOUNS.test(raw) && opts.recent?.length) {
    const items = opts.recent.map((id) => pool.find((p) => p.id === id)).filter((p): p is Named => p !== undefined);
    if (items.length) return { ok: true, items: /^(?:them|these|those|they)$/.test(raw) || opts.plural ? items : items.slice(-1) };
  }
  const nouns = new Set(pool.flatMap((p) => [p.noun, ...(p.nouns ?? [])]).map(stem));
  const ordinal = ordinalOf(raw, nouns, opts.ordered ?? pool);
  if (ordinal) return { ok: true, items: [ordinal] };
  if (opts.plural && /^(?:all|every|each)\b/.test(raw)) {
    const rest = raw.replace(/^(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?/, '');
    const noun = stem(rest);
    const all = pool.filter((p) => stem(p.noun) === noun || (p.nouns ?? []).some((n) => stem(n) === noun));
    if (all.length) return { ok: true, items: all };
  }
  const tries = quoted ? [raw] : [...new Set([raw, stripNouns(raw, nouns)])];
  let best = 0;
  let found: Named[] = [];
  for (const t of tries) {
    const ws = key(t);
    for (const el of pool) {
      let s = score(ws, t, el, nouns, quoted);
      // "the Billing step": the role noun agrees with the element's.
      if (s > 0 && t !== raw && nouns.size && (raw.split(/\s+/).map(stem).some((w) => w === stem(el.noun) || (el.nouns ?? []).map(stem).includes(w)))) s += 2;
      if (s > best) { best = s; found = [el]; } else if (s === best && s > 0 && !found.includes(el)) found.push(el);
    }
    if (best >= 88) break;
  }
  if (best === 0) {
    // "the centre", "the hub", "the x axis": a noun only one element has.
    const bare = stripArticlesAndStem(raw);
    const byNoun = pool.filter((p) => [p.noun, ...(p.nouns ?? [])].some((n) => stem(n) === bare || n === raw));
    const own = byNoun.filter((p) => !pool.some((q) => q !== p && q.noun === p.noun));
    if (own.length === 1 && byNoun.length === 1) return { ok: true, items: own };
    return { ok: false, why: 'none', candidates: [] };
  }
  if (found.length > 1) {
    // Several elements share the best score: a plural phrase means them all; else prefer the one element whose
    // noun matches a noun in the phrase.
    const plural = words(raw).some((w) => stem(w) !== w && !['status', 'process', 'class', 'address'].includes(w));
    if (opts.plural || plural) return { ok: true, items: found };
    const byNoun = found.filter((el) => raw.split(/\s+/).map(stem).includes(stem(el.noun)));
    if (byNoun.length === 1) return { ok: true, items: byNoun };
    return { ok: false, why: 'ambiguous', candidates: found };
  }
  return { ok: true, items: found };
}

function stripArticlesAndStem(raw: string): string {
  return words(raw).map(stem).join(' ');
}

function ordinalOf(raw: string, nouns: Set<string>, ordered: readonly Named[]): Named | undefined {
  const m = /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d+(?:st|nd|rd|th)|last|final|top|topmost|bottom|bottommost|next to last|penultimate|second to last)(?:\s+(?:one|([a-z]+)))?$/.exec(raw)
    ?? /^([a-z]+)\s+(?:number\s+|no\.?\s*|#)?(\d+)$/.exec(raw);
  if (!m) return undefined;
  let index: number | undefined;
  let noun: string | undefined;
  if (/^\d+$/.test(m[2] ?? '') && !ORDINALS[m[1]!] && !/^(?:last|final|top|bottom)/.test(m[1]!)) {
    noun = m[1];
    index = Number(m[2]) - 1;
  } else {
    noun = m[2];
    const w = m[1]!;
    if (w === 'last' || w === 'final' || w === 'bottom' || w === 'bottommost') index = ordered.length - 1;
    else if (w === 'top' || w === 'topmost') index = 0;
    else if (/to last|penultimate/.test(w)) index = ordered.length - 2;
    else index = (ORDINALS[w] ?? 0) - 1;
  }
  if (noun && !nouns.has(stem(noun))) return undefined;
  const pool = noun ? ordered.filter((p) => stem(p.noun) === stem(noun!) || (p.nouns ?? []).map(stem).includes(stem(noun!))) : ordered;
  return index !== undefined && index >= 0 ? pool[index] : undefined;
}

// compromise behind a small, fast facade: sentence splitting (tokenizer only) and word classes from its lexicon.
import { isOrdinalDatePoint } from './dates.js';
import { createRequire } from 'node:module';
import type Compromise from 'compromise';

// Full tagging costs about 10 ms per 500 characters, far over the engine's budget; the tokenizer plus a lexicon
// look-up costs well under 1 ms and is enough for the shallow reading the extractors do.

type LexTag = string | string[];
interface CompromiseModel { one: { lexicon: Record<string, LexTag> }; two: { switches: Record<string, string> } }

// compromise takes about half a second to load: the service loads it after it listens (loadNlp), and a prose
// request awaits that. Synchronous callers that did not (tests, scripts) get its CommonJS build, the same data.
let lib: typeof Compromise | undefined;
let loading: Promise<void> | undefined;

/** Loads compromise once; resolves when the functions below can run without loading it themselves. */
export function loadNlp(): Promise<void> {
  loading ??= import('compromise').then((m) => { lib ??= m.default; });
  return loading;
}

function nlp(): typeof Compromise {
  lib ??= createRequire(import.meta.url)('compromise') as typeof Compromise;
  return lib;
}

let model: CompromiseModel | undefined;
function lexModel(): CompromiseModel {
  model ??= nlp().model() as unknown as CompromiseModel;
  return model;
}

interface SentenceSplitter { one: { tokenize: { splitSentences(text: string, world: unknown): string[] } } }
let splitter: { split(text: string, world: unknown): string[]; world: unknown } | undefined;

/** Sentences of a paragraph, as written (compromise knows abbreviations such as "Dr." and "e.g."). */
export function splitSentences(text: string): string[] {
  const t = text.trim();
  // Chinese and Japanese sentences (their full stops written as ". " by the brief reader): the splitter knows Latin only.
  if (/[.!?]\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u.test(t)) {
    return t.split(/(?<=[.!?])\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u).flatMap((part) => splitSentences(part));
  }
  // One sentence needs no splitter.
  if (!/[.!?。！？]["')\]]*\s+\S/u.test(t)) return t ? [t] : [];
  // The splitter alone (no term analysis) is about ten times cheaper than nlp.tokenize.
  splitter ??= { split: (nlp().methods() as unknown as SentenceSplitter).one.tokenize.splitSentences, world: nlp().world() };
  const parts = splitter.split(t, splitter.world).map((s) => s.trim()).filter(Boolean);
  // "the head vet (Dr. Lina Park) and …": a sentence never ends inside brackets; a piece left open joins the next.
  const out: string[] = [];
  let open = 0;
  for (const p of parts) {
    // "bis zur Premiere am 14. | März": a German day's ordinal point ends no sentence.
    if ((open > 0 || isOrdinalDatePoint(out[out.length - 1] ?? '', p)) && out.length) out[out.length - 1] += ` ${p}`;
    else out.push(p);
    open = Math.max(0, open + (p.match(/[(（[]/gu) ?? []).length - (p.match(/[)）\]]/gu) ?? []).length);
  }
  return out;
}

export type WordClass = 'verb' | 'noun' | 'actor' | 'adjective' | 'adverb' | 'determiner' | 'preposition'
  | 'conjunction' | 'pronoun' | 'copula' | 'modal' | 'number' | 'name' | 'other';

const EXTRA: Record<string, WordClass> = {
  // Words the lexicon leaves out or tags in a way that hurts process reading.
  then: 'adverb', finally: 'adverb', next: 'adverb', afterwards: 'adverb', first: 'adverb',
  server: 'noun', service: 'noun', database: 'noun', system: 'noun', app: 'noun', api: 'noun', queue: 'noun',
  queries: 'verb', logs: 'verb', emails: 'verb', ships: 'verb', routes: 'verb', forwards: 'verb', calls: 'verb',
  stores: 'verb', checks: 'verb', orders: 'verb', reports: 'verb', requests: 'verb', returns: 'verb', replies: 'verb',
  responds: 'verb', updates: 'verb', dials: 'verb', phones: 'verb', rings: 'verb', radios: 'verb', sends: 'verb', notifies: 'verb', fetches: 'verb', publishes: 'verb', taps: 'verb', tapped: 'verb',
  sales: 'noun', support: 'noun', finance: 'noun', shipping: 'noun', marketing: 'noun', engineering: 'noun',
  be: 'copula', been: 'copula', being: 'copula', am: 'copula',
  can: 'modal', could: 'modal', may: 'modal', might: 'modal', must: 'modal', should: 'modal', will: 'modal', would: 'modal', shall: 'modal',
  who: 'pronoun', which: 'pronoun', that: 'pronoun',
};

const cache = new Map<string, WordClass>();

/** A coarse word class for one lower-case word, from compromise's lexicon, then suffixes. */
export function wordClass(word: string): WordClass {
  const w = word.toLowerCase();
  const hit = cache.get(w);
  if (hit) return hit;
  const c = classify(w);
  if (cache.size < 20000) cache.set(w, c);
  return c;
}

function classify(w: string): WordClass {
  if (EXTRA[w]) return EXTRA[w];
  if (/^\d/.test(w)) return 'number';
  const m = lexModel();
  const raw = m.one.lexicon[w];
  const tags = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const has = (t: string) => tags.includes(t);
  if (has('Copula')) return 'copula';
  if (has('Modal')) return 'modal';
  if (has('Determiner')) return 'determiner';
  if (has('Preposition')) return 'preposition';
  if (has('Conjunction')) return 'conjunction';
  if (has('Pronoun') || has('Reflexive')) return 'pronoun';
  if (has('Actor') || has('Person')) return 'actor';
  if (has('FirstName') || has('MaleName') || has('FemaleName') || has('LastName')) return 'name';
  if (has('PresentTense') || has('Infinitive') || has('PastTense') || has('Gerund') || has('Participle')) return 'verb';
  if (has('Adjective') || has('Comparative') || has('Superlative')) return 'adjective';
  if (has('Adverb')) return 'adverb';
  if (tags.length > 0) return has('TextValue') ? 'number' : 'noun';
  const sw = m.two.switches[w];
  if (sw && /Verb/.test(sw)) return 'verb';
  if (/(tion|sion|ment|ness|ity|ance|ence|ship|ware|base|er|or|ist)s?$/.test(w)) return 'noun';
  if (/ly$/.test(w)) return 'adverb';
  if (/(ed|ing)$/.test(w) && w.length > 4) return 'verb';
  if (/(ous|ful|ive|able|ible|al|ic)$/.test(w)) return 'adjective';
  return 'noun';
}

/** True when compromise's lexicon knows the word (a common English word rather than a name or brand). */
export function inLexicon(word: string): boolean {
  const w = word.toLowerCase();
  return lexModel().one.lexicon[w] !== undefined || lexModel().two.switches[w] !== undefined || EXTRA[w] !== undefined;
}

/** True when the word can be a finite verb (used to find where a clause's predicate starts). */
export function canBeVerb(word: string): boolean {
  const w = word.toLowerCase();
  let known = verbCache.get(w);
  if (known === undefined) {
    known = couldBeVerb(w);
    if (verbCache.size < 20000) verbCache.set(w, known);
  }
  return known;
}
const verbCache = new Map<string, boolean>();

function couldBeVerb(w: string): boolean {
  const c = wordClass(w);
  if (c === 'verb' || c === 'copula' || c === 'modal') return true;
  const sw = lexModel().two.switches[w];
  if (sw !== undefined && /Verb/.test(sw)) return true;
  if (/(?:ates|izes|ises|ifies|ects|ends|ords|eives|orms)$/.test(w) && w.length > 5) return true;
  // Third-person forms of verbs the lexicon lists only as infinitives ("hands" ← "hand").
  if (/[^s]s$/.test(w)) {
    for (const base of [w.slice(0, -1), w.replace(/es$/, '')]) {
      const raw = lexModel().one.lexicon[base];
      const tags = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      if (tags.includes('Infinitive') || /Verb/.test(lexModel().two.switches[base] ?? '')) return true;
    }
  }
  return false;
}

/** True for a person noun ("customer", "clerk", "manager"): such participants are drawn as actors. */
export function isPersonWord(word: string): boolean {
  const c = wordClass(word);
  return c === 'actor' || c === 'name';
}

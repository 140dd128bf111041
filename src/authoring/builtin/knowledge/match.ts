// Prompt words → the known names they contain: exact runs of an alias's words, or its words close together in any
// order ("architecture of Kubernetes" for "Kubernetes architecture"). Each hit keeps the word positions it covers.
import { FRAME } from './lexicon.js';
import type { AliasEntry, Pack } from './pack.js';
import type { Token } from './normalize.js';

export interface Hit {
  alias: AliasEntry;
  /** Indexes into the prompt's content words (stop words left out) of the first and last word covered. */
  first: number;
  last: number;
  /** The words were in the alias's order with nothing between. */
  exact: boolean;
}

/** Every alias found among the words, best first: more words, then exact before scattered, then earlier. */
export function findHits(words: Token[], pack: Pack): Hit[] {
  const keys = words.map((w) => w.key);
  const present = new Set(keys);
  const candidates = new Set<AliasEntry>();
  for (const k of present) for (const a of pack.byWord.get(k) ?? []) if (a.keys.every((x) => present.has(x))) candidates.add(a);
  const hits: Hit[] = [];
  for (const a of candidates) {
    const n = a.keys.length;
    let found: Hit | undefined;
    for (let i = 0; i + n <= keys.length && !found; i++) {
      if (a.keys.every((k, j) => keys[i + j] === k)) found = { alias: a, first: i, last: i + n - 1, exact: true };
    }
    // Scattered: all the alias's words within a window of its length plus two.
    if (!found && n > 1) {
      const span = n + 2;
      for (let i = 0; i < keys.length && !found; i++) {
        if (!a.set.has(keys[i])) continue;
        const window = keys.slice(i, i + span);
        // Each word as often as the alias has it ("continuous integration continuous delivery" needs two).
        if (a.keys.every((k) => window.filter((w) => w === k).length >= a.keys.filter((x) => x === k).length)) {
          const last = i + Math.max(...a.keys.map((k) => window.indexOf(k)));
          // Only framing words may sit between the name's words: "architecture of Kubernetes", not "states of a
          // download process" nor "board inspired by Kanban".
          if (keys.slice(i, last + 1).every((k) => a.set.has(k) || FRAME.has(k))) found = { alias: a, first: i, last, exact: false };
        }
      }
    }
    if (found) hits.push(found);
  }
  return hits.sort((x, y) => y.alias.keys.length - x.alias.keys.length || Number(y.exact) - Number(x.exact) || x.first - y.first);
}

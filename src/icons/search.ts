// Ranks icon records against a free-text query: exact name > name prefix > name contains > tag match.
import type { IconRecord } from './icon-catalog.js';

/** Lower-case words of a text, accents folded, punctuation as separators ("Node.js" → ["node", "js"]). */
export function words(text: string): string[] {
  // Folding accents is costly and almost every tag is ASCII; the catalog splits ~20,000 strings on load.
  // eslint-disable-next-line no-control-regex
  const folded = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return folded.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/** Words run together, so "credit card", "credit-card" and "CreditCard" compare equal. */
export const compact = (text: string): string => words(text).join('');

/** A record with its search keys precomputed once. */
export interface SearchEntry {
  record: IconRecord;
  /** compact forms of the name and of the id's name part (they differ for brands: "Node.js" / "nodedotjs") */
  names: string[];
  nameWords: string[];
  tagsCompact: Set<string>;
  tagWords: string[];
  /** stable tie-break: sets in catalog order, then shorter names first */
  order: number;
}

export function makeEntry(record: IconRecord, order: number): SearchEntry {
  const local = record.id.slice(record.id.indexOf(':') + 1);
  const names = [...new Set([compact(record.name), compact(local)])].filter(Boolean);
  const tagWords = new Set<string>();
  const tagsCompact = new Set<string>();
  for (const tag of record.tags) {
    const ws = words(tag);
    for (const w of ws) tagWords.add(w);
    if (ws.length) tagsCompact.add(ws.join(''));
  }
  const nameWords = new Set(words(record.name));
  for (const w of words(local)) nameWords.add(w);
  return { record, names, nameWords: [...nameWords], tagsCompact, tagWords: [...tagWords], order };
}

/** Score bands; within a band closer-length names rank higher. */
export const SCORE = { exact: 1000, prefix: 800, contains: 600, tag: 400, words: 200 } as const;

/** 0 when the entry does not match at all. */
export function scoreEntry(entry: SearchEntry, queryWords: string[]): number {
  const q = queryWords.join('');
  if (!q) return 0;
  const slack = (name: string): number => Math.min(99, name.length - q.length);
  let best = 0;
  for (const name of entry.names) {
    if (name === q) return SCORE.exact;
    if (name.startsWith(q)) best = Math.max(best, SCORE.prefix - slack(name));
    else if (name.includes(q)) best = Math.max(best, SCORE.contains - slack(name));
  }
  if (best) return best;
  if (entry.tagsCompact.has(q)) return SCORE.tag;
  // Every query word must start a word of the name or of a tag; name hits weigh more.
  let nameHits = 0;
  for (const w of queryWords) {
    if (entry.nameWords.some((n) => n.startsWith(w))) nameHits++;
    else if (!entry.tagWords.some((t) => t.startsWith(w))) return 0;
  }
  return SCORE.words + 20 * nameHits;
}

/** Ranked matches, best first; an empty query lists everything in catalog order. */
export function searchEntries(entries: readonly SearchEntry[], query: string, set?: string): IconRecord[] {
  const pool = set ? entries.filter((e) => e.record.set === set) : entries;
  const queryWords = words(query);
  if (!queryWords.length) return pool.map((e) => e.record);
  const hits: { entry: SearchEntry; score: number }[] = [];
  for (const entry of pool) {
    const score = scoreEntry(entry, queryWords);
    if (score > 0) hits.push({ entry, score });
  }
  hits.sort(
    (a, b) =>
      b.score - a.score ||
      a.entry.names[0].length - b.entry.names[0].length ||
      a.entry.order - b.entry.order,
  );
  return hits.map((h) => h.entry.record);
}

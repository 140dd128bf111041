// Picks one icon id for a short label ("Postgres DB", "user login"), or undefined when nothing fits well.
import { SYNONYMS, STOP_WORDS, FILLER_WORDS, NOT_BRANDS } from './synonyms.js';
import { words } from './search.js';

/** What suggest() needs to know about the catalog, built once by the catalog. */
export interface SuggestIndex {
  /** compact brand names (slug, title, aka, old names) → id */
  brands: Map<string, string>;
  /** compact lucide names and old aliases → id */
  generic: Map<string, string>;
  /** compact lucide tag ("heartratemonitor") → the icon that tag describes best */
  tags: Map<string, string>;
  /** canonical id of an exact `<set>:<name>` id, if the catalog has it */
  resolveId(id: string): string | undefined;
}

interface Candidate {
  id: string;
  brand: boolean;
  size: number;
  pos: number;
}

/** Plural → singular for the regular cases diagram labels use ("databases", "queues", "proxies"). */
function singular(word: string): string | undefined {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us')) return undefined;
  if (word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (/(xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return undefined;
}

function resolveGram(gram: string[], index: SuggestIndex): { id: string; brand: boolean } | undefined {
  const phrase = gram.join(' ');
  const joined = gram.join('');
  const synonym = SYNONYMS[phrase] ?? SYNONYMS[joined];
  if (synonym) return { id: synonym, brand: synonym.startsWith('simple:') };
  const generic = index.generic.get(joined);
  if (generic) return { id: generic, brand: false };
  if (joined.length >= 2 && !NOT_BRANDS.has(joined)) {
    const brand = index.brands.get(joined);
    if (brand) return { id: brand, brand: true };
  }
  // A multi-word tag ("heart rate monitor", "sign in") is specific enough to trust.
  const tagged = gram.length > 1 ? index.tags.get(joined) : undefined;
  return tagged ? { id: tagged, brand: false } : undefined;
}

function candidates(tokens: string[], index: SuggestIndex, allFiller: boolean): Candidate[] {
  const found: Candidate[] = [];
  for (let size = Math.min(4, tokens.length); size >= 1; size--) {
    for (let pos = 0; pos + size <= tokens.length; pos++) {
      const gram = tokens.slice(pos, pos + size);
      if (size === 1 && !allFiller && FILLER_WORDS.has(gram[0])) continue;
      let hit = resolveGram(gram, index);
      const last = singular(gram[size - 1]);
      if (!hit && last) hit = resolveGram([...gram.slice(0, -1), last], index);
      if (hit) found.push({ ...hit, size, pos });
    }
  }
  return found;
}

/**
 * Brands beat generic icons ("Postgres DB" is PostgreSQL, "Redis cache" is Redis); otherwise the longest
 * matched phrase wins, and among equals the last one, since English labels put the head noun last
 * ("user login" is a login, "order queue" a queue).
 */
function pick(found: Candidate[]): string | undefined {
  const brands = found.filter((c) => c.brand);
  if (brands.length) return brands.sort((a, b) => b.size - a.size || a.pos - b.pos)[0].id;
  return found.sort((a, b) => b.size - a.size || b.pos - a.pos)[0]?.id;
}

/**
 * Last resort for one-word labels: an icon tag equal to the word. No prefixes, substrings or single
 * words of longer phrases: those make the silly matches ("Hello world" is not a globe, "Step 1" not step-back).
 */
function byTag(tokens: string[], index: SuggestIndex): string | undefined {
  const content = tokens.filter((t) => !FILLER_WORDS.has(t));
  if (content.length !== 1 || content[0].length < 3) return undefined;
  return index.tags.get(content[0]) ?? (singular(content[0]) ? index.tags.get(singular(content[0])!) : undefined);
}

export function suggestIcon(text: string, index: SuggestIndex): string | undefined {
  const trimmed = text.trim().toLowerCase();
  if (/^[a-z]+:[a-z0-9_-]+$/.test(trimmed)) {
    const id = index.resolveId(trimmed);
    if (id) return id;
  }
  const tokens = words(trimmed).filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));
  if (!tokens.length || tokens.length > 8) return undefined;
  const allFiller = tokens.every((t) => FILLER_WORDS.has(t));
  return pick(candidates(tokens, index, allFiller)) ?? (allFiller ? undefined : byTag(tokens, index));
}

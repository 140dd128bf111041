// Builds the lookup tables suggest() uses (brand names, lucide names, lucide tags) from the loaded icon data.
import { compact, type SearchEntry } from './search.js';
import type { SuggestIndex } from './suggest.js';
import type { SimpleMeta } from './sources.js';

export interface SuggestSources {
  /** search entries of the lucide records */
  lucide: readonly SearchEntry[];
  /** old lucide name → canonical name */
  lucideAliases: Map<string, string>;
  simple: readonly SimpleMeta[];
  resolveId(id: string): string | undefined;
}

/**
 * Each lucide tag → one icon: one whose name holds the tag as a word beats one merely tagged with it
 * ("time" → clock rather than whatever else is tagged "time"), then the shorter name.
 */
function tagIndex(entries: readonly SearchEntry[]): Map<string, string> {
  const sorted = [...entries].sort((a, b) => a.names[0].length - b.names[0].length || a.order - b.order);
  const index = new Map<string, string>();
  for (const named of [true, false]) {
    for (const e of sorted) {
      for (const tag of e.tagsCompact) {
        if (index.has(tag) || (named && !e.nameWords.includes(tag) && e.names[0] !== tag)) continue;
        index.set(tag, e.record.id);
      }
    }
  }
  return index;
}

function brandIndex(simple: readonly SimpleMeta[]): Map<string, string> {
  const brands = new Map<string, string>();
  const add = (key: string, id: string): void => {
    const k = compact(key);
    if (k && !brands.has(k)) brands.set(k, id);
  };
  // Own names first, so another brand's alias never shadows them.
  for (const icon of simple) add(icon.slug, `simple:${icon.slug}`), add(icon.title, `simple:${icon.slug}`);
  for (const icon of simple) {
    const id = `simple:${icon.slug}`;
    const a = icon.aliases ?? {};
    for (const n of [...(a.aka ?? []), ...(a.old ?? []), ...(a.dup ?? []).map((d) => d.title)]) add(n, id);
    // People say "Kafka" and "Vue", not "Apache Kafka" and "Vue.js".
    if (/^apache \S/i.test(icon.title)) add(icon.title.slice(7), id);
    if (/\S\.js$/i.test(icon.title)) add(icon.title.slice(0, -3), id);
  }
  return brands;
}

export function buildSuggestIndex(src: SuggestSources): SuggestIndex {
  const generic = new Map<string, string>();
  for (const e of src.lucide) generic.set(e.names[0], e.record.id);
  for (const [old, name] of src.lucideAliases) {
    if (!generic.has(compact(old))) generic.set(compact(old), `lucide:${name}`);
  }
  return { brands: brandIndex(src.simple), generic, tags: tagIndex(src.lucide), resolveId: src.resolveId };
}

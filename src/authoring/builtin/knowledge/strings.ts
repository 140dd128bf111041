// Content → its visible strings (titles, labels, descriptions, set items, notes, criteria, dates): listed, or
// mapped into a copy. Ids, references, types, icons and ER attribute names are not text to translate.

const TEXT = new Set(['title', 'label', 'description', 'center', 'text', 'low', 'high', 'date']);
const TEXT_LISTS = new Set(['items', 'values', 'pros', 'cons']);

type Json = unknown;

/** A deep copy of the content with every visible string passed through `f`. */
export function mapStrings<T>(content: T, f: (s: string) => string): T {
  const walk = (v: Json, key: string | undefined): Json => {
    if (typeof v === 'string') return key !== undefined && TEXT.has(key) ? f(v) : v;
    if (Array.isArray(v)) {
      if (key !== undefined && TEXT_LISTS.has(key)) return v.map((x) => (typeof x === 'string' ? f(x) : walk(x, undefined)));
      return v.map((x) => walk(x, undefined));
    }
    if (v && typeof v === 'object') {
      const out: Record<string, Json> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x, k);
      return out;
    }
    return v;
  };
  return walk(content, undefined) as T;
}

/** Every visible string of the content, in document order, each once. */
export function listStrings(content: unknown): string[] {
  const seen = new Set<string>();
  mapStrings(content, (s) => { seen.add(s); return s; });
  return [...seen];
}

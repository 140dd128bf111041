// Content → the same content where every element of the ordered kinds (steps, levels, events, ...) has a stable id.
import type { Kind } from '../../spec/kinds.js';

type Obj = Record<string, any>;

/** The collections whose elements carry optional ids, with the field their name is read from. */
const OPTIONAL_ID_COLLECTIONS: Partial<Record<Kind, { key: string; label: string; prefix: string }[]>> = {
  cycle: [{ key: 'steps', label: 'label', prefix: 'step' }],
  pyramid: [{ key: 'levels', label: 'label', prefix: 'level' }],
  funnel: [{ key: 'stages', label: 'label', prefix: 'stage' }],
  list: [{ key: 'items', label: 'label', prefix: 'item' }],
  hub: [{ key: 'spokes', label: 'label', prefix: 'spoke' }],
  timeline: [{ key: 'events', label: 'title', prefix: 'event' }],
  proportion: [{ key: 'parts', label: 'label', prefix: 'part' }],
  matrix: [{ key: 'items', label: 'label', prefix: 'item' }],
  comparison: [{ key: 'options', label: 'label', prefix: 'option' }, { key: 'criteria', label: 'label', prefix: 'criterion' }],
  sequence: [{ key: 'messages', label: 'label', prefix: 'm' }],
  usecase: [{ key: 'notes', label: 'text', prefix: 'note' }],
  journey: [{ key: 'notes', label: 'text', prefix: 'note' }],
};

/** A readable slug of a label ("Check stock" → "check-stock"); '' when the label has no Latin letters or digits. */
export function slug(label: string): string {
  return label.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
}

/** Makes ids unique within one diagram: "db", then "db-2", "db-3". */
export class IdAllocator {
  private readonly taken: Set<string>;
  constructor(existing: Iterable<string>) {
    this.taken = new Set(existing);
  }
  make(label: string, prefix: string): string {
    const base = slug(label) || prefix;
    let id = base;
    for (let n = 2; this.taken.has(id); n++) id = `${base}-${n}`;
    this.taken.add(id);
    return id;
  }
  reserve(id: string): void {
    this.taken.add(id);
  }
}

/** Every id used anywhere in the content (so new ids never meet an old one). */
export function allIds(content: unknown): string[] {
  const ids: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Obj;
      if (typeof o.id === 'string') ids.push(o.id);
      Object.values(o).forEach(walk);
    }
  };
  walk(content);
  return ids;
}

/**
 * Gives an id to each element of the ordered kinds that has none, from its label ("plan", "do", "check", "act"), and
 * returns the content (a copy when anything was added). Ids already there are kept as they are.
 */
export function ensureElementIds<T>(kind: Kind | string, content: T): T {
  const collections = OPTIONAL_ID_COLLECTIONS[kind as Kind];
  if (!collections || !content || typeof content !== 'object') return content;
  const c = content as Obj;
  const missing = collections.some(({ key }) => Array.isArray(c[key]) && c[key].some((item: Obj) => item && item.id === undefined));
  if (!missing) return content;
  const ids = new IdAllocator(allIds(content));
  const out: Obj = { ...c };
  for (const { key, label, prefix } of collections) {
    if (!Array.isArray(c[key])) continue;
    out[key] = c[key].map((item: Obj, i: number) => {
      if (!item || item.id !== undefined) return item;
      // Sequence messages are often unlabelled or repeat ("ok"): numbered, they stay short and distinct.
      const id = kind === 'sequence' ? ids.make(`${prefix}${i + 1}`, prefix) : ids.make(String(item[label] ?? ''), prefix);
      const { id: _none, ...rest } = item;
      return { id, ...rest };
    });
  }
  return out as T;
}

// Two contents of a diagram → what an edit did to its elements (ids added, removed, renamed, changed), and the
// check that an edit kept the ids of the elements it kept.
import type { Kind } from '../../spec/kinds.js';
import { elementsOf } from './elements.js';

export interface ElementChanges {
  added: string[];
  removed: string[];
  renamed: string[];
  changed: string[];
}

/** The generation record's `last_edit`. */
export interface LastEdit extends ElementChanges {
  instruction: string;
}

/** By id: new ids are added, missing ones removed; a kept id whose label differs is renamed, whose other fields differ changed. */
export function diffContent(beforeKind: Kind | string, before: unknown, afterKind: Kind | string, after: unknown): ElementChanges {
  const a = elementsOf(beforeKind, before);
  const b = elementsOf(afterKind, after);
  const out: ElementChanges = { added: [], removed: [], renamed: [], changed: [] };
  for (const [id, el] of b) {
    const old = a.get(id);
    if (!old) { out.added.push(id); continue; }
    if (old.label !== el.label) out.renamed.push(id);
    if (old.rest !== el.rest) out.changed.push(id);
  }
  for (const id of a.keys()) if (!b.has(id)) out.removed.push(id);
  return out;
}

const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * An element still in the new content (same label, once, in both) must still have its id. Returns one message per
 * element that lost it, for the repair round of a provider's edit. Connections are named by their ends, so only
 * elements with ids of their own are checked.
 */
export function lostIds(kind: Kind | string, before: unknown, after: unknown): { id: string; label: string; now: string }[] {
  const a = elementsOf(kind, before);
  const b = elementsOf(kind, after);
  const byLabel = (m: typeof a) => {
    const out = new Map<string, string[]>();
    for (const el of m.values()) {
      if (!el.label || el.id.includes('->')) continue;
      const key = norm(el.label);
      out.set(key, [...(out.get(key) ?? []), el.id]);
    }
    return out;
  };
  const oldLabels = byLabel(a);
  const newLabels = byLabel(b);
  const lost: { id: string; label: string; now: string }[] = [];
  for (const [label, ids] of oldLabels) {
    const now = newLabels.get(label);
    if (ids.length !== 1 || !now || now.length !== 1) continue;
    const [id] = ids;
    if (!b.has(id!) && now[0] !== id) lost.push({ id: id!, label: a.get(id!)!.label, now: now[0]! });
  }
  return lost;
}

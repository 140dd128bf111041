// The items of a prompt that are a known diagram's items ("Plan: … Do: … Check: … Act: …" are PDCA's steps;
// "Awareness, Interest, Desire, Action" AIDA's stages) → that diagram's kind, though the prompt names no kind. The
// prompt's own content is kept: only the kind is learned.
import type { Kind } from '../../../spec/kinds.js';
import { foldAccents } from './normalize.js';
import { knowledgePack, type Pack } from './pack.js';

export interface KnownItems { kind: Kind; topic: string }

const norm = (s: string) => foldAccents(s.toLowerCase()).replace(/[^a-z0-9]+/g, ' ').trim();

/** The labels of a content's first list of items (steps, levels, stages, events …) of three or more. */
function itemLabels(content: Record<string, unknown>): string[] {
  for (const v of Object.values(content)) {
    if (!Array.isArray(v) || v.length < 3) continue;
    const labels = v.map((x) => (x && typeof x === 'object' ? (x as Record<string, unknown>).label ?? (x as Record<string, unknown>).title : undefined)).filter((x): x is string => typeof x === 'string');
    if (labels.length === v.length) return labels.map(norm);
  }
  return [];
}

const cache = new WeakMap<Pack, { topic: string; kind: Kind; items: string[] }[]>();

function index(pack: Pack) {
  let rows = cache.get(pack);
  if (!rows) {
    rows = pack.topics.map((t) => ({ topic: t.id, kind: t.kind, items: itemLabels(t.content) })).filter((r) => r.items.length >= 3 && r.items.length <= 10);
    cache.set(pack, rows);
  }
  return rows;
}

/**
 * The kind of the known diagram whose items the labels are: every one of its items among the labels, and no more
 * than one label besides; undefined when none, or when two such diagrams of different kinds fit.
 */
export function knownItemsKind(labels: string[], pack: Pack = knowledgePack()): KnownItems | undefined {
  const given = new Set(labels.map(norm).filter(Boolean));
  if (given.size < 3) return undefined;
  const fits = index(pack).filter((r) => r.items.every((i) => given.has(i)) && given.size <= r.items.length + 1);
  const kinds = new Set(fits.map((f) => f.kind));
  return kinds.size === 1 ? { kind: fits[0].kind, topic: fits[0].topic } : undefined;
}

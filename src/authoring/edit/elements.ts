// Content of any kind → its elements by id (label + the rest of each), the view that edits are compared and checked on.
import type { Kind } from '../../spec/kinds.js';

/** One element of a diagram: what a client can refer to by id, and what an edit adds, removes, renames or changes. */
export interface ElementView {
  id: string;
  /** The visible name ('' for elements without one, e.g. an unlabelled connection). */
  label: string;
  /** Everything else of the element, canonical JSON, so a change of any other field shows. */
  rest: string;
}

type Obj = Record<string, any>;

/** Connections have no id of their own in the content: they are named `from->to` (`from->to#2` for a second one). */
export function linkId(from: string, to: string, seen: Map<string, number>): string {
  const base = `${from}->${to}`;
  const n = (seen.get(base) ?? 0) + 1;
  seen.set(base, n);
  return n === 1 ? base : `${base}#${n}`;
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]))
    : v));
}

function add(out: Map<string, ElementView>, id: string | undefined, label: string, item: Obj, labelKey = 'label'): void {
  if (id === undefined || out.has(id)) return;
  const { [labelKey]: _label, id: _id, ...rest } = item;
  out.set(id, { id, label, rest: canonical(rest) });
}

function links(out: Map<string, ElementView>, items: Obj[] | undefined): void {
  const seen = new Map<string, number>();
  for (const e of items ?? []) add(out, linkId(String(e.from), String(e.to), seen), e.label ?? '', e);
}

/** A pseudo-element (a mind map's centre, a hub's centre) whose id must not take a real element's id. */
function pseudoId(out: Map<string, ElementView>, wanted: string, ids: Iterable<string>): string {
  const taken = new Set(ids);
  return taken.has(wanted) ? `(${wanted})` : wanted;
}

/**
 * Every element with an id. Kinds whose elements need no id to be drawn (steps, levels, events...) carry optional ids
 * (see ensureElementIds); an element still without one is left out.
 */
export function elementsOf(kind: Kind | string, content: unknown): Map<string, ElementView> {
  const c = (content ?? {}) as Obj;
  const out = new Map<string, ElementView>();
  const each = (items: Obj[] | undefined, labelKey = 'label') => {
    for (const item of items ?? []) add(out, item.id, String(item[labelKey] ?? ''), item, labelKey);
  };
  switch (kind) {
    case 'flowchart': each(c.nodes); each(c.groups); links(out, c.edges); break;
    case 'architecture': each(c.components); each(c.zones); links(out, c.connections); break;
    case 'state': each(c.states); links(out, c.transitions); break;
    case 'swimlane': each(c.steps); each(c.lanes); links(out, c.flows); break;
    case 'er': each(c.entities); links(out, c.relationships); break;
    case 'class': each(c.classes); each(c.packages); links(out, c.relations); break;
    case 'gantt': each(c.tasks); each(c.sections); break;
    case 'usecase': each(c.actors); each(c.use_cases); each(c.systems); links(out, c.links); each(c.notes, 'text'); break;
    case 'journey': each(c.stages); each(c.steps); each(c.actors); each(c.notes, 'text'); break;
    case 'sequence': each(c.participants); each(c.messages); break;
    case 'mindmap': {
      each(c.nodes);
      const id = pseudoId(out, 'center', (c.nodes ?? []).map((n: Obj) => n.id));
      out.set(id, { id, label: String(c.center ?? ''), rest: '{}' });
      break;
    }
    case 'hierarchy': each(c.nodes); break;
    case 'hub': {
      each(c.spokes);
      const id = pseudoId(out, 'center', (c.spokes ?? []).map((n: Obj) => n.id).filter(Boolean));
      add(out, id, String(c.center?.label ?? ''), c.center ?? {});
      break;
    }
    case 'cycle': each(c.steps); break;
    case 'pyramid': each(c.levels); break;
    case 'funnel': each(c.stages); break;
    case 'list': each(c.items); break;
    case 'timeline': each(c.events, 'title'); break;
    case 'proportion': each(c.parts); break;
    case 'venn': {
      each(c.sets);
      for (const o of (c.overlaps ?? []) as Obj[]) add(out, [...o.sets].sort().join('&'), o.label ?? '', { ...o, sets: undefined });
      break;
    }
    case 'matrix': {
      each(c.items);
      for (const [pos, q] of Object.entries((c.quadrants ?? {}) as Obj)) if (q) add(out, pos, q.label ?? '', q);
      if (c.x_axis) add(out, 'x_axis', c.x_axis.label ?? '', c.x_axis);
      if (c.y_axis) add(out, 'y_axis', c.y_axis.label ?? '', c.y_axis);
      break;
    }
    case 'comparison': {
      each(c.options);
      each(c.criteria);
      break;
    }
    default: {
      // A kind this file does not know yet: any array of objects with ids.
      for (const value of Object.values(c)) if (Array.isArray(value)) each(value.filter((v) => v && typeof v === 'object'));
    }
  }
  return out;
}

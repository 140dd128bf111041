// Known content + the prompt's edits → the content drawn: items added where asked, removed, or renamed. Works on a
// copy; an edit that names nothing in the content is reported as not applied.
import type { Kind } from '../../../spec/kinds.js';
import type { Edit, Position } from './edits.js';
import { nameKeys } from './normalize.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- content is plain JSON of any kind, checked by its schema afterwards */
type C = Record<string, any>;

interface Parts {
  /** The array of the kind's main items, and the field holding each item's label. */
  list: string;
  field: string;
  /** Fewest items the schema allows. */
  min: number;
  max: number;
}

const PARTS: Partial<Record<Kind, Parts>> = {
  pyramid: { list: 'levels', field: 'label', min: 2, max: 10 },
  cycle: { list: 'steps', field: 'label', min: 3, max: 10 },
  funnel: { list: 'stages', field: 'label', min: 2, max: 10 },
  hub: { list: 'spokes', field: 'label', min: 3, max: 12 },
  list: { list: 'items', field: 'label', min: 1, max: 30 },
  timeline: { list: 'events', field: 'title', min: 1, max: 60 },
  proportion: { list: 'parts', field: 'label', min: 1, max: 20 },
  venn: { list: 'sets', field: 'label', min: 2, max: 3 },
  flowchart: { list: 'nodes', field: 'label', min: 1, max: 500 },
  state: { list: 'states', field: 'label', min: 1, max: 200 },
  architecture: { list: 'components', field: 'label', min: 1, max: 200 },
  hierarchy: { list: 'nodes', field: 'label', min: 1, max: 300 },
  mindmap: { list: 'nodes', field: 'label', min: 0, max: 300 },
  sequence: { list: 'participants', field: 'label', min: 1, max: 30 },
  swimlane: { list: 'steps', field: 'label', min: 1, max: 200 },
  comparison: { list: 'options', field: 'label', min: 2, max: 5 },
  er: { list: 'entities', field: 'label', min: 1, max: 100 },
  gantt: { list: 'tasks', field: 'label', min: 1, max: 200 },
  usecase: { list: 'use_cases', field: 'label', min: 0, max: 80 },
  journey: { list: 'stages', field: 'label', min: 1, max: 12 },
};

const QUADRANTS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/** Labels that edits may name, in a stable order: main items, then lanes, quadrants and the hub's centre. */
function slots(kind: Kind, c: C): { get(): string; set(v: string): void }[] {
  const out: { get(): string; set(v: string): void }[] = [];
  const p = PARTS[kind];
  if (p) for (const item of (c[p.list] ?? []) as C[]) out.push({ get: () => item[p.field], set: (v) => { item[p.field] = v; } });
  if (kind === 'swimlane') for (const lane of c.lanes as C[]) out.push({ get: () => lane.label, set: (v) => { lane.label = v; } });
  if (kind === 'matrix') for (const q of QUADRANTS) if (c.quadrants?.[q]) out.push({ get: () => c.quadrants[q].label, set: (v) => { c.quadrants[q].label = v; } });
  if (kind === 'hub') out.push({ get: () => c.center.label, set: (v) => { c.center.label = v; } });
  if (kind === 'mindmap') out.push({ get: () => c.center, set: (v) => { c.center = v; } });
  return out;
}

/** The slot a phrase names best, read in both the drawn language and English (the same slots in the same order). */
function find(phrase: string, drawn: string[], english: string[]): number {
  const want = nameKeys(phrase);
  if (want.length === 0) return -1;
  let best = -1;
  let bestScore = 0;
  const score = (label: string) => {
    const have = nameKeys(label);
    const hits = want.filter((w) => have.some((h) => h === w || (w.length >= 4 && h.length >= 4 && (h.startsWith(w) || w.startsWith(h))))).length;
    return hits / want.length >= 0.5 ? hits / want.length + hits / Math.max(have.length, 1) / 10 : 0;
  };
  drawn.forEach((label, i) => {
    const s = Math.max(score(label), score(english[i] ?? ''));
    if (s > bestScore) { bestScore = s; best = i; }
  });
  return best;
}

export function cleanText(text: string): string {
  // "our warehouse kaizen board - Plan, Do, …" cut before its list leaves no dash or comma at its end.
  const t = text.trim().replace(/^["“”'‘’«»]+|["“”'‘’«»]+$/g, '').replace(/\s+/g, ' ').replace(/[\s,;:–—-]+$/u, '').trim();
  return t ? t[0].toLocaleUpperCase() + t.slice(1) : t;
}

function freshId(c: C, kind: Kind, base: string): string {
  const taken = new Set<string>();
  const p = PARTS[kind];
  for (const item of (p ? c[p.list] : []) as C[]) if (typeof item.id === 'string') taken.add(item.id);
  const stem = nameKeys(base).join('-').slice(0, 40) || 'added';
  let id = stem;
  for (let n = 2; taken.has(id); n++) id = `${stem}-${n}`;
  return id;
}

/**
 * Applies one edit to the English content `c` (changed in place); `translate` gives each English label as it will be
 * drawn, so that a phrase in the prompt's language finds what it names. Text the prompt brings stays as typed.
 * Returns whether the edit changed anything.
 */
export function applyEdit(kind: Kind, c: C, edit: Edit, translate: (s: string) => string = (s) => s): boolean {
  const drawnSlots = slots(kind, c);
  const en = drawnSlots.map((s) => s.get());
  const drawn = en.map(translate);
  switch (edit.type) {
    case 'rename': {
      const i = find(edit.old, drawn, en);
      if (i < 0) return false;
      const text = cleanText(edit.text);
      const role = edit.old.trim().toLowerCase().replace(/^(?:the|le|la|les|l'|der|die|das|el|los|las|o|a|os|as|il|lo|gli)\s+/i, '');
      // Keep the role's name beside the new one ("Mobile app (client)") unless the new text already says it.
      const keepsRole = nameKeys(text).some((k) => nameKeys(role).includes(k));
      drawnSlots[i].set(keepsRole || role.length > 30 ? text : `${text} (${role})`);
      return true;
    }
    case 'remove': {
      const p = PARTS[kind];
      const i = find(edit.text, drawn, en);
      if (i < 0) return false;
      if (kind === 'matrix') {
        const q = QUADRANTS.filter((k) => c.quadrants?.[k])[i];
        if (!q) return false;
        delete c.quadrants[q];
        return true;
      }
      if (!p || i >= (c[p.list] as C[]).length || (c[p.list] as C[]).length <= p.min) return false;
      return removeAt(kind, c, p, i);
    }
    case 'add': return add(kind, c, drawn, en, cleanText(edit.text), edit.position);
    default: return false;
  }
}

function removeAt(kind: Kind, c: C, p: Parts, i: number): boolean {
  const list = c[p.list] as C[];
  const item = list[i];
  switch (kind) {
    case 'flowchart': case 'state': case 'swimlane': {
      const edgesKey = kind === 'flowchart' ? 'edges' : kind === 'state' ? 'transitions' : 'flows';
      const edges = (c[edgesKey] ?? []) as C[];
      const ins = edges.filter((e) => e.to === item.id && e.from !== item.id);
      const outs = edges.filter((e) => e.from === item.id && e.to !== item.id);
      const kept = edges.filter((e) => e.from !== item.id && e.to !== item.id);
      // The steps around the removed one are joined, so the flow does not break.
      for (const a of ins) for (const b of outs) if (!kept.some((e) => e.from === a.from && e.to === b.to)) kept.push({ from: a.from, to: b.to, ...(a.label ? { label: a.label } : {}) });
      c[edgesKey] = kept;
      break;
    }
    case 'architecture': c.connections = (c.connections as C[]).filter((e) => e.from !== item.id && e.to !== item.id); break;
    case 'er': c.relationships = (c.relationships as C[]).filter((e) => e.from !== item.id && e.to !== item.id); break;
    case 'hierarchy': case 'mindmap': for (const n of list) if (n.parent === item.id) n.parent = item.parent; break;
    case 'venn': c.overlaps = ((c.overlaps ?? []) as C[]).filter((o) => !(o.sets as string[]).includes(item.id)); break;
    case 'comparison': for (const row of (c.criteria ?? []) as C[]) (row.values as string[]).splice(i, 1); break;
    case 'gantt': for (const t of list) t.depends_on = ((t.depends_on ?? []) as string[]).filter((d) => d !== item.id); break;
    case 'sequence': return false;
    default: break;
  }
  list.splice(i, 1);
  return true;
}

function add(kind: Kind, c: C, drawn: string[], en: string[], text: string, position: Position): boolean {
  const p = PARTS[kind];
  if (!p || !text || (c[p.list] as C[]).length >= p.max) return false;
  const list = c[p.list] as C[];
  const anchor = position && typeof position === 'object' ? find('after' in position ? position.after : position.before, drawn, en) : -1;
  const after = !!position && typeof position === 'object' && 'after' in position;
  const series = (item: C) => {
    // A pyramid grows at its top unless the base is named; everything else at its end.
    let at = kind === 'pyramid' ? (position === 'bottom' ? list.length : 0) : position === 'top' ? 0 : list.length;
    if (anchor >= 0 && anchor < list.length) at = after ? anchor + 1 : anchor;
    list.splice(at, 0, item);
    return true;
  };
  switch (kind) {
    case 'pyramid': case 'cycle': case 'funnel': case 'hub': case 'list': case 'proportion':
      if (kind === 'proportion') return false;
      return series({ label: text });
    case 'venn': return series({ id: freshId(c, kind, text), label: text, items: [] });
    case 'comparison':
      for (const row of (c.criteria ?? []) as C[]) (row.values as string[]).push('');
      return series({ label: text, pros: [], cons: [] });
    case 'er': return series({ id: freshId(c, kind, text), label: text, attributes: [] });
    case 'architecture': return series({ id: freshId(c, kind, text), label: text });
    case 'hierarchy': {
      const root = anchor >= 0 && anchor < list.length ? list[anchor] : list.find((n) => !n.parent);
      list.push({ id: freshId(c, kind, text), label: text, ...(root ? { parent: root.id } : {}) });
      return true;
    }
    case 'mindmap': {
      const parent = anchor >= 0 && anchor < list.length ? list[anchor].id : undefined;
      list.push({ id: freshId(c, kind, text), label: text, ...(parent ? { parent } : {}) });
      return true;
    }
    case 'flowchart': case 'state': return insertStep(kind, c, list, text, anchor >= 0 && anchor < list.length ? { index: anchor, after } : undefined, position === 'top');
    default: return false;
  }
}

/** A step joined into a flow: after or before a named step, else before the end (or after the last step). */
function insertStep(kind: 'flowchart' | 'state', c: C, list: C[], text: string, at: { index: number; after: boolean } | undefined, atTop: boolean): boolean {
  const edgesKey = kind === 'flowchart' ? 'edges' : 'transitions';
  const edges = (c[edgesKey] ?? []) as C[];
  const id = freshId(c, kind, text);
  const terminal = (n: C) => (kind === 'flowchart' ? n.type === 'end' : n.type === 'final');
  const initial = (n: C) => (kind === 'flowchart' ? n.type === 'start' : n.type === 'initial');
  let before: C | undefined;
  let afterNode: C | undefined;
  if (at) (at.after ? (afterNode = list[at.index]) : (before = list[at.index]));
  else if (atTop) { const s = list.find(initial); if (s) afterNode = s; else before = list[0]; }
  else {
    const ends = list.filter(terminal);
    if (ends.length === 1) before = ends[0];
    else afterNode = [...list].reverse().find((n) => !terminal(n)) ?? list[list.length - 1];
  }
  const node: C = kind === 'flowchart' ? { id, label: text, type: 'process' } : { id, label: text, type: 'normal' };
  if (before) {
    for (const e of edges) if (e.to === before.id) e.to = id;
    edges.push({ from: id, to: before.id });
    list.splice(list.indexOf(before), 0, node);
  } else if (afterNode) {
    for (const e of edges) if (e.from === afterNode.id) e.from = id;
    edges.push({ from: afterNode.id, to: id });
    list.splice(list.indexOf(afterNode) + 1, 0, node);
  } else return false;
  c[edgesKey] = edges;
  return true;
}

// Content of one kind → content of another where the shapes agree (graph ↔ graph, tree ↔ tree, series ↔ series).
import { AppError } from '../../errors.js';
import type { Kind } from '../../spec/kinds.js';
import type {
  ArchitectureContent, CycleContent, ErContent, FlowchartContent, FunnelContent, GanttContent, HierarchyContent, HubContent,
  JourneyContent, ListContent, MindmapContent, ProportionContent, PyramidContent, SequenceContent, StateContent, SwimlaneContent, TimelineContent, UsecaseContent,
} from '../../spec/content/index.js';
import { validated } from './extract/common.js';
import { IdMaker } from './text/label.js';

interface GNode { id: string; label: string; description?: string; group?: string }
interface Graph { title?: string; nodes: GNode[]; edges: { from: string; to: string; label?: string }[]; groups: { id: string; label: string }[] }
interface SItem { label: string; description?: string; value?: number; date?: string }
interface Series { title?: string; items: SItem[]; unit?: string }

const GRAPH_IN: Kind[] = ['flowchart', 'state', 'architecture', 'swimlane', 'er', 'sequence', 'hierarchy', 'mindmap', 'usecase'];
const GRAPH_OUT: Kind[] = ['flowchart', 'state', 'architecture', 'swimlane'];
const TREE: Kind[] = ['hierarchy', 'mindmap'];
const SERIES_IN: Kind[] = ['list', 'cycle', 'pyramid', 'funnel', 'hub', 'timeline', 'proportion', 'gantt', 'journey'];
const SERIES_OUT: Kind[] = ['list', 'cycle', 'pyramid', 'funnel', 'hub', 'timeline', 'proportion', 'gantt'];

function refuse(from: Kind, to: Kind, why?: string): AppError {
  return new AppError('invalid_parameters', `The diagram code describes a ${from}; it cannot be drawn with a ${to} design${why ? `: ${why}` : ''}. Use a ${from} design or "auto".`, { code_kind: from, design_kind: to });
}

/** Converts content read from diagram code to the kind of the requested design, or throws invalid_parameters. */
export function convertContent(from: Kind, to: Kind, content: unknown): unknown {
  if (from === to) return content;
  if (TREE.includes(from) && TREE.includes(to)) return fromTree(to, treeOf(from, content));
  if (GRAPH_IN.includes(from) && GRAPH_OUT.includes(to)) return fromGraph(to, graphOf(from, content));
  if (GRAPH_IN.includes(from) && TREE.includes(to)) {
    const g = graphOf(from, content);
    const incoming = new Map<string, number>();
    g.edges.forEach((e) => incoming.set(e.to, (incoming.get(e.to) ?? 0) + 1));
    if ([...incoming.values()].some((n) => n > 1) || hasCycle(g)) throw refuse(from, to, 'its links do not form a tree');
    return fromTree(to, { title: g.title, nodes: g.nodes.map((n) => ({ ...n, parent: g.edges.find((e) => e.to === n.id)?.from })) });
  }
  if (SERIES_IN.includes(from) && SERIES_OUT.includes(to)) return fromSeries(to, seriesOf(from, content), from);
  if ((from === 'flowchart' || from === 'state') && (to === 'list' || to === 'cycle')) {
    const g = graphOf(from, content);
    return fromSeries(to, { title: g.title, items: g.nodes.map((n) => ({ label: n.label, description: n.description })) }, from);
  }
  throw refuse(from, to, 'the two kinds hold different things');
}

function graphOf(kind: Kind, c: unknown): Graph {
  switch (kind) {
    case 'flowchart': { const f = c as FlowchartContent; return { title: f.title, nodes: f.nodes, edges: f.edges, groups: f.groups }; }
    case 'state': { const s = c as StateContent; return { title: s.title, nodes: s.states.filter((x) => x.type !== 'initial' && x.type !== 'final').map((x) => ({ id: x.id, label: x.label, description: x.description })), edges: s.transitions.filter((t) => s.states.some((x) => x.id === t.from && x.type !== 'initial' && x.type !== 'final') && s.states.some((x) => x.id === t.to && x.type !== 'initial' && x.type !== 'final')), groups: [] }; }
    case 'architecture': { const a = c as ArchitectureContent; return { title: a.title, nodes: a.components.map((x) => ({ id: x.id, label: x.label, description: x.description, group: x.zone })), edges: a.connections, groups: a.zones }; }
    case 'swimlane': { const w = c as SwimlaneContent; return { title: w.title, nodes: w.steps.map((x) => ({ id: x.id, label: x.label, group: x.lane })), edges: w.flows, groups: w.lanes }; }
    case 'er': { const e = c as ErContent; return { title: e.title, nodes: e.entities.map((x) => ({ id: x.id, label: x.label })), edges: e.relationships.map((r) => ({ from: r.from, to: r.to, label: r.label })), groups: [] }; }
    case 'sequence': { const s = c as SequenceContent; return { title: s.title, nodes: s.participants.map((x) => ({ id: x.id, label: x.label })), edges: s.messages.filter((m) => m.from !== m.to).map((m) => ({ from: m.from, to: m.to, label: m.label || undefined })), groups: [] }; }
    case 'usecase': {
      const u = c as UsecaseContent;
      const nodes = [...u.actors.map((x) => ({ id: x.id, label: x.label })), ...u.use_cases.map((x) => ({ id: x.id, label: x.label, description: x.description, group: x.system ?? u.systems[0]?.id }))];
      const general = [...u.actors, ...u.use_cases].filter((x) => x.parent).map((x) => ({ from: x.id, to: x.parent!, label: 'is a' }));
      return { title: u.title, nodes, edges: [...u.links.map((l) => ({ from: l.from, to: l.to, label: l.type === 'association' ? l.label : `«${l.type}»` })), ...general], groups: u.systems };
    }
    default: { const t = treeOf(kind, c); return { title: t.title, nodes: t.nodes, edges: t.nodes.filter((n) => n.parent).map((n) => ({ from: n.parent!, to: n.id })), groups: [] }; }
  }
}

function fromGraph(kind: Kind, g: Graph): unknown {
  const group = (id?: string) => (id && g.groups.some((x) => x.id === id) ? id : undefined);
  const edges = dedupe(g.edges);
  switch (kind) {
    case 'flowchart': return validated('flowchart', { title: g.title, nodes: g.nodes.map((n) => ({ id: n.id, label: n.label, description: n.description, group: group(n.group) })), edges, groups: g.groups });
    case 'state': return validated('state', { title: g.title, states: g.nodes.map((n) => ({ id: n.id, label: n.label, description: n.description })), transitions: edges });
    case 'architecture': return validated('architecture', { title: g.title, zones: g.groups.slice(0, 20), components: g.nodes.map((n) => ({ id: n.id, label: n.label, description: n.description, zone: g.groups.slice(0, 20).some((z) => z.id === n.group) ? n.group : undefined })), connections: edges });
    default: {
      const lanes = g.groups.length > 0 ? g.groups.slice(0, 11) : [];
      const other = { id: new IdMaker().make(g.title ?? 'Process', 'lane'), label: g.title ?? 'Process' };
      const laneOf = (n: GNode) => (lanes.some((l) => l.id === n.group) ? n.group! : other.id);
      const needOther = g.nodes.some((n) => laneOf(n) === other.id);
      return validated('swimlane', { title: g.title, lanes: needOther ? [...lanes, other] : lanes, steps: g.nodes.map((n) => ({ id: n.id, lane: laneOf(n), label: n.label })), flows: edges });
    }
  }
}

function dedupe<T extends { from: string; to: string }>(edges: T[]): T[] {
  const seen = new Set<string>();
  return edges.filter((e) => { const k = `${e.from}>${e.to}`; if (seen.has(k)) return false; seen.add(k); return true; });
}

function hasCycle(g: Graph): boolean {
  const parent = new Map(g.edges.map((e) => [e.to, e.from]));
  return g.nodes.some((n) => {
    const seen = new Set<string>();
    for (let cur: string | undefined = n.id; cur; cur = parent.get(cur)) { if (seen.has(cur)) return true; seen.add(cur); }
    return false;
  });
}

interface Tree { title?: string; center?: string; nodes: (GNode & { parent?: string })[] }

function treeOf(kind: Kind, c: unknown): Tree {
  if (kind === 'mindmap') { const m = c as MindmapContent; return { title: m.title, center: m.center, nodes: m.nodes }; }
  const h = c as HierarchyContent;
  return { title: h.title, nodes: h.nodes };
}

function fromTree(kind: Kind, t: Tree): unknown {
  if (kind === 'mindmap') {
    const roots = t.nodes.filter((n) => !n.parent);
    // One root becomes the centre; several hang off the title.
    if (!t.center && roots.length === 1) return validated('mindmap', { title: t.title, center: roots[0].label, nodes: t.nodes.filter((n) => n !== roots[0]).map((n) => ({ ...n, parent: n.parent === roots[0].id ? undefined : n.parent })) });
    return validated('mindmap', { title: t.title, center: t.center ?? t.title ?? roots[0]?.label ?? 'Topic', nodes: t.nodes });
  }
  if (t.center) {
    const ids = new IdMaker();
    t.nodes.forEach((n) => ids.make(n.id));
    const root = ids.make(t.center, 'root');
    return validated('hierarchy', { title: t.title, nodes: [{ id: root, label: t.center }, ...t.nodes.map((n) => ({ ...n, parent: n.parent ?? root }))] });
  }
  return validated('hierarchy', { title: t.title, nodes: t.nodes });
}

function seriesOf(kind: Kind, c: unknown): Series {
  switch (kind) {
    case 'list': { const l = c as ListContent; return { title: l.title, items: l.items }; }
    case 'cycle': { const l = c as CycleContent; return { title: l.title, items: l.steps }; }
    case 'pyramid': { const l = c as PyramidContent; return { title: l.title, items: l.levels }; }
    case 'funnel': { const l = c as FunnelContent; return { title: l.title, items: l.stages, unit: l.unit }; }
    case 'hub': { const l = c as HubContent; return { title: l.title ?? l.center.label, items: l.spokes }; }
    case 'timeline': { const l = c as TimelineContent; return { title: l.title, items: l.events.map((e) => ({ label: e.title, description: e.description, date: e.date })) }; }
    case 'proportion': { const l = c as ProportionContent; return { title: l.title, items: l.parts, unit: l.unit }; }
    case 'journey': {
      // Steps in order, each dated by its stage; a journey without steps is its stages.
      const j = c as JourneyContent;
      const stage = new Map(j.stages.map((x) => [x.id, x.label]));
      return { title: j.title, items: j.steps.length ? j.steps.map((x) => ({ label: x.label, description: x.description, date: stage.get(x.stage) })) : j.stages.map((x) => ({ label: x.label, description: x.description })) };
    }
    default: { const g = c as GanttContent; return { title: g.title, items: g.tasks.map((t) => ({ label: t.label, date: t.start ?? t.end })) }; }
  }
}

function fromSeries(kind: Kind, s: Series, from: Kind): unknown {
  const items = s.items;
  const need = (n: number, what: string) => { if (items.length < n) throw refuse(from, kind, `it has ${items.length} ${what}, and the design needs at least ${n}`); };
  const plain = items.map((i) => ({ label: i.label, description: i.description }));
  switch (kind) {
    case 'list': need(1, 'items'); return validated('list', { title: s.title, items: plain.slice(0, 30) });
    case 'cycle': need(3, 'items'); return validated('cycle', { title: s.title, steps: plain.slice(0, 10) });
    case 'pyramid': need(2, 'items'); return validated('pyramid', { title: s.title, levels: items.slice(0, 10).map((i) => ({ ...plain[items.indexOf(i)], value: i.value })) });
    case 'funnel': need(2, 'items'); return validated('funnel', { title: s.title, unit: s.unit, stages: items.slice(0, 10).map((i) => ({ label: i.label, description: i.description, value: i.value !== undefined && i.value >= 0 ? i.value : undefined })) });
    case 'hub': {
      need(s.title ? 3 : 4, 'items');
      return validated('hub', { center: { label: s.title ?? items[0].label }, spokes: (s.title ? plain : plain.slice(1)).slice(0, 12) });
    }
    case 'timeline': need(1, 'items'); return validated('timeline', { title: s.title, events: items.slice(0, 60).map((i, n) => ({ date: i.date ?? String(n + 1), title: i.label, description: i.description })) });
    case 'proportion': {
      if (items.some((i) => i.value === undefined || i.value < 0)) throw refuse(from, kind, 'its items have no values to compare');
      return validated('proportion', { title: s.title, unit: s.unit, parts: items.slice(0, 20).map((i) => ({ label: i.label, value: i.value! })) });
    }
    default: {
      const ids = new IdMaker();
      return validated('gantt', { title: s.title, tasks: items.slice(0, 200).map((i) => ({ id: ids.make(i.label, 'task'), label: i.label, start: i.date && /^\d{4}-\d{2}-\d{2}$/.test(i.date) ? i.date : undefined })) });
    }
  }
}

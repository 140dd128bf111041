// Content of any kind → the same content cut to the schema's counts, with references to cut items removed.
import type { Kind } from '../../../spec/kinds.js';

type Obj = Record<string, any>;

const ids = (list: Obj[] | undefined): Set<string> => new Set((list ?? []).map((x) => x.id));
const edgesWithin = (list: Obj[] | undefined, known: Set<string>, max: number): Obj[] =>
  (list ?? []).filter((e) => known.has(e.from) && known.has(e.to)).slice(0, max);

/**
 * Long prompts can name more things than a design holds; the extractors cut lists, and this keeps every
 * reference (edges, parents, lanes, zones, dependencies) pointing at something that is still there.
 */
export function fitCounts(kind: Kind, content: unknown): unknown {
  const c = { ...(content as Obj) };
  switch (kind) {
    case 'flowchart': {
      c.groups = (c.groups ?? []).slice(0, 50);
      const g = ids(c.groups);
      c.nodes = c.nodes.slice(0, 500).map((n: Obj) => (n.group && !g.has(n.group) ? { ...n, group: undefined } : n));
      c.edges = edgesWithin(c.edges, ids(c.nodes), 2000);
      break;
    }
    case 'state': {
      c.states = c.states.slice(0, 200);
      const s = ids(c.states);
      c.states = c.states.map((n: Obj) => (n.parent && !s.has(n.parent) ? { ...n, parent: undefined } : n));
      c.transitions = edgesWithin(c.transitions, s, 500);
      break;
    }
    case 'swimlane': {
      c.lanes = c.lanes.slice(0, 12);
      const l = ids(c.lanes);
      c.steps = c.steps.filter((s: Obj) => l.has(s.lane)).slice(0, 200);
      c.flows = edgesWithin(c.flows, ids(c.steps), 500);
      break;
    }
    case 'architecture': {
      c.zones = (c.zones ?? []).slice(0, 20);
      const z = ids(c.zones);
      c.components = c.components.slice(0, 200).map((n: Obj) => (n.zone && !z.has(n.zone) ? { ...n, zone: undefined } : n));
      c.connections = edgesWithin(c.connections, ids(c.components), 500);
      break;
    }
    case 'er': {
      c.entities = c.entities.slice(0, 100).map((e: Obj) => ({ ...e, attributes: (e.attributes ?? []).slice(0, 60) }));
      c.relationships = edgesWithin(c.relationships, ids(c.entities), 300);
      break;
    }
    case 'gantt': {
      c.sections = (c.sections ?? []).slice(0, 30);
      const s = ids(c.sections);
      c.tasks = c.tasks.slice(0, 200);
      const t = ids(c.tasks);
      c.tasks = c.tasks.map((x: Obj) => ({ ...x, section: x.section && s.has(x.section) ? x.section : undefined, depends_on: (x.depends_on ?? []).filter((d: string) => t.has(d) && d !== x.id).slice(0, 20) }));
      break;
    }
    case 'usecase': {
      c.actors = (c.actors ?? []).slice(0, 40);
      c.use_cases = (c.use_cases ?? []).slice(0, 80);
      const a = ids(c.actors); const u = ids(c.use_cases);
      c.actors = c.actors.map((x: Obj) => (x.parent && !a.has(x.parent) ? { ...x, parent: undefined } : x));
      c.use_cases = c.use_cases.map((x: Obj) => (x.parent && !u.has(x.parent) ? { ...x, parent: undefined } : x));
      c.links = edgesWithin(c.links, new Set([...a, ...u]), 300);
      break;
    }
    case 'journey': {
      c.stages = c.stages.slice(0, 12);
      const st = ids(c.stages);
      c.steps = (c.steps ?? []).filter((x: Obj) => st.has(x.stage)).slice(0, 80);
      const sp = ids(c.steps);
      c.notes = (c.notes ?? []).filter((n: Obj) => (n.stage === undefined || st.has(n.stage)) && (n.step === undefined || sp.has(n.step))).slice(0, 48);
      break;
    }
    case 'sequence': {
      c.participants = c.participants.slice(0, 30);
      c.messages = edgesWithin(c.messages, ids(c.participants), 500);
      const n = c.messages.length;
      c.fragments = (c.fragments ?? []).filter((f: Obj) => f.first <= f.last && f.last < n);
      c.notes = (c.notes ?? []).filter((x: Obj) => x.after < n);
      break;
    }
    case 'hierarchy': case 'mindmap': {
      c.nodes = (c.nodes ?? []).slice(0, 300);
      const k = ids(c.nodes);
      c.nodes = c.nodes.map((n: Obj) => (n.parent && !k.has(n.parent) ? { ...n, parent: undefined } : n));
      break;
    }
    case 'venn': {
      c.sets = c.sets.slice(0, 3);
      const s = ids(c.sets);
      c.overlaps = (c.overlaps ?? []).map((o: Obj) => ({ ...o, sets: [...new Set<string>(o.sets)].filter((x) => s.has(x)) })).filter((o: Obj) => o.sets.length >= 2).slice(0, 4);
      break;
    }
    case 'comparison': {
      c.options = c.options.slice(0, 5);
      c.criteria = (c.criteria ?? []).slice(0, 20).map((r: Obj) => ({ ...r, values: [...r.values.slice(0, c.options.length), ...Array(Math.max(0, c.options.length - r.values.length)).fill('')] }));
      break;
    }
    default: break;
  }
  return c;
}

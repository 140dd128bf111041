// Edits of the graph kinds (flowchart, architecture, state, swimlane, er, class, gantt): nodes, their links and groups.
import type { Kind } from '../../../spec/kinds.js';
import { type AddSpec, type EditContext, type Family, fail, quote } from './family.js';
import { type Named, resolve } from './names.js';

type Obj = Record<string, any>;
interface Link { from: string; to: string; label?: string | undefined }

interface GraphConfig {
  nodes: string;
  noun: string;
  nouns: string[];
  /** The list of links, or 'depends_on' for gantt, whose links live on the tasks. */
  links?: string;
  linkNoun: string;
  groups?: string;
  /** The node field naming its group; 'parent' for states nested in composite states. */
  groupKey?: string;
  groupNoun?: string;
  groupNouns?: string[];
  /** Every node must be in a group (swimlane lanes). */
  groupRequired?: boolean;
  /** Removing a node joins its one predecessor to its one successor (a step taken out of a flow). */
  bridge?: boolean;
  fields: { description?: boolean; icon?: boolean; color?: boolean };
  /** Type words → the node's type value. */
  types?: Record<string, string>;
  newNode?(ctx: EditContext, node: Obj, spec: AddSpec): Obj;
}


const FLOW_TYPES: Record<string, string> = {
  decision: 'decision', question: 'decision', condition: 'decision', choice: 'decision', diamond: 'decision', check: 'decision',
  start: 'start', begin: 'start', beginning: 'start', end: 'end', finish: 'end', stop: 'end', terminal: 'end',
  io: 'io', input: 'io', output: 'io', 'input/output': 'io', data: 'io', note: 'note', comment: 'note',
  process: 'process', step: 'process', action: 'process', task: 'process', activity: 'process', box: 'process', normal: 'process',
};

export const GRAPH_CONFIGS: Partial<Record<Kind, GraphConfig>> = {
  flowchart: {
    nodes: 'nodes', noun: 'step', nouns: ['node', 'box', 'step', 'shape', 'block', 'activity', 'action', 'task', 'decision', 'process'],
    links: 'edges', linkNoun: 'arrow', groups: 'groups', groupKey: 'group', groupNoun: 'group',
    groupNouns: ['group', 'phase', 'cluster', 'section', 'area', 'container', 'subgraph', 'stage'],
    bridge: true, fields: { description: true, icon: true, color: true }, types: FLOW_TYPES,
  },
  architecture: {
    nodes: 'components', noun: 'component', nouns: ['component', 'service', 'node', 'box', 'system', 'module', 'part'],
    links: 'connections', linkNoun: 'connection', groups: 'zones', groupKey: 'zone', groupNoun: 'zone',
    groupNouns: ['zone', 'group', 'layer', 'tier', 'region', 'area', 'boundary', 'cluster', 'subnet', 'vpc', 'network', 'box', 'container'],
    bridge: true, fields: { description: true, icon: true, color: true },
    newNode: (ctx, node) => {
      const icon = ctx.suggestIcon?.(node.label);
      return icon ? { ...node, icon } : node;
    },
  },
  state: {
    nodes: 'states', noun: 'state', nouns: ['state', 'node', 'status', 'step', 'box'], links: 'transitions', linkNoun: 'transition',
    groups: 'states', groupKey: 'parent', groupNoun: 'composite state', groupNouns: ['composite', 'superstate', 'group', 'parent'],
    bridge: true, fields: { description: true, color: true },
    types: { initial: 'initial', start: 'initial', final: 'final', end: 'final', terminal: 'final', choice: 'choice', decision: 'choice', junction: 'choice', history: 'history', normal: 'normal', state: 'normal' },
  },
  swimlane: {
    nodes: 'steps', noun: 'step', nouns: ['step', 'task', 'activity', 'box', 'node', 'action'], links: 'flows', linkNoun: 'flow',
    groups: 'lanes', groupKey: 'lane', groupNoun: 'lane', groupNouns: ['lane', 'swimlane', 'swim lane', 'actor', 'role', 'team', 'department', 'column', 'row'],
    groupRequired: true, bridge: true, fields: {},
    types: { decision: 'decision', question: 'decision', condition: 'decision', start: 'start', begin: 'start', end: 'end', finish: 'end', stop: 'end', process: 'process', step: 'process', task: 'process' },
  },
  er: {
    nodes: 'entities', noun: 'entity', nouns: ['entity', 'table', 'model', 'class', 'object', 'record'], links: 'relationships', linkNoun: 'relationship',
    fields: {},
    newNode: (_ctx, node) => ({ ...node, attributes: [] }),
  },
  class: {
    nodes: 'classes', noun: 'class', nouns: ['class', 'interface', 'type', 'box', 'object', 'enum', 'enumeration'], links: 'relations', linkNoun: 'relation',
    groups: 'packages', groupKey: 'package', groupNoun: 'package', groupNouns: ['package', 'namespace', 'module', 'group'],
    fields: {},
    newNode: (_ctx, node) => ({ ...node, attributes: [], methods: [] }),
  },
  gantt: {
    nodes: 'tasks', noun: 'task', nouns: ['task', 'step', 'activity', 'item', 'job', 'milestone', 'phase', 'bar'], links: 'depends_on', linkNoun: 'dependency',
    groups: 'sections', groupKey: 'section', groupNoun: 'section', groupNouns: ['section', 'phase', 'group', 'stream', 'workstream', 'track'],
    fields: {}, types: { milestone: 'milestone', task: 'task' },
    newNode: (_ctx, node, spec) => ({
      milestone: false, ...node, depends_on: [], ...(spec.durationDays !== undefined ? { duration_days: spec.durationDays } : {}),
      ...(spec.date && /^\d{4}-\d{2}-\d{2}$/.test(spec.date) ? { start: spec.date } : {}),
    }),
  },
};

const ATTRIBUTE_NOUNS = ['attribute', 'column', 'field', 'property'];

/** What a node is, as people name it ("the decision", "the start", "the final state", "the milestone"). */
function aliasesOf(n: Obj): string[] {
  switch (n.type) {
    case 'decision': return ['decision', 'question', 'diamond', 'condition', 'decision step', 'decision node'];
    case 'start': return ['start', 'beginning', 'start step', 'start node'];
    case 'end': return ['end', 'finish', 'end step', 'end node'];
    case 'initial': return ['initial state', 'start state', 'initial'];
    case 'final': return ['final state', 'end state', 'final'];
    case 'choice': return ['choice', 'choice state', 'junction'];
    case 'history': return ['history', 'history state'];
    case 'io': return ['input', 'output', 'io step'];
    case 'note': return ['note', 'comment'];
    default: return n.milestone ? ['milestone'] : [];
  }
}

export function graphFamily(kind: Kind): Family | undefined {
  const found = GRAPH_CONFIGS[kind];
  return found ? makeGraphFamily(kind, found) : undefined;
}

function makeGraphFamily(kind: Kind, cfg: GraphConfig): Family {
  const nodesOf = (ctx: EditContext): Obj[] => ctx.content[cfg.nodes];
  const isGroupList = cfg.groups !== undefined && cfg.groups !== cfg.nodes;
  const groupsOf = (ctx: EditContext): Obj[] => (cfg.groups ? (ctx.content[cfg.groups] ??= []) : []);

  function links(ctx: EditContext): Link[] {
    if (cfg.links === 'depends_on') return nodesOf(ctx).flatMap((t) => (t.depends_on ?? []).map((d: string) => ({ from: d, to: t.id })));
    return (ctx.content[cfg.links!] ??= []);
  }
  function setLinks(ctx: EditContext, list: Link[]): void {
    if (cfg.links === 'depends_on') {
      for (const t of nodesOf(ctx)) t.depends_on = list.filter((l) => l.to === t.id).map((l) => l.from);
    } else ctx.content[cfg.links!] = list;
  }
  function addLink(ctx: EditContext, from: string, to: string, label?: string): void {
    const list = links(ctx);
    if (list.some((l) => l.from === from && l.to === to)) return;
    const link: Obj = kind === 'er' ? { from, to, from_card: 'one', to_card: 'many' } : { from, to };
    if (label && cfg.links !== 'depends_on') link.label = label;
    setLinks(ctx, [...list, link as Link]);
  }
  const node = (ctx: EditContext, id: string) => nodesOf(ctx).find((n) => n.id === id);
  /** The links that go on with the flow (to a node later in the list): a loop back ("no" → retry) is not the way on. */
  const forward = (ctx: EditContext, list: Link[]): Link[] => {
    const order = new Map(nodesOf(ctx).map((n, i) => [n.id, i]));
    const on = list.filter((l) => (order.get(l.to) ?? 0) > (order.get(l.from) ?? 0));
    return on.length ? on : list;
  };
  const isAttribute = (n: Named) => kind === 'er' && n.noun === 'attribute';
  const isGroup = (ctx: EditContext, n: Named) => isGroupList && groupsOf(ctx).some((g) => g.id === n.id) && n.noun === cfg.groupNoun;

  function requireNode(ctx: EditContext, n: Named, what: string): Obj {
    const found = node(ctx, n.id);
    if (!found || isGroup(ctx, n) || isAttribute(n)) fail(`${quote(n)} is not a ${cfg.noun}, so it cannot ${what}.`);
    return found;
  }

  function groupOf(ctx: EditContext, name: string, create: boolean, exclude: string[] = []): Obj {
    const pool = cfg.groups === cfg.nodes ? nodesOf(ctx).filter((n) => !exclude.includes(n.id)) : groupsOf(ctx);
    const lower = name.toLowerCase();
    const exact = pool.find((g) => g.label.toLowerCase() === lower || g.id === lower);
    if (exact) return exact;
    // Loosely, as elements are named ("the hiring manager's" for "Hiring manager"), when one group fits.
    const loose = resolve(name, pool.map((g) => ({ id: g.id, label: g.label, noun: cfg.groupNoun!, nouns: cfg.groupNouns ?? [] })));
    if (loose.ok && loose.items.length === 1) return pool.find((g) => g.id === loose.items[0]!.id)!;
    if (!create) fail(`there is no ${cfg.groupNoun} called ${quote(name)}.`);
    const label = name;
    const group: Obj = { id: ctx.ids.make(label, cfg.groupNoun!.split(' ')[0]!), label };
    if (cfg.groups === cfg.nodes) {
      group.type = 'normal';
      nodesOf(ctx).push(group);
    } else groupsOf(ctx).push(group);
    return group;
  }

  const family: Family = {
    nouns: { element: cfg.noun, ...(cfg.groupNoun ? { group: cfg.groupNoun } : {}), link: cfg.linkNoun },

    named(ctx) {
      const out: Named[] = nodesOf(ctx).map((n) => ({ id: n.id, label: n.label, noun: cfg.noun, nouns: cfg.nouns, icon: n.icon, aliases: aliasesOf(n) }));
      if (isGroupList) for (const g of groupsOf(ctx)) out.push({ id: g.id, label: g.label, noun: cfg.groupNoun!, nouns: cfg.groupNouns ?? [] });
      if (kind === 'er') {
        for (const e of nodesOf(ctx)) for (const a of e.attributes ?? []) out.push({ id: `${e.id}.${a.name}`, label: a.name, noun: 'attribute', nouns: ATTRIBUTE_NOUNS });
      }
      return out;
    },

    add(ctx, spec) {
      if (spec.role === 'group') {
        if (!cfg.groups) fail(`a ${kind} diagram has no groups.`);
        const g = groupOf(ctx, spec.label, true);
        return [g.id];
      }
      if (spec.role === 'attribute' || (kind === 'er' && spec.parent && spec.role !== 'group')) {
        if (kind !== 'er') fail(`only entities of an ER diagram have attributes.`);
        const entity = spec.parent ? node(ctx, spec.parent.id) : undefined;
        if (!entity) fail(`say which entity gets the attribute ${quote(spec.label)} (e.g. "add attribute email to User").`);
        // Attribute names are identifiers where the entity's are ("created at" → created_at).
        const spaced = entity.attributes.some((x: Obj) => /\s/.test(x.name));
        const name = spaced ? spec.label : spec.label.replace(/\s+/g, '_');
        if (entity.attributes.some((a: Obj) => a.name.toLowerCase() === name.toLowerCase())) fail(`${quote(entity.label)} already has an attribute ${quote(name)}.`);
        entity.attributes.push({ name, ...(spec.attrType ? { type: spec.attrType } : {}), ...(spec.attrKey ? { key: spec.attrKey } : {}) });
        return [entity.id];
      }
      const nodes = nodesOf(ctx);
      const anchor = spec.after ?? spec.before ?? spec.between?.[0];
      if (anchor) requireNode(ctx, anchor, 'have a step added next to it');
      if (spec.between) requireNode(ctx, spec.between[1], 'have a step added next to it');
      const id = spec.id ?? ctx.ids.make(spec.label, cfg.noun);
      let created: Obj = { id, label: spec.label };
      const type = spec.type ? cfg.types?.[spec.type.toLowerCase()] : undefined;
      if (type && kind === 'gantt') created.milestone = type === 'milestone';
      else if (type) created.type = type;
      if (spec.description && cfg.fields.description) created.description = spec.description;
      // The group: the one named, else the anchor's (a step added after a step of a lane stays in that lane).
      if (cfg.groupKey && cfg.groups) {
        if (spec.parent) {
          const g = groupOf(ctx, spec.parent.label, false, []);
          created[cfg.groupKey] = g.id;
        } else if (anchor && node(ctx, anchor.id)?.[cfg.groupKey] !== undefined) {
          created[cfg.groupKey] = node(ctx, anchor.id)![cfg.groupKey];
        } else if (cfg.groupRequired) {
          const lanes = groupsOf(ctx);
          if (!lanes.length) fail(`a ${cfg.noun} needs a ${cfg.groupNoun}, and there is none.`);
          created[cfg.groupKey] = lanes[0]!.id;
        }
      }
      if (cfg.newNode) created = cfg.newNode(ctx, created, spec);
      // Place it in the list after (or before) its anchor, so the order of the content reads like the flow.
      const at = spec.before ? nodes.findIndex((n) => n.id === spec.before!.id) : anchor ? nodes.findIndex((n) => n.id === anchor.id) + 1 : nodes.length;
      nodes.splice(at < 0 ? nodes.length : at, 0, created);
      const list = links(ctx);
      if (spec.between) {
        const [a, b] = spec.between;
        const direct = list.find((l) => l.from === a.id && l.to === b.id) ?? list.find((l) => l.from === b.id && l.to === a.id);
        if (direct) {
          const rest = list.filter((l) => l !== direct);
          setLinks(ctx, [...rest, { ...direct, to: id }, { from: id, to: direct.to }]);
        } else {
          addLink(ctx, a.id, id);
          addLink(ctx, id, b.id);
        }
      } else if (spec.after) {
        const out = forward(ctx, list.filter((l) => l.from === spec.after!.id));
        // The old link's label stays where the flow leaves the anchor ("yes" out of a decision).
        if (out.length === 1 && cfg.links !== 'depends_on') setLinks(ctx, [...list.filter((l) => l !== out[0]), { ...out[0]!, to: id }, { from: id, to: out[0]!.to }]);
        else addLink(ctx, spec.after.id, id);
      } else if (spec.before) {
        const into = forward(ctx, list.filter((l) => l.to === spec.before!.id));
        if (into.length === 1) setLinks(ctx, [...list.filter((l) => l !== into[0]), { ...into[0]!, to: id }, { from: id, to: spec.before.id }]);
        else addLink(ctx, id, spec.before.id);
      }
      if (spec.from) addLink(ctx, requireNode(ctx, spec.from, 'be connected').id, id, spec.linkLabel);
      if (spec.to) addLink(ctx, id, requireNode(ctx, spec.to, 'be connected').id, spec.from ? undefined : spec.linkLabel);
      return [id];
    },

    remove(ctx, targets) {
      for (const t of targets) {
        if (isAttribute(t)) {
          const [entityId] = t.id.split('.');
          const e = node(ctx, entityId!)!;
          e.attributes = e.attributes.filter((a: Obj) => `${e.id}.${a.name}` !== t.id);
          continue;
        }
        if (isGroup(ctx, t)) {
          const members = nodesOf(ctx).filter((n) => n[cfg.groupKey!] === t.id);
          if (cfg.groupRequired) {
            if (groupsOf(ctx).length <= 1) fail(`a ${kind} diagram needs at least one ${cfg.groupNoun}.`);
            family.remove(ctx, members.map((n) => ({ id: n.id, label: n.label, noun: cfg.noun })));
          }
          // Nested groups (flowchart groups[].parent): what the group held moves up into its own parent.
          const up = groupsOf(ctx).find((g) => g.id === t.id)?.parent as string | undefined;
          if (!cfg.groupRequired) for (const n of members) { if (up === undefined) delete n[cfg.groupKey!]; else n[cfg.groupKey!] = up; }
          for (const g of groupsOf(ctx)) if (g.parent === t.id) { if (up === undefined) delete g.parent; else g.parent = up; }
          ctx.content[cfg.groups!] = groupsOf(ctx).filter((g) => g.id !== t.id);
          continue;
        }
        const n = node(ctx, t.id);
        if (!n) continue;
        if (nodesOf(ctx).length <= 1) fail(`a ${kind} diagram needs at least one ${cfg.noun}.`);
        const list = links(ctx);
        const into = list.filter((l) => l.to === n.id && l.from !== n.id);
        const out = list.filter((l) => l.from === n.id && l.to !== n.id);
        let kept = list.filter((l) => l.from !== n.id && l.to !== n.id);
        if (cfg.links === 'depends_on') {
          // Tasks that waited for the removed one now wait for what it waited for.
          for (const o of out) for (const i of into) if (!kept.some((l) => l.from === i.from && l.to === o.to)) kept.push({ from: i.from, to: o.to });
        } else if (cfg.bridge && into.length === 1 && out.length === 1 && into[0]!.from !== out[0]!.to
          && !kept.some((l) => l.from === into[0]!.from && l.to === out[0]!.to)) {
          kept = [...kept, { ...into[0]!, to: out[0]!.to }];
        }
        // A composite state's children move up to its parent.
        if (cfg.groupKey === 'parent') for (const c of nodesOf(ctx)) if (c.parent === n.id) { if (n.parent) c.parent = n.parent; else delete c.parent; }
        ctx.content[cfg.nodes] = nodesOf(ctx).filter((x) => x.id !== n.id);
        setLinks(ctx, kept);
      }
    },

    rename(ctx, target, label) {
      if (isAttribute(target)) {
        const [entityId] = target.id.split('.');
        const a = node(ctx, entityId!)!.attributes.find((x: Obj) => `${entityId}.${x.name}` === target.id);
        a.name = label;
        return;
      }
      const item = isGroup(ctx, target) ? groupsOf(ctx).find((g) => g.id === target.id) : node(ctx, target.id);
      if (!item) fail(`${quote(target)} cannot be renamed.`);
      item.label = label;
    },

    ...(cfg.fields.description ? {
      describe(ctx: EditContext, target: Named, text: string | undefined) {
        const n = requireNode(ctx, target, 'have a description');
        if (text) n.description = text; else delete n.description;
      },
    } : {}),

    connect(ctx, from, to, label) {
      const a = requireNode(ctx, from, 'be connected');
      const b = requireNode(ctx, to, 'be connected');
      if (cfg.links === 'depends_on' && a.id === b.id) fail('a task cannot depend on itself.');
      const existing = links(ctx).find((l) => l.from === a.id && l.to === b.id);
      if (existing) {
        if (label === undefined || cfg.links === 'depends_on') fail(`${quote(from)} is already connected to ${quote(to)}.`);
        existing.label = label;
      } else addLink(ctx, a.id, b.id, label);
      return `${a.id}->${b.id}`;
    },

    disconnect(ctx, a, b, both) {
      const list = links(ctx);
      const gone = list.filter((l) => (l.from === a.id && l.to === b.id) || (both && l.from === b.id && l.to === a.id));
      if (!gone.length) fail(`there is no ${cfg.linkNoun} from ${quote(a)} to ${quote(b)}.`);
      setLinks(ctx, list.filter((l) => !gone.includes(l)));
      return gone.map((l) => `${l.from}->${l.to}`);
    },

    labelLink(ctx, from, to, label) {
      if (cfg.links === 'depends_on') fail('dependencies of a gantt chart have no labels.');
      const list = links(ctx);
      const link = list.find((l) => l.from === from.id && l.to === to.id) ?? list.find((l) => l.from === to.id && l.to === from.id);
      if (!link) fail(`there is no ${cfg.linkNoun} from ${quote(from)} to ${quote(to)}.`);
      if (label) link.label = label; else delete link.label;
      return `${link.from}->${link.to}`;
    },

    reverseLink(ctx, from, to) {
      const list = links(ctx);
      const link = list.find((l) => l.from === from.id && l.to === to.id) ?? list.find((l) => l.from === to.id && l.to === from.id);
      if (!link) fail(`there is no ${cfg.linkNoun} between ${quote(from)} and ${quote(to)}.`);
      const turned = { ...link, from: link.to, to: link.from };
      setLinks(ctx, list.map((l) => (l === link ? turned : l)));
      return `${turned.from}->${turned.to}`;
    },

    ...(cfg.groups ? {
      group(ctx: EditContext, targets: Named[], into: string, create: boolean) {
        const members = targets.map((t) => requireNode(ctx, t, `go into a ${cfg.groupNoun}`));
        const g = groupOf(ctx, into, create, members.map((m) => m.id));
        for (const m of members) {
          if (cfg.groupKey === 'parent') {
            // A state cannot be nested in itself or in one of its own children.
            for (let p: Obj | undefined = g; p; p = p.parent ? node(ctx, p.parent) : undefined) if (p.id === m.id) fail(`${quote(m.label)} cannot be nested in ${quote(g.label)}, which is inside it.`);
          }
          m[cfg.groupKey!] = g.id;
        }
        return [g.id];
      },
      ungroup(ctx: EditContext, targets: Named[]) {
        if (cfg.groupRequired) fail(`every ${cfg.noun} of a ${kind} diagram is in a ${cfg.groupNoun}: say which ${cfg.groupNoun} to move it to.`);
        for (const t of targets) {
          const n = requireNode(ctx, t, `leave its ${cfg.groupNoun}`);
          if (n[cfg.groupKey!] === undefined) fail(`${quote(t)} is not in a ${cfg.groupNoun}.`);
          delete n[cfg.groupKey!];
        }
      },
    } : {}),

    ...(cfg.fields.color ? {
      color(ctx: EditContext, target: Named, hex: string | undefined) {
        const n = requireNode(ctx, target, 'be coloured');
        if (hex) n.color = hex; else delete n.color;
      },
    } : {}),

    ...(cfg.fields.icon ? {
      icon(ctx: EditContext, target: Named, icon: string | undefined) {
        const n = requireNode(ctx, target, 'have an icon');
        if (icon) n.icon = icon; else delete n.icon;
      },
    } : {}),

    ...(cfg.types ? {
      setType(ctx: EditContext, target: Named, type: string) {
        const n = requireNode(ctx, target, 'change its type');
        const value = cfg.types![type.toLowerCase()];
        if (!value) fail(`a ${cfg.noun} of a ${kind} diagram cannot be a ${type}; it can be: ${[...new Set(Object.values(cfg.types!))].join(', ')}.`);
        if (kind === 'gantt') n.milestone = value === 'milestone';
        else n.type = value;
      },
    } : {}),

    ...(kind === 'gantt' ? {
      setDate(ctx: EditContext, target: Named, date: string) {
        const n = requireNode(ctx, target, 'have a date');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail(`a task's start is a date written YYYY-MM-DD, not ${quote(date)}.`);
        if (n.end && n.end < date) delete n.end;
        n.start = date;
      },
    } : {}),

    /**
     * "move Ship order before Check stock": the node leaves its place in the flow (its one predecessor joined to its
     * one successor) and goes in again after or before the other, as a step added there would; it keeps its id.
     */
    move(ctx, target, to) {
      const anchor = to.after ?? to.before;
      if (!anchor) fail(`the order of a ${kind} diagram is its ${cfg.linkNoun}s: say which ${cfg.noun} ${quote(target)} goes after or before.`);
      const node = requireNode(ctx, target, 'be moved');
      requireNode(ctx, anchor, 'have a step moved next to it');
      if (node.id === anchor.id) fail(`${quote(target)} cannot go next to itself.`);
      const { id: _id, ...rest } = node;
      const nodes = nodesOf(ctx);
      const list = links(ctx);
      const into = list.filter((l) => l.to === node.id && l.from !== node.id);
      const out = list.filter((l) => l.from === node.id && l.to !== node.id);
      let kept = list.filter((l) => l.from !== node.id && l.to !== node.id);
      if (into.length === 1 && out.length === 1 && into[0]!.from !== out[0]!.to && !kept.some((l) => l.from === into[0]!.from && l.to === out[0]!.to)) {
        kept = [...kept, { ...into[0]!, to: out[0]!.to }];
      }
      ctx.content[cfg.nodes] = nodes.filter((n) => n.id !== node.id);
      setLinks(ctx, kept);
      // Added again with its own id, fields and group (not the anchor's).
      family.add(ctx, { label: node.label, id: node.id, ...(to.after ? { after: to.after } : { before: to.before }) });
      const placed = nodesOf(ctx).find((n) => n.id === node.id)!;
      if (cfg.groupKey && !(cfg.groupKey in rest)) delete placed[cfg.groupKey];
      Object.assign(placed, rest);
    },
  };
  return family;
}

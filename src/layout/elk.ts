// ELK (elkjs, layered + orthogonal routing) for compound graphs: GraphInput with groups → GraphLayout in absolute coordinates.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { Point } from '../scene/scene.js';
import type { Box, EdgeRoute, GraphInput, GraphLayout } from './graph.js';
import { findReversed } from './layered-rank.js';

type ElkCtor = new () => { layout(g: ElkNode): Promise<ElkNode> };
// elkjs takes about 0.35 s to load and only grouped graphs need it: loaded on the first such layout.
let engine: Promise<InstanceType<ElkCtor>> | undefined;
function elk(): Promise<InstanceType<ElkCtor>> {
  engine ??= import('elkjs/lib/elk.bundled.js').then((M) => {
    const ELK = (M as unknown as { default?: ElkCtor }).default ?? (M as unknown as ElkCtor);
    return new ELK();
  });
  return engine;
}

const pad = (p: { top: number; right: number; bottom: number; left: number }) =>
  `[top=${p.top},left=${p.left},bottom=${p.bottom},right=${p.right}]`;

/** elkjs 0.12 swaps a compound node's minimum width and height when the direction is DOWN (seen in tests). */
function minimum(w: number, h: number, direction: GraphInput['direction']): string {
  return direction === 'down' ? `(${h}, ${w})` : `(${w}, ${h})`;
}

/**
 * Builds a fresh ELK graph each call: elk.layout() writes its results into the object it is given.
 * Fixed port offsets are not passed on (only the layered engine honours them).
 */
function toElk(input: GraphInput, reversed: boolean[]): ElkNode {
  const groups = input.groups ?? [];
  const known = new Set(groups.map((g) => g.id));
  const holders = new Map<string, ElkNode>();
  // Spacings are read from each node's own options: a container that lacks them falls back to ELK's defaults (20).
  const spacing = {
    'elk.spacing.nodeNode': String(input.nodeGap),
    'elk.layered.spacing.nodeNodeBetweenLayers': String(input.rankGap),
    'elk.spacing.edgeNode': String(input.edgeGap),
    'elk.spacing.edgeEdge': String(input.edgeGap),
    'elk.layered.spacing.edgeNodeBetweenLayers': String(input.edgeGap),
    'elk.layered.spacing.edgeEdgeBetweenLayers': String(input.edgeGap),
  };
  const root: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': input.direction === 'right' ? 'RIGHT' : 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.padding': '[top=0,left=0,bottom=0,right=0]',
      ...spacing,
      'elk.spacing.edgeLabel': '2',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      'elk.layered.mergeEdges': 'false',
    },
    children: [],
    edges: [],
  };
  holders.set('__root', root);
  for (const g of groups) {
    holders.set(g.id, {
      id: `g:${g.id}`,
      layoutOptions: {
        ...spacing,
        'elk.padding': pad(g.padding),
        ...(g.minWidth ? { 'elk.nodeSize.constraints': 'MINIMUM_SIZE', 'elk.nodeSize.minimum': minimum(g.minWidth, g.padding.top + g.padding.bottom, input.direction) } : {}),
      },
      children: [],
    });
  }
  // Nest groups (a parent that is unknown or would make a cycle falls back to the root).
  for (const g of groups) {
    let parent = g.parent !== undefined && known.has(g.parent) ? g.parent : '__root';
    for (let p = parent, hops = 0; p !== '__root'; hops++) {
      if (p === g.id || hops > groups.length) { parent = '__root'; break; }
      const up = groups.find((o) => o.id === p)?.parent;
      p = up !== undefined && known.has(up) ? up : '__root';
    }
    holders.get(parent)!.children!.push(holders.get(g.id)!);
  }
  for (const n of input.nodes) {
    const holder = holders.get(n.group !== undefined && known.has(n.group) ? n.group : '__root')!;
    holder.children!.push({ id: `n:${n.id}`, width: n.width, height: n.height });
  }
  const end = (id: string) => (known.has(id) ? `g:${id}` : `n:${id}`);
  root.edges = input.edges.map((e, i) => ({
    id: `e:${e.id}`,
    sources: [end(reversed[i] ? e.to : e.from)],
    targets: [end(reversed[i] ? e.from : e.to)],
    // Inline placement only takes effect when set on the label itself.
    ...(e.label ? { labels: [{ id: `l:${e.id}`, text: ' ', width: e.label.width, height: e.label.height, layoutOptions: { 'elk.edgeLabels.inline': 'true' } }] } : {}),
  } as ElkExtendedEdge));
  return root;
}

/**
 * Edges that close a cycle, found as the layered engine finds them (depth-first in the order listed), so both
 * engines agree on what flows down and what loops back. ELK gets them turned round and never breaks cycles itself.
 */
function backEdges(input: GraphInput): boolean[] {
  const index = new Map<string, number>();
  for (const id of [...input.nodes.map((n) => n.id), ...(input.groups ?? []).map((g) => g.id)]) if (!index.has(id)) index.set(id, index.size);
  const pairs = input.edges.map((e) => ({ from: index.get(e.from) ?? 0, to: index.get(e.to) ?? 0 }));
  const usable = pairs.map((p, i) => (p.from === p.to ? -1 : i)).filter((i) => i >= 0);
  const rev = findReversed(index.size, usable.map((i) => pairs[i]));
  const out = new Array<boolean>(input.edges.length).fill(false);
  usable.forEach((i, k) => { out[i] = rev[k]; });
  return out;
}

export async function layoutElk(input: GraphInput): Promise<GraphLayout> {
  const reversed = backEdges(input);
  const out = await (await elk()).layout(toElk(input, reversed));
  const origin = new Map<string, Point>();
  const nodes = new Map<string, Box>();
  const groups = new Map<string, Box>();
  const walk = (n: ElkNode, ox: number, oy: number): void => {
    origin.set(n.id, { x: ox, y: oy });
    for (const c of n.children ?? []) {
      const x = ox + (c.x ?? 0); const y = oy + (c.y ?? 0);
      const box = { x, y, w: c.width ?? 0, h: c.height ?? 0 };
      if (c.id.startsWith('g:')) groups.set(c.id.slice(2), box); else nodes.set(c.id.slice(2), box);
      walk(c, x, y);
    }
  };
  walk(out, 0, 0);
  const edges = new Map<string, EdgeRoute>();
  const turned = new Set(input.edges.filter((_, i) => reversed[i]).map((e) => `e:${e.id}`));
  for (const e of out.edges ?? []) {
    // Coordinates of an edge are relative to the node ELK calls its container.
    const container = (e as ElkExtendedEdge & { container?: string }).container ?? '__root';
    const o = origin.get(container) ?? { x: 0, y: 0 };
    const points: Point[] = [];
    for (const s of e.sections ?? []) {
      for (const p of [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]) {
        const q = { x: p.x + o.x, y: p.y + o.y };
        const last = points[points.length - 1];
        if (!last || Math.abs(last.x - q.x) > 0.01 || Math.abs(last.y - q.y) > 0.01) points.push(q);
      }
    }
    const route: EdgeRoute = { points: turned.has(e.id) ? points.reverse() : points };
    const l = e.labels?.[0];
    if (l) route.label = { x: (l.x ?? 0) + o.x, y: (l.y ?? 0) + o.y, w: l.width ?? 0, h: l.height ?? 0 };
    edges.set(e.id.slice(2), route);
  }
  return { width: out.width ?? 0, height: out.height ?? 0, nodes, groups, edges, engine: 'elk' };
}

/** ELK's first layout pays for its start-up (about a second): a server can pay it at boot instead. */
export async function warmUpElk(): Promise<void> {
  await layoutElk({
    direction: 'down', nodeGap: 10, rankGap: 10, edgeGap: 10,
    nodes: [{ id: 'a', width: 10, height: 10, group: 'g' }, { id: 'b', width: 10, height: 10 }],
    groups: [{ id: 'g', padding: { top: 10, right: 10, bottom: 10, left: 10 } }],
    edges: [{ id: 'e', from: 'b', to: 'a', label: { width: 10, height: 10 } }],
  });
}

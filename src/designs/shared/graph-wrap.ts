// Long graphs wrapped like text: a one-piece layout's positions along the flow → segments (rows or columns) laid out
// on their own, with numbered connector circles where an edge leaves one segment and comes back in another.
// A 200-step process drawn in one piece was 38,000 px long and 300–500 px across: a sliver on any screen or page.
import type { Box } from '../../layout/geometry.js';
import type { GraphEdge, GraphLayout, GraphNode } from '../../layout/graph.js';
import type { SceneNode } from '../../scene/scene.js';
import type { LayoutContext } from '../types.js';
import { block, run, smallStyle } from './blocks.js';

/**
 * Past this length along the flow (px), and WRAP_RATIO times its breadth, a graph wraps. A tall flowchart of a
 * few hundred branching steps (1,850 × 6,716 px for 200) reads best in one piece, scrolled; a chain 6 times as long
 * as it is wide is the sliver to avoid.
 */
export const WRAP_LENGTH = 2400;
export const WRAP_RATIO = 6;
/** Wrapped, the whole picture aims at this width : height (a landscape page or screen). */
const TARGET_ASPECT = 1.5;
export const CONTINUATION_SIZE = 30;

/** An edge between two segments: it ends at circle `n` in its source's segment and starts again at circle `n`. */
export interface Continuation { n: number; edge: number; from: number; to: number }

export interface Segment {
  nodes: string[];
  /** Indexes of the edges inside this segment. */
  edges: number[];
  out: Continuation[];
  in: Continuation[];
}

export const continuationKey = (c: Continuation, end: 'out' | 'in'): string => `continue:${c.n}:${end}`;

/**
 * How many segments a graph of `length` along its flow and `breadth` across it should be cut into, or 1 when it
 * is not long enough to need it. `stacked`: segments go one under the other (a flow to the right wraps into rows);
 * else side by side (a downward flow wraps into columns). Either way the whole aims at TARGET_ASPECT.
 */
export function wrapCount(length: number, breadth: number, stacked: boolean): number {
  if (length <= WRAP_LENGTH || length <= WRAP_RATIO * breadth || breadth <= 0) return 1;
  // Rows: width ≈ length / k, height ≈ k · breadth. Columns: width ≈ k · breadth, height ≈ length / k.
  const k = stacked ? Math.sqrt(length / (TARGET_ASPECT * breadth)) : Math.sqrt((TARGET_ASPECT * length) / breadth);
  return Math.max(2, Math.round(k));
}

/**
 * Cuts a graph into `count` segments by where each node's centre lies along the flow (`centre`, 0..length): the
 * order of the flow is kept and segments are about equally long. Edges between segments become continuations,
 * numbered in edge order. Empty segments are dropped.
 */
export function splitAlongFlow(nodes: string[], edges: { from: string; to: string }[], centre: (id: string) => number, length: number, count: number): Segment[] {
  const span = length / count;
  const segmentOf = new Map(nodes.map((id) => [id, Math.max(0, Math.min(count - 1, Math.floor(centre(id) / span)))]));
  const used = [...new Set(segmentOf.values())].sort((a, b) => a - b);
  const index = new Map(used.map((s, i) => [s, i]));
  const segments: Segment[] = used.map(() => ({ nodes: [], edges: [], out: [], in: [] }));
  for (const id of nodes) segments[index.get(segmentOf.get(id)!)!]!.nodes.push(id);
  let n = 0;
  edges.forEach((e, i) => {
    const a = index.get(segmentOf.get(e.from)!)!;
    const b = index.get(segmentOf.get(e.to)!)!;
    if (a === b) {
      segments[a]!.edges.push(i);
      return;
    }
    const c: Continuation = { n: ++n, edge: i, from: a, to: b };
    segments[a]!.out.push(c);
    segments[b]!.in.push(c);
  });
  return segments;
}

/**
 * The circles of a segment as graph nodes, each joined to its end of the cut edge: `like(id)` gives what a circle
 * shares with the node it stands for (a swimlane's lane, a flowchart's group).
 */
export function continuationGraph(seg: Segment, edges: { from: string; to: string }[], like: (id: string) => Partial<GraphNode> = () => ({})): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const nodes: GraphNode[] = [];
  const out: GraphEdge[] = [];
  const circle = (id: string, of: string): GraphNode => ({ ...like(of), id, width: CONTINUATION_SIZE, height: CONTINUATION_SIZE, portSpan: 0 });
  for (const c of seg.out) {
    const e = edges[c.edge]!;
    nodes.push(circle(continuationKey(c, 'out'), e.from));
    out.push({ id: continuationKey(c, 'out'), from: e.from, to: continuationKey(c, 'out') });
  }
  for (const c of seg.in) {
    const e = edges[c.edge]!;
    nodes.push(circle(continuationKey(c, 'in'), e.to));
    out.push({ id: continuationKey(c, 'in'), from: continuationKey(c, 'in'), to: e.to });
  }
  return { nodes, edges: out };
}

/** A numbered connector circle (the flowchart convention for a line continued elsewhere on the page). */
export function drawContinuation(ctx: LayoutContext, n: number, key: string, b: Box): SceneNode[] {
  const { theme } = ctx;
  const number = block(ctx, String(n), CONTINUATION_SIZE, smallStyle(ctx, 700));
  return [
    { type: 'ellipse', cx: b.x + b.w / 2, cy: b.y + b.h / 2, rx: b.w / 2, ry: b.h / 2, fill: theme.nodeFill, stroke: theme.edge, strokeWidth: theme.strokeWidth, key, role: 'node' },
    run(ctx, number, b.x + b.w / 2, b.y + (b.h - number.height) / 2, 'middle', theme.nodeText),
  ];
}

/** The layout moved by (dx, dy): nodes, groups, routes and their labels. */
export function translateLayout(g: GraphLayout, dx: number, dy: number): GraphLayout {
  const box = (b: Box): Box => ({ ...b, x: b.x + dx, y: b.y + dy });
  return {
    ...g,
    nodes: new Map([...g.nodes].map(([k, b]) => [k, box(b)])),
    groups: new Map([...g.groups].map(([k, b]) => [k, box(b)])),
    edges: new Map([...g.edges].map(([k, r]) => [k, { ...r, points: r.points.map((p) => ({ x: p.x + dx, y: p.y + dy })), ...(r.label ? { label: box(r.label) } : {}) }])),
  };
}

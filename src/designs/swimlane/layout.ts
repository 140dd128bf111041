// Swimlane geometry: parsed swimlane content + params → Scene (lanes with actor titles on the left, steps in flow order, flows across lanes).
// A process too long for one row wraps into rows of lanes stacked top to bottom, like lines of text; a flow that
// continues in another row ends at a numbered connector circle and starts again at the circle with that number.
import { z } from 'zod';
import { layoutGraph, type GraphEdge, type GraphLayout, type GraphNode } from '../../layout/graph.js';
import type { Box, Outline } from '../../layout/geometry.js';
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { SwimlaneContent } from '../../spec/content/swimlane.js';
import { block, labelStyle, run, spacingFactor, spacingParam, type Block } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { drawEdge, edgeLabel } from '../shared/graph-edges.js';
import { tint } from '../shared/graph-paint.js';
import { continuationGraph, continuationKey, drawContinuation, type Segment, splitAlongFlow, wrapCount } from '../shared/graph-wrap.js';
import { drawNode, measureNode, outlineOf, type MeasuredNode } from '../flowchart/shapes.js';
import type { LayoutContext } from '../types.js';

export const swimlaneParams = z.strictObject({
  spacing: spacingParam,
});
export type SwimlaneParams = z.infer<typeof swimlaneParams>;

const HEADER_TEXT = 112;
const HEADER_PAD = 14;
const LANE_PAD = 18;

type Step = SwimlaneContent['steps'][number];

/** One row of lanes: its segment of the process and, once laid out, its graph. */
interface Row { seg: Segment; g?: GraphLayout }

export async function layoutSwimlane(content: SwimlaneContent, params: SwimlaneParams, ctx: LayoutContext): Promise<Scene> {
  const f = spacingFactor(params.spacing);
  const laneIndex = new Map(content.lanes.map((l, i) => [l.id, i]));
  const titles = content.lanes.map((l) => block(ctx, l.label, HEADER_TEXT, labelStyle(ctx, 700)));
  const headerW = Math.ceil(Math.max(...titles.map((t) => t.width)) + 2 * HEADER_PAD);
  const measured = new Map(content.steps.map((s) => [s.id, measureNode(ctx, s.type, { label: s.label }, false)]));
  const typeOf = new Map(content.steps.map((s) => [s.id, s.type]));
  const labels = content.flows.map((fl) => edgeLabel(ctx, fl.label));
  const stepById = new Map(content.steps.map((s) => [s.id, s]));
  const dx = headerW + Math.round(20 * f);
  const margin = Math.round(20 * f);

  const layoutRow = (seg: Segment): Promise<GraphLayout> => {
    const nodes: GraphNode[] = seg.nodes.map((id) => {
      const s = stepById.get(id)!;
      const m = measured.get(id)!;
      return { id, width: m.width, height: m.height, lane: laneIndex.get(s.lane)!, ...(m.portSpan !== undefined ? { portSpan: m.portSpan } : {}) };
    });
    const edges: GraphEdge[] = seg.edges.map((i) => ({ id: String(i), from: content.flows[i]!.from, to: content.flows[i]!.to, label: labels[i]?.size }));
    const cont = continuationGraph(seg, content.flows, (id) => ({ lane: laneIndex.get(stepById.get(id)!.lane)! }));
    // A flow's label stays with the step it leaves (a decision's "Yes"), on the way to its circle.
    for (const e of cont.edges) if (e.id.endsWith(':out')) e.label = labels[seg.out.find((c) => continuationKey(c, 'out') === e.id)!.edge]?.size;
    return layoutGraph({
      nodes: [...nodes, ...cont.nodes], edges: [...edges, ...cont.edges], direction: 'right',
      nodeGap: Math.round(24 * f), rankGap: Math.round(56 * f), edgeGap: 12,
      lanes: { count: content.lanes.length, minSize: titles.map((t) => Math.ceil(t.height + 2 * HEADER_PAD)), pad: LANE_PAD },
    });
  };

  const all: Segment = { nodes: content.steps.map((s) => s.id), edges: content.flows.map((_, i) => i), out: [], in: [] };
  const whole: Row = { seg: all, g: await layoutRow(all) };
  let rows = [whole];
  const count = wrapCount(dx + whole.g!.width + margin, whole.g!.height, true);
  if (count > 1) {
    const g = whole.g!;
    const centre = (id: string) => g.nodes.get(id)!.x + g.nodes.get(id)!.w / 2;
    rows = [];
    for (const seg of splitAlongFlow(all.nodes, content.flows, centre, g.width, count)) rows.push({ seg, g: await layoutRow(seg) });
  }

  const body: SceneNode[] = [];
  const rowGap = Math.round(36 * f);
  const width = Math.max(...rows.map((r) => dx + r.g!.width + margin));
  let top = 0;
  rows.forEach((row, r) => {
    body.push(...drawRow(ctx, { content, row, rowNumber: rows.length > 1 ? r + 1 : undefined, top, width, headerW, dx, titles, measured, typeOf, labels }));
    const bands = row.g!.bands ?? [];
    top += (bands.length ? bands[bands.length - 1]!.start + bands[bands.length - 1]!.size : 0) + rowGap;
  });
  const height = Math.max(0, top - rowGap);
  const n = content.lanes.length;
  const wrapped = rows.length > 1 ? `, wrapped into ${rows.length} rows` : '';
  return frameScene(body, { width: Math.ceil(width), height: Math.ceil(height) }, ctx, {
    title: content.title, description: `Swimlane diagram with ${n} lane${n === 1 ? '' : 's'} and ${content.steps.length} steps${wrapped}`,
  });
}

interface RowDrawing {
  content: SwimlaneContent;
  row: Row;
  /** Shown in the keys of a wrapped diagram's lanes (`lane:<id>:<row>`); undefined for a single row. */
  rowNumber: number | undefined;
  top: number;
  width: number;
  headerW: number;
  dx: number;
  titles: Block[];
  measured: Map<string, MeasuredNode>;
  typeOf: Map<string, Step['type']>;
  labels: ReturnType<typeof edgeLabel>[];
}

function drawRow(ctx: LayoutContext, d: RowDrawing): SceneNode[] {
  const { theme } = ctx;
  const g = d.row.g!;
  const seg = d.row.seg;
  const at = (b: Box): Box => ({ ...b, x: b.x + d.dx, y: b.y + d.top });
  const out: SceneNode[] = [];
  const bands = g.bands ?? [];
  d.content.lanes.forEach((lane, k) => {
    const band = bands[k] ?? { start: 0, size: 0 };
    const p = tint(theme, k);
    const y = d.top + band.start;
    const key = d.rowNumber === undefined ? `lane:${lane.id}` : `lane:${lane.id}:${d.rowNumber}`;
    out.push(
      { type: 'rect', x: 0, y, w: d.width, h: band.size, fill: k % 2 ? theme.background : theme.groupFill, stroke: theme.groupStroke, strokeWidth: 1, key, role: 'container' },
      { type: 'rect', x: 0, y, w: d.headerW, h: band.size, fill: p.fill, stroke: theme.groupStroke, strokeWidth: 1, role: 'container' },
      run(ctx, d.titles[k]!, d.headerW / 2, y + (band.size - d.titles[k]!.height) / 2, 'middle', p.text),
    );
  });
  const obstacles: Box[] = [...g.nodes.values()].map(at);
  for (const r of g.edges.values()) if (r.label) { r.label = at(r.label); obstacles.push(r.label); }
  const outlineFor = (key: string): Outline => {
    const b = at(g.nodes.get(key)!);
    const type = d.typeOf.get(key);
    return type ? outlineOf(type, b) : { kind: 'ellipse', cx: b.x + b.w / 2, cy: b.y + b.h / 2, rx: b.w / 2, ry: b.h / 2 };
  };
  const edgeShapes: SceneNode[] = [];
  const draw = (id: string, from: string, to: string, label: ReturnType<typeof edgeLabel>): void => {
    const route = g.edges.get(id);
    if (!route || route.points.length < 2) return;
    route.points = route.points.map((p) => ({ x: p.x + d.dx, y: p.y + d.top }));
    edgeShapes.push(...drawEdge(ctx, { route, from, to, label, obstacles, fromOutline: outlineFor(from), toOutline: outlineFor(to) }));
  };
  for (const i of seg.edges) draw(String(i), d.content.flows[i]!.from, d.content.flows[i]!.to, d.labels[i]);
  for (const c of seg.out) draw(continuationKey(c, 'out'), d.content.flows[c.edge]!.from, continuationKey(c, 'out'), d.labels[c.edge]);
  for (const c of seg.in) draw(continuationKey(c, 'in'), continuationKey(c, 'in'), d.content.flows[c.edge]!.to, undefined);
  const stepShapes: SceneNode[] = [];
  for (const id of seg.nodes) stepShapes.push(...drawNode(ctx, id, d.measured.get(id)!, at(g.nodes.get(id)!)));
  for (const c of seg.out) stepShapes.push(...drawContinuation(ctx, c.n, continuationKey(c, 'out'), at(g.nodes.get(continuationKey(c, 'out'))!)));
  for (const c of seg.in) stepShapes.push(...drawContinuation(ctx, c.n, continuationKey(c, 'in'), at(g.nodes.get(continuationKey(c, 'in'))!)));
  out.push(...edgeShapes.filter((s) => s.type === 'connector'), ...stepShapes, ...edgeShapes.filter((s) => s.type !== 'connector'));
  return out;
}

// Swimlane geometry: parsed swimlane content + params → Scene (lanes with actor titles on the left, steps in flow order, flows across lanes).
// A process too long for one row wraps into rows of lanes stacked top to bottom, like lines of text; a flow that
// continues in another row ends at a numbered connector circle and starts again at the circle with that number.
import { z } from 'zod';
import { layoutGraph, type GraphEdge, type GraphLayout, type GraphNode } from '../../layout/graph.js';
import type { Box, Outline } from '../../layout/geometry.js';
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { SwimlaneContent } from '../../spec/content/swimlane.js';
import { block, labelStyle, run, smallStyle, spacingFactor, spacingParam, type Block } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { drawEdge, edgeLabel } from '../shared/graph-edges.js';
import { tint } from '../shared/graph-paint.js';
import { drawNode, measureNode, outlineOf, type MeasuredNode } from '../flowchart/shapes.js';
import type { LayoutContext } from '../types.js';

export const swimlaneParams = z.strictObject({
  spacing: spacingParam,
});
export type SwimlaneParams = z.infer<typeof swimlaneParams>;

const HEADER_TEXT = 112;
const HEADER_PAD = 14;
const LANE_PAD = 18;
/**
 * A 200-step process in one row was 38,000 × 528 px: a sliver on any screen or page. A swimlane wider than
 * WRAP_WIDTH px and more than WRAP_RATIO times as wide as tall wraps into rows about ROW_ASPECT times as wide as
 * the whole stack is tall (a landscape page), each row at least MIN_ROW_WIDTH px (about eight steps).
 */
export const WRAP_WIDTH = 2400;
export const WRAP_RATIO = 3;
const ROW_ASPECT = 1.5;
const MIN_ROW_WIDTH = 1600;
const CONNECTOR_SIZE = 30;

type Step = SwimlaneContent['steps'][number];

/** A flow that continues in another row: numbered circles where it leaves its row and where it comes back. */
interface Continuation { n: number; flow: number; fromRow: number; toRow: number }

/** A row's own graph: its steps, its flows, and the connector circles of flows that leave or enter it. */
interface Row { steps: Step[]; flows: number[]; out: Continuation[]; in: Continuation[]; g?: GraphLayout }

const outKey = (c: Continuation): string => `continue:${c.n}:out`;
const inKey = (c: Continuation): string => `continue:${c.n}:in`;

export async function layoutSwimlane(content: SwimlaneContent, params: SwimlaneParams, ctx: LayoutContext): Promise<Scene> {
  const { theme } = ctx;
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
  const rankGap = Math.round(56 * f);

  const layoutRow = (row: Row): Promise<GraphLayout> => {
    const nodes: GraphNode[] = row.steps.map((s) => {
      const m = measured.get(s.id)!;
      return { id: s.id, width: m.width, height: m.height, lane: laneIndex.get(s.lane)!, ...(m.portSpan !== undefined ? { portSpan: m.portSpan } : {}) };
    });
    const edges: GraphEdge[] = row.flows.map((i) => ({ id: String(i), from: content.flows[i]!.from, to: content.flows[i]!.to, label: labels[i]?.size }));
    for (const c of row.out) {
      const fl = content.flows[c.flow]!;
      nodes.push({ id: outKey(c), width: CONNECTOR_SIZE, height: CONNECTOR_SIZE, portSpan: 0, lane: laneIndex.get(stepById.get(fl.from)!.lane)! });
      edges.push({ id: outKey(c), from: fl.from, to: outKey(c), label: labels[c.flow]?.size });
    }
    for (const c of row.in) {
      const fl = content.flows[c.flow]!;
      nodes.push({ id: inKey(c), width: CONNECTOR_SIZE, height: CONNECTOR_SIZE, portSpan: 0, lane: laneIndex.get(stepById.get(fl.to)!.lane)! });
      edges.push({ id: inKey(c), from: inKey(c), to: fl.to });
    }
    return layoutGraph({
      nodes, edges, direction: 'right',
      nodeGap: Math.round(24 * f), rankGap, edgeGap: 12,
      lanes: { count: content.lanes.length, minSize: titles.map((t) => Math.ceil(t.height + 2 * HEADER_PAD)), pad: LANE_PAD },
    });
  };

  const whole: Row = { steps: content.steps, flows: content.flows.map((_, i) => i), out: [], in: [] };
  whole.g = await layoutRow(whole);
  let rows = [whole];
  const oneRowWidth = dx + whole.g.width + margin;
  const oneRowHeight = whole.g.height;
  if (oneRowWidth > WRAP_WIDTH && oneRowWidth > WRAP_RATIO * oneRowHeight) {
    // r rows of width w: w ≈ oneRowWidth / r and height ≈ r · oneRowHeight, so w / height = ROW_ASPECT gives w.
    const rowWidth = Math.max(MIN_ROW_WIDTH, Math.sqrt(ROW_ASPECT * oneRowWidth * oneRowHeight));
    // Each row also holds the connector circles of flows that leave or enter it, a rank at each end.
    rows = wrapRows(content, whole.g, rowWidth - dx - margin - 2 * (CONNECTOR_SIZE + rankGap));
    for (const row of rows) row.g = await layoutRow(row);
  }

  const body: SceneNode[] = [];
  const rowGap = Math.round(36 * f);
  const width = Math.max(...rows.map((r) => dx + r.g!.width + margin));
  const numberStyle = smallStyle(ctx, 700);
  let top = 0;
  rows.forEach((row, r) => {
    body.push(...drawRow(ctx, {
      content, row, rowNumber: rows.length > 1 ? r + 1 : undefined, top, width, headerW, dx, titles, measured, typeOf, labels,
      numbers: (c) => block(ctx, String(c.n), CONNECTOR_SIZE, numberStyle),
    }));
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

/**
 * Cuts the one-row layout into rows no wider than `inner` px of flow, at the places its steps already have:
 * a step goes to the row its centre falls in, so the order of the flow is kept and each row is about as wide
 * as the others. Flows between rows become numbered continuations.
 */
function wrapRows(content: SwimlaneContent, g: GraphLayout, inner: number): Row[] {
  const count = Math.max(2, Math.ceil(g.width / Math.max(inner, 400)));
  const span = g.width / count;
  const rowOf = new Map<string, number>();
  for (const s of content.steps) {
    const b = g.nodes.get(s.id)!;
    rowOf.set(s.id, Math.min(count - 1, Math.floor((b.x + b.w / 2) / span)));
  }
  const rows: Row[] = Array.from({ length: count }, () => ({ steps: [], flows: [], out: [], in: [] }));
  for (const s of content.steps) rows[rowOf.get(s.id)!]!.steps.push(s);
  let n = 0;
  content.flows.forEach((fl, i) => {
    const a = rowOf.get(fl.from)!;
    const b = rowOf.get(fl.to)!;
    if (a === b) {
      rows[a]!.flows.push(i);
      return;
    }
    const c: Continuation = { n: ++n, flow: i, fromRow: a, toRow: b };
    rows[a]!.out.push(c);
    rows[b]!.in.push(c);
  });
  // A row left without steps (a very wide single step) would draw empty lanes.
  return rows.filter((r) => r.steps.length > 0);
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
  numbers: (c: Continuation) => Block;
}

function drawRow(ctx: LayoutContext, d: RowDrawing): SceneNode[] {
  const { theme } = ctx;
  const g = d.row.g!;
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
  const circles = [...d.row.out.map((c) => ({ c, key: outKey(c) })), ...d.row.in.map((c) => ({ c, key: inKey(c) }))];
  const obstacles: Box[] = [...g.nodes.values()].map(at);
  for (const r of g.edges.values()) if (r.label) { r.label = at(r.label); obstacles.push(r.label); }
  const circleOutline = (b: Box): Outline => ({ kind: 'ellipse', cx: b.x + b.w / 2, cy: b.y + b.h / 2, rx: b.w / 2, ry: b.h / 2 });
  const outlineFor = (key: string): Outline => {
    const b = at(g.nodes.get(key)!);
    const type = d.typeOf.get(key);
    return type ? outlineOf(type, b) : circleOutline(b);
  };
  const edgeShapes: SceneNode[] = [];
  const draw = (id: string, from: string, to: string, flow: number, label: boolean): void => {
    const route = g.edges.get(id);
    if (!route || route.points.length < 2) return;
    route.points = route.points.map((p) => ({ x: p.x + d.dx, y: p.y + d.top }));
    edgeShapes.push(...drawEdge(ctx, {
      route, from, to, label: label ? d.labels[flow] : undefined, obstacles, fromOutline: outlineFor(from), toOutline: outlineFor(to),
    }));
  };
  for (const i of d.row.flows) draw(String(i), d.content.flows[i]!.from, d.content.flows[i]!.to, i, true);
  // The flow's label stays with the step it leaves (a decision's "Yes"), not with the step it reaches.
  for (const c of d.row.out) draw(outKey(c), d.content.flows[c.flow]!.from, outKey(c), c.flow, true);
  for (const c of d.row.in) draw(inKey(c), inKey(c), d.content.flows[c.flow]!.to, c.flow, false);
  const stepShapes: SceneNode[] = [];
  for (const s of d.row.steps) stepShapes.push(...drawNode(ctx, s.id, d.measured.get(s.id)!, at(g.nodes.get(s.id)!)));
  for (const { c, key } of circles) {
    const b = at(g.nodes.get(key)!);
    const number = d.numbers(c);
    stepShapes.push(
      { type: 'ellipse', cx: b.x + b.w / 2, cy: b.y + b.h / 2, rx: b.w / 2, ry: b.h / 2, fill: theme.nodeFill, stroke: theme.edge, strokeWidth: theme.strokeWidth, key, role: 'node' },
      run(ctx, number, b.x + b.w / 2, b.y + (b.h - number.height) / 2, 'middle', theme.nodeText),
    );
  }
  out.push(...edgeShapes.filter((s) => s.type === 'connector'), ...stepShapes, ...edgeShapes.filter((s) => s.type !== 'connector'));
  return out;
}

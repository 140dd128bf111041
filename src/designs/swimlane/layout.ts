// Swimlane geometry: parsed swimlane content + params → Scene (lanes with actor titles on the left, steps in flow order, flows across lanes).
import { z } from 'zod';
import { layoutGraph, type GraphEdge, type GraphNode } from '../../layout/graph.js';
import type { Box } from '../../layout/geometry.js';
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { SwimlaneContent } from '../../spec/content/swimlane.js';
import { block, labelStyle, run, spacingFactor, spacingParam } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { drawEdge, edgeLabel } from '../shared/graph-edges.js';
import { tint } from '../shared/graph-paint.js';
import { drawNode, measureNode, outlineOf } from '../flowchart/shapes.js';
import type { LayoutContext } from '../types.js';

export const swimlaneParams = z.strictObject({
  spacing: spacingParam,
});
export type SwimlaneParams = z.infer<typeof swimlaneParams>;

const HEADER_TEXT = 112;
const HEADER_PAD = 14;
const LANE_PAD = 18;

/** Translates a box or a point list by dx (the lane titles take the left column). */
const shiftBox = (b: Box, dx: number): Box => ({ ...b, x: b.x + dx });

export async function layoutSwimlane(content: SwimlaneContent, params: SwimlaneParams, ctx: LayoutContext): Promise<Scene> {
  const { theme } = ctx;
  const f = spacingFactor(params.spacing);
  const laneIndex = new Map(content.lanes.map((l, i) => [l.id, i]));
  const titles = content.lanes.map((l) => block(ctx, l.label, HEADER_TEXT, labelStyle(ctx, 700)));
  const headerW = Math.ceil(Math.max(...titles.map((t) => t.width)) + 2 * HEADER_PAD);
  const measured = new Map(content.steps.map((s) => [s.id, measureNode(ctx, s.type, { label: s.label }, false)]));
  const typeOf = new Map(content.steps.map((s) => [s.id, s.type]));
  const labels = content.flows.map((fl) => edgeLabel(ctx, fl.label));

  const nodes: GraphNode[] = content.steps.map((s) => {
    const m = measured.get(s.id)!;
    return { id: s.id, width: m.width, height: m.height, lane: laneIndex.get(s.lane)!, ...(m.portSpan !== undefined ? { portSpan: m.portSpan } : {}) };
  });
  const edges: GraphEdge[] = content.flows.map((fl, i) => ({ id: String(i), from: fl.from, to: fl.to, label: labels[i]?.size }));
  const g = await layoutGraph({
    nodes, edges, direction: 'right',
    nodeGap: Math.round(24 * f), rankGap: Math.round(56 * f), edgeGap: 12,
    lanes: { count: content.lanes.length, minSize: titles.map((t) => Math.ceil(t.height + 2 * HEADER_PAD)), pad: LANE_PAD },
  });

  const dx = headerW + Math.round(20 * f);
  const width = dx + g.width + Math.round(20 * f);
  const body: SceneNode[] = [];
  const bands = g.bands ?? [];
  content.lanes.forEach((lane, k) => {
    const band = bands[k] ?? { start: 0, size: 0 };
    const p = tint(theme, k);
    body.push(
      { type: 'rect', x: 0, y: band.start, w: width, h: band.size, fill: k % 2 ? theme.background : theme.groupFill, stroke: theme.groupStroke, strokeWidth: 1, key: `lane:${lane.id}`, role: 'container' },
      { type: 'rect', x: 0, y: band.start, w: headerW, h: band.size, fill: p.fill, stroke: theme.groupStroke, strokeWidth: 1, role: 'container' },
      run(ctx, titles[k], headerW / 2, band.start + (band.size - titles[k].height) / 2, 'middle', p.text),
    );
  });
  const obstacles: Box[] = [...g.nodes.values()].map((b) => shiftBox(b, dx));
  for (const r of g.edges.values()) if (r.label) { r.label = shiftBox(r.label, dx); obstacles.push(r.label); }
  const edgeShapes: SceneNode[] = [];
  content.flows.forEach((fl, i) => {
    const route = g.edges.get(String(i));
    if (!route || route.points.length < 2) return;
    route.points = route.points.map((p) => ({ x: p.x + dx, y: p.y }));
    edgeShapes.push(...drawEdge(ctx, {
      route, from: fl.from, to: fl.to, label: labels[i], obstacles,
      fromOutline: outlineOf(typeOf.get(fl.from)!, shiftBox(g.nodes.get(fl.from)!, dx)),
      toOutline: outlineOf(typeOf.get(fl.to)!, shiftBox(g.nodes.get(fl.to)!, dx)),
    }));
  });
  const stepShapes: SceneNode[] = [];
  for (const s of content.steps) stepShapes.push(...drawNode(ctx, s.id, measured.get(s.id)!, shiftBox(g.nodes.get(s.id)!, dx)));
  body.push(...edgeShapes.filter((s) => s.type === 'connector'), ...stepShapes, ...edgeShapes.filter((s) => s.type !== 'connector'));
  const height = bands.length ? bands[bands.length - 1].start + bands[bands.length - 1].size : 0;
  const n = content.lanes.length;
  return frameScene(body, { width: Math.ceil(width), height: Math.ceil(height) }, ctx, {
    title: content.title, description: `Swimlane diagram with ${n} lane${n === 1 ? '' : 's'} and ${content.steps.length} steps`,
  });
}

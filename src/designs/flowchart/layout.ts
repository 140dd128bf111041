// Flowchart geometry: parsed flowchart content + params + direction → Scene (typed node shapes, routed labelled edges, groups).
import { z } from 'zod';
import { layoutGraph, type Direction, type GraphEdge, type GraphGroup, type GraphNode } from '../../layout/graph.js';
import type { Box } from '../../layout/geometry.js';
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { FlowchartContent } from '../../spec/content/flowchart.js';
import { Bounds, spacingFactor, spacingParam } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { drawContainer, measureContainer, placeTitle } from '../shared/graph-containers.js';
import { addBounds, drawEdge, edgeLabel, relieveLabels } from '../shared/graph-edges.js';
import type { LayoutContext } from '../types.js';
import { drawNode, measureNode, outlineOf } from './shapes.js';

export const flowchartParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show node descriptions under their labels'),
});
export type FlowchartParams = z.infer<typeof flowchartParams>;

export async function layoutFlowchart(content: FlowchartContent, params: FlowchartParams, ctx: LayoutContext, direction: Direction): Promise<Scene> {
  const f = spacingFactor(params.spacing);
  const measured = new Map(content.nodes.map((n) => [n.id, measureNode(ctx, n.type, n, params.show_descriptions)]));
  const typeOf = new Map(content.nodes.map((n) => [n.id, n.type]));
  const usedGroups = new Set(content.nodes.map((n) => n.group).filter((g): g is string => g !== undefined));
  const groups = content.groups.filter((g) => usedGroups.has(g.id)).map((g) => measureContainer(ctx, g, { clearCentre: direction === 'down' }));
  const labels = content.edges.map((e) => edgeLabel(ctx, e.label));

  const nodes: GraphNode[] = content.nodes.map((n) => {
    const m = measured.get(n.id)!;
    return { id: n.id, width: m.width, height: m.height, group: n.group, ...(m.portSpan !== undefined ? { portSpan: m.portSpan } : {}) };
  });
  const edges: GraphEdge[] = content.edges.map((e, i) => ({ id: String(i), from: e.from, to: e.to, label: labels[i]?.size }));
  const graphGroups: GraphGroup[] = groups.map((g) => g.group);
  const g = await layoutGraph({
    nodes, edges, groups: graphGroups, direction,
    nodeGap: Math.round(32 * f), rankGap: Math.round(48 * f), edgeGap: 12,
  });

  const body: SceneNode[] = [];
  const bounds = new Bounds();
  const routes = [...g.edges.values()].map((r) => r.points);
  const titles: Box[] = [];
  groups.forEach((c) => {
    const b = g.groups.get(c.group.id);
    if (!b) return;
    const t = placeTitle(b, c.label, routes);
    body.push(...drawContainer(ctx, `group:${c.group.id}`, b, c.label, {}, t));
    titles.push(t);
    bounds.add(b);
  });
  relieveLabels([...g.edges.values()], [...g.nodes.values(), ...titles]);
  const obstacles: Box[] = [...g.nodes.values(), ...titles];
  for (const r of g.edges.values()) if (r.label) obstacles.push(r.label);
  const edgeShapes: SceneNode[] = [];
  content.edges.forEach((e, i) => {
    const route = g.edges.get(String(i));
    if (!route || route.points.length < 2) return;
    const note = typeOf.get(e.from) === 'note' || typeOf.get(e.to) === 'note';
    const drawn = drawEdge(ctx, {
      route, from: e.from, to: e.to, label: labels[i], obstacles,
      fromOutline: outlineOf(typeOf.get(e.from)!, g.nodes.get(e.from)!),
      toOutline: outlineOf(typeOf.get(e.to)!, g.nodes.get(e.to)!),
      // Notes annotate rather than continue the flow: a dotted line without an arrow.
      ...(note ? { end: 'none' as const, dash: [4, 4] } : {}),
    });
    edgeShapes.push(...drawn);
    addBounds(bounds, drawn);
  });
  const nodeShapes: SceneNode[] = [];
  for (const n of content.nodes) {
    const b = g.nodes.get(n.id)!;
    nodeShapes.push(...drawNode(ctx, n.id, measured.get(n.id)!, b));
    bounds.add(b);
  }
  // Edges under nodes, labels over edges: a label box hides the line it sits on.
  body.push(...edgeShapes.filter((s) => s.type === 'connector'), ...nodeShapes, ...edgeShapes.filter((s) => s.type !== 'connector'));
  const { body: framed, size } = bounds.wrap(body);
  const count = content.nodes.length;
  return frameScene(framed, size, ctx, { title: content.title, description: `Flowchart with ${count} step${count === 1 ? '' : 's'}` });
}

// Flowchart geometry: parsed flowchart content + params + direction → Scene (typed node shapes, routed labelled edges, groups).
// A flowchart far longer than it is wide wraps (shared/graph-wrap.ts): a downward flow into columns side by side,
// a flow to the right into rows, with numbered connector circles where an edge continues in another part.
import { z } from 'zod';
import { layoutGraph, type Direction, type GraphEdge, type GraphGroup, type GraphLayout, type GraphNode } from '../../layout/graph.js';
import type { Box, Outline } from '../../layout/geometry.js';
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { FlowchartContent } from '../../spec/content/flowchart.js';
import { Bounds, spacingFactor, spacingParam } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { drawContainer, measureContainer, placeTitle } from '../shared/graph-containers.js';
import { addBounds, drawEdge, edgeLabel, relieveLabels } from '../shared/graph-edges.js';
import { continuationGraph, continuationKey, drawContinuation, type Segment, splitAlongFlow, translateLayout, wrapCount } from '../shared/graph-wrap.js';
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
  const shapeOfNode = new Map(content.nodes.map((n) => [n.id, n.shape]));
  const groupOf = new Map(content.nodes.map((n) => [n.id, n.group]));
  const parentOf = new Map(content.groups.map((g) => [g.id, g.parent]));
  // A group is drawn when it holds a node, directly or through the groups nested in it; outer groups first.
  const withAncestors = (ids: Iterable<string | undefined>): Set<string> => {
    const out = new Set<string>();
    for (const id of ids) for (let g = id; g !== undefined && !out.has(g); g = parentOf.get(g)) out.add(g);
    return out;
  };
  const usedGroups = withAncestors(content.nodes.map((n) => n.group));
  const depth = (id: string): number => { let d = 0; for (let g = parentOf.get(id); g !== undefined && d < 50; g = parentOf.get(g)) d++; return d; };
  const groups = content.groups.filter((g) => usedGroups.has(g.id))
    .map((g) => measureContainer(ctx, { id: g.id, label: g.label, parent: g.parent }, { clearCentre: direction === 'down' }))
    .sort((a, b) => depth(a.group.id) - depth(b.group.id));
  const labels = content.edges.map((e) => edgeLabel(ctx, e.label));

  const layoutPart = (seg: Segment): Promise<GraphLayout> => {
    const nodes: GraphNode[] = seg.nodes.map((id) => {
      const m = measured.get(id)!;
      return { id, width: m.width, height: m.height, group: groupOf.get(id), ...(m.portSpan !== undefined ? { portSpan: m.portSpan } : {}) };
    });
    const edges: GraphEdge[] = seg.edges.map((i) => ({ id: String(i), from: content.edges[i]!.from, to: content.edges[i]!.to, label: labels[i]?.size }));
    const cont = continuationGraph(seg, content.edges, (id) => ({ group: groupOf.get(id) }));
    // The label stays with the node the edge leaves (a decision's "Yes"), on the way to its circle.
    for (const e of cont.edges) if (e.id.endsWith(':out')) e.label = labels[seg.out.find((c) => continuationKey(c, 'out') === e.id)!.edge]?.size;
    const inPart = withAncestors([...nodes, ...cont.nodes].map((n) => n.group));
    const graphGroups: GraphGroup[] = groups.filter((g) => inPart.has(g.group.id)).map((g) => g.group);
    return layoutGraph({
      nodes: [...nodes, ...cont.nodes], edges: [...edges, ...cont.edges], groups: graphGroups, direction,
      nodeGap: Math.round(32 * f), rankGap: Math.round(48 * f), edgeGap: 12,
    });
  };

  const all: Segment = { nodes: content.nodes.map((n) => n.id), edges: content.edges.map((_, i) => i), out: [], in: [] };
  const whole = await layoutPart(all);
  const down = direction === 'down';
  const count = wrapCount(down ? whole.height : whole.width, down ? whole.width : whole.height, !down);
  const parts: { seg: Segment; g: GraphLayout }[] = [];
  if (count === 1) parts.push({ seg: all, g: whole });
  else {
    const centre = (id: string) => { const b = whole.nodes.get(id)!; return down ? b.y + b.h / 2 : b.x + b.w / 2; };
    // Parts side by side (a downward flow) or one under the other (to the right), a gap between them.
    const gap = Math.round(64 * f);
    let offset = 0;
    for (const seg of splitAlongFlow(all.nodes, content.edges, centre, down ? whole.height : whole.width, count)) {
      const g = await layoutPart(seg);
      parts.push({ seg, g: down ? translateLayout(g, offset, 0) : translateLayout(g, 0, offset) });
      offset += (down ? g.width : g.height) + gap;
    }
  }

  const body: SceneNode[] = [];
  const bounds = new Bounds();
  parts.forEach(({ seg, g }, p) => drawPart(ctx, { content, seg, g, part: parts.length > 1 ? p + 1 : undefined, groups, labels, measured, typeOf, shapeOf: shapeOfNode, body, bounds }));
  const { body: framed, size } = bounds.wrap(body);
  const n = content.nodes.length;
  return frameScene(framed, size, ctx, {
    title: content.title,
    description: `Flowchart with ${n} step${n === 1 ? '' : 's'}${parts.length > 1 ? `, wrapped into ${parts.length} ${down ? 'columns' : 'rows'}` : ''}`,
  });
}

interface PartDrawing {
  content: FlowchartContent;
  seg: Segment;
  g: GraphLayout;
  /** The part's number when the chart wraps (group keys then end in `:<part>`), else undefined. */
  part: number | undefined;
  groups: ReturnType<typeof measureContainer>[];
  labels: ReturnType<typeof edgeLabel>[];
  measured: Map<string, ReturnType<typeof measureNode>>;
  typeOf: Map<string, FlowchartContent['nodes'][number]['type']>;
  shapeOf: Map<string, FlowchartContent['nodes'][number]['shape']>;
  body: SceneNode[];
  bounds: Bounds;
}

function drawPart(ctx: LayoutContext, d: PartDrawing): void {
  const { g, seg } = d;
  const routes = [...g.edges.values()].map((r) => r.points);
  const titles: Box[] = [];
  d.groups.forEach((c) => {
    const b = g.groups.get(c.group.id);
    if (!b) return;
    const t = placeTitle(b, c.label, routes);
    d.body.push(...drawContainer(ctx, d.part === undefined ? `group:${c.group.id}` : `group:${c.group.id}:${d.part}`, b, c.label, {}, t));
    titles.push(t);
    d.bounds.add(b);
  });
  relieveLabels([...g.edges.values()], [...g.nodes.values(), ...titles]);
  const obstacles: Box[] = [...g.nodes.values(), ...titles];
  for (const r of g.edges.values()) if (r.label) obstacles.push(r.label);
  const outlineFor = (key: string): Outline => {
    const b = g.nodes.get(key)!;
    const type = d.typeOf.get(key);
    return type ? outlineOf(type, b, d.shapeOf.get(key)) : { kind: 'ellipse', cx: b.x + b.w / 2, cy: b.y + b.h / 2, rx: b.w / 2, ry: b.h / 2 };
  };
  const edgeShapes: SceneNode[] = [];
  const draw = (id: string, from: string, to: string, edge: number, label: boolean): void => {
    const route = g.edges.get(id);
    if (!route || route.points.length < 2) return;
    const e = d.content.edges[edge]!;
    const note = d.typeOf.get(e.from) === 'note' || d.typeOf.get(e.to) === 'note';
    const drawn = drawEdge(ctx, {
      route, from, to, label: label ? d.labels[edge] : undefined, obstacles, fromOutline: outlineFor(from), toOutline: outlineFor(to),
      // Notes annotate rather than continue the flow: a dotted line without an arrow.
      ...(note ? { end: 'none' as const, dash: [4, 4] } : {}),
      // The code's own line styles: dotted (`-.->`) and thick (`==>`).
      ...(e.style === 'dotted' ? { dash: [3, 4] } : e.style === 'thick' ? { weight: 2 } : {}),
    });
    edgeShapes.push(...drawn);
    addBounds(d.bounds, drawn);
  };
  for (const i of seg.edges) draw(String(i), d.content.edges[i]!.from, d.content.edges[i]!.to, i, true);
  for (const c of seg.out) draw(continuationKey(c, 'out'), d.content.edges[c.edge]!.from, continuationKey(c, 'out'), c.edge, true);
  for (const c of seg.in) draw(continuationKey(c, 'in'), continuationKey(c, 'in'), d.content.edges[c.edge]!.to, c.edge, false);
  const nodeShapes: SceneNode[] = [];
  for (const id of seg.nodes) {
    const b = g.nodes.get(id)!;
    nodeShapes.push(...drawNode(ctx, id, d.measured.get(id)!, b));
    d.bounds.add(b);
  }
  for (const [c, end] of [...seg.out.map((c) => [c, 'out'] as const), ...seg.in.map((c) => [c, 'in'] as const)]) {
    const b = g.nodes.get(continuationKey(c, end))!;
    nodeShapes.push(...drawContinuation(ctx, c.n, continuationKey(c, end), b));
    d.bounds.add(b);
  }
  // Edges under nodes, labels over edges: a label box hides the line it sits on.
  d.body.push(...edgeShapes.filter((s) => s.type === 'connector'), ...nodeShapes, ...edgeShapes.filter((s) => s.type !== 'connector'));
}

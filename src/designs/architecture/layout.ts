// Architecture geometry: parsed architecture content + params → Scene (icon cards grouped in labelled zones, labelled connections).
import { z } from 'zod';
import { layoutGraph, type GraphEdge, type GraphNode } from '../../layout/graph.js';
import type { Box } from '../../layout/geometry.js';
import type { Scene, SceneNode } from '../../scene/scene.js';
import { keepIfReadable } from '../../scene/color.js';
import type { ArchitectureContent } from '../../spec/content/architecture.js';
import { Bounds, spacingFactor, spacingParam } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { drawContainer, measureContainer, placeTitle } from '../shared/graph-containers.js';
import { addBounds, drawEdge, edgeLabel, relieveLabels } from '../shared/graph-edges.js';
import { tint, tintOf } from '../shared/graph-paint.js';
import type { LayoutContext } from '../types.js';
import { drawCard, measureCard } from './card.js';
import { rerouteBackward } from './reroute.js';

export const architectureParams = z.strictObject({
  spacing: spacingParam,
  direction: z.enum(['right', 'down']).default('right').describe('main flow of requests: left-to-right or top-down'),
  show_descriptions: z.boolean().default(true).describe('show component descriptions under their names'),
});
export type ArchitectureParams = z.infer<typeof architectureParams>;

export async function layoutArchitecture(content: ArchitectureContent, params: ArchitectureParams, ctx: LayoutContext): Promise<Scene> {
  const { theme } = ctx;
  const f = spacingFactor(params.spacing);
  const used = new Set(content.components.map((c) => c.zone).filter((z): z is string => z !== undefined));
  const zones = content.zones.filter((z) => used.has(z.id)).map((z) => ({ zone: z, c: measureContainer(ctx, { id: z.id, label: z.label }, { weight: 700 }) }));
  const zoneIndex = new Map(content.zones.map((z, i) => [z.id, i]));
  const cards = new Map(content.components.map((c) => [c.id, measureCard(ctx, c, params.show_descriptions)]));
  const labels = content.connections.map((c) => edgeLabel(ctx, c.label));

  const nodes: GraphNode[] = content.components.map((c) => ({ id: c.id, width: cards.get(c.id)!.width, height: cards.get(c.id)!.height, group: c.zone }));
  const edges: GraphEdge[] = content.connections.map((c, i) => ({ id: String(i), from: c.from, to: c.to, label: labels[i]?.size }));
  const g = await layoutGraph({
    nodes, edges, groups: zones.map((z) => z.c.group), direction: params.direction,
    nodeGap: Math.round(32 * f), rankGap: Math.round(64 * f), edgeGap: 12,
  });

  if (params.direction === 'right') {
    const zoneOf = (id: string) => { const z = content.components.find((c) => c.id === id)?.zone; return z !== undefined ? g.groups.get(z) : undefined; };
    const labelBoxes = [...g.edges.values()].flatMap((r) => (r.label ? [r.label] : []));
    content.connections.forEach((c, i) => {
      const route = g.edges.get(String(i)); const from = g.nodes.get(c.from); const to = g.nodes.get(c.to);
      if (!route || !from || !to) return;
      const others = [...g.edges.entries()].filter(([k]) => k !== String(i)).map(([, r]) => r.points);
      rerouteBackward({ route, from, to, fromZone: zoneOf(c.from), toZone: zoneOf(c.to) }, others, [...g.nodes.values(), ...labelBoxes]);
    });
  }
  const body: SceneNode[] = [];
  const bounds = new Bounds();
  const titles: Box[] = [];
  const routes = [...g.edges.values()].map((r) => r.points);
  for (const { zone, c } of zones) {
    const b = g.groups.get(zone.id);
    if (!b) continue;
    const p = tint(theme, zoneIndex.get(zone.id)!);
    const text = keepIfReadable(p.stroke, theme.groupFill, [theme.groupText, theme.text]);
    const t = placeTitle(b, c.label, routes);
    body.push(...drawContainer(ctx, `zone:${zone.id}`, b, c.label, { stroke: p.stroke, text, dash: [6, 4] }, t));
    titles.push(t);
    bounds.add(b);
  }
  relieveLabels([...g.edges.values()], [...g.nodes.values(), ...titles]);
  const obstacles: Box[] = [...g.nodes.values(), ...titles];
  for (const r of g.edges.values()) if (r.label) obstacles.push(r.label);
  const edgeShapes: SceneNode[] = [];
  content.connections.forEach((c, i) => {
    const route = g.edges.get(String(i));
    if (!route || route.points.length < 2) return;
    const drawn = drawEdge(ctx, { route, from: c.from, to: c.to, label: labels[i], obstacles });
    edgeShapes.push(...drawn);
    addBounds(bounds, drawn);
  });
  const cardShapes: SceneNode[] = [];
  for (const c of content.components) {
    const b = g.nodes.get(c.id)!;
    const accent = c.color ? tintOf(theme, c.color) : tint(theme, c.zone !== undefined ? zoneIndex.get(c.zone)! : 0);
    cardShapes.push(...drawCard(ctx, c.id, cards.get(c.id)!, b, accent, c.color !== undefined));
    bounds.add(b);
  }
  body.push(...edgeShapes.filter((s) => s.type === 'connector'), ...cardShapes, ...edgeShapes.filter((s) => s.type !== 'connector'));
  const { body: framed, size } = bounds.wrap(body);
  const n = content.components.length;
  return frameScene(framed, size, ctx, { title: content.title, description: `Architecture diagram with ${n} component${n === 1 ? '' : 's'} in ${zones.length} zone${zones.length === 1 ? '' : 's'}` });
}

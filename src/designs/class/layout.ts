// UML class geometry: parsed class content + params → Scene (three-compartment boxes, parents above children,
// UML heads, multiplicities at the ends, packages as frames).
import { z } from 'zod';
import { layoutGraph, type GraphEdge, type GraphNode } from '../../layout/graph.js';
import type { Box } from '../../layout/geometry.js';
import type { Scene, SceneNode } from '../../scene/scene.js';
import { keepIfReadable } from '../../scene/color.js';
import type { ClassContent } from '../../spec/content/class.js';
import { Bounds, spacingFactor, spacingParam } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { drawContainer, measureContainer, placeTitle } from '../shared/graph-containers.js';
import { addBounds, drawEdge, edgeLabel, relieveLabels } from '../shared/graph-edges.js';
import type { LayoutContext } from '../types.js';
import { drawClass, measureClass } from './box.js';
import { multiplicityTags, relationLook } from './ends.js';

export const classParams = z.strictObject({
  spacing: spacingParam,
  direction: z.enum(['down', 'right']).default('down').describe('parents above their children (down) or left of them (right)'),
  show_members: z.boolean().default(true).describe('show the attribute and method compartments'),
});
export type ClassParams = z.infer<typeof classParams>;

export async function layoutClass(content: ClassContent, params: ClassParams, ctx: LayoutContext): Promise<Scene> {
  const { theme } = ctx;
  const f = spacingFactor(params.spacing);
  const boxes = new Map(content.classes.map((c) => [c.id, measureClass(ctx, c, params.show_members)]));
  const used = new Set<string>();
  const mark = (id: string | undefined): void => {
    for (let p = id; p !== undefined && !used.has(p); p = content.packages.find((x) => x.id === p)?.parent) used.add(p);
  };
  content.classes.forEach((c) => mark(c.package));
  const packages = content.packages.filter((p) => used.has(p.id))
    .map((p) => ({ pkg: p, c: measureContainer(ctx, { id: p.id, parent: p.parent, label: p.label }, { weight: 700, clearCentre: params.direction === 'down' }) }));
  const labels = content.relations.map((r) => edgeLabel(ctx, r.label, 120));
  const looks = content.relations.map((r) => relationLook(r.type));
  const hasTags = content.relations.some((r) => r.from_multiplicity || r.to_multiplicity);

  const nodes: GraphNode[] = content.classes.map((c) => ({ id: c.id, width: boxes.get(c.id)!.width, height: boxes.get(c.id)!.height, group: c.package }));
  // Parents and interfaces are laid out as sources so they stand above (left of) what derives from them.
  const edges: GraphEdge[] = content.relations.map((r, i) => (looks[i]!.upward
    ? { id: String(i), from: r.to, to: r.from, label: labels[i]?.size }
    : { id: String(i), from: r.from, to: r.to, label: labels[i]?.size }));
  const g = await layoutGraph({
    nodes, edges, groups: packages.map((p) => p.c.group), direction: params.direction,
    nodeGap: Math.round(40 * f), rankGap: Math.round((hasTags ? 76 : 60) * f), edgeGap: 12, endStub: hasTags ? 24 : 18,
  });
  // Drawn from `from` to `to`, so the heads land where relationLook puts them.
  looks.forEach((look, i) => { if (look.upward) g.edges.get(String(i))?.points.reverse(); });

  const body: SceneNode[] = [];
  const bounds = new Bounds();
  const titles: Box[] = [];
  const routes = [...g.edges.values()].map((r) => r.points);
  const depth = (id: string | undefined): number => {
    let d = 0;
    for (let p = id; p !== undefined; p = content.packages.find((x) => x.id === p)?.parent) d++;
    return d;
  };
  for (const { pkg, c } of [...packages].sort((a, b) => depth(a.pkg.id) - depth(b.pkg.id))) {
    const b = g.groups.get(pkg.id);
    if (!b) continue;
    const t = placeTitle(b, c.label, routes);
    const text = keepIfReadable(theme.groupText, theme.groupFill, [theme.text]);
    body.push(...drawContainer(ctx, `package:${pkg.id}`, b, c.label, { stroke: theme.nodeStroke, text }, t));
    titles.push(t);
    bounds.add(b);
  }
  relieveLabels([...g.edges.values()], [...g.nodes.values(), ...titles]);
  const obstacles: Box[] = [...g.nodes.values(), ...titles];
  for (const r of g.edges.values()) if (r.label) obstacles.push(r.label);
  const edgeShapes: SceneNode[] = [];
  const connectors: SceneNode[] = [];
  content.relations.forEach((r, i) => {
    const route = g.edges.get(String(i));
    if (!route || route.points.length < 2) return;
    const look = looks[i]!;
    const drawn = drawEdge(ctx, {
      route, from: r.from, to: r.to, label: labels[i], obstacles, start: look.start, end: look.end, ...(look.dashed ? { dash: [6, 4] } : {}),
    });
    connectors.push(...drawn.filter((s) => s.type === 'connector'));
    edgeShapes.push(...drawn.filter((s) => s.type !== 'connector'));
    addBounds(bounds, drawn);
  });
  // Multiplicities last, clear of boxes, titles, labels and each other.
  const taken: Box[] = [...obstacles];
  let k = 0;
  content.relations.forEach((r, i) => {
    const route = g.edges.get(String(i));
    if (!route || route.points.length < 2) return;
    const conn = connectors[k++];
    if (!conn || conn.type !== 'connector') return;
    const tags = multiplicityTags(ctx, conn.points, r, taken);
    edgeShapes.push(...tags);
    addBounds(bounds, tags);
  });
  const classShapes: SceneNode[] = [];
  for (const c of content.classes) {
    const b = g.nodes.get(c.id)!;
    classShapes.push(...drawClass(ctx, c.id, boxes.get(c.id)!, b));
    bounds.add(b);
  }
  body.push(...connectors, ...classShapes, ...edgeShapes);
  const { body: framed, size } = bounds.wrap(body);
  const n = content.classes.length;
  return frameScene(framed, size, ctx, { title: content.title, description: `UML class diagram with ${n} class${n === 1 ? '' : 'es'} and ${content.relations.length} relations` });
}

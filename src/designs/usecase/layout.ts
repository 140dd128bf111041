// Use case diagram geometry: actors as stick figures left and right of the system boundaries, use cases as ellipses
// inside them, plain association lines, dashed «include»/«extend» arrows and generalization triangles → Scene.
import { z } from 'zod';
import type { Box } from '../../layout/geometry.js';
import { layoutGraph, type GraphEdge, type GraphNode } from '../../layout/graph.js';
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { UsecaseContent } from '../../spec/content/usecase.js';
import { Bounds, spacingFactor, spacingParam } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { drawContainer, measureContainer, placeTitle } from '../shared/graph-containers.js';
import { addBounds, drawEdge, edgeLabel, relieveLabels } from '../shared/graph-edges.js';
import type { LayoutContext } from '../types.js';
import { caseOutline, drawActor, drawCase, hollowTriangle, measureActor, measureCase, type MeasuredActor, type MeasuredCase } from './figures.js';
import { drawNotes } from './notes.js';
import { rightActors } from './sides.js';

export const usecaseParams = z.strictObject({
  spacing: spacingParam,
  show_descriptions: z.boolean().default(true).describe('show use case descriptions under their names'),
  show_notes: z.boolean().default(true).describe('show the notes under the diagram'),
});
export type UsecaseParams = z.infer<typeof usecaseParams>;

/** The boundary that holds use cases written without a system. */
const DEFAULT_SYSTEM = '(system)';
const DASH = [6, 4];

interface Relation { id: string; from: string; to: string; text?: string | undefined; kind: 'association' | 'include' | 'extend' | 'generalization' }

export async function layoutUsecase(content: UsecaseContent, params: UsecaseParams, ctx: LayoutContext): Promise<Scene> {
  const f = spacingFactor(params.spacing);
  const right = rightActors(content);
  const caseIds = new Set(content.use_cases.map((u) => u.id));
  const systems = content.systems.length ? content.systems : [];
  const systemOf = (u: UsecaseContent['use_cases'][number]) => u.system ?? systems[0]?.id ?? DEFAULT_SYSTEM;
  const usedSystems = [...systems.map((s) => ({ id: s.id, label: s.label })), ...(content.use_cases.some((u) => systemOf(u) === DEFAULT_SYSTEM) ? [{ id: DEFAULT_SYSTEM, label: '' }] : [])]
    .filter((s) => content.use_cases.some((u) => systemOf(u) === s.id));
  const containers = usedSystems.map((s) => ({ s, c: measureContainer(ctx, { id: s.id, label: s.label }) }));

  const actors = new Map<string, MeasuredActor>(content.actors.map((a) => [a.id, measureActor(ctx, a.label, a.color)]));
  const cases = new Map<string, MeasuredCase>(content.use_cases.map((u) => [u.id, measureCase(ctx, u.label, u.description, params.show_descriptions, u.color)]));

  const relations: Relation[] = [];
  content.links.forEach((l, i) => {
    const text = l.type === 'include' ? '«include»' : l.type === 'extend' ? `«extend»${l.extension_point ? ` [${l.extension_point}]` : ''}` : l.label;
    const withLabel = l.type !== 'association' && l.label ? `${text} ${l.label}` : text;
    relations.push({ id: `l${i}`, from: l.from, to: l.to, text: withLabel, kind: l.type });
  });
  for (const a of content.actors) if (a.parent !== undefined) relations.push({ id: `ga:${a.id}`, from: a.id, to: a.parent, kind: 'generalization' });
  for (const u of content.use_cases) if (u.parent !== undefined) relations.push({ id: `gu:${u.id}`, from: u.id, to: u.parent, kind: 'generalization' });
  const labels = new Map(relations.map((r) => [r.id, edgeLabel(ctx, r.text)]));

  // The order of an edge for the layered layout: left actors before the system, right actors after it; a more
  // general element before the special one; an extension after its base.
  const layoutEnds = (r: Relation): [string, string] => {
    const isRight = (id: string) => right.has(id);
    if (r.kind === 'generalization') return isRight(r.to) ? [r.from, r.to] : [r.to, r.from];
    if (r.kind === 'extend') return [r.to, r.from];
    if (r.kind === 'association') {
      if (isRight(r.from) || (caseIds.has(r.from) && !caseIds.has(r.to) && !isRight(r.to))) return [r.to, r.from];
      if (isRight(r.to) && !caseIds.has(r.from)) return [r.from, r.to];
    }
    return [r.from, r.to];
  };
  const nodes: GraphNode[] = [
    ...content.actors.map((a) => { const m = actors.get(a.id)!; return { id: a.id, width: m.width, height: m.height }; }),
    ...content.use_cases.map((u) => { const m = cases.get(u.id)!; return { id: u.id, width: m.width, height: m.height, group: systemOf(u), portSpan: Math.round(Math.min(m.width, m.height) * 0.5) }; }),
  ];
  const edges: GraphEdge[] = relations.filter((r) => r.from !== r.to).map((r) => {
    const [from, to] = layoutEnds(r);
    return { id: r.id, from, to, label: labels.get(r.id)?.size };
  });
  // A supporting actor with no line yet still stands right of the system: a layout-only edge places it there.
  const anchor = content.use_cases[0]?.id;
  if (anchor) {
    for (const a of content.actors) {
      if (right.has(a.id) && !edges.some((e) => e.from === a.id || e.to === a.id)) edges.push({ id: `place:${a.id}`, from: anchor, to: a.id });
    }
  }
  const g = await layoutGraph({
    nodes, edges, groups: containers.map((x) => x.c.group), direction: 'right',
    nodeGap: Math.round(30 * f), rankGap: Math.round(56 * f), edgeGap: 12, endStub: 18,
  });

  const body: SceneNode[] = [];
  const bounds = new Bounds();
  const routes = [...g.edges.values()].map((r) => r.points);
  const titles: Box[] = [];
  for (const { s, c } of containers) {
    const b = g.groups.get(s.id);
    if (!b) continue;
    const t = placeTitle(b, c.label, routes);
    if (c.label.lines.length) titles.push(t);
    body.push(...drawContainer(ctx, `system:${s.id}`, b, c.label, { stroke: ctx.theme.nodeStroke }, t));
    bounds.add(b);
  }
  relieveLabels([...g.edges.values()], [...g.nodes.values(), ...titles]);
  const obstacles: Box[] = [...g.nodes.values(), ...titles];
  for (const r of g.edges.values()) if (r.label) obstacles.push(r.label);
  const outline = (id: string) => { const b = g.nodes.get(id); return b && caseIds.has(id) ? caseOutline(b) : undefined; };

  const edgeShapes: SceneNode[] = [];
  for (const r of relations) {
    const route = g.edges.get(r.id);
    if (!route || route.points.length < 2) continue;
    const [from, to] = layoutEnds(r);
    // Heads point at: the included use case, the extended base (the route's start), the general element.
    const general = r.kind === 'generalization' ? r.to : undefined;
    const start = r.kind === 'extend' ? 'open' : 'none';
    const end = r.kind === 'include' ? 'open' : 'none';
    const drawn = drawEdge(ctx, {
      route, from, to, label: labels.get(r.id), obstacles, start, end,
      fromOutline: outline(from), toOutline: outline(to), ...(r.kind === 'include' || r.kind === 'extend' ? { dash: DASH } : {}),
    });
    if (general !== undefined) {
      const line = drawn.find((s) => s.type === 'connector');
      if (line && line.type === 'connector') {
        const pts = general === from ? line.points : [...line.points].reverse();
        const tri = hollowTriangle(ctx, pts);
        if (tri) {
          line.points = general === from ? tri.points : [...tri.points].reverse();
          drawn.push(tri.shape);
        }
      }
    }
    edgeShapes.push(...drawn);
    addBounds(bounds, drawn);
  }
  const nodeShapes: SceneNode[] = [];
  for (const a of content.actors) {
    const b = g.nodes.get(a.id)!;
    nodeShapes.push(...drawActor(ctx, a.id, actors.get(a.id)!, b));
    bounds.add(b);
  }
  for (const u of content.use_cases) {
    const b = g.nodes.get(u.id)!;
    nodeShapes.push(...drawCase(ctx, u.id, cases.get(u.id)!, b));
    bounds.add(b);
  }
  body.push(...edgeShapes.filter((s) => s.type === 'connector'), ...nodeShapes, ...edgeShapes.filter((s) => s.type !== 'connector'));
  if (params.show_notes && content.notes.length) {
    const nameOf = (id: string | undefined) => (id === undefined ? undefined : content.actors.find((a) => a.id === id)?.label ?? content.use_cases.find((u) => u.id === id)?.label);
    const top = Number.isFinite(bounds.maxY) ? bounds.maxY + 28 : 0;
    const left = Number.isFinite(bounds.minX) ? bounds.minX : 0;
    const width = Number.isFinite(bounds.minX) ? Math.max(bounds.width, 240) : 480;
    const notes = drawNotes(ctx, content.notes.map((n) => ({ key: n.id, text: n.text, on: nameOf(n.on) })), left, top, width);
    body.push(...notes.shapes);
    bounds.add(notes.box);
  }
  const { body: framed, size } = bounds.wrap(body);
  const na = content.actors.length; const nu = content.use_cases.length;
  return frameScene(framed, size, ctx, { title: content.title, description: `Use case diagram with ${na} actor${na === 1 ? '' : 's'} and ${nu} use case${nu === 1 ? '' : 's'}` });
}

// State-machine geometry: parsed state content + params → Scene (states, pseudo-states, composite containers, labelled transitions).
import { z } from 'zod';
import { layoutGraph, type GraphEdge, type GraphGroup, type GraphNode } from '../../layout/graph.js';
import type { Box } from '../../layout/geometry.js';
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { StateContent } from '../../spec/content/state.js';
import { Bounds, spacingFactor, spacingParam } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { drawContainer, measureContainer, placeTitle } from '../shared/graph-containers.js';
import { addBounds, besideRoute, drawEdge, edgeLabel, relieveLabels } from '../shared/graph-edges.js';
import type { LayoutContext } from '../types.js';
import { spreadArrivals } from './arrivals.js';
import { drawState, measureState, outlineOfState } from './shapes.js';

export const stateParams = z.strictObject({
  spacing: spacingParam,
  direction: z.enum(['down', 'right']).default('down').describe('flow of transitions: top-down or left-right'),
  show_descriptions: z.boolean().default(true).describe('show state descriptions (e.g. entry actions) under their names'),
});
export type StateParams = z.infer<typeof stateParams>;

export async function layoutState(content: StateContent, params: StateParams, ctx: LayoutContext): Promise<Scene> {
  const f = spacingFactor(params.spacing);
  const parents = new Set(content.states.map((s) => s.parent).filter((p): p is string => p !== undefined));
  const leaves = content.states.filter((s) => !parents.has(s.id));
  // Concurrent regions of a composite are unlabelled containers inside it, one per region.
  const regionsOf = new Map<string, Set<number>>();
  for (const s of content.states) if (s.parent !== undefined && s.region !== undefined) regionsOf.set(s.parent, (regionsOf.get(s.parent) ?? new Set()).add(s.region));
  const regionId = (parent: string, region: number) => `${parent}#region${region}`;
  const containerOf = (s: StateContent['states'][number]): string | undefined =>
    s.parent !== undefined && s.region !== undefined && (regionsOf.get(s.parent)?.size ?? 0) > 1 ? regionId(s.parent, s.region) : s.parent;
  const regionGroups: GraphGroup[] = [...regionsOf].filter(([, r]) => r.size > 1)
    .flatMap(([parent, r]) => [...r].sort((a, b) => a - b).map((k) => ({ id: regionId(parent, k), parent, padding: { top: 10, right: 10, bottom: 10, left: 10 } })));
  const composites = content.states.filter((s) => parents.has(s.id)).map((s) => ({ state: s, c: measureContainer(ctx, { id: s.id, parent: containerOf(s), label: s.label }, { clearCentre: params.direction === 'down' }) }));
  const measured = new Map(leaves.map((s) => {
    const m = measureState(ctx, s.type, s.label, s.description, params.show_descriptions);
    return [s.id, s.color ? { ...m, color: s.color } : m];
  }));
  const labels = content.transitions.map((t) => edgeLabel(ctx, t.label));

  const nodes: GraphNode[] = leaves.map((s) => {
    const m = measured.get(s.id)!;
    return { id: s.id, width: m.width, height: m.height, group: containerOf(s), ...(m.portSpan !== undefined ? { portSpan: m.portSpan } : {}) };
  });
  const edges: GraphEdge[] = content.transitions.map((t, i) => ({ id: String(i), from: t.from, to: t.to, label: labels[i]?.size }));
  const depth = (id: string | undefined): number => {
    let d = 0;
    for (let p = id; p !== undefined; p = content.states.find((s) => s.id === p)?.parent) d++;
    return d;
  };
  // Outer composites first so inner ones paint over them.
  const ordered = [...composites].sort((a, b) => depth(a.state.id) - depth(b.state.id));
  const arrange = async (reserveLabels: boolean) => {
    const g = await layoutGraph({
      nodes, edges: reserveLabels ? edges : edges.map((e) => ({ ...e, label: undefined })), groups: [...composites.map((x) => x.c.group), ...regionGroups],
      direction: params.direction, nodeGap: Math.round(36 * f), rankGap: Math.round((reserveLabels ? 52 : 44) * f), edgeGap: 12,
    });
    const routes = [...g.edges.values()].map((r) => r.points);
    const titles = new Map(ordered.map(({ state, c }) => [state.id, g.groups.has(state.id) ? placeTitle(g.groups.get(state.id)!, c.label, routes) : undefined]));
    const titleBoxes = [...titles.values()].filter((t) => t !== undefined);
    for (const s of leaves) {
      if (s.type !== 'final') continue;
      const into = content.transitions.map((t, i) => (t.to === s.id ? g.edges.get(String(i)) : undefined)).filter((r) => r !== undefined);
      if (into.length > 1) spreadArrivals(into, g.nodes.get(s.id)!, [...g.nodes.values(), ...titleBoxes]);
    }
    if (reserveLabels) return { g, titles, titleBoxes };
    // Top-down, labels sit beside their transition's vertical run, so no layer is spent on them.
    const taken: Box[] = [...g.nodes.values(), ...titleBoxes];
    const borders = [...g.groups.values()].map((b) => [{ x: b.x, y: b.y }, { x: b.x + b.w, y: b.y }, { x: b.x + b.w, y: b.y + b.h }, { x: b.x, y: b.y + b.h }, { x: b.x, y: b.y }]);
    for (let i = 0; i < content.transitions.length; i++) {
      const size = labels[i]?.size; const r = g.edges.get(String(i));
      if (!size || !r) continue;
      // Container borders count as lines a label must not straddle.
      const others = [...[...g.edges.entries()].filter(([k]) => k !== String(i)).map(([, o]) => o.points), ...borders];
      const box = besideRoute(r.points, size, taken, others);
      if (!box) return undefined;
      r.label = box; taken.push(box);
    }
    return { g, titles, titleBoxes };
  };
  const { g, titles: titleOf, titleBoxes: titles } = (params.direction === 'down' ? await arrange(false) : undefined) ?? (await arrange(true))!;

  const body: SceneNode[] = [];
  const bounds = new Bounds();
  ordered.forEach(({ state, c }) => {
    const b = g.groups.get(state.id); const t = titleOf.get(state.id);
    if (!b || !t) return;
    body.push(...drawContainer(ctx, state.id, b, c.label, { stroke: ctx.theme.nodeStroke }, t));
    bounds.add(b);
    // Its regions, dashed and unlabelled, over it.
    for (const r of regionGroups) {
      const rb = r.parent === state.id ? g.groups.get(r.id) : undefined;
      if (rb) body.push({ type: 'rect', x: rb.x, y: rb.y, w: rb.w, h: rb.h, r: ctx.theme.cornerRadius, fill: 'none', stroke: ctx.theme.groupStroke, strokeWidth: ctx.theme.strokeWidth, dash: [6, 4], role: 'decoration' });
    }
  });
  relieveLabels([...g.edges.values()], [...g.nodes.values(), ...titles]);
  const obstacles: Box[] = [...g.nodes.values(), ...titles];
  for (const r of g.edges.values()) if (r.label) obstacles.push(r.label);
  const outline = (id: string) => {
    const m = measured.get(id); const b = g.nodes.get(id);
    return m && b ? outlineOfState(m.type, b) : undefined;
  };
  const edgeShapes: SceneNode[] = [];
  content.transitions.forEach((t, i) => {
    const route = g.edges.get(String(i));
    if (!route || route.points.length < 2) return;
    const drawn = drawEdge(ctx, { route, from: t.from, to: t.to, label: labels[i], obstacles, fromOutline: outline(t.from), toOutline: outline(t.to) });
    edgeShapes.push(...drawn);
    addBounds(bounds, drawn);
  });
  const nodeShapes: SceneNode[] = [];
  for (const s of leaves) {
    const b = g.nodes.get(s.id)!;
    nodeShapes.push(...drawState(ctx, s.id, measured.get(s.id)!, b));
    bounds.add(b);
  }
  body.push(...edgeShapes.filter((s) => s.type === 'connector'), ...nodeShapes, ...edgeShapes.filter((s) => s.type !== 'connector'));
  const { body: framed, size } = bounds.wrap(body);
  const n = content.states.filter((s) => s.type === 'normal').length;
  return frameScene(framed, size, ctx, { title: content.title, description: `State machine with ${n} state${n === 1 ? '' : 's'} and ${content.transitions.length} transitions` });
}

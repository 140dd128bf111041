// ER geometry: parsed ER content + params → Scene (entity tables, relationships with crow's-foot ends at key rows).
import { z } from 'zod';
import { layoutGraph, type GraphEdge, type GraphNode } from '../../layout/graph.js';
import type { Box } from '../../layout/geometry.js';
import type { ArrowHead, Scene, SceneNode } from '../../scene/scene.js';
import type { ErContent } from '../../spec/content/er.js';
import { Bounds, spacingFactor, spacingParam } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { addBounds, drawEdge, edgeLabel } from '../shared/graph-edges.js';
import type { LayoutContext } from '../types.js';
import { drawTable, measureTable, rowCentre, type MeasuredTable } from './table.js';

export const erParams = z.strictObject({
  spacing: spacingParam,
  direction: z.enum(['right', 'down']).default('right').describe('tables side by side (right) or stacked (down)'),
});
export type ErParams = z.infer<typeof erParams>;

type Card = ErContent['relationships'][number]['from_card'];
type Entity = ErContent['entities'][number];

const HEADS: Record<Card, ArrowHead> = {
  one: 'crow-one', zero_or_one: 'crow-zero-one', many: 'crow-many', one_or_many: 'crow-one-many', zero_or_many: 'crow-zero-many',
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const singular = (s: string) => s.replace(/ies$/, 'y').replace(/(ss|x|ch|sh)es$/, '$1').replace(/s$/, '');

/** Row of a foreign key in `e` that names `other` ("customer_id" → customers), if any. */
function fkRow(e: Entity, other: Entity): number | undefined {
  const names = new Set([norm(other.id), norm(other.label), singular(norm(other.id)), singular(norm(other.label))].filter(Boolean));
  const i = e.attributes.findIndex((a) => {
    if (a.key !== 'fk' && !a.keys?.includes('fk')) return false;
    const base = norm(a.name).replace(/(id|key|ref|fk)$/, '');
    return base.length > 0 && [...names].some((n) => base === n || base.endsWith(n) || n.endsWith(base));
  });
  return i >= 0 ? i : undefined;
}

function pkRow(e: Entity): number | undefined {
  const i = e.attributes.findIndex((a) => a.key === 'pk');
  return i >= 0 ? i : undefined;
}

/** Rows a relationship attaches at: the foreign key that makes it and the key it points at. */
function attachRows(from: Entity, to: Entity): [number | undefined, number | undefined] {
  const fkFrom = fkRow(from, to); const fkTo = fkRow(to, from);
  if (fkTo !== undefined) return [fkFrom ?? pkRow(from), fkTo];
  if (fkFrom !== undefined) return [fkFrom, pkRow(to)];
  return [pkRow(from), pkRow(to)];
}

export async function layoutEr(content: ErContent, params: ErParams, ctx: LayoutContext): Promise<Scene> {
  const f = spacingFactor(params.spacing);
  const tables = new Map<string, MeasuredTable>(content.entities.map((e) => [e.id, measureTable(ctx, e)]));
  const byId = new Map(content.entities.map((e) => [e.id, e]));
  const labels = content.relationships.map((r) => edgeLabel(ctx, r.label, 120));
  const sideways = params.direction === 'right';

  const nodes: GraphNode[] = content.entities.map((e) => ({ id: e.id, width: tables.get(e.id)!.width, height: tables.get(e.id)!.height }));
  const edges: GraphEdge[] = content.relationships.map((r, i) => {
    const e: GraphEdge = { id: String(i), from: r.from, to: r.to, label: labels[i]?.size };
    // Rows line up with the sides only when tables stand side by side.
    if (sideways && r.from !== r.to) {
      const [a, b] = attachRows(byId.get(r.from)!, byId.get(r.to)!);
      if (a !== undefined) e.fromOffset = rowCentre(tables.get(r.from)!, a);
      if (b !== undefined) e.toOffset = rowCentre(tables.get(r.to)!, b);
    }
    return e;
  });
  const g = await layoutGraph({
    nodes, edges, direction: params.direction,
    nodeGap: Math.round(40 * f), rankGap: Math.round(72 * f), edgeGap: 12, endStub: 20,
  });

  const bounds = new Bounds();
  const obstacles: Box[] = [...g.nodes.values()];
  for (const r of g.edges.values()) if (r.label) obstacles.push(r.label);
  const edgeShapes: SceneNode[] = [];
  content.relationships.forEach((r, i) => {
    const route = g.edges.get(String(i));
    if (!route || route.points.length < 2) return;
    const drawn = drawEdge(ctx, { route, from: r.from, to: r.to, label: labels[i], obstacles, start: HEADS[r.from_card], end: HEADS[r.to_card], ...(r.identifying === false ? { dash: [6, 4] } : {}) });
    edgeShapes.push(...drawn);
    addBounds(bounds, drawn);
  });
  const tableShapes: SceneNode[] = [];
  for (const e of content.entities) {
    const b = g.nodes.get(e.id)!;
    tableShapes.push(...drawTable(ctx, e.id, tables.get(e.id)!, b));
    bounds.add(b);
  }
  const body = [...edgeShapes.filter((s) => s.type === 'connector'), ...tableShapes, ...edgeShapes.filter((s) => s.type !== 'connector')];
  const { body: framed, size } = bounds.wrap(body);
  const n = content.entities.length;
  return frameScene(framed, size, ctx, { title: content.title, description: `Entity-relationship diagram with ${n} entit${n === 1 ? 'y' : 'ies'} and ${content.relationships.length} relationships` });
}

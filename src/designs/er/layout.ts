// ER geometry: parsed ER content + params → Scene (entity tables, relationships with crow's-foot ends at key rows).
import { z } from 'zod';
import { layoutGraph, type GraphEdge, type GraphNode } from '../../layout/graph.js';
import type { Box } from '../../layout/geometry.js';
import { headSize, type ArrowHead, type Scene, type SceneNode } from '../../scene/scene.js';
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

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const singular = (s: string) => s.replace(/ies$/, 'y').replace(/(ss|x|ch|sh)es$/, '$1').replace(/s$/, '');
const hasKey = (a: Entity['attributes'][number], k: 'pk' | 'fk') => a.key === k || (a.keys?.includes(k) ?? false);

/** Row of the attribute named `name` (as written, or any case and punctuation), if any. */
function rowNamed(e: Entity, name: string | undefined): number | undefined {
  if (!name) return undefined;
  let i = e.attributes.findIndex((a) => a.name === name);
  if (i < 0) i = e.attributes.findIndex((a) => norm(a.name) === norm(name));
  return i >= 0 ? i : undefined;
}

/**
 * Row of a foreign key in `e` that names `other` or the relationship: "customer_id" → customers,
 * "carRegistrationNumber" → CAR (its name and key), "owner_id" → the relationship "owner".
 */
function fkRow(e: Entity, other: Entity, label: string | undefined, taken: Set<number>): number | undefined {
  const names = [norm(other.id), norm(other.label), singular(norm(other.id)), singular(norm(other.label))].filter((n) => n.length > 1);
  const keys = other.attributes.filter((a) => hasKey(a, 'pk')).map((a) => norm(a.name)).filter(Boolean);
  const said = label ? norm(label) : '';
  const namesOther = (base: string) => base.length > 0 && names.some((n) => base === n || base.endsWith(n) || (base.length >= 3 && n.endsWith(base)));
  const i = e.attributes.findIndex((a, j) => {
    if (!hasKey(a, 'fk') || taken.has(j)) return false;
    const full = norm(a.name);
    const base = full.replace(/(id|key|ref|fk)$/, '');
    if (namesOther(base)) return true;
    if (keys.some((k) => full.length > k.length && full.endsWith(k) && namesOther(full.slice(0, -k.length)))) return true;
    return said.length >= 3 && (base === said || base === singular(said));
  });
  return i >= 0 ? i : undefined;
}

/** Row of the key a foreign key in the other entity points at: its primary key (the one named like the foreign key, if several). */
function keyRow(e: Entity, fkName: string | undefined): number | undefined {
  const pks = e.attributes.flatMap((a, i) => (hasKey(a, 'pk') ? [i] : []));
  if (fkName) {
    const same = pks.find((i) => norm(e.attributes[i].name) === norm(fkName));
    if (same !== undefined) return same;
  }
  return pks[0];
}

const isMany = (c: Card) => c === 'many' || c === 'one_or_many' || c === 'zero_or_many';

/**
 * Rows each relationship attaches at, [from, to]: the foreign key that makes it (the attribute the content names,
 * else one whose name names the other entity or the relationship, else the one foreign key of the "many" side
 * that no other relationship explains) and the key it points at. With no foreign key found, the "one" side
 * attaches at its primary key and the other side is left free (it has no row of its own for this relationship).
 */
export function attachRows(content: ErContent): [number | undefined, number | undefined][] {
  const byId = new Map(content.entities.map((e) => [e.id, e]));
  const taken = new Map<string, Set<number>>(content.entities.map((e) => [e.id, new Set()]));
  type Found = { holder: 'from' | 'to'; row: number } | undefined;
  const found: Found[] = content.relationships.map((r) => {
    if (r.from === r.to) return undefined;
    const a = rowNamed(byId.get(r.from)!, r.from_attribute); const b = rowNamed(byId.get(r.to)!, r.to_attribute);
    const aFk = a !== undefined && hasKey(byId.get(r.from)!.attributes[a], 'fk');
    const bFk = b !== undefined && hasKey(byId.get(r.to)!.attributes[b], 'fk');
    // Both named: the foreign key holds it (the "many" side when both or neither are keys).
    const holder = a !== undefined && (b === undefined || (aFk && !bFk) || (aFk === bFk && isMany(r.from_card) && !isMany(r.to_card))) ? 'from' : b !== undefined ? 'to' : undefined;
    if (!holder) return undefined;
    const row = holder === 'from' ? a! : b!;
    taken.get(holder === 'from' ? r.from : r.to)!.add(row);
    return { holder, row };
  });
  content.relationships.forEach((r, i) => {
    if (found[i] || r.from === r.to) return;
    const from = byId.get(r.from)!; const to = byId.get(r.to)!;
    // The "many" side first: it is the one that usually holds the key.
    const order: ('from' | 'to')[] = isMany(r.from_card) && !isMany(r.to_card) ? ['from', 'to'] : ['to', 'from'];
    for (const side of order) {
      const [e, other] = side === 'from' ? [from, to] : [to, from];
      const row = fkRow(e, other, r.label, taken.get(e.id)!);
      if (row !== undefined) { found[i] = { holder: side, row }; taken.get(e.id)!.add(row); return; }
    }
  });
  // A "many" side with exactly one foreign key no relationship explains, and one relationship left to explain it.
  const open = content.relationships.map((r, i) => (found[i] || r.from === r.to || isMany(r.from_card) === isMany(r.to_card) ? undefined : isMany(r.to_card) ? r.to : r.from));
  open.forEach((holderId, i) => {
    if (!holderId || open.filter((h) => h === holderId).length !== 1) return;
    const e = byId.get(holderId)!;
    const free = e.attributes.flatMap((a, j) => (hasKey(a, 'fk') && !taken.get(holderId)!.has(j) ? [j] : []));
    if (free.length !== 1) return;
    const r = content.relationships[i];
    found[i] = { holder: holderId === r.to ? 'to' : 'from', row: free[0] };
  });
  return content.relationships.map((r, i) => {
    if (r.from === r.to) return [undefined, undefined];
    const from = byId.get(r.from)!; const to = byId.get(r.to)!;
    const f = found[i];
    if (f) {
      const fkName = (f.holder === 'from' ? from : to).attributes[f.row].name;
      const named = f.holder === 'from' ? rowNamed(to, r.to_attribute) : rowNamed(from, r.from_attribute);
      const ref = named ?? keyRow(f.holder === 'from' ? to : from, fkName);
      return f.holder === 'from' ? [f.row, ref] : [ref, f.row];
    }
    const many = [isMany(r.from_card), isMany(r.to_card)];
    return [many[0] ? undefined : keyRow(from, undefined), many[1] ? undefined : keyRow(to, undefined)];
  });
}

export async function layoutEr(content: ErContent, params: ErParams, ctx: LayoutContext): Promise<Scene> {
  const f = spacingFactor(params.spacing);
  const tables = new Map<string, MeasuredTable>(content.entities.map((e) => [e.id, measureTable(ctx, e)]));
  const labels = content.relationships.map((r) => edgeLabel(ctx, r.label, 120));
  const sideways = params.direction === 'right';

  // Crow's feet on one side of a table stay their width apart and more, with air between them.
  const portGap = Math.ceil(headSize(ctx.theme.strokeWidth) * 1.6);
  // A table too short for the ends that may meet one of its sides grows (one with only its name keeps it centred).
  if (sideways) for (const e of content.entities) {
    const t = tables.get(e.id)!;
    const outs = content.relationships.filter((r) => r.from === e.id && r.to !== e.id).length;
    const ins = content.relationships.filter((r) => r.to === e.id && r.from !== e.id).length;
    const need = Math.max(outs, ins) * portGap;
    if (need <= t.height) continue;
    if (!t.rows.length) t.headerH = need;
    t.height = need;
  }
  const rows = sideways ? attachRows(content) : [];
  const nodes: GraphNode[] = content.entities.map((e) => ({ id: e.id, width: tables.get(e.id)!.width, height: tables.get(e.id)!.height }));
  const edges: GraphEdge[] = content.relationships.map((r, i) => {
    const e: GraphEdge = { id: String(i), from: r.from, to: r.to, label: labels[i]?.size };
    // Rows line up with the sides only when tables stand side by side.
    const [a, b] = rows[i] ?? [];
    if (a !== undefined) e.fromOffset = rowCentre(tables.get(r.from)!, a);
    if (b !== undefined) e.toOffset = rowCentre(tables.get(r.to)!, b);
    return e;
  });
  const g = await layoutGraph({
    nodes, edges, direction: params.direction,
    nodeGap: Math.round(40 * f), rankGap: Math.round(72 * f), edgeGap: 12, endStub: 20, portGap, facingEnds: true,
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

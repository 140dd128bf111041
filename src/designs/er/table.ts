// An ER entity as a table: entity (header + attribute rows) → measured columns and rows, and its scene shapes at a position.
import type { Box } from '../../layout/geometry.js';
import type { SceneNode } from '../../scene/scene.js';
import { keepIfReadable } from '../../scene/color.js';
import type { ErContent } from '../../spec/content/er.js';
import { block, run, sizedStyle, smallStyle, type Block } from '../shared/blocks.js';
import { tint } from '../shared/graph-paint.js';
import type { LayoutContext } from '../types.js';

type Entity = ErContent['entities'][number];
type Key = 'pk' | 'fk' | 'uk';

interface Row { name: Block; type?: Block | undefined; keys: Key[]; top: number; height: number }

export interface MeasuredTable {
  width: number;
  height: number;
  header: Block;
  headerH: number;
  rows: Row[];
  /** Width of the key column (room for the most keys one attribute has) and of one key badge. */
  badgeW: number;
  keyW: number;
  typeRight: number;
}

const PAD_X = 12;
const ROW_PAD = 5;
const BADGE_GAP = 8;
const COL_GAP = 18;
const KEY_GAP = 3;

const KEY_SERIES: Record<Key, number> = { pk: 2, fk: 4, uk: 1 };

export function measureTable(ctx: LayoutContext, e: Entity): MeasuredTable {
  const header = block(ctx, e.label, 240, sizedStyle(ctx, ctx.theme.fontSize, 700));
  const headerH = Math.ceil(header.height + 16);
  // An attribute may be part of several keys (`PK, FK`): one badge each, side by side.
  const keysOf = (a: Entity['attributes'][number]): Key[] => a.keys ?? (a.key ? [a.key] : []);
  const most = Math.max(0, ...e.attributes.map((a) => keysOf(a).length));
  const keyW = most ? Math.ceil(ctx.text.width('PK', smallStyle(ctx, 700)) * 0.85 + 10) : 0;
  const badgeW = most ? most * keyW + (most - 1) * KEY_GAP : 0;
  let top = headerH;
  const rows: Row[] = e.attributes.map((a) => {
    const name = block(ctx, a.name, 200, smallStyle(ctx, a.key === 'pk' ? 600 : 400));
    const type = a.type ? block(ctx, a.type, 130, smallStyle(ctx, 400)) : undefined;
    const height = Math.ceil(Math.max(name.height, type?.height ?? 0, badgeW ? 16 : 0) + 2 * ROW_PAD);
    const row = { name, type, keys: keysOf(a), top, height };
    top += height;
    return row;
  });
  const nameW = Math.max(0, ...rows.map((r) => r.name.width));
  const typeW = Math.max(0, ...rows.map((r) => r.type?.width ?? 0));
  const inner = (badgeW ? badgeW + BADGE_GAP : 0) + nameW + (typeW ? COL_GAP + typeW : 0);
  const width = Math.ceil(Math.max(160, header.width + 2 * PAD_X, inner + 2 * PAD_X));
  return { width, height: Math.ceil(top + (rows.length ? 4 : 0)), header, headerH, rows, badgeW, keyW, typeRight: width - PAD_X };
}

/** Vertical centre of attribute row i, from the table's top. */
export function rowCentre(t: MeasuredTable, i: number): number {
  const r = t.rows[i];
  return r.top + r.height / 2;
}

export function drawTable(ctx: LayoutContext, key: string, t: MeasuredTable, b: Box): SceneNode[] {
  const { theme } = ctx;
  const head = tint(theme, 0);
  const r = Math.min(theme.cornerRadius, 10);
  const out: SceneNode[] = [
    { type: 'rect', x: b.x, y: b.y, w: b.w, h: b.h, r, fill: theme.nodeFill, stroke: head.stroke, strokeWidth: theme.strokeWidth, key, role: 'node' },
    // Header band: rounded on top only, square where the rows begin; a table with no rows is all header.
    t.rows.length
      ? { type: 'path', d: `M ${b.x} ${b.y + t.headerH} L ${b.x} ${b.y + r} Q ${b.x} ${b.y} ${b.x + r} ${b.y} L ${b.x + b.w - r} ${b.y} Q ${b.x + b.w} ${b.y} ${b.x + b.w} ${b.y + r} L ${b.x + b.w} ${b.y + t.headerH} Z`, fill: head.fill, stroke: head.stroke, strokeWidth: theme.strokeWidth }
      : { type: 'rect', x: b.x, y: b.y, w: b.w, h: b.h, r, fill: head.fill, stroke: head.stroke, strokeWidth: theme.strokeWidth, role: 'decoration' },
    run(ctx, t.header, b.x + b.w / 2, b.y + (t.headerH - t.header.height) / 2, 'middle', head.text),
  ];
  const muted = keepIfReadable(theme.mutedText, theme.nodeFill, [theme.nodeText, theme.text, '#0f172a', '#f8fafc'], 3);
  t.rows.forEach((row, i) => {
    const y = b.y + row.top;
    if (i > 0) out.push({ type: 'path', d: `M ${b.x + 1} ${y} L ${b.x + b.w - 1} ${y}`, stroke: theme.groupStroke, strokeWidth: 1, fill: 'none' });
    let x = b.x + PAD_X;
    row.keys.forEach((k, j) => {
      const p = tint(theme, KEY_SERIES[k]);
      const bh = 16; const by = y + (row.height - bh) / 2; const bx = x + j * (t.keyW + KEY_GAP);
      out.push({ type: 'rect', x: bx, y: by, w: t.keyW, h: bh, r: 4, fill: p.fill, stroke: p.stroke, strokeWidth: 1, role: 'decoration' });
      const style = smallStyle(ctx, 700);
      const label = block(ctx, k.toUpperCase(), 60, { ...style, size: Math.round(style.size * 0.8) });
      out.push(run(ctx, label, bx + t.keyW / 2, by + (bh - label.height) / 2, 'middle', p.text));
    });
    if (t.badgeW) x += t.badgeW + BADGE_GAP;
    out.push(run(ctx, row.name, x, y + (row.height - row.name.height) / 2, 'start', theme.nodeText));
    if (row.type) out.push(run(ctx, row.type, b.x + t.typeRight, y + (row.height - row.type.height) / 2, 'end', muted));
  });
  return out;
}

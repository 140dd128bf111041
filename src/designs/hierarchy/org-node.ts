// Org chart node boxes: a tree item in, its measured content (icon, label, description) and drawn shapes out.
import type { SceneNode } from '../../scene/scene.js';
import { block, labelStyle, pushRun, smallStyle, type Block } from '../shared/blocks.js';
import type { LayoutContext } from '../types.js';
import type { TreeItem } from './forest.js';

export const PAD_X = 14;
export const PAD_Y = 10;
const ICON = 22;
const GAP = 4;
export const MIN_W = 120;
export const MAX_W = 210;

export interface OrgBox {
  item: TreeItem;
  label: Block;
  desc: Block;
  icon?: string;
  /** Height of the content alone; the drawn box may be taller (uniform rows). */
  h: number;
}

/**
 * The narrowest common width that shows every label on as few lines as the max width allows; a word too
 * long for it widens every box (blocks keep words whole), so no text ever leaves its box.
 */
export function commonWidth(ctx: LayoutContext, items: TreeItem[], showDesc: boolean): number {
  let w = MIN_W;
  for (const it of items) {
    w = Math.max(w, block(ctx, it.node.label, MAX_W - 2 * PAD_X, labelStyle(ctx)).width + 2 * PAD_X);
    if (showDesc && it.node.description) {
      w = Math.max(w, block(ctx, it.node.description, MAX_W - 2 * PAD_X, smallStyle(ctx)).width + 2 * PAD_X);
    }
  }
  return Math.ceil(w);
}

export function measureOrgNode(ctx: LayoutContext, item: TreeItem, width: number, showDesc: boolean): OrgBox {
  const inner = width - 2 * PAD_X;
  const label = block(ctx, item.node.label, inner, labelStyle(ctx));
  const desc = block(ctx, showDesc ? item.node.description : undefined, inner, smallStyle(ctx));
  const icon = item.node.icon && ctx.icons.get(item.node.icon) ? item.node.icon : undefined;
  let h = PAD_Y * 2 + label.height;
  if (icon) h += ICON + GAP + 2;
  if (desc.lines.length) h += GAP + desc.height;
  return { item, label, desc, icon, h };
}

export interface OrgPaint { fill: string; stroke: string; text: string; muted: string; strip?: string }

/** Draws the box at (x, y, w, h) with its content centred vertically. */
export function drawOrgNode(ctx: LayoutContext, box: OrgBox, x: number, y: number, w: number, h: number, paint: OrgPaint, key: string): SceneNode[] {
  const { theme } = ctx;
  const r = Math.min(theme.cornerRadius, h / 2, 12);
  const out: SceneNode[] = [{
    type: 'rect', x, y, w, h, r, fill: paint.fill, stroke: paint.stroke, strokeWidth: theme.strokeWidth, key, role: 'node',
  }];
  if (paint.strip) out.push({ type: 'path', d: topStrip(x, y, w, r, 5), fill: paint.strip, stroke: 'none' });
  let top = y + (h - box.h) / 2 + PAD_Y;
  const cx = x + w / 2;
  if (box.icon) {
    top += 2;
    out.push({ type: 'icon', id: box.icon, x: cx - ICON / 2, y: top, size: ICON, color: paint.strip ?? paint.text });
    top += ICON + GAP;
  }
  pushRun(out, ctx, box.label, cx, top, 'middle', paint.text);
  top += box.label.height + GAP;
  pushRun(out, ctx, box.desc, cx, top, 'middle', paint.muted);
  return out;
}

/** A band of height t along the top edge that follows the box's rounded corners. */
export function topStrip(x: number, y: number, w: number, r: number, t: number): string {
  const k = Math.min(r, w / 2);
  const f = (v: number) => Math.round(v * 100) / 100;
  const arc = `A${f(k)} ${f(k)} 0 0 1`;
  if (t >= k) {
    return `M${f(x)} ${f(y + t)} L${f(x)} ${f(y + k)} ${arc} ${f(x + k)} ${f(y)} L${f(x + w - k)} ${f(y)} `
      + `${arc} ${f(x + w)} ${f(y + k)} L${f(x + w)} ${f(y + t)} Z`;
  }
  // The band's lower edge meets the corner arcs part-way round.
  const dx = k - Math.sqrt(k * k - (k - t) * (k - t));
  return `M${f(x + dx)} ${f(y + t)} ${arc} ${f(x + k)} ${f(y)} L${f(x + w - k)} ${f(y)} ${arc} ${f(x + w - dx)} ${f(y + t)} Z`;
}

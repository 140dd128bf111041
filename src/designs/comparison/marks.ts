// Check and cross marks for comparisons: yes/no detection, mark icons (or drawn fallbacks), bulleted point lists.
import type { SceneNode } from '../../scene/scene.js';
import { type Block, block, hasIcon, pushRun, r2, smallStyle } from '../shared/blocks.js';
import { tone } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';

export type Mark = 'yes' | 'no';

const YES = /^(yes|y|true|✓|✔|✔️|☑|included|supported)$/i;
const NO = /^(no|n|false|✗|✘|×|❌|not included|unsupported)$/i;

/** A cell value that means yes or no is drawn as a mark instead of words. */
export function markOf(value: string): Mark | undefined {
  const v = value.trim();
  return YES.test(v) ? 'yes' : NO.test(v) ? 'no' : undefined;
}

const ICON: Record<Mark, string> = { yes: 'lucide:check', no: 'lucide:x' };

/** A check or cross of `size` at (x, y) top-left, coloured from the theme to read on `bg`. */
export function markNode(ctx: LayoutContext, mark: Mark, x: number, y: number, size: number, bg: string): SceneNode {
  const color = tone(ctx.theme, mark === 'yes' ? 'good' : 'bad', bg, ctx.theme.id === 'high-contrast' ? 4.5 : 3);
  const id = ICON[mark];
  if (hasIcon(ctx, id)) return { type: 'icon', id, x: r2(x), y: r2(y), size, color };
  // Drawn fallback when the catalog lacks the icon: a tick or a cross in a 24-unit box.
  const s = size / 24;
  const p = (px: number, py: number): string => `${r2(x + px * s)} ${r2(y + py * s)}`;
  const d = mark === 'yes' ? `M${p(20, 6)} L${p(9, 17)} L${p(4, 12)}` : `M${p(18, 6)} L${p(6, 18)} M${p(6, 6)} L${p(18, 18)}`;
  return { type: 'path', d, fill: 'none', stroke: color, strokeWidth: 2 * s + 0.5 };
}

export interface PointList { rows: { mark: Mark; text: Block }[]; width: number; height: number }

export const MARK = 16;
const MARK_GAP = 8;
const ROW_GAP = 6;

/** Pros and cons as rows of mark + wrapped text, at most `width` wide. */
export function pointList(ctx: LayoutContext, points: { mark: Mark; text: string }[], width: number): PointList {
  const rows = points.map((p) => ({ mark: p.mark, text: block(ctx, p.text, width - MARK - MARK_GAP, smallStyle(ctx)) }));
  const w = Math.max(0, ...rows.map((r) => r.text.width + MARK + MARK_GAP));
  const h = rows.reduce((s, r) => s + Math.max(r.text.height, MARK), 0) + Math.max(0, rows.length - 1) * ROW_GAP;
  return { rows, width: w, height: h };
}

/** Draws a point list with its top-left at (x, y) on background `bg`. */
export function drawPointList(out: SceneNode[], ctx: LayoutContext, list: PointList, x: number, y: number, bg: string, fill: string): void {
  let top = y;
  for (const row of list.rows) {
    const lh = row.text.lineHeight;
    // The mark centres on the first line so it reads as that line's bullet.
    out.push(markNode(ctx, row.mark, x, top + (lh - MARK) / 2, MARK, bg));
    pushRun(out, ctx, row.text, r2(x + MARK + MARK_GAP), r2(top), 'start', fill);
    top += Math.max(row.text.height, MARK) + ROW_GAP;
  }
}

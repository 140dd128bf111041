// Text blocks for the infographic designs: wrap + measure text, emit TextRuns at a box position; bounds and spacing.
import { z } from 'zod';
import type { TextStyle } from '../../layout/text-measurer.js';
import type { SceneNode, TextRun } from '../../scene/scene.js';
import type { LayoutContext } from '../types.js';

export const SPACINGS = ['compact', 'normal', 'roomy'] as const;
export type Spacing = (typeof SPACINGS)[number];
export const spacingParam = z.enum(SPACINGS).default('normal').describe('white space between elements');

/** Multiplier for gaps and paddings, so one param scales a whole design consistently. */
export function spacingFactor(s: Spacing): number {
  return s === 'compact' ? 0.7 : s === 'roomy' ? 1.45 : 1;
}

/** A wrapped piece of text with its measured size; an empty block has no lines and zero size. */
export interface Block {
  lines: string[];
  width: number;
  height: number;
  lineHeight: number;
  style: TextStyle;
}

export function labelStyle(ctx: LayoutContext, weight: 400 | 600 | 700 = 600): TextStyle {
  return { font: ctx.theme.font, size: ctx.theme.fontSize, weight };
}

export function smallStyle(ctx: LayoutContext, weight: 400 | 600 | 700 = 400): TextStyle {
  return { font: ctx.theme.font, size: ctx.theme.smallSize, weight };
}

export function sizedStyle(ctx: LayoutContext, size: number, weight: 400 | 600 | 700): TextStyle {
  return { font: ctx.theme.font, size, weight };
}

/** Words up to this wide are never broken: the box grows instead (longer "words" are URLs and the like). */
const LONGEST_UNBROKEN = 320;
const BREAK_ANYWHERE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/**
 * Wraps text to maxWidth, widened to the longest word (up to LONGEST_UNBROKEN) so words stay whole;
 * callers size their boxes from the returned width, which may exceed maxWidth.
 */
export function block(ctx: LayoutContext, text: string | undefined, maxWidth: number, style: TextStyle): Block {
  const t = (text ?? '').trim();
  if (!t) return { lines: [], width: 0, height: 0, lineHeight: ctx.text.lineHeight(style), style };
  // Scripts without spaces (CJK) may break anywhere, so their runs do not count as words.
  const longest = Math.max(...t.split(/\s+/).map((word) => (BREAK_ANYWHERE.test(word) ? 0 : ctx.text.width(word, style))));
  const w = ctx.text.wrap(t, Math.max(8, maxWidth, Math.min(longest + 0.5, LONGEST_UNBROKEN)), style);
  return { lines: w.lines, width: w.width, height: w.height, lineHeight: w.lineHeight, style };
}

/** Width of the text on one line (no wrapping). */
export function lineWidth(ctx: LayoutContext, text: string, style: TextStyle): number {
  return ctx.text.width(text, style);
}

/**
 * Wraps to the narrowest width (between min and max) that keeps the block within maxLines,
 * so short labels stay compact and long ones don't become tall thin columns.
 */
export function balancedBlock(ctx: LayoutContext, text: string | undefined, minWidth: number, maxWidth: number, style: TextStyle, maxLines = 3): Block {
  const wide = block(ctx, text, maxWidth, style);
  if (wide.lines.length <= 1) return wide;
  const target = Math.min(wide.lines.length, maxLines);
  let lo = minWidth;
  let hi = maxWidth;
  for (let i = 0; i < 12 && hi - lo > 4; i++) {
    const mid = (lo + hi) / 2;
    if (block(ctx, text, mid, style).lines.length <= target) hi = mid;
    else lo = mid;
  }
  return block(ctx, text, hi, style);
}

/**
 * Wraps to maxWidth, then narrows the width while the line count stays the same, so lines come out about
 * equally long and the last one does not hold a single orphaned word.
 */
export function evenBlock(ctx: LayoutContext, text: string | undefined, maxWidth: number, style: TextStyle): Block {
  return balancedBlock(ctx, text, maxWidth * 0.4, maxWidth, style, Infinity);
}

/**
 * One wrap width for a set of texts (side notes, descriptions around a ring): the narrowest width in
 * [minWidth, maxWidth] at which none needs more lines than the longest needs at maxWidth.
 */
export function sharedWrapWidth(ctx: LayoutContext, texts: (string | undefined)[], minWidth: number, maxWidth: number, style: TextStyle): number {
  const shown = texts.filter((t): t is string => !!t?.trim());
  if (!shown.length) return maxWidth;
  const lines = (w: number): number => Math.max(...shown.map((t) => block(ctx, t, w, style).lines.length));
  const target = lines(maxWidth);
  let lo = minWidth;
  let hi = maxWidth;
  if (lines(lo) <= target) return lo;
  for (let i = 0; i < 12 && hi - lo > 4; i++) {
    const mid = (lo + hi) / 2;
    if (lines(mid) <= target) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** A TextRun whose block top sits at `top`; x is the left edge, the centre or the right edge per anchor. */
export function run(ctx: LayoutContext, b: Block, x: number, top: number, anchor: TextRun['anchor'], fill: string): TextRun {
  return {
    type: 'text', x, y: top + ctx.text.ascent(b.style), lines: b.lines, font: b.style.font, size: b.style.size,
    weight: b.style.weight, lineHeight: b.lineHeight, anchor, fill,
  };
}

/** Pushes the run of a block unless it is empty. */
export function pushRun(out: SceneNode[], ctx: LayoutContext, b: Block, x: number, top: number, anchor: TextRun['anchor'], fill: string): void {
  if (b.lines.length) out.push(run(ctx, b, x, top, anchor, fill));
}

/** Height of blocks stacked with a gap between the non-empty ones. */
export function stackHeight(blocks: Block[], gap: number): number {
  const shown = blocks.filter((b) => b.lines.length);
  return shown.reduce((s, b) => s + b.height, 0) + Math.max(0, shown.length - 1) * gap;
}

export interface Rect { x: number; y: number; w: number; h: number }

export function rectsOverlap(a: Rect, b: Rect, margin = 0): boolean {
  return a.x < b.x + b.w + margin && b.x < a.x + a.w + margin && a.y < b.y + b.h + margin && b.y < a.y + a.h + margin;
}

/** Grows to enclose rectangles and points; `wrap` moves a body so its box starts at (0,0). */
export class Bounds {
  minX = Infinity; minY = Infinity; maxX = -Infinity; maxY = -Infinity;
  add(r: Rect): this {
    this.minX = Math.min(this.minX, r.x); this.minY = Math.min(this.minY, r.y);
    this.maxX = Math.max(this.maxX, r.x + r.w); this.maxY = Math.max(this.maxY, r.y + r.h);
    return this;
  }
  addPoint(x: number, y: number): this { return this.add({ x, y, w: 0, h: 0 }); }
  get width(): number { return this.maxX - this.minX; }
  get height(): number { return this.maxY - this.minY; }
  /** The nodes in a group shifted to the origin, and the size to pass to frameScene. */
  wrap(nodes: SceneNode[]): { body: SceneNode[]; size: { width: number; height: number } } {
    if (!Number.isFinite(this.minX)) return { body: nodes, size: { width: 0, height: 0 } };
    return {
      body: [{ type: 'group', translate: { x: -this.minX, y: -this.minY }, children: nodes }],
      size: { width: Math.ceil(this.width), height: Math.ceil(this.height) },
    };
  }
}

/** Rounds layout coordinates to 1/100 px so output stays stable and compact. */
export function r2(v: number): number {
  return Math.round(v * 100) / 100;
}

/** An icon shape when the catalog knows the id, else undefined (designs then draw without it). */
export function iconNode(ctx: LayoutContext, id: string | undefined, x: number, y: number, size: number, color: string): SceneNode | undefined {
  if (!id || !ctx.icons.get(id)) return undefined;
  return { type: 'icon', id, x: r2(x), y: r2(y), size, color };
}

/** Whether an icon id is drawable (given and known to the catalog). */
export function hasIcon(ctx: LayoutContext, id: string | undefined): id is string {
  return !!id && !!ctx.icons.get(id);
}

/** A thin dotted leader tying a note to its shape; plain in the hand-drawn theme, where dots turn to scribbles. */
export function leaderLine(ctx: LayoutContext, x1: number, y1: number, x2: number, y2: number): SceneNode {
  const { theme } = ctx;
  return {
    type: 'path', d: `M${r2(x1)} ${r2(y1)} L${r2(x2)} ${r2(y2)}`, stroke: theme.edge, strokeWidth: 1, fill: 'none',
    opacity: theme.sketch ? 0.5 : 0.7, ...(theme.sketch ? {} : { dash: [2, 3] }),
  };
}

// Use case diagram shapes: an actor as a stick figure over its name, a use case as an ellipse around its wrapped
// label, and the hollow triangle of a generalization.
import type { Box, Outline } from '../../layout/geometry.js';
import type { Point, SceneNode } from '../../scene/scene.js';
import { balancedBlock, block, labelStyle, r2, run, smallStyle, type Block } from '../shared/blocks.js';
import { plain, tintOf } from '../shared/graph-paint.js';
import type { LayoutContext } from '../types.js';

export interface MeasuredActor { width: number; height: number; label: Block; color?: string | undefined }
export interface MeasuredCase { width: number; height: number; label: Block; desc?: Block | undefined; color?: string | undefined }

/** The figure's own height (head to feet) and width. */
const FIGURE_H = 46;
const FIGURE_W = 30;
const NAME_GAP = 6;

export function measureActor(ctx: LayoutContext, label: string, color?: string): MeasuredActor {
  const l = balancedBlock(ctx, label, 60, 130, labelStyle(ctx, 600), 3);
  return { width: Math.ceil(Math.max(FIGURE_W + 16, l.width + 8)), height: Math.ceil(FIGURE_H + NAME_GAP + l.height + 2), label: l, color };
}

export function drawActor(ctx: LayoutContext, key: string, m: MeasuredActor, b: Box): SceneNode[] {
  const { theme } = ctx;
  const stroke = m.color ? tintOf(theme, m.color).stroke : theme.nodeStroke;
  const ink = m.color && !theme.sketch ? stroke : theme.text;
  const cx = r2(b.x + b.w / 2); const top = b.y + 1;
  const head = 8;
  const neck = top + 2 * head; const hip = neck + 18; const foot = top + FIGURE_H - 1;
  const sw = Math.max(1.6, theme.strokeWidth);
  const body = `M${cx} ${r2(neck)} L${cx} ${r2(hip)} M${r2(cx - 13)} ${r2(neck + 7)} L${r2(cx + 13)} ${r2(neck + 7)} M${r2(cx - 11)} ${r2(foot)} L${cx} ${r2(hip)} L${r2(cx + 11)} ${r2(foot)}`;
  return [
    // The actor's whole place (figure and name) is one invisible node box, so edges and checks see one shape.
    { type: 'rect', x: b.x, y: b.y, w: b.w, h: b.h, fill: 'none', stroke: 'none', key, role: 'node' },
    { type: 'ellipse', cx, cy: r2(top + head), rx: head, ry: head, fill: theme.sketch ? theme.background : theme.nodeFill, stroke: ink, strokeWidth: sw, role: 'decoration' },
    { type: 'path', d: body, fill: 'none', stroke: ink, strokeWidth: sw },
    run(ctx, m.label, cx, top + FIGURE_H + NAME_GAP, 'middle', theme.text),
  ];
}

/** Text of half sizes a, b fits an ellipse with radii a√2, b√2 (corners on the outline); a margin keeps it off the line. */
export function measureCase(ctx: LayoutContext, label: string, description: string | undefined, showDescription: boolean, color?: string): MeasuredCase {
  const l = balancedBlock(ctx, label, 70, 170, labelStyle(ctx, 600), 3);
  const d = showDescription && description ? block(ctx, description, Math.max(l.width, 150), smallStyle(ctx)) : undefined;
  const w = Math.max(l.width, d?.width ?? 0);
  const h = l.height + (d ? 3 + d.height : 0);
  const rx = Math.max(62, (w / 2) * Math.SQRT2 + 10);
  const ry = Math.max(24, (h / 2) * Math.SQRT2 + 6);
  return { width: Math.ceil(2 * rx), height: Math.ceil(2 * ry), label: l, desc: d, color };
}

export function caseOutline(b: Box): Outline {
  return { kind: 'ellipse', cx: b.x + b.w / 2, cy: b.y + b.h / 2, rx: b.w / 2, ry: b.h / 2 };
}

export function drawCase(ctx: LayoutContext, key: string, m: MeasuredCase, b: Box): SceneNode[] {
  const { theme } = ctx;
  const p = m.color ? tintOf(theme, m.color) : plain(theme);
  const cx = b.x + b.w / 2; const cy = b.y + b.h / 2;
  const h = m.label.height + (m.desc ? 3 + m.desc.height : 0);
  const out: SceneNode[] = [
    { type: 'ellipse', cx, cy, rx: b.w / 2, ry: b.h / 2, fill: p.fill, stroke: p.stroke, strokeWidth: theme.strokeWidth, key, role: 'node' },
    run(ctx, m.label, cx, cy - h / 2, 'middle', p.text),
  ];
  if (m.desc) out.push(run(ctx, m.desc, cx, cy - h / 2 + m.label.height + 3, 'middle', p.muted));
  return out;
}

/**
 * A hollow triangle whose tip is the first point of the route (the general element's side); returns the triangle and
 * the route shortened to start at the triangle's base.
 */
export function hollowTriangle(ctx: LayoutContext, points: Point[]): { shape: SceneNode; points: Point[] } | undefined {
  if (points.length < 2) return undefined;
  const tip = points[0]; const next = points[1];
  const len = Math.hypot(next.x - tip.x, next.y - tip.y);
  if (len < 1) return undefined;
  // A short first run (the route turns soon after leaving the general element) takes a smaller triangle.
  const size = Math.max(9, Math.min(13, len - 1));
  const ux = (next.x - tip.x) / len; const uy = (next.y - tip.y) / len;
  const base = { x: tip.x + ux * size, y: tip.y + uy * size };
  const half = size * 0.58;
  const shape: SceneNode = {
    type: 'polygon',
    points: [{ x: r2(tip.x), y: r2(tip.y) }, { x: r2(base.x - uy * half), y: r2(base.y + ux * half) }, { x: r2(base.x + uy * half), y: r2(base.y - ux * half) }],
    fill: ctx.theme.background, stroke: ctx.theme.edge, strokeWidth: ctx.theme.strokeWidth, role: 'decoration',
  };
  return { shape, points: size < len ? [base, ...points.slice(1)] : points.slice(1) };
}

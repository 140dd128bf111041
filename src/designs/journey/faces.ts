// Satisfaction faces of a journey map: a disc coloured by the score (1 red … 5 green) with eyes and a mouth that
// frowns, stays flat or smiles; the curve through the scores as a smooth path.
import type { Point, SceneNode } from '../../scene/scene.js';
import { r2 } from '../shared/blocks.js';
import { tintOf } from '../shared/graph-paint.js';
import type { LayoutContext } from '../types.js';

const SCORE_COLORS = ['#dc2626', '#f97316', '#eab308', '#65a30d', '#16a34a'] as const;

export function scoreColor(score: number): string {
  return SCORE_COLORS[Math.max(1, Math.min(5, Math.round(score))) - 1]!;
}

/** A face of radius r centred at (cx, cy) for a score 1–5. */
export function drawFace(ctx: LayoutContext, key: string | undefined, score: number, cx: number, cy: number, r: number): SceneNode[] {
  const { theme } = ctx;
  const p = tintOf(theme, scoreColor(score));
  const ink = p.text;
  const eyeY = cy - r * 0.25; const eyeDx = r * 0.36; const eye = Math.max(1.4, r * 0.12);
  // Mouth: a quadratic curve whose control point sinks for a smile and rises for a frown.
  const bend = (score - 3) * r * 0.22;
  const my = cy + r * 0.32 - (score > 3 ? r * 0.04 : 0);
  const mouth = `M${r2(cx - r * 0.42)} ${r2(my)} Q${r2(cx)} ${r2(my + bend * 2)} ${r2(cx + r * 0.42)} ${r2(my)}`;
  return [
    { type: 'ellipse', cx: r2(cx), cy: r2(cy), rx: r, ry: r, fill: p.fill, stroke: theme.sketch ? theme.nodeStroke : scoreColor(score), strokeWidth: Math.max(1.5, theme.strokeWidth), role: 'node', ...(key ? { key } : {}) },
    { type: 'ellipse', cx: r2(cx - eyeDx), cy: r2(eyeY), rx: eye, ry: eye, fill: ink, stroke: ink, strokeWidth: 0.5, role: 'decoration' },
    { type: 'ellipse', cx: r2(cx + eyeDx), cy: r2(eyeY), rx: eye, ry: eye, fill: ink, stroke: ink, strokeWidth: 0.5, role: 'decoration' },
    { type: 'path', d: mouth, fill: 'none', stroke: ink, strokeWidth: Math.max(1.4, r * 0.11) },
  ];
}

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers), or a straight line for two points. */
export function smoothPath(points: Point[]): string {
  if (points.length === 0) return '';
  const d = [`M${r2(points[0]!.x)} ${r2(points[0]!.y)}`];
  for (let i = 1; i < points.length; i++) {
    const p0 = points[i - 2] ?? points[i - 1]!; const p1 = points[i - 1]!; const p2 = points[i]!; const p3 = points[i + 1] ?? p2;
    // Control points stay within the range of their segment, so the curve never overshoots a level.
    const clampY = (y: number) => Math.max(Math.min(p1.y, p2.y), Math.min(Math.max(p1.y, p2.y), y));
    const clampX = (x: number) => Math.max(Math.min(p1.x, p2.x), Math.min(Math.max(p1.x, p2.x), x));
    const c1 = { x: clampX(p1.x + (p2.x - p0.x) / 6), y: clampY(p1.y + (p2.y - p0.y) / 6) };
    const c2 = { x: clampX(p2.x - (p3.x - p1.x) / 6), y: clampY(p2.y - (p3.y - p1.y) / 6) };
    d.push(`C${r2(c1.x)} ${r2(c1.y)} ${r2(c2.x)} ${r2(c2.y)} ${r2(p2.x)} ${r2(p2.y)}`);
  }
  return d.join(' ');
}

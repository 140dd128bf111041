// Plane geometry for the radial designs: points on circles, rectangle/circle distances, arc paths.
import type { Point } from '../../scene/scene.js';
import type { Rect } from './blocks.js';

export function polar(cx: number, cy: number, r: number, angle: number): Point {
  return { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
}

/** Distance from a point to the nearest point of a rectangle (0 when inside). */
export function pointRectDistance(p: Point, r: Rect): number {
  const dx = Math.max(r.x - p.x, 0, p.x - (r.x + r.w));
  const dy = Math.max(r.y - p.y, 0, p.y - (r.y + r.h));
  return Math.hypot(dx, dy);
}

/** Distance from a point to the farthest corner of a rectangle. */
export function pointRectFarthest(p: Point, r: Rect): number {
  const dx = Math.max(Math.abs(p.x - r.x), Math.abs(p.x - (r.x + r.w)));
  const dy = Math.max(Math.abs(p.y - r.y), Math.abs(p.y - (r.y + r.h)));
  return Math.hypot(dx, dy);
}

/** From a rectangle's centre along unit direction (ux, uy): the distance to its border. */
export function centreToBorder(hw: number, hh: number, ux: number, uy: number): number {
  const tx = Math.abs(ux) < 1e-9 ? Infinity : hw / Math.abs(ux);
  const ty = Math.abs(uy) < 1e-9 ? Infinity : hh / Math.abs(uy);
  return Math.min(tx, ty);
}

/** Points along a circular arc from angle a0 to a1 (radians, either direction), about every `step` radians. */
export function arcPoints(cx: number, cy: number, r: number, a0: number, a1: number, step = Math.PI / 18): Point[] {
  const n = Math.max(2, Math.ceil(Math.abs(a1 - a0) / step));
  const pts: Point[] = [];
  for (let i = 0; i <= n; i++) pts.push(polar(cx, cy, r, a0 + ((a1 - a0) * i) / n));
  return pts;
}

/** Whether a segment comes within `margin` of a rectangle (sampled; fine for layout checks). */
export function segmentNearRect(a: Point, b: Point, r: Rect, margin: number): boolean {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const n = Math.max(2, Math.ceil(len / 3));
  for (let i = 0; i <= n; i++) {
    const p = { x: a.x + ((b.x - a.x) * i) / n, y: a.y + ((b.y - a.y) * i) / n };
    if (pointRectDistance(p, r) < margin) return true;
  }
  return false;
}

const f = (v: number): string => String(Math.round(v * 100) / 100);

/** SVG path of an annular sector (donut segment) between angles a0 < a1, radii ri < ro. */
export function annularSector(cx: number, cy: number, ri: number, ro: number, a0: number, a1: number): string {
  const span = a1 - a0;
  if (span >= Math.PI * 2 - 1e-6) {
    // A full ring cannot be one arc: draw two halves per circle, the inner one reversed to cut the hole.
    const o1 = polar(cx, cy, ro, a0), o2 = polar(cx, cy, ro, a0 + Math.PI);
    const i1 = polar(cx, cy, ri, a0), i2 = polar(cx, cy, ri, a0 + Math.PI);
    return `M${f(o1.x)} ${f(o1.y)} A${f(ro)} ${f(ro)} 0 1 1 ${f(o2.x)} ${f(o2.y)} A${f(ro)} ${f(ro)} 0 1 1 ${f(o1.x)} ${f(o1.y)} Z `
      + `M${f(i1.x)} ${f(i1.y)} A${f(ri)} ${f(ri)} 0 1 0 ${f(i2.x)} ${f(i2.y)} A${f(ri)} ${f(ri)} 0 1 0 ${f(i1.x)} ${f(i1.y)} Z`;
  }
  const large = span > Math.PI ? 1 : 0;
  const p0 = polar(cx, cy, ro, a0), p1 = polar(cx, cy, ro, a1);
  const q1 = polar(cx, cy, ri, a1), q0 = polar(cx, cy, ri, a0);
  return `M${f(p0.x)} ${f(p0.y)} A${f(ro)} ${f(ro)} 0 ${large} 1 ${f(p1.x)} ${f(p1.y)} L${f(q1.x)} ${f(q1.y)} `
    + `A${f(ri)} ${f(ri)} 0 ${large} 0 ${f(q0.x)} ${f(q0.y)} Z`;
}

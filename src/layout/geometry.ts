// Plane geometry for routes: segment-versus-box tests, ends clipped onto shape outlines, string-pulled polylines.
import type { Point } from '../scene/scene.js';

export interface Box { x: number; y: number; w: number; h: number }

/** A node's true outline: where a connector should touch it. */
export type Outline =
  | { kind: 'rect'; box: Box }
  | { kind: 'polygon'; points: Point[] }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number };

/** Liang–Barsky: does segment a–b enter the box shrunk by `margin` on every side? */
export function segmentHitsBox(a: Point, b: Point, box: Box, margin = 1): boolean {
  const r = { x: box.x + margin, y: box.y + margin, w: box.w - 2 * margin, h: box.h - 2 * margin };
  if (r.w <= 0 || r.h <= 0) return false;
  let t0 = 0; let t1 = 1;
  const dx = b.x - a.x; const dy = b.y - a.y;
  const p = [-dx, dx, -dy, dy];
  const q = [a.x - r.x, r.x + r.w - a.x, a.y - r.y, r.y + r.h - a.y];
  for (let i = 0; i < 4; i++) {
    if (p[i] === 0) { if (q[i] <= 0) return false; continue; }
    const t = q[i] / p[i];
    if (p[i] < 0) { if (t > t1) return false; if (t > t0) t0 = t; } else { if (t < t0) return false; if (t < t1) t1 = t; }
  }
  return t1 - t0 > 1e-9;
}

/** First parameter t ≥ 0 where the ray o + t·d meets the outline, if it does. */
function rayHit(o: Point, d: Point, outline: Outline): number | undefined {
  if (outline.kind === 'ellipse') {
    const { cx, cy, rx, ry } = outline;
    const ox = (o.x - cx) / rx; const oy = (o.y - cy) / ry; const dx = d.x / rx; const dy = d.y / ry;
    const A = dx * dx + dy * dy; const B = 2 * (ox * dx + oy * dy); const C = ox * ox + oy * oy - 1;
    const disc = B * B - 4 * A * C;
    if (A === 0 || disc < 0) return undefined;
    const s = Math.sqrt(disc);
    const ts = [(-B - s) / (2 * A), (-B + s) / (2 * A)].filter((t) => t >= -1e-9);
    return ts.length ? Math.min(...ts) : undefined;
  }
  const pts = outline.kind === 'rect'
    ? [{ x: outline.box.x, y: outline.box.y }, { x: outline.box.x + outline.box.w, y: outline.box.y },
      { x: outline.box.x + outline.box.w, y: outline.box.y + outline.box.h }, { x: outline.box.x, y: outline.box.y + outline.box.h }]
    : outline.points;
  let best: number | undefined;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]; const q = pts[(i + 1) % pts.length];
    const ex = q.x - p.x; const ey = q.y - p.y;
    const den = d.x * ey - d.y * ex;
    if (Math.abs(den) < 1e-12) continue;
    const t = ((p.x - o.x) * ey - (p.y - o.y) * ex) / den;
    const u = ((p.x - o.x) * d.y - (p.y - o.y) * d.x) / den;
    if (t >= -1e-9 && u >= -1e-9 && u <= 1 + 1e-9 && (best === undefined || t < best)) best = t;
  }
  return best;
}

/**
 * Moves the last point (atEnd) or the first point of a route onto the outline, along the direction of the
 * route's final segment: an edge that reached a diamond's bounding box now touches the diamond.
 */
export function clipToOutline(points: Point[], outline: Outline, atEnd: boolean): Point[] {
  if (points.length < 2 || outline.kind === 'rect') return points;
  const pts = atEnd ? points : [...points].reverse();
  const from = pts[pts.length - 2]; const to = pts[pts.length - 1];
  const d = { x: to.x - from.x, y: to.y - from.y };
  const len = Math.hypot(d.x, d.y);
  if (len < 1e-9) return points;
  const t = rayHit(from, d, outline);
  if (t === undefined) return points;
  const out = [...pts.slice(0, -1), { x: from.x + d.x * t, y: from.y + d.y * t }];
  return atEnd ? out : out.reverse();
}

/**
 * String pulling: from each kept point, jump to the farthest later point the straight line reaches without
 * entering an obstacle. Points listed in `keep` (a label's centre) are always kept.
 */
export function pullStraight(points: Point[], obstacles: Box[], keep: Point[] = []): Point[] {
  if (points.length <= 2) return points;
  const pinned = (p: Point) => keep.some((k) => Math.abs(k.x - p.x) < 0.01 && Math.abs(k.y - p.y) < 0.01);
  const clear = (a: Point, b: Point) => obstacles.every((o) => !segmentHitsBox(a, b, o, 1));
  const out = [points[0]];
  let i = 0;
  while (i < points.length - 1) {
    let j = i + 1;
    for (let k = i + 2; k < points.length; k++) {
      if (points.slice(i + 1, k).some(pinned)) break;
      if (clear(points[i], points[k])) j = k;
    }
    out.push(points[j]);
    i = j;
  }
  return out;
}

/** The point halfway along a polyline (by length). */
export function midpoint(points: Point[]): Point {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
  let left = total / 2;
  for (let i = 1; i < points.length; i++) {
    const l = Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
    if (l >= left && l > 0) {
      const t = left / l;
      return { x: points[i - 1].x + (points[i].x - points[i - 1].x) * t, y: points[i - 1].y + (points[i].y - points[i - 1].y) * t };
    }
    left -= l;
  }
  return points[0];
}

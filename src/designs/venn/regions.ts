// Venn geometry: circle centres for 2 or 3 sets, and where a text block fits inside one region (in some circles, out of the rest).
import type { Point } from '../../scene/scene.js';
import { pointRectDistance, pointRectFarthest } from '../shared/plane.js';
import type { Rect } from '../shared/blocks.js';

export interface Circle { cx: number; cy: number; r: number }

/** Centres for 2 sets side by side or 3 in a triangle (two on top), `dist` apart. */
export function circleCentres(count: number, dist: number): Point[] {
  if (count === 2) return [{ x: -dist / 2, y: 0 }, { x: dist / 2, y: 0 }];
  const h = (dist * Math.sqrt(3)) / 2;
  return [{ x: -dist / 2, y: -h / 3 }, { x: dist / 2, y: -h / 3 }, { x: 0, y: (2 * h) / 3 }];
}

/** True when the rectangle lies inside every `inside` circle and clear of every other, with a margin. */
export function rectInRegion(rect: Rect, circles: Circle[], inside: Set<number>, margin: number): boolean {
  return circles.every((c, i) => inside.has(i)
    ? pointRectFarthest({ x: c.cx, y: c.cy }, rect) <= c.r - margin
    : pointRectDistance({ x: c.cx, y: c.cy }, rect) >= c.r + margin);
}

function inRegion(p: Point, circles: Circle[], inside: Set<number>): boolean {
  return circles.every((c, i) => (Math.hypot(p.x - c.cx, p.y - c.cy) <= c.r) === inside.has(i));
}

/** Centroid of a region, from a regular grid of samples (deterministic). */
export function regionCentroid(circles: Circle[], inside: Set<number>): Point | undefined {
  const r = Math.max(...circles.map((c) => c.r));
  const xs = circles.map((c) => c.cx), ys = circles.map((c) => c.cy);
  const x0 = Math.min(...xs) - r, x1 = Math.max(...xs) + r, y0 = Math.min(...ys) - r, y1 = Math.max(...ys) + r;
  const step = r / 24;
  let sx = 0, sy = 0, count = 0;
  for (let x = x0; x <= x1; x += step) {
    for (let y = y0; y <= y1; y += step) {
      if (inRegion({ x, y }, circles, inside)) { sx += x; sy += y; count++; }
    }
  }
  return count ? { x: sx / count, y: sy / count } : undefined;
}

/**
 * The centre of a w×h block inside the region nearest to `target`, searching a grid over the region's circles;
 * undefined when it cannot fit (the caller grows the circles).
 */
export function placeInRegion(w: number, h: number, circles: Circle[], inside: Set<number>, target: Point, margin: number): Point | undefined {
  const own = circles.filter((_, i) => inside.has(i));
  const x0 = Math.max(...own.map((c) => c.cx - c.r)), x1 = Math.min(...own.map((c) => c.cx + c.r));
  const y0 = Math.max(...own.map((c) => c.cy - c.r)), y1 = Math.min(...own.map((c) => c.cy + c.r));
  const step = Math.max(2, Math.min(...own.map((c) => c.r)) / 30);
  let best: Point | undefined;
  let bestD = Infinity;
  for (let x = x0 + w / 2; x <= x1 - w / 2; x += step) {
    for (let y = y0 + h / 2; y <= y1 - h / 2; y += step) {
      const d = Math.hypot(x - target.x, y - target.y);
      if (d >= bestD) continue;
      if (rectInRegion({ x: x - w / 2, y: y - h / 2, w, h }, circles, inside, margin)) { best = { x, y }; bestD = d; }
    }
  }
  return best;
}

/** A circle as a convex polygon of n vertices (for clipping overlaps into plain shapes). */
export function circlePolygon(c: Circle, n = 120): Point[] {
  return Array.from({ length: n }, (_, i) => ({ x: c.cx + c.r * Math.cos((2 * Math.PI * i) / n), y: c.cy + c.r * Math.sin((2 * Math.PI * i) / n) }));
}

/** Sutherland–Hodgman: the part of a polygon inside a convex, counter-clockwise-or-clockwise clip polygon. */
export function clipConvex(subject: Point[], clip: Point[]): Point[] {
  const area = clip.reduce((s, p, i) => { const q = clip[(i + 1) % clip.length]!; return s + p.x * q.y - q.x * p.y; }, 0);
  const sign = area >= 0 ? 1 : -1;
  let out = subject;
  for (let i = 0; i < clip.length && out.length; i++) {
    const a = clip[i]!, b = clip[(i + 1) % clip.length]!;
    const side = (p: Point): number => sign * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
    const cross = (p: Point, q: Point): Point => {
      const sp = side(p), sq = side(q);
      const t = sp / (sp - sq);
      return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
    };
    const input = out;
    out = [];
    for (let j = 0; j < input.length; j++) {
      const p = input[j]!, q = input[(j + 1) % input.length]!;
      const pin = side(p) >= 0, qin = side(q) >= 0;
      if (pin) out.push(p);
      if (pin !== qin) out.push(cross(p, q));
    }
  }
  return out;
}

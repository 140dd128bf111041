// Connector geometry: points, curve style and arrow heads in; path data and head shapes (plain data, no SVG) out.
import { headSize } from '../scene/scene.js';
import type { ArrowHead, ConnectorShape, Point } from '../scene/scene.js';
import { num } from './xml.js';

/** A head drawn as a small shape: `fill` is 'stroke' (solid in the line colour), 'background' or 'none'. */
export interface HeadPart {
  kind: 'polygon' | 'polyline' | 'circle';
  points?: Point[];
  cx?: number; cy?: number; r?: number;
  fill: 'stroke' | 'background' | 'none';
}

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const len = (v: Point): number => Math.hypot(v.x, v.y);
const along = (p: Point, u: Point, d: number): Point => ({ x: p.x + u.x * d, y: p.y + u.y * d });

/** Points without consecutive duplicates (they give no direction). */
export function cleanPoints(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) continue;
    const last = out[out.length - 1];
    if (!last || Math.abs(last.x - p.x) > 1e-6 || Math.abs(last.y - p.y) > 1e-6) out.push(p);
  }
  return out;
}

export { headSize };

/** How far the line stops short of the end point so it does not poke through a head. */
export function headTrim(head: ArrowHead, size: number): number {
  switch (head) {
    case 'arrow': return size * 0.7;
    case 'diamond': case 'diamond-open': return size * 1.6;
    case 'triangle': return size * 1.3;
    case 'circle': return size * 0.7;
    default: return 0;
  }
}

/** The shapes of one head whose tip is `tip`, the line arriving from direction of `from`. */
export function headParts(head: ArrowHead, tip: Point, from: Point, size: number): HeadPart[] {
  const d = sub(tip, from);
  const l = len(d) || 1;
  const u = { x: d.x / l, y: d.y / l }; // towards the tip
  const n = { x: -u.y, y: u.x };
  const back = (dist: number, side = 0): Point => ({ x: tip.x - u.x * dist + n.x * side, y: tip.y - u.y * dist + n.y * side });
  const w = size * 0.5;
  const bar = (dist: number): HeadPart => ({ kind: 'polyline', points: [back(dist, w), back(dist, -w)], fill: 'none' });
  const foot = (): HeadPart => ({ kind: 'polyline', points: [back(0, w), back(size), back(0, -w)], fill: 'none' });
  const ring = (dist: number): HeadPart => {
    const c = back(dist);
    return { kind: 'circle', cx: c.x, cy: c.y, r: size * 0.33, fill: 'background' };
  };
  switch (head) {
    case 'arrow': return [{ kind: 'polygon', points: [tip, back(size, size * 0.42), back(size * 0.8), back(size, -size * 0.42)], fill: 'stroke' }];
    case 'open': return [{ kind: 'polyline', points: [back(size, size * 0.5), tip, back(size, -size * 0.5)], fill: 'none' }];
    case 'triangle': return [{ kind: 'polygon', points: [tip, back(size * 1.3, size * 0.62), back(size * 1.3, -size * 0.62)], fill: 'background' }];
    case 'diamond': return [{ kind: 'polygon', points: [tip, back(size * 0.8, size * 0.4), back(size * 1.6), back(size * 0.8, -size * 0.4)], fill: 'stroke' }];
    case 'diamond-open': return [{ kind: 'polygon', points: [tip, back(size * 0.8, size * 0.4), back(size * 1.6), back(size * 0.8, -size * 0.4)], fill: 'background' }];
    case 'circle': return [ring(size * 0.35)];
    case 'crow-one': return [bar(size * 0.55), bar(size * 0.95)];
    case 'crow-many': return [foot()];
    case 'crow-zero-one': return [bar(size * 0.55), ring(size * 1.05)];
    case 'crow-zero-many': return [foot(), ring(size * 1.4)];
    case 'crow-one-many': return [foot(), bar(size * 1.3)];
    default: return [];
  }
}

/** Move an end point back along its segment by `d`, never past the segment's other end. */
function trimEnd(p: Point, toward: Point, d: number): Point {
  if (d <= 0) return p;
  const v = sub(toward, p);
  const l = len(v);
  if (l < 1e-6) return p;
  return along(p, { x: v.x / l, y: v.y / l }, Math.min(d, l * 0.9));
}

/** The connector's route, its ends pulled back where heads need room. */
export function trimmedPoints(points: Point[], trimStart: number, trimEndBy: number): Point[] {
  const pts = cleanPoints(points).map((p) => ({ ...p }));
  if (pts.length < 2) return pts;
  pts[0] = trimEnd(pts[0], pts[1], trimStart);
  const n = pts.length;
  pts[n - 1] = trimEnd(pts[n - 1], pts[n - 2], trimEndBy);
  return pts;
}

/** Path data through route points: rounded polyline or a smooth curve. */
export function routePath(pts: Point[], curve: ConnectorShape['curve']): string {
  if (pts.length < 2) return '';
  return curve === 'smooth' ? smoothPath(pts) : roundedPolyline(pts, 6);
}

/** Straight segments with small rounded bends, as diagram tools draw orthogonal routes. */
function roundedPolyline(pts: Point[], radius: number): string {
  let d = `M${num(pts[0].x)} ${num(pts[0].y)}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i], a = pts[i - 1], b = pts[i + 1];
    const la = len(sub(p, a)), lb = len(sub(b, p));
    const r = Math.min(radius, la / 2, lb / 2);
    if (r < 0.5) { d += `L${num(p.x)} ${num(p.y)}`; continue; }
    const p1 = along(p, { x: (a.x - p.x) / la, y: (a.y - p.y) / la }, r);
    const p2 = along(p, { x: (b.x - p.x) / lb, y: (b.y - p.y) / lb }, r);
    d += `L${num(p1.x)} ${num(p1.y)}Q${num(p.x)} ${num(p.y)} ${num(p2.x)} ${num(p2.y)}`;
  }
  const last = pts[pts.length - 1];
  return `${d}L${num(last.x)} ${num(last.y)}`;
}

/** A Catmull-Rom spline through every point, as cubic Béziers. */
function smoothPath(pts: Point[]): string {
  let d = `M${num(pts[0].x)} ${num(pts[0].y)}`;
  if (pts.length === 2) return `${d}L${num(pts[1].x)} ${num(pts[1].y)}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i], p1 = pts[i], p2 = pts[i + 1], p3 = pts[i + 2] ?? p2;
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${num(p2.x)} ${num(p2.y)}`;
  }
  return d;
}

/** The point a head at the start/end points away from (the neighbouring route point). */
export function headFrom(pts: Point[], atEnd: boolean): { tip: Point; from: Point } | undefined {
  if (pts.length < 2) return undefined;
  return atEnd ? { tip: pts[pts.length - 1], from: pts[pts.length - 2] } : { tip: pts[0], from: pts[1] };
}

// Dependency arrows: the rows (with what occupies them) and two task ends in, a right-angle route around bars out.
import type { Point } from '../../scene/scene.js';

export interface RowGeom {
  top: number;
  h: number;
  /** x intervals taken by the row's bar, milestone or label (padding included). */
  taken: [number, number][];
}

/** How far an arrow runs out of a bar's end, and into a bar's start (room for the head), before turning. */
export const STUB = 8;
export const ENTRY = 14;

/**
 * From the end of row `a`'s task (x = xe) to the start of row `b`'s task (x = xs). Horizontal runs lie on row
 * boundaries, where bars never reach; the one vertical run that crosses whole rows is moved to the nearest
 * x free in all of them.
 */
export function routeDependency(rows: RowGeom[], a: number, b: number, xe: number, xs: number): Point[] {
  const ra = rows[a];
  const rb = rows[b];
  const ya = ra.top + ra.h / 2;
  const yb = rb.top + rb.h / 2;
  const down = b > a;
  const leave = down ? ra.top + ra.h : ra.top;
  const arrive = down ? rb.top : rb.top + rb.h;
  const out = xe + STUB;
  const enter = xs - ENTRY;
  const between = down ? rows.slice(a + 1, b) : rows.slice(b + 1, a);
  const pts: Point[] = [{ x: xe, y: ya }, { x: out, y: ya }, { x: out, y: leave }];
  if (between.length) {
    const xv = freeX(between, enter, out);
    pts.push({ x: xv, y: leave }, { x: xv, y: arrive });
  }
  pts.push({ x: enter, y: arrive }, { x: enter, y: yb }, { x: xs, y: yb });
  return tidy(pts);
}

/** The x nearest to `prefer` (then `alt`) that no interval of the rows covers. */
function freeX(rows: RowGeom[], prefer: number, alt: number): number {
  const taken = rows.flatMap((r) => r.taken).sort((p, q) => p[0] - q[0]);
  const isFree = (x: number): boolean => taken.every(([l, r]) => x <= l - 3 || x >= r + 3);
  if (isFree(prefer)) return prefer;
  if (isFree(alt)) return alt;
  const candidates = taken.flatMap(([l, r]) => [l - 5, r + 5]).filter(isFree);
  candidates.sort((p, q) => Math.abs(p - prefer) - Math.abs(q - prefer) || p - q);
  return candidates[0] ?? Math.max(...taken.map(([, r]) => r)) + 5;
}

/** Drops repeated points and merges straight runs. */
function tidy(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const q = { x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 };
    const last = out[out.length - 1];
    if (last && last.x === q.x && last.y === q.y) continue;
    if (out.length >= 2) {
      const prev = out[out.length - 2];
      if ((prev.x === last.x && last.x === q.x) || (prev.y === last.y && last.y === q.y)) { out[out.length - 1] = q; continue; }
    }
    out.push(q);
  }
  return out;
}

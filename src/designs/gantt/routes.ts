// Dependency arrows: the rows (with what occupies them) and two rows' tasks in, a right-angle route around bars out.
import type { Point } from '../../scene/scene.js';

export interface RowGeom {
  top: number;
  h: number;
  /** x intervals taken by the row's bar, milestone or label (padding included). */
  taken: [number, number][];
  /** The row's task: a bar from x0 to x1, or a diamond centred on x0 (x1 = x0) reaching `half` each way. */
  task: { x0: number; x1: number; cy: number; half: number; milestone: boolean };
}

/** How far an arrow runs out of a bar's end, and into a bar's start (room for the head), before turning. */
export const STUB = 8;
export const ENTRY = 14;
/** Clearance kept from bars and labels a vertical run passes. */
const CLEAR = 9;

/**
 * From the end of row `a`'s task to the start of row `b`'s, the simplest route that crosses nothing, in order:
 * down from under the end of the bar and into the start from the left (an L); straight down onto the
 * dependant's top when the two overlap in time; along the row from the end and down onto the dependant's top
 * (another L); out of the end, down and in from the left. Only when none of these is free does the arrow
 * run along row boundaries, round whatever is in the way.
 */
export function routeDependency(rows: RowGeom[], a: number, b: number): Point[] {
  const pa = rows[a].task;
  const pb = rows[b].task;
  const down = b > a;
  const s = down ? 1 : -1;
  const between = down ? rows.slice(a + 1, b) : rows.slice(b + 1, a);
  const free = (x: number): boolean => between.every((r) => r.taken.every(([l, rr]) => x <= l - CLEAR || x >= rr + CLEAR));
  const xe = pa.milestone ? pa.x0 + pa.half : pa.x1;
  const xs = pb.milestone ? pb.x0 - pb.half : pb.x0;
  // Where a vertical at x leaves the predecessor (its edge facing the dependant) and meets the dependant.
  const leaveAt = (x: number): number => pa.cy + s * (pa.milestone ? pa.half - Math.abs(x - pa.x0) : pa.half);
  const meetAt = (x: number): number => pb.cy - s * (pb.milestone ? pb.half - Math.abs(x - pb.x0) : pb.half);
  // The predecessor's row is clear from its end to x: no label of its own in the way.
  const rowClear = (x: number): boolean => rows[a].taken.every(([l, r]) => r <= xe + 0.5 || l >= x + CLEAR || (l <= pa.x0 + 0.5 && r >= xe - 0.5));

  // 1. An L from under the last part of the bar (or a diamond's tip) into the start.
  const hi = pa.milestone ? pa.x0 : Math.min(pa.x1 - STUB, xs - ENTRY);
  const lo = pa.milestone ? pa.x0 : Math.max(pa.x0 + 4, pa.x1 - Math.max(STUB, 0.4 * (pa.x1 - pa.x0)));
  if (pa.milestone ? pa.x0 <= xs - ENTRY : lo <= hi) {
    const xd = nearestFree(free, lo, hi, hi);
    if (xd !== undefined) return tidy([{ x: xd, y: leaveAt(xd) }, { x: xd, y: pb.cy }, { x: xs, y: pb.cy }]);
  }
  // 2. Straight onto the dependant's top where the two overlap.
  const pLo = pa.milestone ? pa.x0 - pa.half + 2 : pa.x0 + 4;
  const pHi = pa.milestone ? pa.x0 + pa.half - 2 : pa.x1 - 4;
  const [dLo, dHi] = landing(pb);
  const v = nearestFree(free, Math.max(pLo, dLo), Math.min(pHi, dHi), dLo);
  if (v !== undefined) return tidy([{ x: v, y: leaveAt(v) }, { x: v, y: meetAt(v) }]);
  // 3. Along the row from the end, then down onto the dependant's top.
  const l2 = nearestFree((x) => free(x) && rowClear(x), Math.max(dLo, xe + STUB), dHi, dLo);
  if (l2 !== undefined) return tidy([{ x: xe, y: pa.cy }, { x: l2, y: pa.cy }, { x: l2, y: meetAt(l2) }]);
  // 4. Out of the end, down before the start and in from the left.
  const xd = xs - ENTRY;
  if (xd >= xe + STUB && free(xd) && rowClear(xd)) return tidy([{ x: xe, y: pa.cy }, { x: xd, y: pa.cy }, { x: xd, y: pb.cy }, { x: xs, y: pb.cy }]);
  return aroundRows(rows, a, b, xe, xs);
}

/** The stretch of the dependant's top (or bottom) an arrow may land on, past its rounded corner, or a diamond's tip. */
function landing(t: RowGeom['task']): [number, number] {
  if (t.milestone) return [t.x0, t.x0];
  const w = t.x1 - t.x0;
  if (w < 16) return [t.x0 + w / 2, t.x0 + w / 2];
  return [t.x0 + 6, t.x1 - 6];
}

/** The free x in [lo, hi] nearest to `prefer`, scanning in 2 px steps; undefined when there is none. */
function nearestFree(free: (x: number) => boolean, lo: number, hi: number, prefer: number): number | undefined {
  if (hi < lo) return undefined;
  const p = Math.min(hi, Math.max(lo, prefer));
  if (free(p)) return p;
  for (let d = 2; p - d >= lo || p + d <= hi; d += 2) {
    if (p - d >= lo && free(p - d)) return p - d;
    if (p + d <= hi && free(p + d)) return p + d;
  }
  if (free(lo)) return lo;
  return free(hi) ? hi : undefined;
}

/**
 * The fallback: out of the end, along the row boundary, one vertical run at the nearest x free in all the rows
 * between, along the other boundary and into the start. Horizontal runs lie on row boundaries, where bars never reach.
 */
function aroundRows(rows: RowGeom[], a: number, b: number, xe: number, xs: number): Point[] {
  const ra = rows[a];
  const rb = rows[b];
  const down = b > a;
  const leave = down ? ra.top + ra.h : ra.top;
  const arrive = down ? rb.top : rb.top + rb.h;
  const out = xe + STUB;
  const enter = xs - ENTRY;
  const between = down ? rows.slice(a + 1, b) : rows.slice(b + 1, a);
  const pts: Point[] = [{ x: xe, y: ra.task.cy }, { x: out, y: ra.task.cy }, { x: out, y: leave }];
  if (between.length) {
    const xv = freeX(between, enter, out);
    pts.push({ x: xv, y: leave }, { x: xv, y: arrive });
  }
  pts.push({ x: enter, y: arrive }, { x: enter, y: rb.task.cy }, { x: xs, y: rb.task.cy });
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

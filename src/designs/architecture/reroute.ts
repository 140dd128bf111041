// Connections that run against a left-to-right flow: ELK's loop round the whole diagram → a short route through a gap.
import { segmentHitsBox, type Box } from '../../layout/geometry.js';
import type { EdgeRoute } from '../../layout/graph.js';
import type { Point } from '../../scene/scene.js';

export interface Backward { route: EdgeRoute; from: Box; to: Box; fromZone?: Box | undefined; toZone?: Box | undefined }

const OFFSET = 12;

/**
 * An edge whose target stands wholly left of its source leaves the source's left side a little below its middle
 * (the middle belongs to arriving edges), turns in the free gap next to the source's zone and enters the target's
 * right side a little below its middle. The column is the one nearest the gap's centre whose vertical run keeps
 * 12 px from other vertical runs and crosses no box or label; when none exists (or the edge has a label, whose
 * reserved place lies on the old route) the route stays as it was.
 */
export function rerouteBackward(e: Backward, others: Point[][], obstacles: Box[]): void {
  const { from, to } = e;
  if (to.x + to.w >= from.x || e.route.label) return;
  const ys = from.y + from.h / 2 + Math.min(OFFSET, from.h / 4);
  const yt = to.y + to.h / 2 + Math.min(OFFSET, to.h / 4);
  const hi = (e.fromZone && e.fromZone.x > to.x + to.w ? e.fromZone.x : from.x) - 10;
  const lo = (e.toZone && e.toZone.x + e.toZone.w < from.x ? e.toZone.x + e.toZone.w : to.x + to.w) + 10;
  if (hi <= lo) return;
  const clear = (a: Point, b: Point) => obstacles.every((o) => !segmentHitsBox(a, b, o, 1));
  const y0 = Math.min(ys, yt); const y1 = Math.max(ys, yt);
  const crowded = (x: number) => others.some((pts) => pts.slice(1).some((p, i) => {
    const q = pts[i];
    return Math.abs(p.x - q.x) < 0.5 && Math.abs(p.x - x) < 12 && Math.max(p.y, q.y) > y0 && Math.min(p.y, q.y) < y1;
  }));
  const mid = (lo + hi) / 2;
  const xs: number[] = [];
  for (let d = 0; d <= (hi - lo) / 2; d += 4) xs.push(mid + d, mid - d);
  for (const x of xs) {
    const pts = [{ x: from.x, y: ys }, { x, y: ys }, { x, y: yt }, { x: to.x + to.w, y: yt }];
    if (crowded(x) || !pts.slice(1).every((p, i) => clear(pts[i], p))) continue;
    e.route.points = pts;
    return;
  }
}

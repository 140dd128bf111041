// Edges meeting at one small dot (a final state): routes in, the later ones turned to arrive from the dot's side.
import { segmentHitsBox, type Box } from '../../layout/geometry.js';
import type { EdgeRoute } from '../../layout/graph.js';
import type { Point } from '../../scene/scene.js';

/**
 * Two arrowheads on one small dot pile up (ELK brings every edge to the same vertex). Each edge after the first
 * whose run beside the dot heads towards it is carried on to the dot's centre line and enters from that side instead, when the new piece crosses no obstacle. Routes are changed in place.
 */
export function spreadArrivals(routes: EdgeRoute[], dot: Box, obstacles: Box[]): void {
  const cx = dot.x + dot.w / 2; const cy = dot.y + dot.h / 2;
  const near = (p: Point) => Math.abs(p.x - cx) <= dot.w / 2 + 6 && Math.abs(p.y - cy) <= dot.h / 2 + 6;
  const clear = (a: Point, b: Point) => obstacles.every((o) => o === dot || !segmentHitsBox(a, b, o, 1));
  const used = new Set<string>();
  routes.forEach((r) => {
    const pts = r.points;
    if (pts.length < 2 || !near(pts[pts.length - 1])) return;
    const last = pts[pts.length - 1]; const prev = pts[pts.length - 2];
    const from = Math.abs(prev.x - last.x) < 0.5 ? (prev.y < last.y ? 'top' : 'bottom') : prev.x < last.x ? 'left' : 'right';
    if (!used.has(from)) { used.add(from); return; }
    // The last point of the route that lies clearly beside the dot: the run from it turns into the dot's side.
    for (let k = pts.length - 2; k >= 1; k--) {
      const p = pts[k]; const q = pts[k - 1];
      const vertical = Math.abs(p.x - q.x) < 0.5;
      if (vertical && Math.abs(p.x - cx) > dot.w / 2 + 6 && (p.y - q.y) * (cy - q.y) > 0) {
        const side = p.x > cx ? 'right' : 'left';
        if (used.has(side)) continue;
        const turn = { x: p.x, y: cy }; const end = { x: cx + (side === 'right' ? dot.w / 2 : -dot.w / 2), y: cy };
        if (!clear(q, turn) || !clear(turn, end)) return;
        r.points = [...pts.slice(0, k), turn, end];
        used.add(side);
        return;
      }
      if (!vertical && Math.abs(p.y - cy) > dot.h / 2 + 6 && (p.x - q.x) * (cx - q.x) > 0) {
        const side = p.y > cy ? 'bottom' : 'top';
        if (used.has(side)) continue;
        const turn = { x: cx, y: p.y }; const end = { x: cx, y: cy + (side === 'bottom' ? dot.h / 2 : -dot.h / 2) };
        if (!clear(q, turn) || !clear(turn, end)) return;
        r.points = [...pts.slice(0, k), turn, end];
        used.add(side);
        return;
      }
    }
  });
}

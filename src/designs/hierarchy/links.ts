// Tree links: an orthogonal route (elbow points) in, a connector drawn in the theme's connector style out.
import type { ConnectorShape, Point } from '../../scene/scene.js';
import type { LayoutContext } from '../types.js';

/**
 * `route` is the right-angle path from parent to child. 'straight' joins its ends; 'curved' bends from the
 * first segment's direction into the last one's, an S-bend between two stacked boxes.
 */
export function treeLink(ctx: LayoutContext, route: Point[], connects: [string, string]): ConnectorShape {
  const { theme } = ctx;
  const pts = simplify(route);
  let points = pts;
  let curve: ConnectorShape['curve'] = 'linear';
  if (theme.connector === 'straight') points = [pts[0], pts[pts.length - 1]];
  else if (theme.connector === 'curved' && pts.length > 2) {
    curve = 'smooth';
    points = curvedThrough(pts);
  }
  return {
    type: 'connector', points, curve, start: 'none', end: 'none', stroke: theme.edge, strokeWidth: theme.strokeWidth, fill: 'none', connects,
  };
}

/** Drops repeated points and middle points of straight runs. */
export function simplify(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && Math.abs(last.x - p.x) < 0.01 && Math.abs(last.y - p.y) < 0.01) continue;
    if (out.length >= 2) {
      const a = out[out.length - 2];
      const b = out[out.length - 1];
      const cross = (b.x - a.x) * (p.y - b.y) - (b.y - a.y) * (p.x - b.x);
      if (Math.abs(cross) < 0.01) { out[out.length - 1] = p; continue; }
    }
    out.push(p);
  }
  return out;
}

/**
 * A cubic Bézier that leaves along the route's first segment and arrives along its last, sampled densely
 * so the renderer's smooth curve through the samples is that Bézier.
 */
export function curvedThrough(pts: Point[], samples = 10): Point[] {
  const p0 = pts[0];
  const p3 = pts[pts.length - 1];
  const dir = (a: Point, b: Point): Point => {
    const l = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return { x: (b.x - a.x) / l, y: (b.y - a.y) / l };
  };
  const u0 = dir(p0, pts[1]);
  const u1 = dir(pts[pts.length - 2], p3);
  const dx = p3.x - p0.x;
  const dy = p3.y - p0.y;
  const k0 = Math.abs(dx * u0.x + dy * u0.y) * 0.6;
  const k1 = Math.abs(dx * u1.x + dy * u1.y) * 0.6;
  const c1 = { x: p0.x + u0.x * k0, y: p0.y + u0.y * k0 };
  const c2 = { x: p3.x - u1.x * k1, y: p3.y - u1.y * k1 };
  return bezierPoints(p0, c1, c2, p3, samples);
}

export function bezierPoints(p0: Point, c1: Point, c2: Point, p3: Point, samples: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    const a = (1 - t) ** 3; const b = 3 * (1 - t) ** 2 * t; const c = 3 * (1 - t) * t * t; const d = t ** 3;
    out.push({
      x: Math.round((a * p0.x + b * c1.x + c * c2.x + d * p3.x) * 100) / 100,
      y: Math.round((a * p0.y + b * c1.y + c * c2.y + d * p3.y) * 100) / 100,
    });
  }
  return out;
}

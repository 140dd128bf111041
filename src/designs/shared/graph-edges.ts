// Drawing routed edges of graph designs: a route + theme → connector (orthogonal, curved or straight), label box and text.
import { clipToOutline, midpoint, pullStraight, segmentHitsBox, type Box, type Outline } from '../../layout/geometry.js';
import type { EdgeRoute, Size } from '../../layout/graph.js';
import type { ArrowHead, Point, SceneNode } from '../../scene/scene.js';
import { block, run, smallStyle, type Block } from './blocks.js';
import type { LayoutContext } from '../types.js';

const PAD_X = 6;
const PAD_Y = 2;

/** An edge label wrapped to a modest width, and the size of the background box it needs. */
export function edgeLabel(ctx: LayoutContext, text: string | undefined, maxWidth = 140): { block: Block; size: Size } | undefined {
  if (!text?.trim()) return undefined;
  const b = block(ctx, text, maxWidth, smallStyle(ctx, 400));
  return { block: b, size: { width: Math.ceil(b.width + 2 * PAD_X), height: Math.ceil(b.height + 2 * PAD_Y) } };
}

/** Inserts p into the polyline on the segment closest to it (the label centre lies on the route). */
function insertOnRoute(points: Point[], p: Point): Point[] {
  let best = 1; let bestD = Infinity;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]; const b = points[i];
    const dx = b.x - a.x; const dy = b.y - a.y;
    const l2 = dx * dx + dy * dy;
    const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2));
    const d = Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
    if (d < bestD) { bestD = d; best = i; }
  }
  return [...points.slice(0, best), p, ...points.slice(best)];
}

export interface EdgeDrawing {
  route: EdgeRoute;
  /** Keys of the shapes it joins (for checks). */
  from: string;
  to: string;
  label?: { block: Block; size: Size } | undefined;
  start?: ArrowHead;
  end?: ArrowHead;
  /** True outlines of the two ends, when not their boxes. */
  fromOutline?: Outline | undefined;
  toOutline?: Outline | undefined;
  /** Boxes a straight connector must not cut through: nodes and labels (shared by all edges; a moved label is updated in it). */
  obstacles: Box[];
  dash?: number[];
  /** Line width in units of the theme's stroke width (thick edges: 2). */
  weight?: number;
}

/**
 * Each corner becomes a quarter-curve of up to radius r (sampled), so an orthogonal route turns into a smooth
 * S-shape that keeps to its straight runs, where labels sit, and never leaves the corridor the route used.
 */
export function roundCorners(points: Point[], r: number): Point[] {
  const out: Point[] = [points[0]];
  for (let i = 1; i < points.length - 1; i++) {
    const a = points[i - 1]; const p = points[i]; const b = points[i + 1];
    const la = Math.hypot(p.x - a.x, p.y - a.y); const lb = Math.hypot(b.x - p.x, b.y - p.y);
    const rr = Math.min(r, la / 2, lb / 2);
    if (rr < 1) { out.push(p); continue; }
    const p1 = { x: p.x + ((a.x - p.x) / la) * rr, y: p.y + ((a.y - p.y) / la) * rr };
    const p2 = { x: p.x + ((b.x - p.x) / lb) * rr, y: p.y + ((b.y - p.y) / lb) * rr };
    for (let k = 0; k <= 4; k++) {
      const t = k / 4;
      out.push({
        x: (1 - t) * (1 - t) * p1.x + 2 * (1 - t) * t * p.x + t * t * p2.x,
        y: (1 - t) * (1 - t) * p1.y + 2 * (1 - t) * t * p.y + t * t * p2.y,
      });
    }
  }
  out.push(points[points.length - 1]);
  return out;
}

function endStubs(points: Point[]): { points: Point[]; keep: Point[] } {
  const at = (a: Point, b: Point) => {
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    const t = l === 0 ? 0 : Math.min(14, l / 2) / l;
    return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
  };
  const n = points.length;
  const s1 = at(points[0], points[1]); const s2 = at(points[n - 1], points[n - 2]);
  return { points: [points[0], s1, ...points.slice(1, -1), s2, points[n - 1]], keep: [s1, s2] };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w + 2 && b.x < a.x + a.w + 2 && a.y < b.y + b.h + 2 && b.y < a.y + a.h + 2;
}

/** Connector plus its label (a filled box with the text) in the theme's connector style. */
export function drawEdge(ctx: LayoutContext, e: EdgeDrawing): SceneNode[] {
  const { theme } = ctx;
  let pts = e.route.points.map((p) => ({ ...p }));
  let lb = e.route.label;
  // Curves are sampled here (drawn as short straight pieces): a spline through the corners would overshoot.
  if (theme.connector === 'curved' && pts.length > 2) pts = roundCorners(pts, 36);
  else if (theme.connector === 'straight' && pts.length > 2) {
    const others = e.obstacles.filter((o) => o !== lb);
    // Short stubs at both ends keep the line leaving and arriving square to the node side.
    const stubs = endStubs(pts);
    pts = stubs.points;
    // A direct line first; its label moves to the line's middle when that spot is free, else the line
    // bends through the label's reserved place.
    const direct = pullStraight(pts, others, stubs.keep);
    const mid = midpoint(direct);
    const moved = lb && { x: mid.x - lb.w / 2, y: mid.y - lb.h / 2, w: lb.w, h: lb.h };
    if (!lb || (moved && others.every((o) => !overlaps(o, moved)))) {
      pts = direct;
      // Later edges must avoid the label where it now is (the obstacle list is shared by all edges).
      const at = lb ? e.obstacles.indexOf(lb) : -1;
      if (at >= 0 && moved) e.obstacles[at] = moved;
      lb = moved;
    } else {
      const centre = { x: lb.x + lb.w / 2, y: lb.y + lb.h / 2 };
      pts = pullStraight(insertOnRoute(pts, centre), others, [centre, ...stubs.keep]);
    }
  }
  if (e.fromOutline) pts = clipToOutline(pts, e.fromOutline, false);
  if (e.toOutline) pts = clipToOutline(pts, e.toOutline, true);
  const out: SceneNode[] = [{
    type: 'connector', points: pts, curve: 'linear',
    start: e.start ?? 'none', end: e.end ?? 'arrow', stroke: theme.edge, strokeWidth: theme.strokeWidth * (e.weight ?? 1),
    connects: [e.from, e.to], ...(e.dash ? { dash: e.dash } : {}),
  }];
  if (lb && e.label) {
    out.push({ type: 'rect', x: lb.x, y: lb.y, w: lb.w, h: lb.h, r: Math.min(4, lb.h / 2), fill: theme.edgeLabelFill, stroke: 'none', role: 'label' });
    const top = lb.y + (lb.h - e.label.block.height) / 2;
    out.push(run(ctx, e.label.block, lb.x + lb.w / 2, top, 'middle', theme.text));
  }
  return out;
}

/** Grows bounds by the drawn edge shapes (connector points and label boxes). */
export function addBounds(bounds: { add(r: Box): unknown; addPoint(x: number, y: number): unknown }, shapes: SceneNode[]): void {
  for (const s of shapes) {
    if (s.type === 'connector') s.points.forEach((p) => bounds.addPoint(p.x, p.y));
    else if (s.type === 'rect') bounds.add(s);
  }
}

/**
 * Moves each edge label that sits on a node, a container's title or an earlier label to the nearest free spot
 * along its own route (centre on the line). Layout engines reserve label room, but ELK may still put a label
 * of an edge to or from a container over that container's title.
 */
export function relieveLabels(routes: EdgeRoute[], obstacles: Box[]): void {
  const placed: Box[] = [];
  const free = (b: Box) => obstacles.every((o) => !overlaps(o, b)) && placed.every((o) => !overlaps(o, b));
  for (const r of routes) {
    const lb = r.label;
    if (!lb) continue;
    if (!free(lb)) {
      const c = { x: lb.x + lb.w / 2, y: lb.y + lb.h / 2 };
      const spots = samples(r.points, 4).sort((a, b) => Math.hypot(a.x - c.x, a.y - c.y) - Math.hypot(b.x - c.x, b.y - c.y));
      const spot = spots.map((p) => ({ x: p.x - lb.w / 2, y: p.y - lb.h / 2, w: lb.w, h: lb.h })).find(free);
      if (spot) r.label = spot;
    }
    placed.push(r.label!);
  }
}

/** Points every `step` px along a polyline. */
function samples(points: Point[], step: number): Point[] {
  const out: Point[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]; const b = points[i];
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    for (let d = 0; d < l; d += step) out.push({ x: a.x + ((b.x - a.x) * d) / l, y: a.y + ((b.y - a.y) * d) / l });
  }
  return out;
}

/**
 * A label box beside the route instead of on it (the layout reserved no room for it): next to the longest
 * vertical run, right of it, else left of it, else centred on it, where it touches no obstacle and no other
 * route. Undefined when no such spot exists (the caller then lays out again with room for labels).
 */
export function besideRoute(points: Point[], size: Size, obstacles: Box[], others: Point[][]): Box | undefined {
  let best = -1; let bestLen = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]; const b = points[i];
    const len = Math.abs(b.y - a.y);
    if (Math.abs(a.x - b.x) < 0.5 && len > bestLen) { best = i; bestLen = len; }
  }
  if (best < 0 || bestLen < size.height + 12) return undefined;
  const a = points[best - 1]; const b = points[best];
  const cy = (a.y + b.y) / 2 - size.height / 2;
  // Its own route counts too, apart from the run the label sits beside.
  const lines = [...others, points.slice(0, best), points.slice(best)];
  const hitsRoute = (r: Box) => lines.some((pts) => pts.slice(1).some((p, i) => segmentHitsBox(pts[i], p, r, -2)));
  const candidates = [
    { x: a.x + 6, y: cy, w: size.width, h: size.height }, { x: a.x - 6 - size.width, y: cy, w: size.width, h: size.height },
    { x: a.x - size.width / 2, y: cy, w: size.width, h: size.height },
  ];
  return candidates.find((c) => obstacles.every((o) => !overlaps(o, c)) && !hitsRoute(c));
}

// Radial mind map placement: first-level branches and the centre box in, each branch's direction and anchor out.
//
// Branches take turns clockwise from 12 o'clock, each given an angle in proportion to its size. A branch near
// the top grows up (its subtopics side by side), one near the bottom grows down, the others grow right or left
// (mirrored). Each branch then slides out along its angle's ray until its block clears the centre, the blocks
// already placed and their links; several start angles are tried and the most compact, least stretched
// layout wins. If no start angle works, the branches fall back to two mirrored columns.
import type { Point } from '../../scene/scene.js';
import type { TreeItem } from '../hierarchy/forest.js';
import { leafCount } from '../hierarchy/forest.js';
import type { LayoutContext } from '../types.js';
import { GROWTH, isVertical, linkPoints, orientBlock, type Box, type Dir, type LocalBlock, type Tangents } from './branches.js';

export interface Seat {
  local: LocalBlock;
  dir: Dir;
  /** Middle of the root topic's inner edge. */
  anchor: Point;
  /** Tangents of the link from the centre. */
  tangents: Tangents;
  rect: Box;
}

export interface BranchBlocks { side: LocalBlock; vertical: LocalBlock }

interface Geometry { centre: Box; gapCentre: number; gapBlock: number; maxVerticalWidth: number }

/** Blocks per branch in both orientations; the centre box is centred on (0,0). */
export function placeBranches(ctx: LayoutContext, blocks: BranchBlocks[], centre: Box, f: number): Seat[] {
  const geo: Geometry = { centre, gapCentre: 40 * f, gapBlock: 22 * f, maxVerticalWidth: Math.max(2.4 * centre.w, 560 * f) };
  const n = blocks.length;
  if (n === 0) return [];
  if (n <= 24) {
    let best: { seats: Seat[]; score: number } | undefined;
    for (const angles of candidateAngles(blocks.map((b) => b.side.root))) {
      const seats = seatAll(ctx, blocks, angles, geo, n >= 4);
      if (!seats) continue;
      const score = layoutScore(seats, centre);
      if (!best || score < best.score - 1e-6) best = { seats, score };
    }
    if (best) return best.seats;
  }
  return twoColumns(blocks.map((b) => b.side), centre, f);
}

/** Angles (degrees clockwise from 12 o'clock) of each branch, for a few start offsets. */
function candidateAngles(roots: TreeItem[]): number[][] {
  const n = roots.length;
  if (n === 1) return [[90]];
  if (n === 2) return [[90, 270]];
  if (n === 3) return [[60, 120, 270], [90, 150, 270]];
  const w = roots.map((r) => leafCount(r) ** 0.7);
  const total = w.reduce((s, v) => s + v, 0);
  const out: number[][] = [];
  for (const shift of [0, 18, -18, 36]) {
    let acc = 0;
    out.push(w.map((wi) => {
      const mid = ((acc + wi / 2) / total) * 360 - ((w[0] / 2) / total) * 360 + shift;
      acc += wi;
      return mid;
    }));
  }
  return out;
}

function dirFor(angle: number, allowVertical: boolean): Dir {
  const a = ((angle % 360) + 360) % 360;
  if (allowVertical && (a <= 35 || a >= 325)) return 'up';
  if (allowVertical && a >= 145 && a <= 215) return 'down';
  return a < 180 ? 'right' : 'left';
}

function seatAll(ctx: LayoutContext, blocks: BranchBlocks[], angles: number[], geo: Geometry, allowVertical: boolean): Seat[] | undefined {
  const seats: Seat[] = [];
  const links: Point[][] = [];
  for (let i = 0; i < blocks.length; i++) {
    let dir = dirFor(angles[i], allowVertical);
    const vertical = isVertical(dir) && blocks[i].vertical.b1 - blocks[i].vertical.b0 <= geo.maxVerticalWidth;
    if (isVertical(dir) && !vertical) dir = ((angles[i] % 360) + 360) % 360 < 180 ? 'right' : 'left';
    const local = vertical ? blocks[i].vertical : blocks[i].side;
    const rad = (angles[i] * Math.PI) / 180;
    const ray = { x: Math.sin(rad), y: -Math.cos(rad) };
    const seat = slide(ctx, local, dir, ray, geo, seats, links);
    if (!seat) return undefined;
    seats.push(seat.seat);
    links.push(seat.link);
  }
  return seats;
}

/** The nearest anchor along the ray where the block and its link clear everything placed so far. */
function slide(ctx: LayoutContext, local: LocalBlock, dir: Dir, ray: Point, geo: Geometry, seats: Seat[], links: Point[][]): { seat: Seat; link: Point[] } | undefined {
  const tangents: Tangents = { start: ray, end: GROWTH[dir] };
  const at = (t: number) => {
    const anchor = { x: ray.x * t, y: ray.y * t };
    const { rect } = orientBlock(local, dir, anchor);
    return { anchor, rect, link: linkPoints(ctx, { x: 0, y: 0 }, anchor, tangents) };
  };
  const fits = (t: number): boolean => {
    const { rect, link } = at(t);
    if (overlaps(rect, geo.centre, geo.gapCentre)) return false;
    for (const s of seats) if (overlaps(rect, s.rect, geo.gapBlock)) return false;
    const outside = link.filter((p) => !inside(p, geo.centre));
    for (const s of seats) if (polylineHits(outside, s.rect, 4)) return false;
    for (const l of links) if (polylineHits(l.filter((p) => !inside(p, geo.centre)), rect, 4)) return false;
    for (const l of links) if (polylinesCross(outside, l.filter((p) => !inside(p, geo.centre)))) return false;
    return true;
  };
  const step = 8;
  let t = 0;
  const limit = 40000;
  while (!fits(t)) {
    t += step;
    if (t > limit) return undefined;
  }
  // Pull back towards the centre in finer steps while it still fits.
  let lo = Math.max(0, t - step);
  let hi = t;
  for (let k = 0; k < 4 && t > 0; k++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) hi = mid; else lo = mid;
  }
  const { anchor, rect, link } = at(hi);
  return { seat: { local, dir, anchor, tangents, rect }, link };
}

/** Area, with a penalty for layouts much wider than about 16:10 or taller than square. */
function layoutScore(seats: Seat[], centre: Box): number {
  let x0 = centre.x; let y0 = centre.y; let x1 = centre.x + centre.w; let y1 = centre.y + centre.h;
  for (const s of seats) {
    x0 = Math.min(x0, s.rect.x); y0 = Math.min(y0, s.rect.y);
    x1 = Math.max(x1, s.rect.x + s.rect.w); y1 = Math.max(y1, s.rect.y + s.rect.h);
  }
  const w = x1 - x0;
  const h = y1 - y0;
  const ar = w / Math.max(1, h);
  const stretch = ar > 1.7 ? (ar / 1.7) ** 2 : ar < 1 ? (1 / ar) ** 2 : 1;
  return w * h * stretch;
}

/**
 * Two mirrored columns (the right from the top, the left continuing clockwise from the bottom); branches far
 * from the middle tuck in towards the centre along an ellipse, nearer ones standing farther out, so links
 * from the centre pass inside every nearer branch.
 */
export function twoColumns(blocks: LocalBlock[], centre: Box, f: number): Seat[] {
  const h = blocks.map((b) => b.b1 - b.b0);
  const total = h.reduce((s, v) => s + v, 0);
  let split = blocks.length;
  let bestDiff = Infinity;
  let acc = 0;
  for (let k = 1; k <= blocks.length; k++) {
    acc += h[k - 1];
    const diff = Math.abs(total - 2 * acc);
    if (diff < bestDiff - 1e-6) { bestDiff = diff; split = k; }
  }
  const sides: [LocalBlock[], Dir][] = [[blocks.slice(0, split), 'right'], [blocks.slice(split).reverse(), 'left']];
  const out: Seat[] = [];
  for (const [list, dir] of sides) {
    if (!list.length) continue;
    const gap = 22 * f;
    const ys: number[] = [];
    let cursor = 0;
    for (const b of list) { ys.push(cursor - b.b0); cursor += b.b1 - b.b0 + gap; }
    const shift = -(cursor - gap) / 2;
    const rootY = ys.map((y) => y + shift);
    const r0 = centre.w / 2 + 64 * f;
    const reach = Math.max(...rootY.map(Math.abs)) + 60 * f;
    const clear = centre.h / 2 + 14 * f;
    const xs = list.map((b, i) => {
      const y = rootY[i];
      const near = y + b.b0 < clear && y + b.b1 > -clear;
      return near ? r0 : Math.max(30 * f, r0 * Math.sqrt(Math.max(0, 1 - (y / reach) ** 2)));
    });
    const order = list.map((_, i) => i).sort((a, b) => Math.abs(rootY[a]) - Math.abs(rootY[b]));
    for (let k = 1; k < order.length; k++) {
      const i = order[k];
      for (const j of order.slice(0, k)) if (Math.sign(rootY[j]) === Math.sign(rootY[i]) || rootY[j] === 0) xs[i] = Math.min(xs[i], xs[j]);
    }
    const sign = dir === 'right' ? 1 : -1;
    list.forEach((local, i) => {
      const anchor = { x: sign * xs[i], y: rootY[i] };
      out.push({ local, dir, anchor, tangents: { start: GROWTH[dir], end: GROWTH[dir] }, rect: orientBlock(local, dir, anchor).rect });
    });
  }
  return out;
}

function overlaps(a: Box, b: Box, gap: number): boolean {
  return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
}

function inside(p: Point, b: Box): boolean {
  return p.x > b.x && p.x < b.x + b.w && p.y > b.y && p.y < b.y + b.h;
}

/** Does any segment of the polyline come within `margin` of the box? */
function polylineHits(pts: Point[], b: Box, margin: number): boolean {
  const r = { x: b.x - margin, y: b.y - margin, w: b.w + 2 * margin, h: b.h + 2 * margin };
  for (let i = 1; i < pts.length; i++) if (segmentMeetsRect(pts[i - 1], pts[i], r)) return true;
  return pts.length === 1 && inside(pts[0], r);
}

/** Liang–Barsky clip of a segment against a rectangle. */
function segmentMeetsRect(a: Point, b: Point, r: Box): boolean {
  let t0 = 0; let t1 = 1;
  const dx = b.x - a.x; const dy = b.y - a.y;
  const p = [-dx, dx, -dy, dy];
  const q = [a.x - r.x, r.x + r.w - a.x, a.y - r.y, r.y + r.h - a.y];
  for (let i = 0; i < 4; i++) {
    if (p[i] === 0) { if (q[i] < 0) return false; continue; }
    const t = q[i] / p[i];
    if (p[i] < 0) { if (t > t1) return false; if (t > t0) t0 = t; } else { if (t < t0) return false; if (t < t1) t1 = t; }
  }
  return t0 <= t1;
}

function polylinesCross(a: Point[], b: Point[]): boolean {
  for (let i = 1; i < a.length; i++) for (let j = 1; j < b.length; j++) if (segmentsCross(a[i - 1], a[i], b[j - 1], b[j])) return true;
  return false;
}

function segmentsCross(p1: Point, p2: Point, p3: Point, p4: Point): boolean {
  const d = (a: Point, b: Point, c: Point) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const d1 = d(p3, p4, p1); const d2 = d(p3, p4, p2); const d3 = d(p1, p2, p3); const d4 = d(p1, p2, p4);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

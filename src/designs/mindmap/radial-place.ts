// Radial mind map placement: first-level branches and the centre box in, each branch's direction and anchor out.
//
// Branches take turns clockwise from 12 o'clock, each given an angle in proportion to its size. Those near the
// top form a row above the centre growing up (subtopics side by side), those near the bottom a row below it
// growing down, the others a column on the right or left (mirrored), tucked in towards the centre along an
// ellipse. Side branches then slide outwards until they clear the rows, each other and every link. A few start
// angles are tried, plus plain two mirrored columns, and the most compact, least stretched layout wins.
import type { Point } from '../../scene/scene.js';
import type { TreeItem } from '../hierarchy/forest.js';
import { leafCount } from '../hierarchy/forest.js';
import type { LayoutContext } from '../types.js';
import { GROWTH, linkPoints, orientBlock, type Box, type Dir, type LocalBlock, type Tangents } from './branches.js';

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

interface Geometry { centre: Box; f: number; gapCentre: number; gapBlock: number; maxRowWidth: number }

/** Blocks per branch in both orientations; the centre box is centred on (0,0). */
export function placeBranches(ctx: LayoutContext, blocks: BranchBlocks[], centre: Box, f: number): Seat[] {
  const geo: Geometry = { centre, f, gapCentre: 40 * f, gapBlock: 22 * f, maxRowWidth: Math.max(2.6 * centre.w, 620 * f) };
  const columns = twoColumns(blocks.map((b) => b.side), centre, f);
  if (blocks.length < 4 || blocks.length > 24) return columns;
  let best = { seats: columns, score: layoutScore(columns, centre) };
  const seen = new Set<string>();
  for (const dirs of candidateDirs(blocks.map((b) => b.side.root))) {
    const sig = dirs.join();
    // Radial means something above or below the centre, and branches on both sides of it.
    if (seen.has(sig) || !dirs.some((d) => d === 'up' || d === 'down') || !dirs.includes('right') || !dirs.includes('left')) continue;
    seen.add(sig);
    const seats = arrange(ctx, blocks, dirs, geo);
    if (!seats) continue;
    const score = layoutScore(seats, centre);
    if (score < best.score - 1e-6) best = { seats, score };
  }
  return best.seats;
}

/** Directions of the branches for a few start angles and widths of the top and bottom sectors. */
function candidateDirs(roots: TreeItem[]): Dir[][] {
  const w = roots.map((r) => leafCount(r) ** 0.7);
  const total = w.reduce((s, v) => s + v, 0);
  const out: Dir[][] = [];
  for (const half of [35, 50]) {
    for (const shift of [0, 18, -18, 36]) {
      let acc = 0;
      out.push(w.map((wi) => {
        const a = ((((acc + wi / 2 - w[0] / 2) / total) * 360 + shift) % 360 + 360) % 360;
        acc += wi;
        if (a <= half || a >= 360 - half) return 'up';
        if (Math.abs(a - 180) <= half) return 'down';
        return a < 180 ? 'right' : 'left';
      }));
    }
  }
  return out;
}

/** Rows above and below, columns right and left; undefined when a row is too wide or a side branch can't settle. */
function arrange(ctx: LayoutContext, blocks: BranchBlocks[], dirs: Dir[], geo: Geometry): Seat[] | undefined {
  const { centre, gapBlock, gapCentre } = geo;
  const of = (d: Dir) => dirs.map((x, i) => (x === d ? i : -1)).filter((i) => i >= 0);
  // Clockwise: the top row reads left to right, starting with the branches just before 12 o'clock.
  const upIdx = of('up');
  const firstUp = upIdx.findIndex((i, k) => k > 0 && i !== upIdx[k - 1] + 1);
  const up = firstUp > 0 ? [...upIdx.slice(firstUp), ...upIdx.slice(0, firstUp)] : upIdx;
  const rows: [number[], Dir][] = [[up, 'up'], [of('down').reverse(), 'down']];
  const seats: Seat[] = [];
  const links: Point[][] = [];
  for (const [list, dir] of rows) {
    if (!list.length) continue;
    const locals = list.map((i) => blocks[i].vertical);
    const width = locals.reduce((s, l) => s + l.b1 - l.b0, 0) + gapBlock * (locals.length - 1);
    if (width > geo.maxRowWidth && locals.length > 1) return undefined;
    let cursor = -width / 2;
    const y = dir === 'up' ? centre.y - gapCentre : centre.y + centre.h + gapCentre;
    for (const local of locals) {
      const anchor = { x: cursor - local.b0, y };
      cursor += local.b1 - local.b0 + gapBlock;
      const seat: Seat = { local, dir, anchor, tangents: { start: GROWTH[dir], end: GROWTH[dir] }, rect: orientBlock(local, dir, anchor).rect };
      seats.push(seat);
      links.push(linkPoints(ctx, { x: 0, y: 0 }, anchor, seat.tangents));
    }
  }
  const sides: [number[], Dir][] = [[of('right'), 'right'], [of('left').reverse(), 'left']];
  for (const [list, dir] of sides) {
    if (!list.length) continue;
    const column = twoColumnSide(list.map((i) => blocks[i].side), dir, centre, geo.f);
    // Nearest the middle first: the outer branches then find their way round the inner ones.
    const order = column.map((_, k) => k).sort((a, b) => Math.abs(column[a].anchor.y) - Math.abs(column[b].anchor.y) || a - b);
    for (const k of order) {
      const seat = slideOut(ctx, column[k], seats, links, geo);
      if (!seat) return undefined;
      seats.push(seat.seat);
      links.push(seat.link);
    }
  }
  return seats;
}

/** Moves a side branch outwards from its tucked-in place until it and its link clear everything placed. */
function slideOut(ctx: LayoutContext, start: Seat, seats: Seat[], links: Point[][], geo: Geometry): { seat: Seat; link: Point[] } | undefined {
  const g = GROWTH[start.dir];
  const at = (t: number) => {
    const anchor = { x: start.anchor.x + g.x * t, y: start.anchor.y };
    return { anchor, rect: orientBlock(start.local, start.dir, anchor).rect, link: linkPoints(ctx, { x: 0, y: 0 }, anchor, start.tangents) };
  };
  const outside = (pts: Point[]) => pts.filter((p) => !inside(p, geo.centre));
  const fits = (t: number): boolean => {
    const { rect, link } = at(t);
    if (overlaps(rect, geo.centre, geo.gapCentre)) return false;
    for (const s of seats) if (overlaps(rect, s.rect, geo.gapBlock)) return false;
    const own = outside(link);
    for (const s of seats) if (polylineHits(own, s.rect, 4)) return false;
    for (const l of links) if (polylineHits(outside(l), rect, 4)) return false;
    for (const l of links) if (polylinesCross(own, outside(l))) return false;
    return true;
  };
  const step = 8;
  const limit = 700 * geo.f;
  let t = 0;
  while (!fits(t)) {
    t += step;
    if (t > limit) return undefined;
  }
  let lo = Math.max(0, t - step);
  let hi = t;
  for (let k = 0; k < 4 && t > 0; k++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) hi = mid; else lo = mid;
  }
  const { anchor, rect, link } = at(hi);
  return { seat: { ...start, anchor, rect }, link };
}

/**
 * Area, with penalties for layouts much wider than about 16:10 or taller than square, and for a centre far
 * from the middle (branches piled on some sides, none on others).
 */
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
  const offCentre = Math.abs(x0 + x1) / (2 * w) + Math.abs(y0 + y1) / (2 * h);
  return w * h * stretch * (1 + 3 * offCentre);
}

/** Two mirrored columns: the right from the top, the left continuing clockwise from the bottom, split by height. */
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
  return [...twoColumnSide(blocks.slice(0, split), 'right', centre, f), ...twoColumnSide(blocks.slice(split).reverse(), 'left', centre, f)];
}

/**
 * One column, top to bottom, centred on the centre's middle. Branches far from the middle tuck in towards the
 * centre along an ellipse, nearer ones standing farther out, so links from the centre pass inside them.
 */
function twoColumnSide(list: LocalBlock[], dir: Dir, centre: Box, f: number): Seat[] {
  if (!list.length) return [];
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
  return list.map((local, i) => {
    const anchor = { x: sign * xs[i], y: rootY[i] };
    return { local, dir, anchor, tangents: { start: GROWTH[dir], end: GROWTH[dir] }, rect: orientBlock(local, dir, anchor).rect };
  });
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

// Matrix item placement: dot positions (exact or spread over a quadrant's free area) and collision-free label spots.
import type { Point } from '../../scene/scene.js';
import { type Rect, rectsOverlap } from '../shared/blocks.js';

export const DOT = 6;

/** Pushes dots apart until none are closer than `min` (identical points split along fixed directions). */
export function separateDots(points: Point[], min: number, area: Rect, constrain: (p: Point) => Point = (p) => p): Point[] {
  const pts = points.map((p) => constrain({ ...p }));
  for (let iter = 0; iter < 60; iter++) {
    let moved = false;
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        const a = pts[i]!, b = pts[j]!;
        let dx = b.x - a.x, dy = b.y - a.y;
        let d = Math.hypot(dx, dy);
        if (d >= min) continue;
        if (d < 1e-6) { const t = (j * 2.399) % (2 * Math.PI); dx = Math.cos(t); dy = Math.sin(t); d = 1; }
        const push = (min - Math.hypot(b.x - a.x, b.y - a.y)) / 2 + 0.1;
        a.x -= (dx / d) * push; a.y -= (dy / d) * push;
        b.x += (dx / d) * push; b.y += (dy / d) * push;
        moved = true;
      }
    }
    for (const p of pts) {
      const c = constrain({ x: Math.min(area.x + area.w, Math.max(area.x, p.x)), y: Math.min(area.y + area.h, Math.max(area.y, p.y)) });
      p.x = Math.min(area.x + area.w, Math.max(area.x, c.x));
      p.y = Math.min(area.y + area.h, Math.max(area.y, c.y));
    }
    if (!moved) break;
  }
  return pts;
}

/** Moves a dot off the given boxes (quadrant names) vertically: below a box when `down`, else above it. */
export function offBoxes(boxes: { rect: Rect; down: boolean }[], margin: number): (p: Point) => Point {
  return (p) => {
    let q = { ...p };
    for (const { rect, down } of boxes) {
      const hit = q.x > rect.x - margin && q.x < rect.x + rect.w + margin && q.y > rect.y - margin && q.y < rect.y + rect.h + margin;
      if (hit) q = { x: q.x, y: down ? rect.y + rect.h + margin : rect.y - margin };
    }
    return q;
  };
}

/**
 * Grid spots for k dots inside a free area, a dot at the left of each cell so its label reads to the right;
 * the grid is centred in the area with cells no looser than needed, so a few items sit together.
 */
export function spreadInArea(k: number, area: Rect, cellW: number, cellH: number): Point[] | undefined {
  if (k === 0) return [];
  const cols = Math.max(1, Math.min(k, Math.floor(area.w / cellW)));
  const rows = Math.ceil(k / cols);
  if (rows * cellH > area.h + 0.5) return undefined;
  const w = Math.min(area.w / cols, cellW + 24);
  const h = Math.min(area.h / rows, cellH * 2);
  const x0 = area.x + (area.w - w * cols) / 2 + (w - cellW) / 2;
  const y0 = area.y + (area.h - h * rows) / 2;
  const out: Point[] = [];
  for (let i = 0; i < k; i++) {
    const c = i % cols, r = Math.floor(i / cols);
    out.push({ x: x0 + c * w + DOT + 4, y: y0 + r * h + h / 2 });
  }
  return out;
}

export interface LabelSpot { rect: Rect; anchor: 'start' | 'middle' | 'end'; leader: boolean }

/**
 * The first free spot for a w×h label near a dot: beside, above, below, then on widening rings (with a leader);
 * free means inside `area`, clear of `taken` boxes, and (when possible) on the dot's side of the dividers.
 */
export function findLabelSpot(dot: Point, w: number, h: number, area: Rect, taken: Rect[], dividers: Rect[]): LabelSpot | undefined {
  const gap = DOT + 5;
  const near: LabelSpot[] = [
    { rect: { x: dot.x + gap, y: dot.y - h / 2, w, h }, anchor: 'start', leader: false },
    { rect: { x: dot.x - gap - w, y: dot.y - h / 2, w, h }, anchor: 'end', leader: false },
    { rect: { x: dot.x - w / 2, y: dot.y - gap - h, w, h }, anchor: 'middle', leader: false },
    { rect: { x: dot.x - w / 2, y: dot.y + gap, w, h }, anchor: 'middle', leader: false },
    { rect: { x: dot.x + gap - 4, y: dot.y - gap - h + 2, w, h }, anchor: 'start', leader: false },
    { rect: { x: dot.x + gap - 4, y: dot.y + gap - 2, w, h }, anchor: 'start', leader: false },
    { rect: { x: dot.x - gap + 4 - w, y: dot.y - gap - h + 2, w, h }, anchor: 'end', leader: false },
    { rect: { x: dot.x - gap + 4 - w, y: dot.y + gap - 2, w, h }, anchor: 'end', leader: false },
  ];
  const inside = (r: Rect): boolean => r.x >= area.x && r.y >= area.y && r.x + r.w <= area.x + area.w && r.y + r.h <= area.y + area.h;
  const free = (r: Rect, strict: boolean): boolean => inside(r) && !taken.some((t) => rectsOverlap(r, t, 2))
    && (!strict || !dividers.some((d) => rectsOverlap(r, d)));
  for (const strict of [true, false]) {
    const hit = near.find((s) => free(s.rect, strict));
    if (hit) return hit;
  }
  for (let ring = 1; ring <= 24; ring++) {
    const dist = gap + 14 * ring;
    for (let a = 0; a < 16; a++) {
      const t = (a * Math.PI) / 8;
      const cx = dot.x + Math.cos(t) * (dist + w / 2), cy = dot.y + Math.sin(t) * (dist + h / 2);
      const rect = { x: cx - w / 2, y: cy - h / 2, w, h };
      if (free(rect, false)) return { rect, anchor: 'middle', leader: true };
    }
  }
  return undefined;
}

// Assertions for property tests of designs over a Scene: no overlaps, text fits, inside the viewBox, connectors
// around boxes, labels apart. Connectors name the boxes they join with `connects: [fromKey, toKey]`; without
// it, boxes holding the first or last point count as its ends. The collectors live in scene-collect.ts.
import type { Point, Scene } from '../../src/scene/scene.js';
import type { TextMeasurer } from '../../src/layout/text-measurer.js';
import {
  collectBoxes, collectConnectors, collectTexts, contains, EPS, flattenScene, intersects, pathPoints,
  type Box, type TextBox,
} from './scene-collect.js';

export * from './scene-collect.js';

type Rect = { x: number; y: number; w: number; h: number };

function describe(b: Box): string {
  const r = (v: number) => Math.round(v * 10) / 10;
  return `${b.role} ${b.shape}${b.key ? ` "${b.key}"` : ''} #${b.index} [${r(b.x)},${r(b.y)} ${r(b.w)}×${r(b.h)}]`;
}

function textName(t: TextBox): string {
  const s = t.run.lines.join(' ');
  return `text "${s.length > 40 ? `${s.slice(0, 40)}…` : s}"`;
}

/**
 * Nodes and labels never share area with each other; a container either holds a box whole or keeps clear of it
 * (labels may straddle a container's border). Decorations are ignored.
 */
export function assertNoOverlap(boxes: Box[]): void {
  const live = boxes.filter((b) => b.role !== 'decoration');
  const problems: string[] = [];
  for (let i = 0; i < live.length; i++) {
    for (let j = i + 1; j < live.length; j++) {
      const a = live[i]; const b = live[j];
      if (!intersects(a, b)) continue;
      const containers = (a.role === 'container' ? 1 : 0) + (b.role === 'container' ? 1 : 0);
      if (containers > 0) {
        const other = a.role === 'container' ? b : a;
        if (containers === 1 && other.role === 'label') continue;
        if (contains(a, b) || contains(b, a)) continue;
      }
      problems.push(`${describe(a)} overlaps ${describe(b)}`);
      if (problems.length > 5) break;
    }
  }
  if (problems.length) throw new Error(`boxes overlap:\n  ${problems.join('\n  ')}`);
}

/** Is the point inside the box's true outline (polygon: even-odd rule; ellipse: its equation)? */
export function insideShape(b: Box, p: Point, eps = EPS): boolean {
  if (b.shape === 'rect') return contains(b, { x: p.x, y: p.y, w: 0, h: 0 }, eps);
  if (b.shape === 'ellipse') {
    const rx = b.w / 2 + eps; const ry = b.h / 2 + eps;
    const dx = p.x - (b.x + b.w / 2); const dy = p.y - (b.y + b.h / 2);
    return (dx * dx) / (rx * rx) + (dy * dy) / (ry * ry) <= 1;
  }
  const pts = b.points!;
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i]; const c = pts[j];
    if ((a.y > p.y) !== (c.y > p.y) && p.x < ((c.x - a.x) * (p.y - a.y)) / (c.y - a.y) + a.x) inside = !inside;
  }
  return inside || distToPolygon(pts, p) <= eps;
}

function distToPolygon(pts: Point[], p: Point): number {
  let best = Infinity;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) best = Math.min(best, distToSegment(p, pts[j], pts[i]));
  return best;
}

function distToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x; const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function corners(r: Rect): Point[] {
  return [{ x: r.x, y: r.y }, { x: r.x + r.w, y: r.y }, { x: r.x, y: r.y + r.h }, { x: r.x + r.w, y: r.y + r.h }];
}

/** The smallest non-decoration box whose outline holds the point, if any. */
export function boxAt(boxes: Box[], p: Point): Box | undefined {
  let best: Box | undefined;
  for (const b of boxes) {
    if (b.role === 'decoration' || !insideShape(b, p, 0)) continue;
    if (!best || b.w * b.h < best.w * best.h) best = b;
  }
  return best;
}

/**
 * Each text run lies inside the smallest box holding its anchor point (x, first baseline), corners inside the
 * true outline (diamonds, ellipses); a run whose anchor is in no box is a free label and is left to
 * assertLabelsApart.
 */
export function assertTextFits(scene: Scene, measurer: TextMeasurer): void {
  const boxes = collectBoxes(scene);
  const problems: string[] = [];
  for (const t of collectTexts(scene, measurer)) {
    const box = boxAt(boxes, t.anchor);
    if (!box) continue;
    if (!corners(t).every((c) => insideShape(box, c))) {
      problems.push(`${textName(t)} [${t.x.toFixed(1)},${t.y.toFixed(1)} ${t.w.toFixed(1)}×${t.h.toFixed(1)}] does not fit ${describe(box)}`);
    }
  }
  if (problems.length) throw new Error(`text does not fit:\n  ${problems.slice(0, 6).join('\n  ')}`);
}

/** Free labels: text runs whose anchor lies in no box. */
export function freeLabels(scene: Scene, measurer: TextMeasurer): TextBox[] {
  const boxes = collectBoxes(scene);
  return collectTexts(scene, measurer).filter((t) => !boxAt(boxes, t.anchor));
}

/**
 * Free labels overlap no node or label box and no other free label; label boxes overlap no other label box.
 * Also: no text run overlaps another text run.
 */
export function assertLabelsApart(scene: Scene, measurer: TextMeasurer): void {
  const boxes = collectBoxes(scene);
  const texts = collectTexts(scene, measurer);
  const free = texts.filter((t) => !boxAt(boxes, t.anchor));
  const problems: string[] = [];
  for (const t of free) {
    for (const b of boxes) {
      if ((b.role === 'node' || b.role === 'label') && intersects(t, b)) problems.push(`free ${textName(t)} overlaps ${describe(b)}`);
    }
  }
  const labels = boxes.filter((b) => b.role === 'label');
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      if (intersects(labels[i], labels[j])) problems.push(`${describe(labels[i])} overlaps ${describe(labels[j])}`);
    }
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      if (intersects(texts[i], texts[j], 1)) problems.push(`${textName(texts[i])} overlaps ${textName(texts[j])}`);
    }
  }
  if (problems.length) throw new Error(`labels collide:\n  ${problems.slice(0, 6).join('\n  ')}`);
}

/** Every box, connector point, icon, path point and (with a measurer) text bound lies inside 0..width × 0..height. */
export function assertInsideViewBox(scene: Scene, measurer?: TextMeasurer): void {
  const view = { x: 0, y: 0, w: scene.width, h: scene.height };
  const problems: string[] = [];
  const check = (r: Rect, what: string) => { if (!contains(view, r)) problems.push(`${what} [${r.x.toFixed(1)},${r.y.toFixed(1)} ${r.w.toFixed(1)}×${r.h.toFixed(1)}] outside ${scene.width}×${scene.height}`); };
  for (const b of collectBoxes(scene)) check(b, describe(b));
  for (const n of flattenScene(scene)) {
    if (n.type === 'connector') n.points.forEach((p) => check({ x: p.x, y: p.y, w: 0, h: 0 }, 'connector point'));
    if (n.type === 'icon') check({ x: n.x, y: n.y, w: n.size, h: n.size }, `icon ${n.id}`);
    if (n.type === 'path') pathPoints(n.d).forEach((p) => check({ x: p.x, y: p.y, w: 0, h: 0 }, 'path point'));
  }
  if (measurer) for (const t of collectTexts(scene, measurer)) check(t, textName(t));
  if (problems.length) throw new Error(`outside the viewBox:\n  ${problems.slice(0, 6).join('\n  ')}`);
}

export interface EdgeCheckOptions {
  /** Also forbid connectors from crossing label boxes of other connectors. */
  labels?: boolean;
  /** Px a segment may graze a box's border without counting (default 1). */
  margin?: number;
}

/** Connector segments never pass through the interior of a node box other than the two they join. */
export function assertEdgesAvoidBoxes(scene: Scene, opts: EdgeCheckOptions = {}): void {
  const margin = opts.margin ?? 1;
  const boxes = collectBoxes(scene).filter((b) => b.role === 'node' || (opts.labels && b.role === 'label'));
  const problems: string[] = [];
  collectConnectors(scene).forEach((c, ci) => {
    const pts = c.points;
    if (pts.length < 2) return;
    const ends = c.connects ? new Set(c.connects) : undefined;
    const first = pts[0]; const last = pts[pts.length - 1];
    for (const b of boxes) {
      if (ends && b.key !== undefined && ends.has(b.key)) continue;
      if (!ends && (insideShape(b, first, 1) || insideShape(b, last, 1))) continue;
      // A label box centred on one of the connector's segments is its own label.
      if (b.role === 'label' && pts.slice(1).some((p, i) => segMid(pts[i], p, b))) continue;
      for (let i = 1; i < pts.length; i++) {
        if (segmentHitsBox(pts[i - 1], pts[i], b, margin)) {
          problems.push(`connector #${ci}${c.connects ? ` ${c.connects.join('→')}` : ''} segment ${i} crosses ${describe(b)}`);
          break;
        }
      }
    }
  });
  if (problems.length) throw new Error(`connectors cross boxes:\n  ${problems.slice(0, 6).join('\n  ')}`);
}

/** The segment passes through the box centre line: that is the connector's own label sitting on it. */
function segMid(a: Point, b: Point, box: Box): boolean {
  const cx = box.x + box.w / 2; const cy = box.y + box.h / 2;
  return distToSegment({ x: cx, y: cy }, a, b) < 1.5;
}

/** Does segment a–b enter the box shrunk by margin (true outline for ellipses and convex polygons)? */
export function segmentHitsBox(a: Point, b: Point, box: Box, margin: number): boolean {
  const inner = { x: box.x + margin, y: box.y + margin, w: box.w - 2 * margin, h: box.h - 2 * margin };
  if (inner.w <= 0 || inner.h <= 0) return false;
  if (!clipRect(a, b, inner)) return false;
  if (box.shape === 'rect') return true;
  // Finer test: sample the clipped stretch against the true outline.
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    if (insideShape(box, p, 0) && distToOutline(box, p) > margin) return true;
  }
  return false;
}

function distToOutline(box: Box, p: Point): number {
  if (box.shape === 'polygon') return distToPolygon(box.points!, p);
  if (box.shape === 'ellipse') {
    const rx = box.w / 2; const ry = box.h / 2;
    const dx = p.x - (box.x + rx); const dy = p.y - (box.y + ry);
    const k = Math.sqrt((dx * dx) / (rx * rx) + (dy * dy) / (ry * ry));
    return (1 - k) * Math.min(rx, ry);
  }
  return Math.min(p.x - box.x, box.x + box.w - p.x, p.y - box.y, box.y + box.h - p.y);
}

/** Liang–Barsky: does the segment meet the open rectangle? */
function clipRect(a: Point, b: Point, r: Rect): boolean {
  let t0 = 0; let t1 = 1;
  const dx = b.x - a.x; const dy = b.y - a.y;
  const p = [-dx, dx, -dy, dy];
  const q = [a.x - r.x, r.x + r.w - a.x, a.y - r.y, r.y + r.h - a.y];
  for (let i = 0; i < 4; i++) {
    if (p[i] === 0) { if (q[i] <= 0) return false; continue; }
    const t = q[i] / p[i];
    if (p[i] < 0) { if (t > t1) return false; if (t > t0) t0 = t; } else { if (t < t0) return false; if (t < t1) t1 = t; }
  }
  return t1 - t0 > 1e-9;
}

/** Runs every check; the usual one-liner of a design's property test. */
export function assertSceneSound(scene: Scene, measurer: TextMeasurer, opts: EdgeCheckOptions = {}): void {
  assertNoOverlap(collectBoxes(scene));
  assertTextFits(scene, measurer);
  assertInsideViewBox(scene, measurer);
  assertEdgesAvoidBoxes(scene, opts);
  assertLabelsApart(scene, measurer);
}

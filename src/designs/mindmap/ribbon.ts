// Tapered branch connectors: end points (and control points) and widths in, a filled ribbon path (curved or straight) out.
import type { Point } from '../../scene/scene.js';

const f = (v: number): string => String(Math.round(v * 100) / 100);

/**
 * A ribbon along the cubic p0–c1–c2–p3, its width easing from w0 to w1. The outline is sampled (offsetting
 * control points would pinch steep ribbons).
 */
export function curvedRibbonThrough(p0: Point, c1: Point, c2: Point, p3: Point, w0: number, w1: number, samples = 20): string {
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    const u = 1 - t;
    const p = {
      x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p3.x,
      y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p3.y,
    };
    const d = {
      x: 3 * u * u * (c1.x - p0.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (p3.x - c2.x),
      y: 3 * u * u * (c1.y - p0.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (p3.y - c2.y),
    };
    const l = Math.hypot(d.x, d.y) || 1;
    const n = { x: -d.y / l, y: d.x / l };
    // Ease the taper so the ribbon thins early, like a brush stroke.
    const w = (w1 + (w0 - w1) * (1 - t) * (1 - t)) / 2;
    upper.push({ x: p.x + n.x * w, y: p.y + n.y * w });
    lower.push({ x: p.x - n.x * w, y: p.y - n.y * w });
  }
  return outline(upper, lower);
}

/** A ribbon that leaves p0 and reaches p3 horizontally. */
export function curvedRibbon(p0: Point, p3: Point, w0: number, w1: number, samples = 20): string {
  const dx = (p3.x - p0.x) * 0.55;
  return curvedRibbonThrough(p0, { x: p0.x + dx, y: p0.y }, { x: p3.x - dx, y: p3.y }, p3, w0, w1, samples);
}

/** A straight wedge from p0 (width w0) to p3 (width w1). */
export function straightRibbon(p0: Point, p3: Point, w0: number, w1: number): string {
  const l = Math.hypot(p3.x - p0.x, p3.y - p0.y) || 1;
  const n = { x: -(p3.y - p0.y) / l, y: (p3.x - p0.x) / l };
  const at = (p: Point, w: number, s: number): Point => ({ x: p.x + n.x * w * s / 2, y: p.y + n.y * w * s / 2 });
  return outline([at(p0, w0, 1), at(p3, w1, 1)], [at(p0, w0, -1), at(p3, w1, -1)]);
}

function outline(upper: Point[], lower: Point[]): string {
  const pts = [...upper, ...lower.reverse()];
  return `M${pts.map((p) => `${f(p.x)} ${f(p.y)}`).join(' L')} Z`;
}

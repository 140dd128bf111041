// Hand-drawn shapes: scene shapes in, SVG <path> markup drawn by roughjs's generator (fixed seeds, deterministic) out.
import roughDefault from 'roughjs';
import type { RoughGenerator } from 'roughjs/bin/generator.js';
import type { Drawable, Options } from 'roughjs/bin/core.js';
import type { Paint, Point } from '../scene/scene.js';
import { luminance, parseHex } from '../scene/color.js';
import { compactPathData, el, num, safeColour } from './xml.js';

// roughjs ships CommonJS typed as an ES module; under Node the default import is its API object.
const rough = roughDefault as unknown as { generator(): RoughGenerator };

/** Rounded rectangle as path data (roughjs has no rounded rectangle of its own). */
export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  if (rr < 0.5) return `M${num(x)} ${num(y)}H${num(x + w)}V${num(y + h)}H${num(x)}Z`;
  return `M${num(x + rr)} ${num(y)}H${num(x + w - rr)}Q${num(x + w)} ${num(y)} ${num(x + w)} ${num(y + rr)}`
    + `V${num(y + h - rr)}Q${num(x + w)} ${num(y + h)} ${num(x + w - rr)} ${num(y + h)}`
    + `H${num(x + rr)}Q${num(x)} ${num(y + h)} ${num(x)} ${num(y + h - rr)}`
    + `V${num(y + rr)}Q${num(x)} ${num(y)} ${num(x + rr)} ${num(y)}Z`;
}

export class Sketcher {
  private readonly gen = rough.generator();
  private count = 0;

  /** A seed per shape in drawing order: fixed, so the same scene always wobbles the same way. */
  private nextSeed(): number {
    this.count += 1;
    return 1 + ((this.count * 2654435761) % 2147483646);
  }

  private options(p: Paint, area: number, roughness = 1.1): Options {
    const fill = p.fill && p.fill !== 'none' ? safeColour(p.fill, 'none') : undefined;
    const stroke = p.stroke && p.stroke !== 'none' ? safeColour(p.stroke, 'none') : 'none';
    const o: Options = {
      seed: this.nextSeed(), roughness, bowing: 1, stroke,
      strokeWidth: p.strokeWidth ?? 1.5, preserveVertices: false,
    };
    if (p.dash && p.dash.length) o.strokeLineDash = p.dash.filter((v) => Number.isFinite(v) && v >= 0);
    if (fill && fill !== 'none') {
      o.fill = fill;
      // Hachure on small light outlined shapes looks hand-made and keeps dark text readable; large areas or
      // dark fills stay solid so text on them keeps its contrast and backgrounds do not turn into noise.
      // Shapes without an outline are plates (label backgrounds) that must hide what lies under them: solid.
      const rgb = parseHex(fill);
      const light = rgb ? luminance(fill) > 0.45 : false;
      o.fillStyle = light && area < 60000 && stroke !== 'none' ? 'hachure' : 'solid';
      o.hachureGap = 4.5;
      o.fillWeight = 1.4;
      o.hachureAngle = -41;
    }
    return o;
  }

  private toSvg(drawable: Drawable, p: Paint): string {
    let out = '';
    for (const info of this.gen.toPaths(drawable)) {
      out += el('path', {
        d: compactPathData(info.d),
        fill: info.fill && info.fill !== 'none' ? info.fill : 'none',
        stroke: info.stroke && info.stroke !== 'none' ? info.stroke : undefined,
        'stroke-width': info.stroke && info.stroke !== 'none' ? info.strokeWidth : undefined,
        'stroke-linecap': 'round',
        'stroke-dasharray': info.stroke === p.stroke && p.dash?.length ? p.dash.map(num).join(' ') : undefined,
      });
    }
    return p.opacity !== undefined && p.opacity < 1 ? el('g', { opacity: p.opacity }, out) : out;
  }

  rect(x: number, y: number, w: number, h: number, r: number, p: Paint): string {
    const area = w * h;
    const d = r > 0.5 ? this.gen.path(roundedRectPath(x, y, w, h, r), this.options(p, area))
      : this.gen.rectangle(x, y, w, h, this.options(p, area));
    return this.toSvg(d, p);
  }

  /** `roughness` below 1 for small marks (arrow heads), which turn into blobs at full wobble. */
  ellipse(cx: number, cy: number, rx: number, ry: number, p: Paint, roughness?: number): string {
    return this.toSvg(this.gen.ellipse(cx, cy, rx * 2, ry * 2, this.options(p, Math.PI * rx * ry, roughness)), p);
  }

  polygon(points: Point[], p: Paint, roughness?: number): string {
    const xs = points.map((q) => q.x), ys = points.map((q) => q.y);
    const area = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
    return this.toSvg(this.gen.polygon(points.map((q) => [q.x, q.y] as [number, number]), this.options(p, area, roughness)), p);
  }

  path(d: string, p: Paint, area = 0): string {
    if (!d) return '';
    return this.toSvg(this.gen.path(d, this.options(p, area)), p);
  }

  /** An open line through points (connectors): straight segments or a curve. */
  line(points: Point[], smooth: boolean, p: Paint, roughness?: number): string {
    const pts = points.map((q) => [q.x, q.y] as [number, number]);
    const o = this.options({ ...p, fill: undefined }, 0, roughness);
    const drawable = smooth && pts.length > 2 ? this.gen.curve(pts, o) : this.gen.linearPath(pts, o);
    return this.toSvg(drawable, p);
  }
}

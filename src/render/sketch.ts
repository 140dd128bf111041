// Hand-drawn shapes: scene shapes in, SVG <path> markup drawn by roughjs's generator (fixed seeds, deterministic) out.
import roughDefault from 'roughjs';
import type { RoughGenerator } from 'roughjs/bin/generator.js';
import type { Drawable, Options } from 'roughjs/bin/core.js';
import type { Paint, Point } from '../scene/scene.js';
import { luminance, mix, parseHex } from '../scene/color.js';
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

/**
 * Hatching covers only part of a shape (about 45 % of the pixels at 1×, measured on rendered PNGs: hachure lines
 * of weight 1.4 every 4.5 px, antialiased), so on its own it showed a colour less than half its strength and
 * the series of a chart washed out into the paper. Under the hatching lies a wash of the same colour at this
 * opacity: the shape then reads at about 70 % of its colour and keeps its hand-drawn texture.
 */
export const HACHURE_WASH_OPACITY = 0.5;
const HACHURE_COVER = 0.45;

/**
 * How a fill is drawn: hachure on light outlined shapes that are not too large (dark text stays readable on them;
 * large areas or dark fills stay solid so text keeps its contrast and backgrounds do not turn into noise).
 * Shapes without an outline are plates (label backgrounds) that must hide what lies under them: solid.
 */
export function sketchFillStyle(fill: string, area: number, outlined: boolean): 'hachure' | 'solid' {
  const light = parseHex(fill) ? luminance(fill) > 0.35 : false;
  return light && area < 60000 && outlined ? 'hachure' : 'solid';
}

/** The colour a hand-drawn fill shows from a distance on `background`: what palettes are checked against. */
export function apparentSketchFill(fill: string, background: string, area: number, outlined = true): string {
  if (sketchFillStyle(fill, area, outlined) === 'solid') return fill;
  return mix(background, fill, HACHURE_WASH_OPACITY + (1 - HACHURE_WASH_OPACITY) * HACHURE_COVER);
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
      o.fillStyle = sketchFillStyle(fill, area, stroke !== 'none');
      o.hachureGap = 4.5;
      o.fillWeight = 1.4;
      o.hachureAngle = -41;
    }
    return o;
  }

  /** A shape made with its options; hatched fills get their wash (same outline, solid, translucent) underneath. */
  private shape(make: (o: Options) => Drawable, p: Paint, area: number, roughness?: number): string {
    const o = this.options(p, area, roughness);
    if (o.fillStyle !== 'hachure') return this.toSvg(make(o), p);
    let wash = '';
    for (const info of this.gen.toPaths(make({ ...o, fillStyle: 'solid', stroke: 'none' }))) {
      if (info.fill && info.fill !== 'none') wash += el('path', { d: compactPathData(info.d), fill: info.fill, 'fill-opacity': HACHURE_WASH_OPACITY });
    }
    return this.toSvg(make(o), p, wash);
  }

  private toSvg(drawable: Drawable, p: Paint, under = ''): string {
    let out = under;
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
    return this.shape((o) => (r > 0.5 ? this.gen.path(roundedRectPath(x, y, w, h, r), o) : this.gen.rectangle(x, y, w, h, o)), p, area);
  }

  /** `roughness` below 1 for small marks (arrow heads), which turn into blobs at full wobble. */
  ellipse(cx: number, cy: number, rx: number, ry: number, p: Paint, roughness?: number): string {
    return this.shape((o) => this.gen.ellipse(cx, cy, rx * 2, ry * 2, o), p, Math.PI * rx * ry, roughness);
  }

  polygon(points: Point[], p: Paint, roughness?: number): string {
    const xs = points.map((q) => q.x), ys = points.map((q) => q.y);
    const area = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
    const pts = points.map((q) => [q.x, q.y] as [number, number]);
    return this.shape((o) => this.gen.polygon(pts, o), p, area, roughness);
  }

  path(d: string, p: Paint, area = 0): string {
    if (!d) return '';
    return this.shape((o) => this.gen.path(d, o), p, area);
  }

  /** An open line through points (connectors): straight segments or a curve. */
  line(points: Point[], smooth: boolean, p: Paint, roughness?: number): string {
    const pts = points.map((q) => [q.x, q.y] as [number, number]);
    const o = this.options({ ...p, fill: undefined }, 0, roughness);
    const drawable = smooth && pts.length > 2 ? this.gen.curve(pts, o) : this.gen.linearPath(pts, o);
    return this.toSvg(drawable, p);
  }
}

// PNG rasterising: an SVG from renderSvg plus size/background options in, PNG bytes out (resvg, bundled TTFs only).
import { Resvg } from '@resvg/resvg-js';
import { allFontFaces, type FontFace } from '../layout/fonts.js';
import { encodePng, encodePngStreaming } from './png-encode.js';
import { RASTER_LIMITS } from './raster-limits.js';
import { BACKGROUND_CLASS } from './svg.js';
import { outlineText } from './text-outlines.js';
import { escapeAttr } from './xml.js';

export { RASTER_LIMITS };

export interface RasterOptions {
  /** Zoom factor (1 = the SVG's own size). Ignored when width or height is given. */
  scale?: number;
  /** Output width in px (height follows the aspect ratio). */
  width?: number;
  /** Output height in px, used when width is not given. */
  height?: number;
  /** 'transparent' or a CSS hex colour; replaces the diagram's own background. */
  background?: string;
}


const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** The first family of every font-family in the SVG: the renderer names the face it measured with first. */
function familiesUsed(svg: string): Set<string> | undefined {
  const out = new Set<string>();
  const re = /font-family(?:="|:\s*)\s*(?:'|&apos;|&quot;)?([^'",;&]+)/g;
  for (let m = re.exec(svg); m; m = re.exec(svg)) out.add(m[1].trim().toLowerCase());
  return out;
}

/**
 * resvg ignores @font-face, so the TTFs are handed over as files; only families the SVG names first are
 * loaded (the 10 MB CJK font only when some text needs it). Unknown families load everything.
 */
export function fontFilesFor(svg: string): string[] {
  const faces = allFontFaces();
  const used = familiesUsed(svg);
  if (!used || used.size === 0) return faces.filter((f) => f.family === 'inter').map((f) => f.path);
  const known = new Set(faces.map((f) => f.cssFamily.toLowerCase()));
  const pick = (f: FontFace): boolean => used.has(f.cssFamily.toLowerCase()) || f.family === 'inter';
  const chosen = [...used].every((u) => known.has(u)) ? faces.filter(pick) : faces;
  return chosen.map((f) => f.path);
}

/** The full-size background rectangle renderSvg marks (drawn first, so the first match). */
const BACKGROUND_RECT = new RegExp(`<rect class="${BACKGROUND_CLASS}"[^>]*/>`);

/** True when the marked full-size background rectangle has an opaque colour: then every pixel is opaque. */
function hasOpaqueBackground(svg: string): boolean {
  const rect = BACKGROUND_RECT.exec(svg)?.[0];
  return !!rect && /\sfill="#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})"/.test(rect) && !/opacity/.test(rect);
}

/** Swap the fill of the marked background rectangle, or drop it for a transparent PNG. */
export function withBackground(svg: string, background: string | undefined): string {
  if (!background) return svg;
  if (background === 'transparent') return svg.replace(BACKGROUND_RECT, '');
  if (!/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(background)) return svg;
  const rect = (m: string): string => m.replace(/fill="[^"]*"/, `fill="${escapeAttr(background)}"`);
  return BACKGROUND_RECT.test(svg) ? svg.replace(BACKGROUND_RECT, rect) : svg;
}

interface Drawn { width: number; height: number; pixels: Buffer; opaque: boolean }

/** resvg's premultiplied RGBA pixels of the SVG at the asked size (clamped to RASTER_LIMITS). */
function draw(svg: string, opts: RasterOptions): Drawn {
  // Text is drawn as outlines made here (fast, cached); resvg loads fonts only for text left to it.
  const { svg: source, textLeft } = outlineText(withBackground(svg, opts.background));
  const font = {
    fontFiles: textLeft > 0 ? fontFilesFor(source) : [], loadSystemFonts: false, defaultFontFamily: 'Inter',
    sansSerifFamily: 'Inter', serifFamily: 'Source Serif 4', monospaceFamily: 'JetBrains Mono', cursiveFamily: 'Caveat',
  };
  // The intrinsic size to clamp the output against: from the root's attributes (renderSvg writes them in
  // px), else from a first pass of resvg at natural size.
  const own = /^<svg\b[^>]*?\swidth="(\d+(?:\.\d+)?)"[^>]*?\sheight="(\d+(?:\.\d+)?)"/.exec(source);
  const probe = own ? undefined : new Resvg(source, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } });
  const w0 = Math.max(1, own ? Number(own[1]) : probe!.width), h0 = Math.max(1, own ? Number(own[2]) : probe!.height);
  let zoom: number;
  let fitTo: { mode: 'width' | 'height'; value: number } | { mode: 'zoom'; value: number };
  if (opts.width !== undefined && Number.isFinite(opts.width)) {
    const w = Math.round(clamp(opts.width, 1, RASTER_LIMITS.maxSide));
    zoom = w / w0;
    fitTo = { mode: 'width', value: w };
  } else if (opts.height !== undefined && Number.isFinite(opts.height)) {
    const h = Math.round(clamp(opts.height, 1, RASTER_LIMITS.maxSide));
    zoom = h / h0;
    fitTo = { mode: 'height', value: h };
  } else {
    zoom = clamp(Number.isFinite(opts.scale) ? opts.scale! : 1, RASTER_LIMITS.minScale, RASTER_LIMITS.maxScale);
    fitTo = { mode: 'zoom', value: zoom };
  }
  // Keep both sides and the pixel count within limits whatever was asked.
  const cap = Math.min(RASTER_LIMITS.maxSide / w0, RASTER_LIMITS.maxSide / h0, Math.sqrt(RASTER_LIMITS.maxPixels / (w0 * h0)));
  if (zoom > cap) fitTo = { mode: 'zoom', value: cap };
  const resvg = new Resvg(source, { font, fitTo, shapeRendering: 2, textRendering: 1, logLevel: 'off' });
  const image = resvg.render();
  return { width: image.width, height: image.height, pixels: image.pixels, opaque: hasOpaqueBackground(source) };
}

export function rasterizeSvg(svg: string, opts: RasterOptions = {}): Buffer {
  const d = draw(svg, opts);
  return encodePng(d.width, d.height, d.pixels, { opaque: d.opaque });
}

/** The same PNG bytes as rasterizeSvg, deflated a few rows at a time on the thread pool (the render workers). */
export async function rasterizeSvgStreaming(svg: string, opts: RasterOptions = {}): Promise<Buffer> {
  const d = draw(svg, opts);
  return encodePngStreaming(d.width, d.height, d.pixels, { opaque: d.opaque });
}

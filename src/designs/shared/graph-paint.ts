// Node colours of graph designs: a series colour of the theme → a soft fill, a border and readable text on it.
import { contrast, keepIfReadable, luminance, parseHex, toHex } from '../../scene/color.js';
import type { Theme } from '../../scene/theme.js';

export interface Paints { fill: string; stroke: string; text: string; muted: string }

function toHsl(hex: string): [number, number, number] {
  const c = parseHex(hex) ?? { r: 128, g: 128, b: 128 };
  const r = c.r / 255; const g = c.g / 255; const b = c.b / 255;
  const max = Math.max(r, g, b); const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex({ r: f(0) * 255, g: f(8) * 255, b: f(4) * 255 });
}

const isDark = (theme: Theme) => luminance(theme.background) < 0.25;

/**
 * A tint keeps the hue and saturation of series colour i at a lightness near the node fill's: pale on light
 * themes, deep on dark ones. Sketch themes use their marker colours as they are.
 */
export function tint(theme: Theme, i: number): Paints {
  return tintOf(theme, theme.series[i % theme.series.length].fill);
}

/** The same soft fill, border and text for a colour of the content (an element the user coloured). */
export function tintOf(theme: Theme, base: string): Paints {
  const [h, s] = toHsl(base);
  const fill = theme.sketch ? base : isDark(theme) ? fromHsl(h, Math.min(s, 0.55), 0.22) : fromHsl(h, Math.min(s, 0.85), 0.94);
  const stroke = theme.sketch || contrast(base, theme.background) < 2 ? theme.nodeStroke : base;
  const pool = [theme.nodeText, theme.text, theme.background, '#0f172a', '#f8fafc'];
  return { fill, stroke, text: keepIfReadable(theme.nodeText, fill, pool), muted: keepIfReadable(theme.mutedText, fill, pool, 3) };
}

/** The theme's plain node colours, with muted text that still reads on the node fill. */
export function plain(theme: Theme): Paints {
  const pool = [theme.nodeText, theme.text, '#0f172a', '#f8fafc'];
  return { fill: theme.nodeFill, stroke: theme.nodeStroke, text: theme.nodeText, muted: keepIfReadable(theme.mutedText, theme.nodeFill, pool, 3) };
}

// Colour choices for designs on top of scene/color: lightness shifts for contrast, theme-derived "good"/"bad" tones.
import { contrast, keepIfReadable, luminance, mix, parseHex, toHex } from '../../scene/color.js';
import type { Theme } from '../../scene/theme.js';

export { contrast, luminance, mix } from '../../scene/color.js';

/** Hue in degrees and saturation 0..1 (HSL). */
export function hueSat(c: string): { hue: number; sat: number; light: number } {
  const rgb = parseHex(c) ?? { r: 0, g: 0, b: 0 };
  const r = rgb.r / 255, g = rgb.g / 255, b = rgb.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { hue: 0, sat: 0, light };
  const sat = d / (1 - Math.abs(2 * light - 1));
  let hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  hue = (hue * 60 + 360) % 360;
  return { hue, sat, light };
}

function hsl(h: number, s: number, l: number): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return toHex({ r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 });
}

/** The same hue and lightness at another saturation (0..1). */
export function withSaturation(c: string, sat: number): string {
  const { hue, light } = hueSat(c);
  return parseHex(c) ? hsl(hue, Math.max(0, Math.min(1, sat)), light) : c;
}

/** Moves a colour's lightness away from the background until it reaches the contrast ratio. */
export function ensureContrast(c: string, bg: string, ratio: number): string {
  if (!parseHex(c) || !parseHex(bg) || contrast(c, bg) >= ratio) return c;
  const { hue, sat, light } = hueSat(c);
  const darker = luminance(bg) > 0.4;
  for (let i = 1; i <= 50; i++) {
    const l = darker ? light * (1 - i / 50) : light + (1 - light) * (i / 50);
    const cand = hsl(hue, sat, l);
    if (contrast(cand, bg) >= ratio) return cand;
  }
  return darker ? '#000000' : '#ffffff';
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * A colour meaning "good" (green, hue 140) or "bad" (red, hue 5) taken from the theme when it has one
 * (a series colour near that hue), else made from the theme's accent saturation; monochrome themes
 * keep their text colour. The result has at least `ratio` contrast on `bg`.
 */
export function tone(theme: Theme, kind: 'good' | 'bad', bg: string, ratio = 3): string {
  const target = kind === 'good' ? 140 : 5;
  const colours = [theme.accent, ...theme.series.map((s) => s.fill)].filter((c) => parseHex(c));
  const saturated = colours.filter((c) => hueSat(c).sat > 0.25);
  if (!saturated.length) return ensureContrast(theme.text, bg, ratio);
  let best: string | undefined;
  let bestD = 35;
  for (const c of saturated) {
    const d = hueDistance(hueSat(c).hue, target);
    if (d < bestD) { bestD = d; best = c; }
  }
  const made = best ?? hsl(target, Math.min(0.75, Math.max(0.45, hueSat(saturated[0]!).sat)), 0.42);
  return ensureContrast(made, bg, ratio);
}


/**
 * The stroke for series-filled shapes (or shapes of the given fills): none when every colour stands out from the background,
 * else (and always in the hand-drawn theme) the node stroke, so all shapes of a design look alike.
 */
export function outline(theme: Theme, fills: string[] = theme.series.map((s) => s.fill)): string {
  const faint = fills.some((f) => contrast(f, theme.background) < 1.5);
  return theme.sketch || faint ? theme.nodeStroke : 'none';
}

/**
 * Series colour i: the theme's own while it lasts, then the same hues again lightened towards the page so a
 * 12-part chart does not repeat colours exactly (high-contrast themes repeat: their text needs full contrast).
 */
export function seriesAt(theme: Theme, i: number): { fill: string; text: string } {
  const n = theme.series.length;
  const base = theme.series[i % n]!;
  const round = Math.floor(i / n);
  if (round === 0 || theme.id === 'high-contrast') return base;
  const fill = mix(base.fill, theme.background, Math.min(0.6, 0.38 * round));
  return { fill, text: keepIfReadable(base.text, fill, [theme.text, theme.background, '#000000', '#ffffff'], 4.5) };
}

/**
 * n shades of the accent for ordered levels, from the accent itself to a deeper (or, where there is more room,
 * a paler) shade, all keeping the accent's own text colour so the labels read alike from top to bottom.
 */
export function accentShades(theme: Theme, n: number): { fill: string; text: string }[] {
  const min = theme.id === 'high-contrast' ? 7 : 4.5;
  const ink = theme.accentText;
  const away = mix(theme.accent, luminance(ink) > 0.4 ? '#000000' : '#ffffff', 0.55);
  let toward = theme.accent;
  for (let t = 0.05; t <= 0.651; t += 0.05) {
    const c = mix(theme.accent, ink, t);
    if (contrast(ink, c) < min) break;
    toward = c;
  }
  const end = contrast(theme.accent, away) >= contrast(theme.accent, toward) ? away : toward;
  const pool = [ink, theme.text, theme.background, '#000000', '#ffffff'];
  return Array.from({ length: n }, (_, i) => {
    const fill = n <= 1 ? theme.accent : mix(theme.accent, end, i / (n - 1));
    return { fill, text: keepIfReadable(ink, fill, pool, min) };
  });
}

/**
 * A series colour as a foreground (icon, outline, mark) on `bg`: the fill itself when it stands out 3:1,
 * else the same hue darkened or lightened until it does (pale pastel and deep blueprint fills otherwise vanish).
 */
export function seriesInk(theme: Theme, i: number, bg: string = theme.nodeFill, ratio = 3): string {
  return ensureContrast(seriesAt(theme, i).fill, bg, ratio);
}

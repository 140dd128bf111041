// Themes: a Style (theme id, palette, font, corner radius, connector) in, a fully resolved Theme out.
import type { Style, ThemeId } from '../spec/style.js';
import type { Theme } from './theme.js';
import { contrast, keepIfReadable, luminance, mix, normalizeHex, readableOn } from './color.js';

/** A theme before series text colours are derived: series are fills only. */
type ThemeBase = Omit<Theme, 'series'> & { series: string[] };

const SIZES = { titleSize: 22, fontSize: 14, smallSize: 12 };

// Colours follow the Tailwind scales (slate, blue, emerald, ...) so tints sit well together. Series colours are
// ordered so that each differs clearly from the one before it and from the first (a donut closes its ring, and
// longer series start over): themes.test.ts measures it (CIEDE2000, as the colours are seen).
const BASES: Record<ThemeId, ThemeBase> = {
  light: {
    id: 'light', background: '#ffffff', text: '#0f172a', mutedText: '#475569',
    nodeFill: '#eff6ff', nodeStroke: '#60a5fa', nodeText: '#0f172a',
    edge: '#64748b', edgeLabelFill: '#ffffff',
    groupFill: '#f8fafc', groupStroke: '#cbd5e1', groupText: '#334155',
    accent: '#2563eb', accentText: '#ffffff',
    series: ['#2563eb', '#047857', '#b45309', '#e11d48', '#7c3aed', '#0e7490', '#c2410c', '#a21caf'],
    font: 'inter', ...SIZES, cornerRadius: 8, connector: 'orthogonal', strokeWidth: 1.5, sketch: false,
  },
  dark: {
    id: 'dark', background: '#0f172a', text: '#f1f5f9', mutedText: '#94a3b8',
    nodeFill: '#1e293b', nodeStroke: '#3b82f6', nodeText: '#f1f5f9',
    edge: '#94a3b8', edgeLabelFill: '#0f172a',
    groupFill: '#131c31', groupStroke: '#334155', groupText: '#cbd5e1',
    accent: '#60a5fa', accentText: '#0f172a',
    series: ['#60a5fa', '#34d399', '#fbbf24', '#fb7185', '#a78bfa', '#22d3ee', '#fb923c', '#e879f9'],
    font: 'inter', ...SIZES, cornerRadius: 8, connector: 'orthogonal', strokeWidth: 1.5, sketch: false,
  },
  'high-contrast': {
    id: 'high-contrast', background: '#ffffff', text: '#000000', mutedText: '#1f2937',
    nodeFill: '#ffffff', nodeStroke: '#000000', nodeText: '#000000',
    edge: '#000000', edgeLabelFill: '#ffffff',
    groupFill: '#ffffff', groupStroke: '#000000', groupText: '#000000',
    accent: '#1e3a8a', accentText: '#ffffff',
    series: ['#1e3a8a', '#14532d', '#7c2d12', '#581c87', '#134e4a', '#831843', '#000000', '#713f12'],
    font: 'inter', titleSize: 24, fontSize: 15, smallSize: 13, cornerRadius: 4, connector: 'orthogonal',
    strokeWidth: 2, sketch: false,
  },
  monochrome: {
    id: 'monochrome', background: '#ffffff', text: '#171717', mutedText: '#525252',
    nodeFill: '#f5f5f5', nodeStroke: '#404040', nodeText: '#171717',
    edge: '#404040', edgeLabelFill: '#ffffff',
    groupFill: '#fafafa', groupStroke: '#a3a3a3', groupText: '#262626',
    accent: '#262626', accentText: '#ffffff',
    // Greys alternate dark and light, so one after another they differ by a clear step; six, because more greys
    // would put some too close together to tell apart in a legend.
    series: ['#1c1c1c', '#b3b3b3', '#696969', '#989898', '#525252', '#808080'],
    font: 'inter', ...SIZES, cornerRadius: 4, connector: 'orthogonal', strokeWidth: 1.5, sketch: false,
  },
  sketch: {
    // Excalidraw-like: warm paper, near-black ink, soft marker colours, handwriting.
    id: 'sketch', background: '#fffdf8', text: '#1e1e1e', mutedText: '#4b4b4b',
    nodeFill: '#e7f5ff', nodeStroke: '#1e1e1e', nodeText: '#1e1e1e',
    edge: '#1e1e1e', edgeLabelFill: '#fffdf8',
    groupFill: '#fdf8ec', groupStroke: '#5c5c5c', groupText: '#1e1e1e',
    accent: '#1971c2', accentText: '#ffffff',
    // Marker colours a shade stronger than Excalidraw's fills: hatching shows them at about 70 % (render/sketch.ts).
    series: ['#74c0fc', '#8ce99a', '#ffe066', '#ffa8a8', '#b197fc', '#66d9e8', '#ffc078', '#e599f7'],
    font: 'caveat', titleSize: 30, fontSize: 19, smallSize: 16, cornerRadius: 6, connector: 'curved',
    strokeWidth: 1.6, sketch: true,
  },
  pastel: {
    id: 'pastel', background: '#fcfcfd', text: '#1e293b', mutedText: '#52525b',
    nodeFill: '#f5f3ff', nodeStroke: '#c4b5fd', nodeText: '#1e293b',
    edge: '#7c8799', edgeLabelFill: '#fcfcfd',
    groupFill: '#f8fafc', groupStroke: '#e2e8f0', groupText: '#334155',
    accent: '#7c3aed', accentText: '#ffffff',
    series: ['#bfdbfe', '#bbf7d0', '#fde68a', '#fecdd3', '#ddd6fe', '#a5f3fc', '#fed7aa', '#f5d0fe'],
    font: 'inter', ...SIZES, cornerRadius: 12, connector: 'curved', strokeWidth: 1.25, sketch: false,
  },
  blueprint: {
    id: 'blueprint', background: '#0c3b6e', text: '#f0f9ff', mutedText: '#bae6fd',
    nodeFill: '#0f4a85', nodeStroke: '#bae6fd', nodeText: '#f0f9ff',
    edge: '#bae6fd', edgeLabelFill: '#0c3b6e',
    groupFill: '#0d4279', groupStroke: '#7dd3fc', groupText: '#e0f2fe',
    accent: '#fde047', accentText: '#0c3b6e',
    // Chalk and pencil colours on the blue paper: eight blues were one blur.
    series: ['#67e8f9', '#fde047', '#86efac', '#f9a8d4', '#c4b5fd', '#fdba74', '#a5b4fc', '#e2e8f0'],
    font: 'jetbrains-mono', titleSize: 20, fontSize: 13, smallSize: 11, cornerRadius: 2, connector: 'orthogonal',
    strokeWidth: 1.5, sketch: false,
  },
  vivid: {
    id: 'vivid', background: '#ffffff', text: '#111827', mutedText: '#4b5563',
    nodeFill: '#faf5ff', nodeStroke: '#a855f7', nodeText: '#111827',
    edge: '#6b7280', edgeLabelFill: '#ffffff',
    groupFill: '#f9fafb', groupStroke: '#d1d5db', groupText: '#374151',
    accent: '#9333ea', accentText: '#ffffff',
    series: ['#7c3aed', '#db2777', '#c2410c', '#15803d', '#0369a1', '#a16207', '#dc2626', '#0f766e'],
    font: 'inter', ...SIZES, cornerRadius: 10, connector: 'orthogonal', strokeWidth: 2, sketch: false,
  },
};

/**
 * Text on a series fill: the lighter of the theme's text/background colours when it reads (so a series of
 * saturated fills gets the same white text throughout), else the darker one, else black or white.
 */
function seriesText(fill: string, t: ThemeBase, min: number): string {
  const [light, dark] = luminance(t.text) > luminance(t.background) ? [t.text, t.background] : [t.background, t.text];
  if (contrast(light, fill) >= min) return light;
  return readableOn(fill, [dark], min);
}

function applyPalette(t: ThemeBase, palette: NonNullable<Style['palette']>): void {
  if (Array.isArray(palette)) {
    const colours = palette.map(normalizeHex);
    t.series = colours;
    t.accent = colours[0];
    brandSurfaces(t, colours[0]);
    return;
  }
  const oldBg = t.background;
  if (palette.background) {
    t.background = normalizeHex(palette.background);
    // Surfaces that matched the old background follow the new one; groups get a faint tint of it.
    if (t.edgeLabelFill === oldBg) t.edgeLabelFill = t.background;
    t.groupFill = mix(t.background, palette.text ?? t.text, 0.035);
  }
  if (palette.text) t.text = normalizeHex(palette.text);
  if (palette.accent) t.accent = normalizeHex(palette.accent);
  if (palette.node) t.nodeFill = normalizeHex(palette.node);
  if (palette.border) { t.nodeStroke = normalizeHex(palette.border); t.groupStroke = mix(t.nodeStroke, t.background, 0.4); }
  if (palette.edge) t.edge = normalizeHex(palette.edge);
  if (palette.muted) t.mutedText = normalizeHex(palette.muted);
  if (palette.background && !palette.text) t.text = keepIfReadable(t.text, t.background, ['#0f172a', '#f8fafc']);
  if (palette.background && !palette.muted) {
    t.mutedText = keepIfReadable(t.mutedText, t.background, [mix(t.text, t.background, 0.3), t.text]);
  }
}

/** `c` moved towards the theme's text colour until it stands out `ratio`:1 from the background. */
function visibleOn(c: string, t: ThemeBase, ratio: number): string {
  for (let i = 0; i <= 20; i++) {
    const m = mix(c, t.text, i / 20);
    if (contrast(m, t.background) >= ratio) return m;
  }
  return t.text;
}

/**
 * A brand palette shows on the shapes most designs draw, not just on series and accent: node borders take
 * the first colour (made visible on the page), node fills a faint tint of it, group borders a softer one.
 * Hand-drawn ink and the high-contrast theme's black borders stay as they are.
 */
function brandSurfaces(t: ThemeBase, brand: string): void {
  if (t.sketch || t.id === 'high-contrast') return;
  const dark = luminance(t.background) < 0.2;
  t.nodeStroke = visibleOn(brand, t, 3);
  t.nodeFill = mix(t.background, brand, dark ? 0.16 : 0.07);
  t.groupStroke = mix(t.nodeStroke, t.background, 0.45);
  t.groupFill = mix(t.background, brand, dark ? 0.06 : 0.025);
}

/** Derived text colours are re-checked after overrides so every label stays readable. */
function fixTextColours(t: ThemeBase, min: number): void {
  const pool = [t.text, t.background, '#0f172a', '#f8fafc'];
  t.nodeText = keepIfReadable(t.nodeText, t.nodeFill, pool, min);
  t.groupText = keepIfReadable(t.groupText, t.groupFill, pool, min);
  t.accentText = keepIfReadable(t.accentText, t.accent, ['#ffffff', t.background, t.text, '#0f172a'], min);
}

export function resolveTheme(style: Style = {}): Theme {
  const id: ThemeId = style.theme ?? 'light';
  const t: ThemeBase = { ...BASES[id], series: [...BASES[id].series] };
  const min = id === 'high-contrast' ? 7 : 4.5;
  if (style.palette) applyPalette(t, style.palette);
  fixTextColours(t, min);
  if (style.font) t.font = style.font;
  if (style.corner_radius !== undefined) t.cornerRadius = style.corner_radius;
  if (style.connector) t.connector = style.connector;
  return { ...t, series: t.series.map((fill) => ({ fill, text: seriesText(fill, t, min) })) };
}

/** The built-in theme ids with their base look (for docs and galleries). */
export function themeIds(): ThemeId[] {
  return Object.keys(BASES) as ThemeId[];
}

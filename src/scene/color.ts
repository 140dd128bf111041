// Colour helpers on CSS hex strings: parse, mix, WCAG relative luminance and contrast, readable text choice.

export interface Rgb { r: number; g: number; b: number }

/** '#abc' or '#aabbcc' (any case) → channels 0..255; anything else → undefined. */
export function parseHex(hex: string): Rgb | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  let h = m[1];
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  const n = parseInt(h, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const c = (v: number): string => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Lower-case 6-digit form; throws on something that is not a hex colour (style validation happens earlier). */
export function normalizeHex(hex: string): string {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`not a hex colour: ${hex}`);
  return toHex(rgb);
}

/** a·(1−t) + b·t per channel. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a), y = parseHex(b);
  if (!x || !y) return a;
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const lin = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(rgb.r) + 0.7152 * lin(rgb.g) + 0.0722 * lin(rgb.b);
}

/** WCAG contrast ratio, 1..21. */
export function contrast(a: string, b: string): number {
  const la = luminance(a), lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A text colour for `fill`: the first candidate reaching `min` contrast with the highest contrast,
 * else pure black or white, whichever reads better.
 */
export function readableOn(fill: string, candidates: string[], min = 4.5): string {
  let best: string | undefined;
  let bestC = 0;
  for (const c of candidates) {
    const k = contrast(c, fill);
    if (k >= min && k > bestC) { best = c; bestC = k; }
  }
  if (best) return best;
  return contrast('#000000', fill) >= contrast('#ffffff', fill) ? '#000000' : '#ffffff';
}

/** Keep `preferred` when it reads on `fill`, else pick a readable one. */
export function keepIfReadable(preferred: string, fill: string, candidates: string[], min = 4.5): string {
  return contrast(preferred, fill) >= min ? preferred : readableOn(fill, candidates, min);
}

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

export interface Lab { L: number; a: number; b: number }

/** sRGB hex → CIE L*a*b* (D65 white), the space colour differences are measured in. */
export function toLab(hex: string): Lab {
  const rgb = parseHex(hex) ?? { r: 0, g: 0, b: 0 };
  const lin = (v: number): number => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const r = lin(rgb.r), g = lin(rgb.g), b = lin(rgb.b);
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const fx = f(x), fy = f(y), fz = f(z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/**
 * CIEDE2000 colour difference of two L*a*b* colours (Sharma, Wu & Dalal 2005): about 1 is the smallest
 * difference people notice side by side, 2.3 a "just noticeable" one, and tens tell categories apart at a glance.
 */
export function deltaE2000(x: Lab, y: Lab): number {
  const rad = Math.PI / 180;
  const c1 = Math.hypot(x.a, x.b), c2 = Math.hypot(y.a, y.b);
  const cMean7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + 25 ** 7)));
  const a1 = (1 + g) * x.a, a2 = (1 + g) * y.a;
  const C1 = Math.hypot(a1, x.b), C2 = Math.hypot(a2, y.b);
  const hue = (b: number, a: number): number => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / rad;
    return h < 0 ? h + 360 : h;
  };
  const h1 = hue(x.b, a1), h2 = hue(y.b, a2);
  const dL = y.L - x.L;
  const dC = C2 - C1;
  let dh = 0;
  if (C1 * C2 !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(C1 * C2) * Math.sin((dh / 2) * rad);
  const Lm = (x.L + y.L) / 2;
  const Cm = (C1 + C2) / 2;
  let hm = h1 + h2;
  if (C1 * C2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) hm = (h1 + h2) / 2;
    else hm = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const t = 1 - 0.17 * Math.cos((hm - 30) * rad) + 0.24 * Math.cos(2 * hm * rad) + 0.32 * Math.cos((3 * hm + 6) * rad)
    - 0.2 * Math.cos((4 * hm - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hm - 275) / 25) ** 2));
  const Cm7 = Cm ** 7;
  const rc = 2 * Math.sqrt(Cm7 / (Cm7 + 25 ** 7));
  const sl = 1 + (0.015 * (Lm - 50) ** 2) / Math.sqrt(20 + (Lm - 50) ** 2);
  const sc = 1 + 0.045 * Cm;
  const sh = 1 + 0.015 * Cm * t;
  const rt = -Math.sin(2 * dTheta * rad) * rc;
  const l = dL / sl, c = dC / sc, h = dH / sh;
  return Math.sqrt(l * l + c * c + h * h + rt * c * h);
}

/** CIEDE2000 difference of two hex colours. */
export function colourDifference(a: string, b: string): number {
  return deltaE2000(toLab(a), toLab(b));
}

// Tests for theme resolution: WCAG contrast of every theme, palette and override handling.
import { describe, expect, it } from 'vitest';
import { resolveTheme, themeIds } from './themes.js';
import { colourDifference, contrast, deltaE2000, luminance, parseHex } from './color.js';
import { apparentSketchFill } from '../render/sketch.js';
import { THEME_IDS } from '../spec/style.js';
import type { Theme } from './theme.js';

function pairs(t: Theme): [string, string, string][] {
  return [
    ['text/background', t.text, t.background],
    ['mutedText/background', t.mutedText, t.background],
    ['nodeText/nodeFill', t.nodeText, t.nodeFill],
    ['groupText/groupFill', t.groupText, t.groupFill],
    ['accentText/accent', t.accentText, t.accent],
    ['edge label text/edgeLabelFill', t.text, t.edgeLabelFill],
    ['muted edge label/edgeLabelFill', t.mutedText, t.edgeLabelFill],
    ...t.series.map((s, i): [string, string, string] => [`series[${i}]`, s.text, s.fill]),
  ];
}

describe('color', () => {
  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(luminance('#fff')).toBeCloseTo(1, 5);
    expect(parseHex('#12345')).toBeUndefined();
  });
});

describe('CIEDE2000', () => {
  it('matches the reference pairs of Sharma, Wu & Dalal (2005)', () => {
    const pairs: [[number, number, number], [number, number, number], number][] = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425], [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
      [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0], [[50, 0, 0], [50, -1, 2], 2.3669],
      [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792], [[50, 2.5, 0], [73, 25, -18], 27.1492],
      [[50, 2.5, 0], [61, -5, 29], 22.8977], [[50, 2.5, 0], [56, -27, -3], 31.903], [[50, 2.5, 0], [58, 24, 15], 19.4535],
    ];
    for (const [[L1, a1, b1], [L2, a2, b2], expected] of pairs) {
      expect(deltaE2000({ L: L1, a: a1, b: b1 }, { L: L2, a: a2, b: b2 })).toBeCloseTo(expected, 4);
    }
    expect(colourDifference('#ffffff', '#000000')).toBeCloseTo(100, 0);
  });
});

/**
 * Series colours must tell neighbours apart. CIEDE2000 ≈ 2.3 is one just-noticeable difference for large patches
 * side by side; legend swatches and thin slices are small, where the threshold roughly doubles, and a chart is
 * read at a glance. 12 (about five JNDs) leaves that margin; blueprint's blues were 6.6–7.9 apart and sketch's
 * hatched pastels 6.1–9.7 as seen on the paper.
 */
const MIN_SERIES_DIFFERENCE = 12;

describe('series colours', () => {
  for (const id of THEME_IDS) {
    it(`${id}: each series colour differs clearly from the one before it, from the first and from the page`, () => {
      const t = resolveTheme({ theme: id });
      // As seen: a hand-drawn theme hatches series shapes (a slice, a legend swatch) over a wash (render/sketch.ts).
      const seen = t.series.map((s) => (t.sketch ? apparentSketchFill(s.fill, t.background, 2000) : s.fill));
      seen.forEach((c, i) => {
        expect(colourDifference(c, t.background), `${id} series[${i}] ${c} on the page ${t.background}`).toBeGreaterThanOrEqual(MIN_SERIES_DIFFERENCE);
        if (i === 0) return;
        // The previous colour is the neighbour in a bar chart or a ring; the first one neighbours the last slice of
        // a donut of i + 1 slices, and the next item when a longer series starts over.
        expect(colourDifference(seen[i - 1]!, c), `${id} series[${i - 1}] ${seen[i - 1]} next to series[${i}] ${c}`).toBeGreaterThanOrEqual(MIN_SERIES_DIFFERENCE);
        expect(colourDifference(seen[0]!, c), `${id} series[0] ${seen[0]} next to series[${i}] ${c}`).toBeGreaterThanOrEqual(MIN_SERIES_DIFFERENCE);
      });
    });
  }
});

describe('resolveTheme', () => {
  it('covers every theme id of the style schema', () => {
    expect(themeIds().sort()).toEqual([...THEME_IDS].sort());
    expect(resolveTheme({}).id).toBe('light');
  });

  for (const id of THEME_IDS) {
    it(`${id}: every text colour reads on its fill (≥ 4.5:1)`, () => {
      const t = resolveTheme({ theme: id });
      expect(t.series.length).toBeGreaterThanOrEqual(6);
      for (const [name, fg, bg] of pairs(t)) {
        expect(contrast(fg, bg), `${id} ${name} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
      // Edges and node borders must be visible against the background (WCAG non-text 3:1).
      expect(contrast(t.edge, t.background), `${id} edge`).toBeGreaterThanOrEqual(3);
    });
  }

  it('high-contrast reaches 7:1 for text and every series', () => {
    const t = resolveTheme({ theme: 'high-contrast' });
    expect(contrast(t.text, t.background)).toBeGreaterThanOrEqual(7);
    for (const [name, fg, bg] of pairs(t)) expect(contrast(fg, bg), name).toBeGreaterThanOrEqual(7);
  });

  it('monochrome uses greys only', () => {
    const t = resolveTheme({ theme: 'monochrome' });
    const colours = [t.background, t.text, t.mutedText, t.nodeFill, t.nodeStroke, t.nodeText, t.edge,
      t.edgeLabelFill, t.groupFill, t.groupStroke, t.groupText, t.accent, t.accentText,
      ...t.series.flatMap((s) => [s.fill, s.text])];
    for (const c of colours) {
      const { r, g, b } = parseHex(c)!;
      expect(r === g && g === b, c).toBe(true);
    }
  });

  it('sketch is hand-drawn with Caveat', () => {
    const t = resolveTheme({ theme: 'sketch' });
    expect(t.sketch).toBe(true);
    expect(t.font).toBe('caveat');
    expect(resolveTheme({ theme: 'light' }).sketch).toBe(false);
  });

  it('a list palette becomes the series, its first colour the accent, with readable text', () => {
    const t = resolveTheme({ palette: ['#FFEE00', '#112233', '#abc'] });
    expect(t.series.map((s) => s.fill)).toEqual(['#ffee00', '#112233', '#aabbcc']);
    expect(t.accent).toBe('#ffee00');
    for (const s of t.series) expect(contrast(s.text, s.fill)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.accentText, t.accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('a list palette also colours node borders and fills, visibly and readably, in every theme', () => {
    for (const id of THEME_IDS) {
      const base = resolveTheme({ theme: id });
      for (const brand of ['#7c3aed', '#ffee00', '#0891b2']) {
        const t = resolveTheme({ theme: id, palette: [brand, '#112233'] });
        for (const [name, fg, bg] of pairs(t)) expect(contrast(fg, bg), `${id} ${brand} ${name}`).toBeGreaterThanOrEqual(4.5);
        if (id === 'sketch' || id === 'high-contrast') {
          // Hand-drawn ink and high-contrast black borders are part of those looks.
          expect(t.nodeStroke, id).toBe(base.nodeStroke);
          continue;
        }
        expect(contrast(t.nodeStroke, t.background), `${id} ${brand} border`).toBeGreaterThanOrEqual(3);
        expect(t.nodeStroke, `${id} ${brand}`).not.toBe(base.nodeStroke);
        expect(t.nodeFill, `${id} ${brand}`).not.toBe(base.nodeFill);
      }
    }
    expect(resolveTheme({ palette: ['#7c3aed'] }).nodeStroke).toBe('#7c3aed');
  });

  it('named slots override fields and derived text stays readable', () => {
    const t = resolveTheme({ palette: { background: '#000000', node: '#222222', accent: '#ffcc00', border: '#ff0000', edge: '#00ff00' } });
    expect(t.background).toBe('#000000');
    expect(t.nodeFill).toBe('#222222');
    expect(t.accent).toBe('#ffcc00');
    expect(t.nodeStroke).toBe('#ff0000');
    expect(t.edge).toBe('#00ff00');
    expect(t.edgeLabelFill).toBe('#000000');
    for (const [name, fg, bg] of pairs(t)) expect(contrast(fg, bg), name).toBeGreaterThanOrEqual(4.5);
  });

  it('an explicit text colour is kept', () => {
    const t = resolveTheme({ palette: { text: '#333333', muted: '#666666' } });
    expect(t.text).toBe('#333333');
    expect(t.mutedText).toBe('#666666');
  });

  it('font, corner radius and connector override the theme', () => {
    const t = resolveTheme({ theme: 'sketch', font: 'source-serif', corner_radius: 0, connector: 'straight' });
    expect(t.font).toBe('source-serif');
    expect(t.cornerRadius).toBe(0);
    expect(t.connector).toBe('straight');
    expect(t.sketch).toBe(true);
  });

  it('does not share state between calls', () => {
    const a = resolveTheme({ palette: ['#ff0000'] });
    const b = resolveTheme({});
    expect(a.series.length).toBe(1);
    expect(b.series.length).toBeGreaterThan(1);
  });
});

// Tests for font subsetting: the subset is a real font (cmap included) that fontkit and resvg can draw text with.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { Resvg } from '@resvg/resvg-js';
import { fontFace } from '../layout/fonts.js';
import { subsetFont } from './font-subset.js';
import { countDiffering, decodePng } from './testing/png-decode.js';

const cps = (s: string): number[] => [...s].map((c) => c.codePointAt(0)!);

describe('subsetFont', () => {
  it('keeps the requested glyphs, mapped through a cmap, with the original metrics', () => {
    const face = fontFace('inter', 600);
    const buf = subsetFont(face, cps('Hello, World'));
    expect(buf.length).toBeLessThan(20_000);
    const sub = fontkit.create(buf) as Font;
    for (const cp of cps('HeloW,')) {
      expect(sub.hasGlyphForCodePoint(cp)).toBe(true);
      const a = sub.glyphForCodePoint(cp), b = face.font.glyphForCodePoint(cp);
      expect(a.advanceWidth).toBe(b.advanceWidth);
      expect(a.path.commands.length).toBe(b.path.commands.length);
    }
    expect(sub.hasGlyphForCodePoint('Z'.codePointAt(0)!)).toBe(false);
    expect(sub.familyName).toBe('Inter SemiBold');
  });

  it('maps characters beyond the BMP (emoji) through a format 12 cmap', () => {
    const face = fontFace('noto-emoji', 400);
    const sub = fontkit.create(subsetFont(face, cps('🚀✅'))) as Font;
    expect(sub.hasGlyphForCodePoint(0x1f680)).toBe(true);
    expect(sub.hasGlyphForCodePoint(0x2705)).toBe(true);
    expect(sub.glyphForCodePoint(0x1f680).advanceWidth).toBe(face.font.glyphForCodePoint(0x1f680).advanceWidth);
  });

  it('is deterministic', () => {
    const face = fontFace('caveat', 400);
    expect(subsetFont(face, cps('abc')).equals(subsetFont(face, cps('cba')))).toBe(true);
  });

  it('draws text in resvg when it is the only font available', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'subset-'));
    const file = path.join(dir, 'sub.ttf');
    writeFileSync(file, subsetFont(fontFace('source-serif', 400), cps('Serif')));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#fff"/>'
      + '<text x="10" y="45" font-family="Source Serif 4" font-size="40" fill="#000">Serif</text></svg>';
    const draw = (font: string): Buffer => decodePng(new Resvg(svg, {
      font: { fontFiles: [font], loadSystemFonts: false, defaultFontFamily: 'Source Serif 4' },
    }).render().asPng()).rgba;
    const withSubset = draw(file);
    const withOriginal = draw(fontFace('source-serif', 400).path);
    // Same glyphs from the same outlines: the pictures are identical, and not blank.
    expect(withSubset.equals(withOriginal)).toBe(true);
    expect(countDiffering({ width: 200, height: 60, rgba: withSubset }, { x: 0, y: 0, w: 200, h: 60 }, [255, 255, 255])).toBeGreaterThan(300);
  });
});

// Tests for outlineText: the glyph outlines it draws land on the same pixels as resvg's own text layout.
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { DESIGNS } from '../designs/registry.js';
import { composeInProcess } from '../generations/compose-diagram.js';
import type { Scene } from '../scene/scene.js';
import type { FontId } from '../spec/style.js';
import { fontFilesFor } from './png.js';
import { renderSvg } from './svg.js';
import { tinyIcons } from './testing/sample-scene.js';
import { outlineText } from './text-outlines.js';

const icons = tinyIcons();

/** resvg's pixels for an SVG, with the bundled fonts when it has text. */
function pixels(svg: string): { width: number; data: Buffer } {
  const img = new Resvg(svg, {
    font: { fontFiles: fontFilesFor(svg), loadSystemFonts: false, defaultFontFamily: 'Inter' },
    shapeRendering: 2, textRendering: 1, logLevel: 'off',
  }).render();
  return { width: img.width, data: img.pixels };
}

/** Mean absolute difference per channel byte, and the share of bytes more than a quarter off. */
function difference(a: Buffer, b: Buffer): { mean: number; bad: number } {
  expect(a.length).toBe(b.length);
  let sum = 0, bad = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i]! - b[i]!);
    sum += d;
    if (d > 64) bad++;
  }
  return { mean: sum / a.length, bad: bad / a.length };
}

/** Averages of block × block pixel squares (channel by channel): ink in the same places, whatever its strokes. */
function blocks(img: { width: number; data: Buffer }, block: number): Buffer {
  const height = img.data.length / 4 / img.width;
  const bw = Math.ceil(img.width / block), bh = Math.ceil(height / block);
  const sums = new Float64Array(bw * bh * 4), counts = new Float64Array(bw * bh);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < img.width; x++) {
      const b = Math.floor(y / block) * bw + Math.floor(x / block);
      counts[b]!++;
      for (let c = 0; c < 4; c++) sums[b * 4 + c]! += img.data[(y * img.width + x) * 4 + c]!;
    }
  }
  return Buffer.from(sums.map((v, i) => Math.round(v / counts[Math.floor(i / 4)]!)));
}

/**
 * Caveat (the sketch theme's hand) has contextual alternates that fontkit and resvg's shaper pick differently
 * for some letter pairs (another 't' of the same size): same words in the same places, other strokes. So hand
 * lettering is compared in 8 px blocks; every other font pixel by pixel.
 */
const HAND = { block: 8, mean: 1, bad: 0.002 };
const EXACT = { block: 1, mean: 0.3, bad: 0.002 };

function expectSamePicture(svg: string, tolerance = EXACT): void {
  const outlined = outlineText(svg);
  expect(outlined.textLeft).toBe(0);
  expect(outlined.svg).not.toMatch(/<text\b|<style>/);
  const [a, b] = [pixels(svg), pixels(outlined.svg)];
  const d = tolerance.block > 1 ? difference(blocks(a, tolerance.block), blocks(b, tolerance.block)) : difference(a.data, b.data);
  expect(d.mean).toBeLessThan(tolerance.mean);
  expect(d.bad).toBeLessThan(tolerance.bad);
}

function textScene(lines: string[], font: FontId, anchor: 'start' | 'middle' | 'end', italic = false): Scene {
  const x = anchor === 'start' ? 10 : anchor === 'middle' ? 200 : 390;
  return {
    width: 400, height: 140, background: '#ffffff', title: 't', description: 'd', sketch: false,
    nodes: [{ type: 'text', x, y: 40, lines, font, size: 22, weight: 600, italic, lineHeight: 30, anchor, fill: '#123456' }],
  };
}

describe('outlineText', () => {
  for (const design of DESIGNS) {
    for (const theme of ['light', 'sketch'] as const) {
      it(`draws the ${design.id} sample (${theme}) like resvg draws its text`, async () => {
        const { svg } = await composeInProcess({ version: 1, design: design.id, kind: design.kind, content: design.sample, params: {}, style: { theme } });
        expectSamePicture(svg, theme === 'sketch' ? HAND : EXACT);
      });
    }
  }

  for (const font of ['inter', 'source-serif', 'jetbrains-mono', 'caveat'] as const) {
    for (const anchor of ['start', 'middle', 'end'] as const) {
      it(`places ${font} text anchored at ${anchor}, several lines, italic and fallbacks`, () => {
        expectSamePicture(renderSvg(textScene(['Kerning: AVAWAY To', 'fi fl & <tags> "q"', '中文 and 🚀 ✅'], font, anchor, font !== 'caveat'), { icons }),
          font === 'caveat' ? HAND : EXACT);
      });
    }
  }

  it('collapses white space as SVG does', () => {
    expectSamePicture(renderSvg(textScene(['  two   spaces\tand a tab  '], 'inter', 'middle'), { icons }));
  });

  it('leaves right-to-left text to resvg, with its fonts', () => {
    const svg = renderSvg(textScene(['שלום world', 'مرحبا'], 'inter', 'start'), { icons });
    const outlined = outlineText(svg);
    expect(outlined.textLeft).toBe(1);
    expect(outlined.svg).toContain('<text');
    expect(outlined.svg).toContain('@font-face');
    expect(outlined.svg).toBe(svg);
  });

  it('writes only paths, with no reference outside the document', () => {
    const svg = renderSvg(textScene(['javascript:alert(1) <script>', 'url(http://x) &amp;'], 'inter', 'start'), { icons });
    const out = outlineText(svg).svg;
    expect(out).not.toMatch(/<script|href|url\(|javascript:/i);
    expect(out.match(/<path transform="matrix\(/g)!.length).toBeGreaterThanOrEqual(2);
  });
});

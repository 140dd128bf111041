// Tests for rasterizeSvg: text really drawn with the bundled fonts, sizes, limits and background handling.
import { describe, expect, it } from 'vitest';
import { rasterizeSvg, fontFilesFor, RASTER_LIMITS } from './png.js';
import { renderSvg } from './svg.js';
import { countDiffering, decodePng } from './testing/png-decode.js';
import { sampleScene, tinyIcons } from './testing/sample-scene.js';
import type { FontId } from '../spec/style.js';
import type { Scene } from '../scene/scene.js';

const icons = tinyIcons();
function textScene(s: string, font: FontId = 'inter', weight: 400 | 600 | 700 = 400, background = '#ffffff'): Scene {
  return {
    width: 300, height: 80, background, title: 't', description: 'd', sketch: false,
    nodes: [{ type: 'text', x: 10, y: 55, lines: [s], font, size: 40, weight, lineHeight: 48, anchor: 'start', fill: '#000000' }],
  };
}
const WHITE: [number, number, number] = [255, 255, 255];
const TEXT_BOX = { x: 0, y: 10, w: 200, h: 60 };
const EMPTY_BOX = { x: 230, y: 0, w: 70, h: 80 };

describe('rasterizeSvg', () => {
  for (const [label, s, font] of [['Inter', 'Hello', 'inter'], ['Source Serif', 'Serif', 'source-serif'], ['JetBrains Mono', 'Mono', 'jetbrains-mono'],
    ['Caveat', 'Hand', 'caveat'], ['CJK fallback', '中文字', 'inter'], ['emoji fallback', '🚀✅', 'inter']] as const) {
    it(`draws ${label} text where the text is, and nothing elsewhere`, () => {
      const img = decodePng(rasterizeSvg(renderSvg(textScene(s, font), { icons })));
      expect(img.width).toBe(300);
      expect(img.height).toBe(80);
      expect(countDiffering(img, TEXT_BOX, WHITE)).toBeGreaterThan(300);
      expect(countDiffering(img, EMPTY_BOX, WHITE)).toBe(0);
    });
  }

  it('uses the weight asked for (semibold differs from bold and regular)', () => {
    const draw = (w: 400 | 600 | 700): Buffer => decodePng(rasterizeSvg(renderSvg(textScene('Weight', 'inter', w), { icons }))).rgba;
    const [r, sb, b] = [draw(400), draw(600), draw(700)];
    expect(r.equals(sb)).toBe(false);
    expect(sb.equals(b)).toBe(false);
  });

  it('loads the large CJK font only when some text needs it', () => {
    expect(fontFilesFor(renderSvg(textScene('Hello'), { icons })).some((f) => f.includes('NotoSansSC'))).toBe(false);
    expect(fontFilesFor(renderSvg(textScene('中文'), { icons })).some((f) => f.includes('NotoSansSC'))).toBe(true);
  });

  it('scales by zoom, width or height, within limits', () => {
    const svg = renderSvg(textScene('Hi'), { icons });
    expect(decodePng(rasterizeSvg(svg, { scale: 2 })).width).toBe(600);
    const w = decodePng(rasterizeSvg(svg, { width: 150 }));
    expect([w.width, w.height]).toEqual([150, 40]);
    expect(decodePng(rasterizeSvg(svg, { height: 160 })).width).toBe(600);
    expect(decodePng(rasterizeSvg(svg, { scale: 1000 })).width).toBe(300 * RASTER_LIMITS.maxScale);
    expect(decodePng(rasterizeSvg(svg, { scale: -5 })).width).toBe(Math.round(300 * RASTER_LIMITS.minScale));
    expect(decodePng(rasterizeSvg(svg, { width: 1e9 })).width).toBeLessThanOrEqual(RASTER_LIMITS.maxSide);
  });

  it('replaces or drops the background', () => {
    const svg = renderSvg(textScene('Hi'), { icons });
    const transparent = decodePng(rasterizeSvg(svg, { background: 'transparent' }));
    expect(transparent.rgba[3]).toBe(0);
    const red = decodePng(rasterizeSvg(svg, { background: '#ff0000' }));
    expect([...red.rgba.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    const own = decodePng(rasterizeSvg(svg));
    expect([...own.rgba.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });

  it('rasterizes the whole sample scene, plain and sketched', () => {
    for (const sketch of [false, true]) {
      const img = decodePng(rasterizeSvg(renderSvg(sampleScene({ sketch }), { icons })));
      expect([img.width, img.height]).toEqual([900, 630]);
      // The title's area holds ink.
      expect(countDiffering(img, { x: 30, y: 20, w: 300, h: 30 }, sketch ? [255, 253, 248] : WHITE)).toBeGreaterThan(500);
    }
  });
});

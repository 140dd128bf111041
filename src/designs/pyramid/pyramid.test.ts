// Tests of pyramid-levels: sample and params, scene soundness for arbitrary levels, band shape, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbStyle, arbText, layoutOf, measurer, runs, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import { assertSceneSound, collectBoxes, collectTexts, flattenScene } from '../../../test/support/scene-checks.js';
import { pyramidContent } from '../../spec/content/steps.js';
import { resolveTheme } from '../../scene/themes.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { pyramidLevels } from './design.js';

const arbContent = fc.record({
  title: fc.option(arbText(8), { nil: undefined }),
  levels: fc.array(fc.record({
    label: arbText(6),
    description: fc.option(arbText(16), { nil: undefined }),
    value: fc.option(fc.double({ min: -1e6, max: 1e9, noNaN: true }), { nil: undefined }),
  }), { minLength: 2, maxLength: 10 }),
});
const arbParams = fc.record({ spacing: fc.constantFrom('compact', 'normal', 'roomy'), show_descriptions: fc.boolean(), colors: fc.constantFrom('series', 'shades') });

/** Width of a band polygon at its top and bottom edges. */
function bandWidths(points: { x: number; y: number }[]): { top: number; bottom: number } {
  const ys = points.map((p) => p.y);
  const y0 = Math.min(...ys), y1 = Math.max(...ys);
  const span = (y: number) => { const xs = points.filter((p) => Math.abs(p.y - y) < 0.01).map((p) => p.x); return Math.max(...xs) - Math.min(...xs); };
  return { top: span(y0), bottom: span(y1) };
}

describe('pyramid-levels', () => {
  it('has its planned id, a valid sample and defaults for every param', () => {
    expect(DESIGN_IDS.pyramid).toContain(pyramidLevels.id);
    expect(() => pyramidContent.parse(pyramidLevels.sample)).not.toThrow();
    expect(pyramidLevels.params.parse({})).toEqual({ spacing: 'normal', show_descriptions: true, colors: 'series' });
  });

  it('lays out any valid pyramid soundly, narrowest at the top', async () => {
    await fc.assert(fc.asyncProperty(arbContent, arbParams, arbStyle, async (content, params, style) => {
      const scene = await layoutOf(pyramidLevels, content, params, style);
      assertSceneSound(scene, measurer);
      const bands = collectBoxes(scene).filter((b) => b.key?.startsWith('level-')).sort((a, b) => a.y - b.y);
      expect(bands).toHaveLength(content.levels.length);
      let last = 0;
      for (const b of bands) {
        const w = bandWidths(b.points!);
        expect(w.top).toBeLessThan(w.bottom);
        expect(w.top).toBeGreaterThanOrEqual(last - 0.01);
        last = w.bottom;
      }
    }), runs(201, 60));
  });

  it('shows values beside their bands', async () => {
    const scene = await layoutOf(pyramidLevels, { levels: [{ label: 'Top', value: 1200 }, { label: 'Base', value: 98000.4 }, { label: 'Small', value: 3.14159 }] }, {});
    const texts = collectTexts(scene, measurer).map((t) => t.run.lines.join(' '));
    expect(texts).toEqual(expect.arrayContaining(['1,200', '98,000', '3.14']));
  });

  it('keeps every text readable on what lies under it, in every theme', async () => {
    for (const theme of THEME_IDS) {
      const scene = await layoutOf(pyramidLevels, pyramidLevels.sample, {}, { theme });
      expect(textContrastProblems(scene), theme).toEqual([]);
    }
  });

  it('draws shades of the accent, strongest at the top, readable in every theme', async () => {
    for (const theme of THEME_IDS) {
      const scene = await layoutOf(pyramidLevels, pyramidLevels.sample, { colors: 'shades' }, { theme });
      expect(textContrastProblems(scene), theme).toEqual([]);
      const fills = flattenScene(scene).flatMap((n) => (n.type === 'polygon' && n.key?.startsWith('level-') ? [n] : []))
        .sort((a, b) => a.points[0]!.y - b.points[0]!.y).map((n) => n.fill);
      expect(fills[0], theme).toBe(resolveTheme({ theme }).accent);
      expect(new Set(fills).size, theme).toBe(fills.length);
    }
  });

  it('is deterministic: same input, same SVG bytes', async () => {
    await fc.assert(fc.asyncProperty(arbContent, arbStyle, async (content, style) => {
      expect(svgOf(await layoutOf(pyramidLevels, content, {}, style))).toBe(svgOf(await layoutOf(pyramidLevels, content, {}, style)));
    }), runs(202, 10));
  });
});

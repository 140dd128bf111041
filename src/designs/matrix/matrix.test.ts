// Tests of matrix-quadrants: sample and params, scene soundness, items in their quadrants or at x,y, labels apart, contrast.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbStyle, arbText, layoutOf, measurer, runs, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import { assertSceneSound, collectBoxes } from '../../../test/support/scene-checks.js';
import { QUADRANTS, matrixContent } from '../../spec/content/sets.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { matrixQuadrants } from './design.js';

const arbAxis = fc.record({
  label: arbText(3),
  low: fc.option(arbText(2), { nil: undefined }),
  high: fc.option(arbText(2), { nil: undefined }),
});
const arbQuadrant = fc.option(fc.record({ label: arbText(4), description: fc.option(arbText(8), { nil: undefined }) }), { nil: undefined });
const arbItem = fc.oneof(
  fc.record({ label: arbText(4), quadrant: fc.constantFrom(...QUADRANTS) }),
  fc.record({ label: arbText(4), x: fc.double({ min: 0, max: 1, noNaN: true }), y: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ label: arbText(3) }),
);
const arbContent = fc.record({
  title: fc.option(arbText(8), { nil: undefined }),
  x_axis: arbAxis,
  y_axis: arbAxis,
  quadrants: fc.record({ 'top-left': arbQuadrant, 'top-right': arbQuadrant, 'bottom-left': arbQuadrant, 'bottom-right': arbQuadrant }),
  items: fc.array(arbItem, { maxLength: 24 }),
});
const arbParams = fc.record({ quadrant_colors: fc.boolean(), show_descriptions: fc.boolean() });

describe('matrix-quadrants', () => {
  it('has its planned id, a valid sample and defaults for every param', () => {
    expect(DESIGN_IDS.matrix).toContain(matrixQuadrants.id);
    expect(() => matrixContent.parse(matrixQuadrants.sample)).not.toThrow();
    expect(matrixQuadrants.params.parse({})).toEqual({ quadrant_colors: true, show_descriptions: true });
  });

  it('lays out any valid matrix soundly, quadrant items inside their quadrant', async () => {
    await fc.assert(fc.asyncProperty(arbContent, arbParams, arbStyle, async (content, params, style) => {
      const scene = await layoutOf(matrixQuadrants, content, params, style);
      assertSceneSound(scene, measurer);
      const boxes = collectBoxes(scene);
      const quad = new Map(boxes.filter((b) => b.key?.startsWith('quadrant-')).map((b) => [b.key!.slice(9), b]));
      content.items.forEach((it, i) => {
        const dot = boxes.find((b) => b.key === `item-${i}`)!;
        expect(dot).toBeDefined();
        if ('quadrant' in it) {
          const q = quad.get(it.quadrant)!;
          expect(dot.x).toBeGreaterThanOrEqual(q.x);
          expect(dot.x + dot.w).toBeLessThanOrEqual(q.x + q.w);
          expect(dot.y).toBeGreaterThanOrEqual(q.y);
          expect(dot.y + dot.h).toBeLessThanOrEqual(q.y + q.h);
        }
      });
    }), runs(501, 60));
  });

  it('places items by x and y (y grows up) exactly when they are apart', async () => {
    const content = { x_axis: { label: 'Effort' }, y_axis: { label: 'Value' }, items: [{ label: 'A', x: 0.25, y: 0.75 }, { label: 'B', x: 0.8, y: 0.2 }] };
    const boxes = collectBoxes(await layoutOf(matrixQuadrants, content, {}));
    const q = boxes.filter((b) => b.key?.startsWith('quadrant-'));
    const left = Math.min(...q.map((b) => b.x)), top = Math.min(...q.map((b) => b.y));
    const size = Math.max(...q.map((b) => b.x + b.w)) - left;
    const centre = (k: string) => { const b = boxes.find((x) => x.key === k)!; return { x: (b.x + b.w / 2 - left) / size, y: 1 - (b.y + b.h / 2 - top) / size }; };
    expect(centre('item-0').x).toBeCloseTo(0.25, 2);
    expect(centre('item-0').y).toBeCloseTo(0.75, 2);
    expect(centre('item-1').x).toBeCloseTo(0.8, 2);
    expect(centre('item-1').y).toBeCloseTo(0.2, 2);
  });

  it('keeps labels apart when many items crowd one spot', async () => {
    const items = Array.from({ length: 16 }, (_, i) => ({ label: `Crowded item ${i}`, x: 0.9, y: 0.9 }));
    const scene = await layoutOf(matrixQuadrants, { x_axis: { label: 'X' }, y_axis: { label: 'Y' }, items }, {});
    assertSceneSound(scene, measurer);
  });

  it('keeps every text readable on what lies under it, in every theme', async () => {
    for (const theme of THEME_IDS) {
      for (const quadrant_colors of [true, false]) {
        const scene = await layoutOf(matrixQuadrants, matrixQuadrants.sample, { quadrant_colors }, { theme });
        expect(textContrastProblems(scene), theme).toEqual([]);
      }
    }
  });

  it('is deterministic: same input, same SVG bytes', async () => {
    await fc.assert(fc.asyncProperty(arbContent, arbStyle, async (content, style) => {
      expect(svgOf(await layoutOf(matrixQuadrants, content, {}, style))).toBe(svgOf(await layoutOf(matrixQuadrants, content, {}, style)));
    }), runs(502, 10));
  });
});

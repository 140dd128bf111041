// Tests of proportion-bars and proportion-donut: samples, soundness for arbitrary parts, scale, shares, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbStyle, arbText, layoutOf, measurer, runs, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import { assertSceneSound, collectBoxes, collectTexts, flattenScene } from '../../../test/support/scene-checks.js';
import { proportionContent } from '../../spec/content/proportion.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { proportionBars } from './bars.js';
import { proportionDonut } from './donut.js';
import { formatShares } from '../shared/numbers.js';

const arbContent = fc.record({
  title: fc.option(arbText(8), { nil: undefined }),
  unit: fc.option(fc.constantFrom('%', '$', 'users', 'kg', 'EUR'), { nil: undefined }),
  parts: fc.array(fc.record({
    label: arbText(5),
    value: fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.double({ min: 0, max: 50, noNaN: true }), fc.constant(0)),
  }), { minLength: 1, maxLength: 20 }),
});
const spacing = fc.constantFrom('compact', 'normal', 'roomy');
const arbParams = {
  'proportion-bars': fc.record({ spacing, show_percent: fc.boolean(), single_color: fc.boolean() }),
  'proportion-donut': fc.record({ spacing, center: fc.constantFrom('total', 'title', 'none'), show_percent: fc.boolean() }),
};
const words = async (design: typeof proportionBars, content: unknown, params: object = {}) =>
  collectTexts(await layoutOf(design, content, params), measurer).map((t) => t.run.lines.join(' '));

describe('proportion designs', () => {
  it('have their planned ids, valid samples and defaults for every param', () => {
    for (const d of [proportionBars, proportionDonut]) {
      expect(DESIGN_IDS.proportion).toContain(d.id);
      expect(() => proportionContent.parse(d.sample)).not.toThrow();
    }
    expect(proportionBars.params.parse({})).toEqual({ spacing: 'normal', show_percent: true, single_color: false });
    expect(proportionDonut.params.parse({})).toEqual({ spacing: 'normal', center: 'total', show_percent: true });
  });

  for (const design of [proportionBars, proportionDonut]) {
    it(`${design.id} lays out any valid parts soundly`, async () => {
      await fc.assert(fc.asyncProperty(arbContent, arbParams[design.id as 'proportion-bars'] as fc.Arbitrary<unknown>, arbStyle, async (content, params, style) => {
        assertSceneSound(await layoutOf(design, content, params, style), measurer);
      }), runs(design === proportionBars ? 901 : 902, 50));
    });

    it(`${design.id} keeps every text readable on what lies under it, in every theme`, async () => {
      for (const theme of THEME_IDS) expect(textContrastProblems(await layoutOf(design, design.sample, {}, { theme })), theme).toEqual([]);
    });

    it(`${design.id} is deterministic: same input, same SVG bytes`, async () => {
      await fc.assert(fc.asyncProperty(arbContent, arbStyle, async (content, style) => {
        expect(svgOf(await layoutOf(design, content, {}, style))).toBe(svgOf(await layoutOf(design, content, {}, style)));
      }), runs(903, 8));
    });
  }

  it('bars: in the given order, lengths in proportion, value with unit and share at the end', async () => {
    const content = { unit: 'users', parts: [{ label: 'Small', value: 25 }, { label: 'Big', value: 100 }, { label: 'None', value: 0 }] };
    const scene = await layoutOf(proportionBars, content, {});
    const bars = collectBoxes(scene).filter((b) => b.key?.startsWith('part-'));
    expect(bars.map((b) => b.key)).toEqual(['part-0', 'part-1']);
    expect(bars[0]!.y).toBeLessThan(bars[1]!.y);
    expect(bars[0]!.w / bars[1]!.w).toBeCloseTo(0.25, 2);
    expect(await words(proportionBars, content)).toEqual(expect.arrayContaining(['25 users', '20%', '100 users', '80%', '0 users', '0%']));
  });

  it('bars: every value sits inside the track after its bar, the longest one too', async () => {
    const scene = await layoutOf(proportionBars, proportionBars.sample, {});
    const nodes = flattenScene(scene);
    const tracks = nodes.filter((n) => n.type === 'rect' && n.role === 'decoration');
    const right = Math.max(...tracks.map((t) => (t.type === 'rect' ? t.x + t.w : 0)));
    const bars = collectBoxes(scene).filter((b) => b.key?.startsWith('part-'));
    expect(Math.max(...bars.map((b) => b.x + b.w))).toBeLessThan(right - 100);
    for (const t of collectTexts(scene, measurer).filter((x) => /visits|%$/.test(x.run.lines.join(' ')))) expect(t.x + t.w, t.run.lines[0]).toBeLessThanOrEqual(right);
  });

  it('prints every share of a chart at one precision', async () => {
    const whole = await words(proportionBars, proportionBars.sample);
    expect(whole).toEqual(expect.arrayContaining(['43%', '24%', '16%', '9%', '7%']));
    const tiny = { parts: [{ label: 'A', value: 990 }, { label: 'B', value: 7 }, { label: 'C', value: 3 }] };
    for (const d of [proportionBars, proportionDonut]) {
      expect(await words(d, tiny), d.id).toEqual(expect.arrayContaining(['99.0%', '0.7%', '0.3%']));
    }
    expect(formatShares([0.5, 0.5, 0])).toEqual(['50%', '50%', '0%']);
    expect(formatShares([0.9999, 0.0001])).toEqual(['100.0%', '<0.1%']);
  });

  it('donut: one segment per non-zero part, shares in the legend, total in the centre', async () => {
    const content = { title: 'Budget', unit: '$', parts: [{ label: 'Rent', value: 600 }, { label: 'Food', value: 300 }, { label: 'Fun', value: 100 }, { label: 'Debt', value: 0 }] };
    const scene = await layoutOf(proportionDonut, content, {});
    // The ring's track plus one filled sector per non-zero part.
    expect(flattenScene(scene).filter((n) => n.type === 'path')).toHaveLength(1 + 3);
    const got = await words(proportionDonut, content);
    expect(got).toEqual(expect.arrayContaining(['$1,000', 'Total', '$600', '60%', '30%', '10%', '0%', 'Debt']));
    const titled = await words(proportionDonut, content, { center: 'title' });
    expect(titled.filter((w) => w === 'Budget')).toHaveLength(1);
  });

  it('draws equal parts without a unit (shares nobody gave) without numbers, and equal shares given in % with them', async () => {
    const unknown = { parts: [{ label: 'Direct', value: 1 }, { label: 'Search', value: 1 }, { label: 'Social', value: 1 }] };
    for (const design of [proportionDonut, proportionBars]) {
      const got = await words(design, unknown);
      expect(got).toEqual(expect.arrayContaining(['Direct', 'Search', 'Social']));
      expect(got.filter((w) => /\d/.test(w) || w === 'Total'), design.id).toEqual([]);
    }
    const given = await words(proportionDonut, { unit: '%', parts: [{ label: 'A', value: 50 }, { label: 'B', value: 50 }] });
    expect(given).toContain('50%');
  });

  it('donut: a single part is a whole ring', async () => {
    const scene = await layoutOf(proportionDonut, { parts: [{ label: 'All', value: 5 }] }, {});
    const ring = flattenScene(scene).filter((n) => n.type === 'path').at(-1);
    expect(ring && ring.type === 'path' && (ring.d.match(/A/g) ?? []).length).toBe(4);
  });
});

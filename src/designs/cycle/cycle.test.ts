// Tests of cycle-ring: sample and params, scene soundness for arbitrary steps, ring structure, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertSceneSound, collectBoxes, collectConnectors, collectTexts } from '../../../test/support/scene-checks.js';
import { arbIcon, arbStyle, arbText, layoutOf, measurer, runs, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import { THEME_IDS } from '../../spec/style.js';
import { cycleContent } from '../../spec/content/steps.js';
import { DESIGN_IDS } from '../ids.js';
import { cycleRing } from './design.js';

const arbContent = fc.record({
  title: fc.option(arbText(8), { nil: undefined }),
  steps: fc.array(fc.record({ label: arbText(5), description: fc.option(arbText(14), { nil: undefined }), icon: arbIcon }), { minLength: 3, maxLength: 10 }),
});
const arbParams = fc.record({
  spacing: fc.constantFrom('compact', 'normal', 'roomy'),
  show_descriptions: fc.boolean(),
  direction: fc.constantFrom('clockwise', 'counterclockwise'),
});

describe('cycle-ring', () => {
  it('has its planned id, a valid sample and defaults for every param', () => {
    expect(DESIGN_IDS.cycle).toContain(cycleRing.id);
    expect(() => cycleContent.parse(cycleRing.sample)).not.toThrow();
    expect(cycleRing.params.parse({})).toEqual({ spacing: 'normal', show_descriptions: true, direction: 'clockwise' });
    expect(() => cycleRing.params.parse({ bogus: 1 })).toThrow();
  });

  it('lays out any valid cycle soundly', async () => {
    await fc.assert(fc.asyncProperty(arbContent, arbParams, arbStyle, async (content, params, style) => {
      const scene = await layoutOf(cycleRing, content, params, style);
      assertSceneSound(scene, measurer);
      // One circle per step and one arrow from each step to the next, the last back to the first.
      const n = content.steps.length;
      const circles = collectBoxes(scene).filter((b) => b.key?.startsWith('step-'));
      expect(circles).toHaveLength(n);
      const arrows = collectConnectors(scene).map((c) => c.connects?.join('>'));
      for (let i = 0; i < n; i++) expect(arrows).toContain(`step-${i}>step-${(i + 1) % n}`);
    }), runs(101, 60));
  });

  it('puts steps clockwise from the top, or counterclockwise when asked', async () => {
    const content = { steps: [{ label: 'A' }, { label: 'B' }, { label: 'C' }, { label: 'D' }] };
    const centres = async (direction: string) => collectBoxes(await layoutOf(cycleRing, content, { direction }))
      .filter((b) => b.key?.startsWith('step-')).map((b) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 }));
    const cw = await centres('clockwise');
    expect(cw[0]!.y).toBeLessThan(cw[2]!.y);
    expect(cw[1]!.x).toBeGreaterThan(cw[0]!.x);
    const ccw = await centres('counterclockwise');
    expect(ccw[1]!.x).toBeLessThan(ccw[0]!.x);
  });

  it('wraps every description at one width, so the notes around the ring share a shape', async () => {
    const descs = new Set(cycleRing.sample.steps.map((st) => st.description));
    const notes = collectTexts(await layoutOf(cycleRing, cycleRing.sample, {}), measurer).filter((t) => descs.has(t.run.lines.join(' ')));
    expect(notes).toHaveLength(cycleRing.sample.steps.length);
    expect(new Set(notes.map((t) => t.run.lines.length))).toEqual(new Set([2]));
    const widths = notes.map((t) => t.w);
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(40);
  });

  it('keeps every text readable on what lies under it, in every theme', async () => {
    for (const theme of THEME_IDS) {
      const scene = await layoutOf(cycleRing, cycleRing.sample, {}, { theme });
      expect(textContrastProblems(scene), theme).toEqual([]);
    }
  });

  it('is deterministic: same input, same SVG bytes', async () => {
    await fc.assert(fc.asyncProperty(arbContent, arbStyle, async (content, style) => {
      const a = svgOf(await layoutOf(cycleRing, content, {}, style));
      const b = svgOf(await layoutOf(cycleRing, content, {}, style));
      expect(a).toBe(b);
    }), runs(102, 10));
  });
});

// Tests of funnel-stages: sample and params, scene soundness for arbitrary stages, widths by value, rates, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbStyle, arbText, layoutOf, measurer, runs, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import { assertSceneSound, collectBoxes, collectTexts, flattenScene, insideShape, intersects } from '../../../test/support/scene-checks.js';
import { funnelContent } from '../../spec/content/steps.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { funnelStages } from './design.js';

const arbContent = fc.record({
  title: fc.option(arbText(8), { nil: undefined }),
  unit: fc.option(fc.constantFrom('users', '%', '$', 'leads', '€'), { nil: undefined }),
  stages: fc.array(fc.record({
    label: arbText(6),
    description: fc.option(arbText(14), { nil: undefined }),
    value: fc.option(fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: 0, max: 100, noNaN: true })), { nil: undefined }),
  }), { minLength: 2, maxLength: 10 }),
});
const arbParams = fc.record({
  spacing: fc.constantFrom('compact', 'normal', 'roomy'),
  show_descriptions: fc.boolean(),
  show_conversion: fc.boolean(),
  proportional: fc.boolean(),
});

const topWidth = (pts: { x: number; y: number }[]) => {
  const y0 = Math.min(...pts.map((p) => p.y));
  const xs = pts.filter((p) => Math.abs(p.y - y0) < 0.01).map((p) => p.x);
  return Math.max(...xs) - Math.min(...xs);
};

describe('funnel-stages', () => {
  it('has its planned id, a valid sample and defaults for every param', () => {
    expect(DESIGN_IDS.funnel).toContain(funnelStages.id);
    expect(() => funnelContent.parse(funnelStages.sample)).not.toThrow();
    expect(funnelStages.params.parse({})).toEqual({ spacing: 'normal', show_descriptions: true, show_conversion: true, proportional: true });
  });

  it('lays out any valid funnel soundly, rate pills against the funnel but clear of every band', async () => {
    await fc.assert(fc.asyncProperty(arbContent, arbParams, arbStyle, async (content, params, style) => {
      const scene = await layoutOf(funnelStages, content, params, style);
      const boxes = collectBoxes(scene);
      const stages = boxes.filter((b) => b.key?.startsWith('stage-'));
      const pills = boxes.filter((b) => b.key?.startsWith('rate-'));
      expect(stages).toHaveLength(content.stages.length);
      // The shared checks compare bounding boxes, and a pill tucked under a band's slanted side lies inside
      // that band's box: check the pills against the bands' true outlines here, the rest with the shared checks.
      for (const p of pills) {
        for (let k = 0; k <= 20; k++) {
          const t = k / 20;
          for (const q of [{ x: p.x + p.w * t, y: p.y }, { x: p.x + p.w * t, y: p.y + p.h }, { x: p.x, y: p.y + p.h * t }, { x: p.x + p.w, y: p.y + p.h * t }]) {
            for (const s of stages) expect(insideShape(s, q, -0.5), `${p.key} touches ${s.key}`).toBe(false);
          }
        }
        expect(p.x >= 0 && p.y >= 0 && p.x + p.w <= scene.width && p.y + p.h <= scene.height, `${p.key} inside the view`).toBe(true);
        for (const o of pills) if (o !== p) expect(intersects(o, p), `${p.key} meets ${o.key}`).toBe(false);
      }
      const inPill = (x: number, y: number): boolean => pills.some((p) => x >= p.x - 0.5 && x <= p.x + p.w + 0.5 && y >= p.y - 0.5 && y <= p.y + p.h + 0.5);
      const rest = flattenScene(scene).filter((n) => !(
        (n.type === 'rect' && n.key?.startsWith('rate-')) || (n.type === 'text' && inPill(n.x, n.y)) || (n.type === 'polygon' && n.role === 'decoration' && inPill(n.points[0]!.x, n.points[0]!.y))));
      assertSceneSound({ ...scene, nodes: rest }, measurer);
    }), runs(301, 60));
  });

  it('keeps the funnel shape: every band narrower at its foot, never as wide as the band above', async () => {
    const scene = await layoutOf(funnelStages, funnelStages.sample, {});
    const bands = collectBoxes(scene).filter((b) => b.key?.startsWith('stage-')).sort((a, b) => a.y - b.y);
    const bottomWidth = (pts: { x: number; y: number }[]) => {
      const y1 = Math.max(...pts.map((p) => p.y));
      const xs = pts.filter((p) => Math.abs(p.y - y1) < 0.01).map((p) => p.x);
      return Math.max(...xs) - Math.min(...xs);
    };
    for (const b of bands) expect(bottomWidth(b.points!), b.key).toBeLessThan(topWidth(b.points!) - 10);
    for (let i = 1; i < bands.length; i++) expect(topWidth(bands[i]!.points!)).toBeLessThan(topWidth(bands[i - 1]!.points!));
  });

  it('makes widths follow the values, never narrower than the label', async () => {
    const content = { stages: [{ label: 'Visitors', value: 10000 }, { label: 'Leads', value: 5000 }, { label: 'Deals', value: 500 }] };
    const scene = await layoutOf(funnelStages, content, {});
    const bands = collectBoxes(scene).filter((b) => b.key?.startsWith('stage-')).sort((a, b) => a.y - b.y).map((b) => topWidth(b.points!));
    expect(bands[1]! / bands[0]!).toBeCloseTo(0.5, 2);
    expect(bands[2]!).toBeGreaterThan(measurer.width('Deals', { font: 'inter', size: 14, weight: 600 }));
    const even = collectBoxes(await layoutOf(funnelStages, content, { proportional: false })).filter((b) => b.key?.startsWith('stage-'))
      .sort((a, b) => a.y - b.y).map((b) => topWidth(b.points!));
    expect(even[0]! - even[1]!).toBeCloseTo(even[1]! - even[2]!, 1);
  });

  it('shows values with their unit and the conversion between stages', async () => {
    const content = { unit: 'users', stages: [{ label: 'Visit', value: 4000 }, { label: 'Sign up', value: 1000 }, { label: 'Pay', value: 45 }] };
    const texts = collectTexts(await layoutOf(funnelStages, content, {}), measurer).map((t) => t.run.lines.join(' '));
    expect(texts).toEqual(expect.arrayContaining(['4,000 users', '1,000 users', '45 users', '25%', '4.5%']));
    const without = collectTexts(await layoutOf(funnelStages, content, { show_conversion: false }), measurer).map((t) => t.run.lines.join(' '));
    expect(without).not.toContain('25%');
  });

  it('keeps every text readable on what lies under it, in every theme', async () => {
    for (const theme of THEME_IDS) {
      const scene = await layoutOf(funnelStages, funnelStages.sample, {}, { theme });
      expect(textContrastProblems(scene), theme).toEqual([]);
    }
  });

  it('is deterministic: same input, same SVG bytes', async () => {
    await fc.assert(fc.asyncProperty(arbContent, arbStyle, async (content, style) => {
      expect(svgOf(await layoutOf(funnelStages, content, {}, style))).toBe(svgOf(await layoutOf(funnelStages, content, {}, style)));
    }), runs(302, 10));
  });
});

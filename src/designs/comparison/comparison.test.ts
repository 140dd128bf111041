// Tests of comparison-table and comparison-pros-cons: samples, soundness for arbitrary options, marks, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbStyle, arbText, layoutOf, measurer, runs, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import { assertSceneSound, collectBoxes, collectIcons, collectTexts, flattenScene } from '../../../test/support/scene-checks.js';
import { contrast } from '../../scene/color.js';
import { resolveTheme } from '../../scene/themes.js';
import { comparisonContent } from '../../spec/content/comparison.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { markOf } from './marks.js';
import { comparisonProsCons } from './pros-cons.js';
import { comparisonTable } from './table.js';

const arbValue = fc.oneof(arbText(5), fc.constantFrom('Yes', 'no', '✓', 'false', '', '—', 'Limited'));
const arbContent = fc.integer({ min: 2, max: 5 }).chain((n) => fc.record({
  title: fc.option(arbText(8), { nil: undefined }),
  options: fc.array(fc.record({
    label: arbText(4),
    description: fc.option(arbText(6), { nil: undefined }),
    pros: fc.array(arbText(6), { maxLength: 5 }),
    cons: fc.array(arbText(6), { maxLength: 5 }),
  }), { minLength: n, maxLength: n }),
  criteria: fc.array(fc.record({ label: arbText(4), values: fc.array(arbValue, { minLength: n, maxLength: n }) }), { maxLength: 8 }),
}));
const arbParams = fc.record({ spacing: fc.constantFrom('compact', 'normal', 'roomy'), show_descriptions: fc.boolean() });
const texts = async (design: typeof comparisonTable, content: unknown) => collectTexts(await layoutOf(design, content, {}), measurer).map((t) => t.run.lines.join(' '));

describe('comparison designs', () => {
  it('have their planned ids, valid samples and defaults for every param', () => {
    for (const d of [comparisonTable, comparisonProsCons]) {
      expect(DESIGN_IDS.comparison).toContain(d.id);
      expect(() => comparisonContent.parse(d.sample)).not.toThrow();
      expect(d.params.parse({})).toEqual({ spacing: 'normal', show_descriptions: true });
    }
  });

  it('read yes/no values as marks and leave other words alone', () => {
    expect(['Yes', 'true', '✓', 'included'].map(markOf)).toEqual(['yes', 'yes', 'yes', 'yes']);
    expect(['No', 'false', '✗', '×'].map(markOf)).toEqual(['no', 'no', 'no', 'no']);
    expect(['Limited', 'Yes, paid', '', '-'].map(markOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  for (const design of [comparisonTable, comparisonProsCons]) {
    it(`${design.id} lays out any valid comparison soundly`, async () => {
      await fc.assert(fc.asyncProperty(arbContent, arbParams, arbStyle, async (content, params, style) => {
        const scene = await layoutOf(design, content, params, style);
        assertSceneSound(scene, measurer);
        expect(collectBoxes(scene).filter((b) => /^option-\d+$/.test(b.key ?? ''))).toHaveLength(content.options.length);
      }), runs(design === comparisonTable ? 601 : 602, 40));
    });

    it(`${design.id} keeps every text readable on what lies under it, in every theme`, async () => {
      for (const theme of THEME_IDS) expect(textContrastProblems(await layoutOf(design, design.sample, {}, { theme })), theme).toEqual([]);
    });

    it(`${design.id} is deterministic: same input, same SVG bytes`, async () => {
      await fc.assert(fc.asyncProperty(arbContent, arbStyle, async (content, style) => {
        expect(svgOf(await layoutOf(design, content, {}, style))).toBe(svgOf(await layoutOf(design, content, {}, style)));
      }), runs(603, 8));
    });
  }

  it('table: one column per option, criteria values as text or marks', async () => {
    const content = {
      options: [{ label: 'Basic' }, { label: 'Pro' }],
      criteria: [{ label: 'Price', values: ['$5', '$20'] }, { label: 'Support', values: ['No', 'Yes'] }],
    };
    const scene = await layoutOf(comparisonTable, content, {});
    expect(await texts(comparisonTable, content)).toEqual(expect.arrayContaining(['Basic', 'Pro', 'Price', '$5', '$20', 'Support']));
    expect(collectIcons(scene).map((i) => i.id).sort()).toEqual(['lucide:check', 'lucide:x']);
  });

  it('table: rows from pros and cons when there are no criteria', async () => {
    const content = { options: [{ label: 'A', pros: ['Fast'], cons: ['Loud'] }, { label: 'B', pros: ['Quiet', 'Cheap'], cons: [] }] };
    const got = await texts(comparisonTable, content);
    expect(got).toEqual(expect.arrayContaining(['Pros', 'Cons', 'Fast', 'Loud', 'Quiet', 'Cheap', '—']));
  });

  it('table: a side no option has points on is left out, not drawn as a row of dashes', async () => {
    const got = await texts(comparisonTable, { options: [{ label: 'Rent', pros: ['Flexible'] }, { label: 'Buy', pros: ['Equity'] }] });
    expect(got).toEqual(expect.arrayContaining(['Pros', 'Flexible', 'Equity']));
    expect(got).not.toContain('Cons');
    expect(got).not.toContain('—');
  });

  it('table: criteria named without values make an empty grid to fill in (no dashes)', async () => {
    const got = await texts(comparisonTable, { options: [{ label: 'A' }, { label: 'B' }], criteria: [{ label: 'Price', values: ['', ''] }, { label: 'Speed', values: ['', ''] }] });
    expect(got).toEqual(expect.arrayContaining(['A', 'B', 'Price', 'Speed']));
    expect(got).not.toContain('—');
  });

  it('pros-cons: cards that each hold one side (the pros and cons of one subject) show that side alone', async () => {
    const content = { options: [{ label: 'Pros', pros: ['No commute', 'Flexible hours'] }, { label: 'Cons', cons: ['Isolation'] }] };
    const scene = await layoutOf(comparisonProsCons, content, {});
    const got = collectTexts(scene, measurer).map((t) => t.run.lines.join(' '));
    expect(got).toEqual(expect.arrayContaining(['Pros', 'Cons', 'No commute', 'Flexible hours', 'Isolation']));
    expect(got.filter((t) => t === '—' || t === 'PROS' || t === 'CONS')).toEqual([]);
    expect(collectIcons(scene).map((i) => i.id).sort()).toEqual(['lucide:check', 'lucide:check', 'lucide:x']);
  });

  it('pros-cons: a section no card has points in is left out', async () => {
    const got = await texts(comparisonProsCons, { options: [{ label: 'A', pros: ['Fast'] }, { label: 'B', pros: ['Cheap'] }] });
    expect(got).toContain('PROS');
    expect(got).not.toContain('CONS');
    expect(got).not.toContain('—');
  });

  it('pros-cons: one neutral border round every card, the header filling its top edge to edge', async () => {
    for (const theme of THEME_IDS) {
      const t = resolveTheme({ theme });
      const leaves = flattenScene(await layoutOf(comparisonProsCons, comparisonProsCons.sample, {}, { theme }));
      const cards = leaves.filter((n) => n.type === 'rect' && /^option-\d+$/.test(n.key ?? ''));
      const borders = leaves.filter((n) => n.type === 'rect' && n.role === 'decoration' && n.fill === 'none');
      expect(borders, theme).toHaveLength(cards.length);
      expect(new Set(borders.map((b) => b.type === 'rect' && b.stroke)).size, theme).toBe(1);
      expect(t.series.slice(0, cards.length).map((s) => s.fill), theme).not.toContain(borders[0]!.type === 'rect' && borders[0]!.stroke);
      const headers = leaves.filter((n) => n.type === 'path' && t.series.some((s) => s.fill === n.fill));
      cards.forEach((c, j) => {
        const h = headers[j]!;
        if (c.type !== 'rect' || h.type !== 'path') throw new Error('shape');
        const ys = (h.d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number).filter((_, k) => k % 2 === 1);
        const xs = (h.d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number).filter((_, k) => k % 2 === 0);
        expect(Math.min(...ys), theme).toBeCloseTo(c.y, 1);
        expect(Math.min(...xs), theme).toBeCloseTo(c.x, 1);
        expect(Math.max(...xs), theme).toBeCloseTo(c.x + c.w, 1);
      });
    }
  });

  it('pros-cons: a check per pro and a cross per con, in theme colours that read on the card', async () => {
    const content = comparisonProsCons.sample;
    const pros = content.options.reduce((s, o) => s + o.pros.length, 0);
    const cons = content.options.reduce((s, o) => s + o.cons.length, 0);
    for (const theme of THEME_IDS) {
      const icons = collectIcons(await layoutOf(comparisonProsCons, content, {}, { theme }));
      expect(icons.filter((i) => i.id === 'lucide:check')).toHaveLength(pros);
      expect(icons.filter((i) => i.id === 'lucide:x')).toHaveLength(cons);
      const card = resolveTheme({ theme }).nodeFill;
      const good = icons.find((i) => i.id === 'lucide:check')!.color;
      const bad = icons.find((i) => i.id === 'lucide:x')!.color;
      expect(contrast(good, card), theme).toBeGreaterThanOrEqual(3);
      expect(contrast(bad, card), theme).toBeGreaterThanOrEqual(3);
      // Green-ish and red-ish differ wherever the theme has colour; monochrome tells them apart by shape alone.
      if (theme !== 'monochrome') expect(good, theme).not.toBe(bad);
    }
  });
});

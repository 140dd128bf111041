// Tests of list-numbered and list-cards: samples, soundness for arbitrary items, numbering and grid columns, contrast.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbIcon, arbStyle, arbText, layoutOf, measurer, runs, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import { assertSceneSound, collectBoxes, collectTexts } from '../../../test/support/scene-checks.js';
import { listContent } from '../../spec/content/steps.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { autoColumns } from './cards-layout.js';
import { listCards } from './cards.js';
import { listNumbered } from './numbered.js';

const arbContent = fc.record({
  title: fc.option(arbText(8), { nil: undefined }),
  items: fc.array(fc.record({ label: arbText(6), description: fc.option(arbText(20), { nil: undefined }), icon: arbIcon }), { minLength: 1, maxLength: 30 }),
});
const spacing = fc.constantFrom('compact', 'normal', 'roomy');
const arbParams = {
  'list-numbered': fc.record({ spacing, show_descriptions: fc.boolean(), badge: fc.constantFrom('number', 'icon'), columns: fc.integer({ min: 1, max: 3 }) }),
  'list-cards': fc.record({ spacing, show_descriptions: fc.boolean(), columns: fc.oneof(fc.constant('auto'), fc.integer({ min: 1, max: 6 })) }),
};

describe('list designs', () => {
  it('have their planned ids, valid samples and defaults for every param', () => {
    for (const d of [listNumbered, listCards]) {
      expect(DESIGN_IDS.list).toContain(d.id);
      expect(() => listContent.parse(d.sample)).not.toThrow();
    }
    expect(listNumbered.params.parse({})).toEqual({ spacing: 'normal', show_descriptions: true, badge: 'number', columns: 1 });
    expect(listCards.params.parse({})).toEqual({ spacing: 'normal', show_descriptions: true, columns: 'auto' });
    expect(() => listCards.params.parse({ columns: 9 })).toThrow();
  });

  for (const design of [listNumbered, listCards]) {
    it(`${design.id} lays out any valid list soundly, one shape per item`, async () => {
      await fc.assert(fc.asyncProperty(arbContent, arbParams[design.id as 'list-cards'] as fc.Arbitrary<unknown>, arbStyle, async (content, params, style) => {
        const scene = await layoutOf(design, content, params, style);
        assertSceneSound(scene, measurer);
        expect(collectBoxes(scene).filter((b) => b.key?.startsWith('item-'))).toHaveLength(content.items.length);
      }), runs(design === listNumbered ? 801 : 802, 40));
    });

    it(`${design.id} keeps every text readable on what lies under it, in every theme`, async () => {
      for (const theme of THEME_IDS) expect(textContrastProblems(await layoutOf(design, design.sample, {}, { theme })), theme).toEqual([]);
    });

    it(`${design.id} is deterministic: same input, same SVG bytes`, async () => {
      await fc.assert(fc.asyncProperty(arbContent, arbStyle, async (content, style) => {
        expect(svgOf(await layoutOf(design, content, {}, style))).toBe(svgOf(await layoutOf(design, content, {}, style)));
      }), runs(803, 8));
    });
  }

  it('numbered: numbers 1..n in reading order, running down each column', async () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ label: `Step ${String.fromCharCode(65 + i)}` }));
    for (const columns of [1, 2]) {
      const scene = await layoutOf(listNumbered, { items }, { columns });
      const nums = collectTexts(scene, measurer).filter((t) => /^\d+$/.test(t.run.lines[0]!));
      expect(nums.map((t) => t.run.lines[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      const xs = new Set(nums.map((t) => Math.round(t.anchor.x)));
      expect(xs.size).toBe(columns);
    }
  });

  it('balances description lines: no last line holds a single word', async () => {
    for (const d of [listCards, listNumbered]) {
      const descs = new Set(d.sample.items.map((it) => it.description));
      const wrapped = collectTexts(await layoutOf(d, d.sample, d === listNumbered ? { columns: 2 } : {}), measurer)
        .filter((t) => descs.has(t.run.lines.join(' ')) && t.run.lines.length > 1);
      if (d === listCards) expect(wrapped.length).toBe(d.sample.items.length);
      for (const t of wrapped) expect(t.run.lines.at(-1)!.split(' ').length, `${d.id}: ${t.run.lines.join(' / ')}`).toBeGreaterThan(1);
    }
  });

  it('cards: columns param sets cards per row; auto balances the grid', async () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ label: `Card ${i}` }));
    const perRow = async (params: object) => {
      const cards = collectBoxes(await layoutOf(listCards, { items }, params)).filter((b) => b.key?.startsWith('item-'));
      return cards.filter((b) => Math.abs(b.y - cards[0]!.y) < 0.5).length;
    };
    expect(await perRow({ columns: 2 })).toBe(2);
    expect(await perRow({ columns: 5 })).toBe(5);
    expect(await perRow({})).toBe(autoColumns(7));
    expect([1, 2, 3, 4, 5, 6, 9, 12].map(autoColumns)).toEqual([1, 2, 3, 2, 3, 3, 3, 4]);
  });
});

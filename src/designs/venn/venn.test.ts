// Tests of venn-sets: sample and params, scene soundness, items inside their exact regions, growth, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbStyle, arbText, layoutOf, measurer, runs, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import { type Box, assertSceneSound, collectBoxes, collectTexts, flattenScene } from '../../../test/support/scene-checks.js';
import { resolveTheme } from '../../scene/themes.js';
import { contrast, hueSat } from '../shared/tones.js';
import type { Scene } from '../../scene/scene.js';
import { vennContent } from '../../spec/content/sets.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { vennSets } from './design.js';

/** Sets s0.., overlaps naming 2 or 3 of them; `items` makes the item strings. */
function arbVenn(items: fc.Arbitrary<string[]>) {
  return fc.integer({ min: 2, max: 3 }).chain((n) => {
    const ids = Array.from({ length: n }, (_, i) => `s${i}`);
    return fc.record({
      title: fc.option(arbText(8), { nil: undefined }),
      sets: fc.tuple(...ids.map((id) => fc.record({ id: fc.constant(id), label: arbText(4), items }))),
      overlaps: fc.array(fc.record({
        sets: fc.subarray(ids, { minLength: 2 }),
        label: fc.option(arbText(4), { nil: undefined }),
        items,
      }), { maxLength: 4 }),
    });
  });
}
const arbParams = fc.record({ overlap: fc.constantFrom('small', 'medium', 'large'), show_items: fc.boolean() });

function circles(scene: Scene): Map<string, Box> {
  return new Map(collectBoxes(scene).filter((b) => b.key?.startsWith('set-')).map((b) => [b.key!.slice(4), b]));
}
const inCircle = (b: Box, x: number, y: number) => Math.hypot(x - (b.x + b.w / 2), y - (b.y + b.h / 2)) <= b.w / 2;

describe('venn-sets', () => {
  it('has its planned id, a valid sample and defaults for every param', () => {
    expect(DESIGN_IDS.venn).toContain(vennSets.id);
    expect(() => vennContent.parse(vennSets.sample)).not.toThrow();
    expect(vennSets.params.parse({})).toEqual({ overlap: 'medium', show_items: true });
  });

  it('lays out any valid venn soundly', async () => {
    const items = fc.array(arbText(4), { maxLength: 6 });
    await fc.assert(fc.asyncProperty(arbVenn(items), arbParams, arbStyle, async (content, params, style) => {
      const scene = await layoutOf(vennSets, content, params, style);
      assertSceneSound(scene, measurer);
      expect(circles(scene).size).toBe(content.sets.length);
    }), runs(401, 50));
  });

  it('puts every item wholly inside its own region and outside the other circles', async () => {
    let next = 0;
    const items = fc.integer({ min: 0, max: 4 }).map((k) => Array.from({ length: k }, () => `item${next++}`));
    await fc.assert(fc.asyncProperty(arbVenn(items), async (content) => {
      const scene = await layoutOf(vennSets, content, {});
      const c = circles(scene);
      const where = new Map<string, Set<string>>();
      content.sets.forEach((s) => s.items.forEach((it) => where.set(it, new Set([s.id]))));
      content.overlaps.forEach((o) => o.items.forEach((it) => where.set(it, new Set(o.sets))));
      for (const t of collectTexts(scene, measurer)) {
        const own = where.get(t.run.lines.join(' '));
        if (!own) continue;
        for (const [x, y] of [[t.x, t.y], [t.x + t.w, t.y], [t.x, t.y + t.h], [t.x + t.w, t.y + t.h]] as const) {
          for (const [id, b] of c) expect(inCircle(b, x, y), `${t.run.lines[0]} vs ${id}`).toBe(own.has(id));
        }
      }
    }), runs(402, 40));
  });

  it('grows the circles when a region holds many items', async () => {
    const base = { sets: [{ id: 'a', label: 'A', items: ['one'] }, { id: 'b', label: 'B', items: [] }] };
    const many = { sets: [{ id: 'a', label: 'A', items: Array.from({ length: 14 }, (_, i) => `Item number ${i}`) }, { id: 'b', label: 'B', items: [] }] };
    const r = async (c: unknown) => circles(await layoutOf(vennSets, c, {})).get('a')!.w;
    expect(await r(many)).toBeGreaterThan((await r(base)) * 1.3);
  });

  it('keeps every text readable on what lies under it, in every theme', async () => {
    const two = { sets: [{ id: 'a', label: 'Cats', items: ['Independent', 'Purr'] }, { id: 'b', label: 'Dogs', items: ['Loyal', 'Bark'] }], overlaps: [{ sets: ['a', 'b'], label: 'Pets', items: ['Cute', 'Furry'] }] };
    for (const theme of THEME_IDS) {
      for (const content of [vennSets.sample, two]) {
        expect(textContrastProblems(await layoutOf(vennSets, content, {}, { theme })), theme).toEqual([]);
      }
    }
  });

  it('paints overlaps in blended colours (not stacked translucency) and outlines that show on every page', async () => {
    for (const theme of THEME_IDS) {
      const scene = await layoutOf(vennSets, vennSets.sample, {}, { theme });
      const t = resolveTheme({ theme });
      const leaves = flattenScene(scene);
      expect(leaves.filter((n) => 'opacity' in n && n.opacity !== undefined && n.opacity < 1), theme).toEqual([]);
      const overlaps = leaves.filter((n) => n.type === 'polygon');
      expect(overlaps, theme).toHaveLength(4);
      // The three-set middle keeps some colour instead of turning grey-brown (monochrome has none to keep).
      if (theme !== 'monochrome') expect(hueSat(overlaps.at(-1)!.fill!).sat, theme).toBeGreaterThan(0.2);
      for (const n of leaves) {
        if (n.type === 'ellipse' && n.fill === 'none') expect(contrast(n.stroke!, t.background), theme).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('is deterministic: same input, same SVG bytes', async () => {
    await fc.assert(fc.asyncProperty(arbVenn(fc.array(arbText(3), { maxLength: 4 })), arbStyle, async (content, style) => {
      expect(svgOf(await layoutOf(vennSets, content, {}, style))).toBe(svgOf(await layoutOf(vennSets, content, {}, style)));
    }), runs(403, 10));
  });
});

// Tests of hierarchy-org-chart: sample and params, soundness for arbitrary forests, tree geometry, leaf stacks, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertSceneSound, collectBoxes, collectConnectors, type Box } from '../../../test/support/scene-checks.js';
import { arbIcon, arbStyle, arbText, layoutOf, measurer, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import { hierarchyContent } from '../../spec/content/index.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { orgChart } from './design.js';

/** Node i hangs under an earlier node, or is a root (always for node 0). */
export const arbForest = (max: number) => fc.array(fc.record({
  label: arbText(5), description: fc.option(arbText(8), { nil: undefined }), icon: arbIcon,
  parent: fc.option(fc.nat(), { nil: undefined, freq: 6 }),
}), { minLength: 1, maxLength: max }).map((rows) => rows.map((r, i) => ({
  id: `n${i}`, label: r.label, description: r.description, icon: r.icon,
  parent: i === 0 || r.parent === undefined ? undefined : `n${r.parent % i}`,
})));

const arbParams = fc.record({
  spacing: fc.constantFrom('compact', 'normal', 'roomy'),
  show_descriptions: fc.boolean(),
  stack_leaves: fc.constantFrom('auto', 'always', 'never'),
});

const nodeBoxes = (boxes: Box[]) => new Map(boxes.filter((b) => b.key?.startsWith('node:')).map((b) => [b.key!.slice(5), b]));
const cx = (b: Box) => b.x + b.w / 2;

describe('hierarchy-org-chart', () => {
  it('has its planned id, a valid sample and defaults for every param', () => {
    expect(DESIGN_IDS.hierarchy).toContain(orgChart.id);
    expect(() => hierarchyContent.parse(orgChart.sample)).not.toThrow();
    expect(orgChart.params.parse({})).toEqual({ spacing: 'normal', show_descriptions: true, stack_leaves: 'auto' });
    expect(() => orgChart.params.parse({ bogus: 1 })).toThrow();
  });

  it('lays out any forest soundly, children below parents, one link per parent-child pair', async () => {
    await fc.assert(fc.asyncProperty(arbForest(40), arbParams, arbStyle, async (nodes, params, style) => {
      const scene = await layoutOf(orgChart, { nodes }, params, style);
      assertSceneSound(scene, measurer);
      const boxes = nodeBoxes(collectBoxes(scene));
      expect(boxes.size).toBe(nodes.length);
      const links = new Set(collectConnectors(scene).map((c) => c.connects?.join('>')));
      for (const n of nodes) {
        if (!n.parent) continue;
        expect(boxes.get(n.id)!.y).toBeGreaterThan(boxes.get(n.parent)!.y + boxes.get(n.parent)!.h);
        expect(links.has(`node:${n.parent}>node:${n.id}`)).toBe(true);
      }
    }), { seed: 301, numRuns: 60 });
  });

  it('centres a parent over its children and keeps a level on one row', async () => {
    const scene = await layoutOf(orgChart, orgChart.sample, { stack_leaves: 'never' });
    const b = nodeBoxes(collectBoxes(scene));
    expect(cx(b.get('ceo')!)).toBeCloseTo((cx(b.get('cto')!) + cx(b.get('cfo')!)) / 2, 1);
    // The middle of three children stands right under its parent: no jog in the line between them.
    expect(cx(b.get('coo')!)).toBeCloseTo(cx(b.get('ceo')!), 1);
    expect(cx(b.get('cto')!)).toBeCloseTo((cx(b.get('eng')!) + cx(b.get('res')!)) / 2, 1);
    expect(new Set(['cto', 'coo', 'cfo'].map((id) => b.get(id)!.y)).size).toBe(1);
    expect(new Set(['eng', 'res', 'mfg', 'sup', 'fin'].map((id) => b.get(id)!.y)).size).toBe(1);
  });

  it('puts several roots side by side', async () => {
    const scene = await layoutOf(orgChart, { nodes: [{ id: 'a', label: 'Board' }, { id: 'b', label: 'Foundation' }, { id: 'c', label: 'Staff', parent: 'b' }] }, {});
    const b = nodeBoxes(collectBoxes(scene));
    expect(b.get('a')!.y).toBe(b.get('b')!.y);
    expect(b.get('a')!.x + b.get('a')!.w).toBeLessThan(b.get('b')!.x);
  });

  it('stacks a wide row of leaves under their parent when asked, or when the chart gets too wide', async () => {
    const nodes = [{ id: 'lead', label: 'Support lead' }, ...Array.from({ length: 14 }, (_, i) => ({ id: `a${i}`, label: `Agent ${i + 1}`, parent: 'lead' }))];
    const leaves = async (stack: string) => {
      const b = nodeBoxes(collectBoxes(await layoutOf(orgChart, { nodes }, { stack_leaves: stack })));
      return nodes.slice(1).map((n) => b.get(n.id)!);
    };
    const flat = await leaves('never');
    expect(new Set(flat.map((b) => b.y)).size).toBe(1);
    for (const mode of ['always', 'auto']) {
      const stacked = await leaves(mode);
      expect(new Set(stacked.map((b) => b.x)).size).toBe(1);
      stacked.slice(1).forEach((b, i) => expect(b.y).toBeGreaterThan(stacked[i].y + stacked[i].h));
    }
    // A small team stays a row in auto mode.
    const small = nodeBoxes(collectBoxes(await layoutOf(orgChart, { nodes: nodes.slice(0, 4) }, {})));
    expect(new Set(['a0', 'a1', 'a2'].map((id) => small.get(id)!.y)).size).toBe(1);
  });

  it('lays out 300 nodes soundly', async () => {
    const nodes = Array.from({ length: 300 }, (_, i) => ({ id: `n${i}`, label: `Person ${i}`, description: i % 3 ? 'Engineer' : undefined, parent: i === 0 ? undefined : `n${Math.floor((i - 1) / 4)}` }));
    const scene = await layoutOf(orgChart, { nodes }, {});
    assertSceneSound(scene, measurer);
  });

  it('keeps every text readable on what lies under it, in every theme', async () => {
    for (const theme of THEME_IDS) {
      const scene = await layoutOf(orgChart, orgChart.sample, {}, { theme });
      expect(textContrastProblems(scene), theme).toEqual([]);
    }
  });

  it('is deterministic: same input, same SVG bytes', async () => {
    await fc.assert(fc.asyncProperty(arbForest(25), arbStyle, async (nodes, style) => {
      expect(svgOf(await layoutOf(orgChart, { nodes }, {}, style))).toBe(svgOf(await layoutOf(orgChart, { nodes }, {}, style)));
    }), { seed: 302, numRuns: 10 });
  });
});

// Tests of mindmap-radial and mindmap-tree: samples and params, soundness for arbitrary maps, branch geometry, colours, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertSceneSound, collectBoxes, collectConnectors, collectTexts, type Box } from '../../../test/support/scene-checks.js';
import { arbIcon, arbStyle, arbText, ctxFor, layoutOf, measurer, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import type { Scene } from '../../scene/scene.js';
import { mindmapContent } from '../../spec/content/index.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { mindmapRadial } from './radial.js';
import { mindmapTree } from './tree.js';

type Raw = { id: string; label: string; parent?: string; description?: string; icon?: string };

const arbNodes = (max: number): fc.Arbitrary<Raw[]> => fc.array(fc.record({
  label: arbText(5), description: fc.option(arbText(8), { nil: undefined, freq: 4 }), icon: arbIcon,
  parent: fc.option(fc.nat(), { nil: undefined, freq: 4 }),
}), { maxLength: max }).map((rows) => rows.map((r, i) => ({
  id: `n${i}`, label: r.label, description: r.description, icon: r.icon,
  parent: i === 0 || r.parent === undefined ? undefined : `n${r.parent % i}`,
})));
const arbMap = fc.record({ title: fc.option(arbText(6), { nil: undefined }), center: arbText(4), nodes: arbNodes(35) });
const arbParams = fc.record({ spacing: fc.constantFrom('compact', 'normal', 'roomy'), show_descriptions: fc.boolean() });

type Way = 'right' | 'left' | 'up' | 'down';
type Rect = { x: number; y: number; w: number; h: number };
/** The directions in which box `a` lies wholly past box `b`. */
const beyond = (a: Rect, b: Rect): Way[] => [
  ...(a.x > b.x + b.w ? ['right' as const] : []), ...(a.x + a.w < b.x ? ['left' as const] : []),
  ...(a.y + a.h < b.y ? ['up' as const] : []), ...(a.y > b.y + b.h ? ['down' as const] : []),
];
const boxesByKey = (scene: Scene) => new Map(collectBoxes(scene).filter((b) => b.key).map((b) => [b.key!, b]));
const top = (nodes: Raw[], id: string): Raw => {
  let n = nodes.find((x) => x.id === id)!;
  while (n.parent) n = nodes.find((x) => x.id === n.parent)!;
  return n;
};

describe.each([mindmapRadial, mindmapTree])('$id', (design) => {
  it('has its planned id, a valid sample and defaults for every param', () => {
    expect(DESIGN_IDS.mindmap).toContain(design.id);
    expect(() => mindmapContent.parse(design.sample)).not.toThrow();
    expect(design.params.parse({})).toEqual({ spacing: 'normal', show_descriptions: true });
    expect(() => design.params.parse({ bogus: 1 })).toThrow();
  });

  it('lays out any mind map soundly, each topic beyond its parent', async () => {
    await fc.assert(fc.asyncProperty(arbMap, arbParams, arbStyle, async (content, params, style) => {
      const scene = await layoutOf(design, content, params, style);
      assertSceneSound(scene, measurer);
      const b = boxesByKey(scene);
      const centre = b.get('centre')!;
      // Each branch grows one way (the tree: right); every topic lies past its parent's far edge that way.
      const ways = new Map<string, Way[]>();
      for (const n of content.nodes) {
        const box = b.get(`node:${n.id}`)!;
        if (!n.parent) {
          const mid = { x: centre.x + centre.w / 2, w: 0, y: centre.y + centre.h / 2, h: 0 };
          if (design === mindmapTree) expect(beyond(box, centre)).toContain('right');
          else expect(beyond(box, mid).length).toBeGreaterThan(0);
          continue;
        }
        const root = top(content.nodes, n.id).id;
        const way = beyond(box, b.get(`node:${n.parent}`)!);
        const common = (ways.get(root) ?? (design === mindmapTree ? ['right'] : way)).filter((w) => way.includes(w));
        expect(common, `${n.id} beyond ${n.parent} the way of its branch`).not.toEqual([]);
        ways.set(root, common);
      }
    }), { seed: design === mindmapRadial ? 401 : 411, numRuns: 50 });
  });

  it('keeps hand-drawn links clear of other topics', async () => {
    // Sketch themes draw links as connectors, which the edge check can follow.
    await fc.assert(fc.asyncProperty(arbMap, async (content) => {
      assertSceneSound(await layoutOf(design, content, {}, { theme: 'sketch' }), measurer);
    }), { seed: design === mindmapRadial ? 402 : 412, numRuns: 30 });
  });

  it('gives each first-level branch its own series colour', async () => {
    const scene = await layoutOf(design, design.sample, {});
    const series = ctxFor().theme.series.map((s) => s.fill);
    const roots = mindmapContent.parse(design.sample).nodes.filter((n) => !n.parent);
    const fills = roots.map((r) => {
      const key = `node:${r.id}`;
      const rect = JSON.stringify(scene).match(new RegExp(`"fill":"(#[0-9a-f]{6})","stroke":"[^"]*","strokeWidth":[0-9.]+,"key":"${key}"`));
      return rect?.[1];
    });
    expect(fills).toEqual(roots.map((_, i) => series[i % series.length]));
  });

  it('lays out 300 topics soundly', async () => {
    const nodes = Array.from({ length: 300 }, (_, i) => ({ id: `n${i}`, label: `Topic ${i}`, parent: i < 7 ? undefined : `n${Math.floor((i - 7) / 3)}` }));
    assertSceneSound(await layoutOf(design, { center: 'Big map', nodes }, {}), measurer);
  });

  it('keeps every text readable on what lies under it, in every theme', async () => {
    for (const theme of THEME_IDS) {
      expect(textContrastProblems(await layoutOf(design, design.sample, {}, { theme })), theme).toEqual([]);
    }
  });

  it('is deterministic: same input, same SVG bytes', async () => {
    await fc.assert(fc.asyncProperty(arbMap, arbStyle, async (content, style) => {
      expect(svgOf(await layoutOf(design, content, {}, style))).toBe(svgOf(await layoutOf(design, content, {}, style)));
    }), { seed: 403, numRuns: 10 });
  });
});

describe('mindmap-radial', () => {
  const centreX = (b: Map<string, Box>) => b.get('centre')!.x + b.get('centre')!.w / 2;

  it('sets four branches round the centre clockwise from the top, balanced and about 2:1', async () => {
    const scene = await layoutOf(mindmapRadial, mindmapRadial.sample, {});
    const b = boxesByKey(scene);
    const c = b.get('centre')!;
    expect(beyond(b.get('node:content')!, c)).toContain('up');
    expect(beyond(b.get('node:gear')!, c)).toContain('right');
    expect(beyond(b.get('node:promo')!, c)).toContain('down');
    expect(beyond(b.get('node:money')!, c)).toContain('left');
    // Subtopics of a branch above the centre sit side by side above it.
    expect(beyond(b.get('node:format')!, b.get('node:content')!)).toContain('up');
    expect(b.get('node:format')!.y).toBe(b.get('node:topics')!.y);
    expect(scene.width / scene.height).toBeLessThan(2.4);
  });

  it('uses all four sides for a bigger map, the right and left branches mirrored', async () => {
    const branch = (id: string, label: string, kids: string[]) => [{ id, label }, ...kids.map((k, i) => ({ id: `${id}${i}`, label: k, parent: id }))];
    const nodes = [
      ...branch('a', 'Customers', ['Small businesses', 'Enterprise', 'Agencies']), ...branch('b', 'Pricing', ['Free tier', 'Usage-based']),
      ...branch('c', 'Channels', ['Self-serve', 'Partners', 'Direct sales']), ...branch('d', 'Product', ['Mobile app', 'Integrations']),
      ...branch('e', 'Team', ['Hire 5 engineers']), ...branch('f', 'Metrics', ['Net revenue retention', 'Activation rate']),
      ...branch('g', 'Risks', ['Competitor pricing', 'Churn']),
      { id: 'c20', label: 'Outbound', parent: 'c2' }, { id: 'c21', label: 'Events', parent: 'c2' },
    ];
    const b = boxesByKey(await layoutOf(mindmapRadial, { center: 'Product strategy', nodes }, {}));
    const c = b.get('centre')!;
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const overlapX = (r: Rect) => r.x < c.x + c.w && r.x + r.w > c.x;
    const side = (id: string): string => {
      const r = b.get(`node:${id}`)!;
      if (r.x > c.x + c.w) return 'right';
      if (r.x + r.w < c.x) return 'left';
      return overlapX(r) && r.y + r.h < c.y ? 'up' : overlapX(r) && r.y > c.y + c.h ? 'down' : 'other';
    };
    expect(new Set(ids.map(side))).toEqual(new Set(['up', 'right', 'down', 'left']));
    for (const id of ids) {
      const kids = [...b.keys()].filter((k) => k.startsWith(`node:${id}`) && k !== `node:${id}`).map((k) => b.get(k)!);
      const way = { right: 'right', left: 'left', up: 'up', down: 'down', other: '' }[side(id)] as Way;
      for (const k of kids) expect(beyond(k, b.get(`node:${id}`)!)).toContain(way);
    }
  });

  it('sets a lone branch to the right and tucks outer branches in towards the centre', async () => {
    const lone = boxesByKey(await layoutOf(mindmapRadial, { center: 'One', nodes: [{ id: 'a', label: 'Only branch' }] }, {}));
    expect(lone.get('node:a')!.x).toBeGreaterThan(centreX(lone));
    const nodes = Array.from({ length: 10 }, (_, i) => ({ id: `b${i}`, label: `Branch ${i}` }));
    const many = boxesByKey(await layoutOf(mindmapRadial, { center: 'Many', nodes }, {}));
    // Right side holds b0..b4 top to bottom; the middle one stands farther out than the top one.
    expect(many.get('node:b2')!.x).toBeGreaterThan(many.get('node:b0')!.x);
  });
});

describe('mindmap-tree', () => {
  it('grows right from the centre with each level in one column', async () => {
    const b = boxesByKey(await layoutOf(mindmapTree, mindmapTree.sample, {}));
    const lvl1 = ['goals', 'research', 'design', 'build'].map((id) => b.get(`node:${id}`)!.x);
    const lvl2 = ['conv', 'speed', 'interviews', 'cms'].map((id) => b.get(`node:${id}`)!.x);
    expect(new Set(lvl1).size).toBe(1);
    expect(new Set(lvl2).size).toBe(1);
    expect(lvl1[0]).toBeGreaterThan(b.get('centre')!.x + b.get('centre')!.w);
  });

  it('spreads the links leaving the centre down its edge, so they do not merge', async () => {
    const scene = await layoutOf(mindmapTree, mindmapTree.sample, {}, { theme: 'sketch' });
    const starts = collectConnectors(scene).filter((c) => c.connects?.[0] === 'centre').map((c) => c.points[0].y).sort((a, b) => a - b);
    expect(starts).toHaveLength(4);
    for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBeGreaterThan(12);
  });

  it('does not draw a title that repeats the centre, but keeps it as the SVG title', async () => {
    const scene = await layoutOf(mindmapTree, mindmapTree.sample, {});
    expect(mindmapTree.sample.title).toBe(mindmapTree.sample.center);
    expect(scene.title).toBe(mindmapTree.sample.title);
    const runs = collectTexts(scene, measurer).filter((t) => t.run.lines.join(' ') === mindmapTree.sample.center);
    expect(runs).toHaveLength(1);
    const other = await layoutOf(mindmapTree, { ...mindmapTree.sample, title: 'Redesign plan' }, {});
    expect(collectTexts(other, measurer).some((t) => t.run.lines.join(' ') === 'Redesign plan')).toBe(true);
  });
});


// Tests of hub-spokes: sample and params, soundness for arbitrary spokes in every connector style, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbIcon, arbStyle, arbText, layoutOf, measurer, runs, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import { assertSceneSound, collectBoxes, collectConnectors, intersects } from '../../../test/support/scene-checks.js';
import { hubContent } from '../../spec/content/steps.js';
import { CONNECTORS, THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import type { Scene, SceneNode } from '../../scene/scene.js';
import { hubSpokes } from './design.js';

const arbContent = fc.record({
  title: fc.option(arbText(8), { nil: undefined }),
  center: fc.record({ label: arbText(5), icon: arbIcon }),
  spokes: fc.array(fc.record({ label: arbText(5), description: fc.option(arbText(12), { nil: undefined }), icon: arbIcon }), { minLength: 3, maxLength: 12 }),
});
const arbParams = fc.record({ spacing: fc.constantFrom('compact', 'normal', 'roomy'), show_descriptions: fc.boolean(), spokes: fc.constantFrom('auto', 'straight', 'curved', 'elbow') });

describe('hub-spokes', () => {
  it('has its planned id, a valid sample and defaults for every param', () => {
    expect(DESIGN_IDS.hub).toContain(hubSpokes.id);
    expect(() => hubContent.parse(hubSpokes.sample)).not.toThrow();
    expect(hubSpokes.params.parse({})).toEqual({ spacing: 'normal', show_descriptions: true, spokes: 'auto' });
  });

  it('numbers every badge when some spoke has no icon (never 1, icon, 3)', async () => {
    const content = { center: { label: 'Slack' }, spokes: [{ label: 'Jira', icon: 'simple:jira' }, { label: 'GitHub' }, { label: 'Figma', icon: 'simple:figma' }] };
    const flat = (ns: SceneNode[]): SceneNode[] => ns.flatMap((n) => (n.type === 'group' ? flat(n.children) : [n]));
    const icons = (scene: Scene) => flat(scene.nodes).filter((n) => n.type === 'icon').length;
    const texts = (scene: Scene) => JSON.stringify(flat(scene.nodes).flatMap((n) => (n.type === 'text' ? n.lines : [])));
    const mixed = await layoutOf(hubSpokes, content, {}, {});
    expect(icons(mixed)).toBe(0);
    for (const n of ['"1"', '"2"', '"3"']) expect(texts(mixed)).toContain(n);
    // All with icons: the icons stand in the badges.
    const all = await layoutOf(hubSpokes, { ...content, spokes: content.spokes.map((s) => ({ ...s, icon: s.icon ?? 'simple:github' })) }, {}, {});
    expect(icons(all)).toBeGreaterThan(0);
  });

  it('lays out any valid hub soundly: one card and one spoke per item, clear of the centre', async () => {
    await fc.assert(fc.asyncProperty(arbContent, arbParams, arbStyle, async (content, params, style) => {
      const scene = await layoutOf(hubSpokes, content, params, style);
      assertSceneSound(scene, measurer);
      const boxes = collectBoxes(scene);
      const hub = boxes.find((b) => b.key === 'hub')!;
      const cards = boxes.filter((b) => b.key?.startsWith('spoke-'));
      expect(cards).toHaveLength(content.spokes.length);
      for (const c of cards) expect(intersects(c, hub)).toBe(false);
      const spokes = collectConnectors(scene);
      expect(spokes.map((s) => s.connects?.[1]).sort()).toEqual(cards.map((c) => c.key).sort());
    }), runs(701, 60));
  });

  it('draws radial spokes: straight by default, curved in curved themes, elbows only when asked for', async () => {
    const spokes = async (params: object, connector?: (typeof CONNECTORS)[number]) =>
      collectConnectors(await layoutOf(hubSpokes, hubSpokes.sample, params, connector ? { connector } : {}));
    for (const connector of CONNECTORS) {
      const auto = await spokes({}, connector);
      expect(auto.every((c) => c.curve === (connector === 'curved' ? 'smooth' : 'linear')), connector).toBe(true);
      if (connector !== 'curved') expect(auto.every((c) => c.points.length === 2), connector).toBe(true);
    }
    expect((await spokes({ spokes: 'straight' }, 'curved')).every((c) => c.points.length === 2)).toBe(true);
    expect((await spokes({ spokes: 'curved' })).every((c) => c.curve === 'smooth')).toBe(true);
    expect((await spokes({ spokes: 'elbow' })).some((c) => c.points.length > 2)).toBe(true);
  });

  it('keeps every text readable on what lies under it, in every theme', async () => {
    for (const theme of THEME_IDS) expect(textContrastProblems(await layoutOf(hubSpokes, hubSpokes.sample, {}, { theme })), theme).toEqual([]);
  });

  it('is deterministic: same input, same SVG bytes', async () => {
    await fc.assert(fc.asyncProperty(arbContent, arbStyle, async (content, style) => {
      expect(svgOf(await layoutOf(hubSpokes, content, {}, style))).toBe(svgOf(await layoutOf(hubSpokes, content, {}, style)));
    }), runs(702, 10));
  });
});

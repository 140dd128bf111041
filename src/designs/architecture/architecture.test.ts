// Architecture design: sample validity, icons with fallback, zones as containers, property tests, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iconCatalog } from '../../icons/catalog.js';
import { textMeasurer } from '../../layout/text.js';
import { renderSvg } from '../../render/svg.js';
import { resolveTheme } from '../../scene/themes.js';
import { architectureContent, type ArchitectureContent } from '../../spec/content/architecture.js';
import type { Connector, ThemeId } from '../../spec/style.js';
import { assertSceneSound, collectBoxes, collectConnectors, collectIcons, contains } from '../../../test/support/scene-checks.js';
import { connector, edgePairs, ICONS, label, themeId } from '../../../test/support/graph-arbitraries.js';
import { FALLBACK_ICON } from './card.js';
import { architectureZones } from './design.js';

const ctxFor = (theme: ThemeId = 'light', conn?: Connector) => ({
  theme: resolveTheme({ theme, ...(conn ? { connector: conn } : {}) }), text: textMeasurer, icons: iconCatalog,
});
const layout = async (content: ArchitectureContent, theme: ThemeId = 'light', conn?: Connector, params = {}) =>
  architectureZones.layout(content, architectureZones.params.parse(params), ctxFor(theme, conn));

const system = fc.integer({ min: 1, max: 40 }).chain((n) => fc.record({
  components: fc.array(fc.record({
    label: label(4),
    icon: fc.option(fc.constantFrom(...ICONS), { nil: undefined }),
    zone: fc.option(fc.nat(4), { nil: undefined, freq: 4 }),
    description: fc.option(label(6), { nil: undefined, freq: 3 }),
  }), { minLength: n, maxLength: n }),
  zoned: fc.boolean(),
  connections: n > 1 ? edgePairs(n, Math.min(n, 8)) : fc.constant([] as [number, number][]),
  labels: fc.array(fc.option(label(2), { nil: undefined }), { minLength: 50, maxLength: 50 }),
})).map((r) => architectureContent.parse({
  zones: r.zoned ? [0, 1, 2, 3, 4].map((z) => ({ id: `z${z}`, label: `Zone ${z} tier` })) : [],
  components: r.components.map((c, i) => ({ id: `c${i}`, label: c.label, icon: c.icon, description: c.description, zone: r.zoned && c.zone !== undefined ? `z${c.zone}` : undefined })),
  connections: r.connections.map(([a, b], i) => ({ from: `c${a}`, to: `c${b}`, label: r.labels[i % 50] })),
}) as ArchitectureContent);

describe('architecture-zones', () => {
  const sample = architectureContent.parse(architectureZones.sample) as ArchitectureContent;

  it('has a sample that is valid content and lays out soundly', async () => {
    const scene = await layout(sample);
    assertSceneSound(scene, textMeasurer);
    expect(collectConnectors(scene).length).toBe(sample.connections.length);
  });

  it('puts each component inside its zone and draws an icon on every card', async () => {
    const scene = await layout(sample);
    const boxes = collectBoxes(scene);
    for (const c of sample.components) {
      if (!c.zone) continue;
      expect(contains(boxes.find((b) => b.key === `zone:${c.zone}`)!, boxes.find((b) => b.key === c.id)!)).toBe(true);
    }
    expect(collectIcons(scene).map((i) => i.id)).toContain('lucide:database');
    expect(collectIcons(scene)).toHaveLength(sample.components.length);
  });

  it('falls back to a known icon when the given one is missing', async () => {
    const content = architectureContent.parse({ components: [{ id: 'a', label: 'Zqxv', icon: 'nope:missing' }] }) as ArchitectureContent;
    const [icon] = collectIcons(await layout(content));
    expect(iconCatalog.get(icon.id)).toBeDefined();
    expect(icon.id === FALLBACK_ICON || icon.id !== 'nope:missing').toBe(true);
  });

  it('keeps any valid system legible', async () => {
    await fc.assert(fc.asyncProperty(system, themeId, connector, fc.constantFrom('right', 'down'), async (content, theme, conn, direction) => {
      assertSceneSound(await layout(content, theme, conn, { direction }), textMeasurer);
    }), { seed: 8675309, numRuns: 30 });
  }, 300_000);

  it('renders the same SVG bytes for the same input', async () => {
    const a = renderSvg(await layout(sample, 'dark'), { icons: iconCatalog });
    const b = renderSvg(await layout(sample, 'dark'), { icons: iconCatalog });
    expect(a).toBe(b);
  });

  it('defaults params and rejects unknown ones', () => {
    expect(architectureZones.params.parse({})).toEqual({ spacing: 'normal', direction: 'right', show_descriptions: true });
    expect(() => architectureZones.params.parse({ cloud: 'aws' })).toThrow();
  });
});

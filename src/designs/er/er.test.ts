// ER design: sample validity, rows where relationships attach, crow's feet, property tests, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iconCatalog } from '../../icons/catalog.js';
import { textMeasurer } from '../../layout/text.js';
import { renderSvg } from '../../render/svg.js';
import { resolveTheme } from '../../scene/themes.js';
import { CARDINALITIES, erContent, type ErContent } from '../../spec/content/er.js';
import type { Connector, ThemeId } from '../../spec/style.js';
import { assertSceneSound, collectBoxes, collectConnectors, collectTexts } from '../../../test/support/scene-checks.js';
import { connector, edgePairs, label, themeId, word } from '../../../test/support/graph-arbitraries.js';
import { erEntities } from './design.js';

const ctxFor = (theme: ThemeId = 'light', conn?: Connector) => ({
  theme: resolveTheme({ theme, ...(conn ? { connector: conn } : {}) }), text: textMeasurer, icons: iconCatalog,
});
const layout = async (content: ErContent, theme: ThemeId = 'light', conn?: Connector, params = {}) =>
  erEntities.layout(content, erEntities.params.parse(params), ctxFor(theme, conn));

const schema = fc.integer({ min: 1, max: 40 }).chain((n) => fc.record({
  entities: fc.array(fc.record({
    label: label(2),
    attributes: fc.array(fc.record({
      name: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join('_')),
      type: fc.option(fc.constantFrom('uuid', 'int', 'text', 'varchar(255)', 'timestamptz', 'numeric(10,2)'), { nil: undefined }),
      key: fc.option(fc.constantFrom('pk', 'fk', 'uk'), { nil: undefined }),
    }), { maxLength: 8 }),
  }), { minLength: n, maxLength: n }),
  rels: n > 1 ? edgePairs(n, Math.min(n, 8)) : fc.constant([] as [number, number][]),
  cards: fc.array(fc.tuple(fc.constantFrom(...CARDINALITIES), fc.constantFrom(...CARDINALITIES), fc.option(label(2), { nil: undefined })), { minLength: 50, maxLength: 50 }),
})).map((r) => erContent.parse({
  entities: r.entities.map((e, i) => ({ id: `e${i}`, label: e.label, attributes: e.attributes })),
  relationships: r.rels.map(([a, b], i) => ({ from: `e${a}`, to: `e${b}`, from_card: r.cards[i % 50][0], to_card: r.cards[i % 50][1], label: r.cards[i % 50][2] })),
}) as ErContent);

describe('er-entities', () => {
  const sample = erContent.parse(erEntities.sample) as ErContent;

  it('has a sample that is valid content and lays out soundly', async () => {
    const scene = await layout(sample);
    assertSceneSound(scene, textMeasurer);
    expect(collectConnectors(scene).length).toBe(sample.relationships.length);
  });

  it("attaches a relationship at its foreign-key row, with crow's feet by cardinality", async () => {
    const scene = await layout(sample);
    const orders = collectBoxes(scene).find((b) => b.key === 'orders')!;
    const fkText = collectTexts(scene, textMeasurer).find((t) => t.run.lines[0] === 'customer_id')!;
    const places = collectConnectors(scene).find((c) => c.connects?.join() === 'customers,orders')!;
    const end = places.points[places.points.length - 1];
    expect(end.x).toBeCloseTo(orders.x, 0);
    expect(end.y).toBeGreaterThan(fkText.y);
    expect(end.y).toBeLessThan(fkText.y + fkText.h);
    expect(places.start).toBe('crow-one');
    expect(places.end).toBe('crow-zero-many');
  });

  it('keeps any valid schema legible', async () => {
    await fc.assert(fc.asyncProperty(schema, themeId, connector, fc.constantFrom('right', 'down'), async (content, theme, conn, direction) => {
      assertSceneSound(await layout(content, theme, conn, { direction }), textMeasurer);
    }), { seed: 31337, numRuns: 40 });
  });

  it('renders the same SVG bytes for the same input', async () => {
    const a = renderSvg(await layout(sample, 'blueprint'), { icons: iconCatalog });
    const b = renderSvg(await layout(sample, 'blueprint'), { icons: iconCatalog });
    expect(a).toBe(b);
  });

  it('defaults params and rejects unknown ones', () => {
    expect(erEntities.params.parse({})).toEqual({ spacing: 'normal', direction: 'right' });
    expect(() => erEntities.params.parse({ notation: 'chen' })).toThrow();
  });
});

describe('what Mermaid ER code adds', () => {
  it('draws one badge per key of an attribute and non-identifying relationships dashed', async () => {
    const content = erContent.parse({
      entities: [
        { id: 'd', label: 'NAMED-DRIVER', attributes: [{ name: 'carRegistrationNumber', type: 'string', key: 'pk', keys: ['pk', 'fk'] }, { name: 'note', type: 'string' }] },
        { id: 'c', label: 'CAR', attributes: [{ name: 'registrationNumber', type: 'string', key: 'pk' }] },
      ],
      relationships: [{ from: 'c', to: 'd', from_card: 'one', to_card: 'zero_or_many', label: 'allows', identifying: false }],
    }) as ErContent;
    for (const theme of ['light', 'dark', 'sketch'] as ThemeId[]) {
      const scene = await layout(content, theme);
      assertSceneSound(scene, textMeasurer);
      const texts = collectTexts(scene, textMeasurer).map((t) => t.run.lines.join(' '));
      expect(texts.filter((t) => t === 'PK')).toHaveLength(2);
      expect(texts.filter((t) => t === 'FK')).toHaveLength(1);
      expect(collectConnectors(scene)[0]!.dash?.length).toBeGreaterThan(0);
    }
  });
});

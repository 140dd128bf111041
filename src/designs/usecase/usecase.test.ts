// Use case diagram design: the sample and random diagrams lay out soundly (no edge through an ellipse or a figure),
// actors stand outside the boundary on both sides, relations carry their UML marks, output is deterministic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iconCatalog } from '../../icons/catalog.js';
import { textMeasurer } from '../../layout/text.js';
import { renderSvg } from '../../render/svg.js';
import { resolveTheme } from '../../scene/themes.js';
import { usecaseContent, type UsecaseContent } from '../../spec/content/usecase.js';
import type { Connector, ThemeId } from '../../spec/style.js';
import { assertSceneSound, collectBoxes, collectConnectors, flattenScene } from '../../../test/support/scene-checks.js';
import { connector, label, themeId } from '../../../test/support/graph-arbitraries.js';
import { usecaseDiagram } from './design.js';

const ctxFor = (theme: ThemeId = 'light', conn?: Connector) => ({
  theme: resolveTheme({ theme, ...(conn ? { connector: conn } : {}) }), text: textMeasurer, icons: iconCatalog,
});
const layout = async (content: UsecaseContent, theme: ThemeId = 'light', conn?: Connector) =>
  usecaseDiagram.layout(content, usecaseDiagram.params.parse({}), ctxFor(theme, conn));
const sample = () => usecaseContent.parse(usecaseDiagram.sample) as UsecaseContent;

const diagram = fc.record({
  actors: fc.array(label(3), { minLength: 1, maxLength: 5 }),
  cases: fc.array(fc.tuple(label(4), fc.nat(2)), { minLength: 1, maxLength: 9 }),
  systems: fc.array(label(2), { maxLength: 2 }),
  links: fc.array(fc.tuple(fc.nat(20), fc.nat(20), fc.constantFrom('association', 'association', 'include', 'extend')), { maxLength: 14 }),
  parent: fc.option(fc.nat(4), { nil: undefined }),
}).map((r) => {
  const actors = r.actors.map((l, i) => ({ id: `a${i}`, label: l, parent: r.parent !== undefined && i > 0 && r.parent % i < i ? `a${r.parent % i}` : undefined }));
  const systems = r.systems.map((l, i) => ({ id: `s${i}`, label: l }));
  const use_cases = r.cases.map(([l, s], i) => ({ id: `u${i}`, label: l, system: systems.length ? `s${s % systems.length}` : undefined }));
  const links = r.links.map(([a, b, type]) => type === 'association'
    ? { from: `a${a % actors.length}`, to: `u${b % use_cases.length}`, type }
    : { from: `u${a % use_cases.length}`, to: `u${b % use_cases.length}`, type })
    .filter((l) => l.from !== l.to);
  return usecaseContent.parse({ actors, systems, use_cases, links }) as UsecaseContent;
});

describe('usecase-diagram', () => {
  it('draws the sample soundly: figures outside the boundary on both sides, ellipses inside', async () => {
    const scene = await layout(sample());
    assertSceneSound(scene, textMeasurer);
    const boxes = collectBoxes(scene);
    const boundary = boxes.find((b) => b.key === 'system:shop')!;
    expect(boundary.role).toBe('container');
    for (const id of ['browse', 'checkout', 'pay', 'coupon', 'history']) {
      const b = boxes.find((x) => x.key === id)!;
      expect(b.shape, id).toBe('ellipse');
      expect(b.x).toBeGreaterThan(boundary.x);
      expect(b.x + b.w).toBeLessThan(boundary.x + boundary.w);
    }
    const customer = boxes.find((b) => b.key === 'customer')!;
    const service = boxes.find((b) => b.key === 'payments')!;
    expect(customer.x + customer.w).toBeLessThan(boundary.x);
    expect(service.x).toBeGreaterThan(boundary.x + boundary.w);
  });

  it('draws associations plain, include and extend dashed with open heads and their labels, generalization with a triangle', async () => {
    const scene = await layout(sample());
    const lines = collectConnectors(scene);
    const dashed = lines.filter((c) => c.dash);
    expect(dashed.length).toBe(2);
    expect(dashed.every((c) => c.start === 'open' || c.end === 'open')).toBe(true);
    expect(lines.filter((c) => !c.dash).every((c) => c.start === 'none' && c.end === 'none')).toBe(true);
    const texts = flattenScene(scene).filter((n) => n.type === 'text').map((t) => (t.type === 'text' ? t.lines.join(' ') : ''));
    expect(texts).toContain('«include»');
    expect(texts).toContain('«extend» [promo code]');
    expect(flattenScene(scene).filter((n) => n.type === 'polygon').length).toBe(1);
  });

  it('keeps any use case diagram legible in every theme and connector style', { timeout: 300_000 }, async () => {
    await fc.assert(fc.asyncProperty(diagram, themeId, connector, async (content, theme, conn) => {
      assertSceneSound(await layout(content, theme, conn), textMeasurer);
    }), { seed: 2020, numRuns: 30 });
  });

  it('renders the same SVG bytes for the same input', async () => {
    const a = renderSvg(await layout(sample(), 'sketch'), { icons: iconCatalog });
    expect(renderSvg(await layout(sample(), 'sketch'), { icons: iconCatalog })).toBe(a);
  });
});

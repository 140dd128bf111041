// Class design: sample validity, parents above children, UML heads by relation type, multiplicities beside the ends,
// packages around their classes, property tests, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iconCatalog } from '../../icons/catalog.js';
import { textMeasurer } from '../../layout/text.js';
import { renderSvg } from '../../render/svg.js';
import { resolveTheme } from '../../scene/themes.js';
import { CLASS_RELATIONS, classContent, type ClassContent } from '../../spec/content/class.js';
import type { Connector, ThemeId } from '../../spec/style.js';
import { assertSceneSound, collectBoxes, collectConnectors, collectTexts } from '../../../test/support/scene-checks.js';
import { connector, edgePairs, label, themeId, word } from '../../../test/support/graph-arbitraries.js';
import { classDiagram } from './design.js';

const ctxFor = (theme: ThemeId = 'light', conn?: Connector) => ({
  theme: resolveTheme({ theme, ...(conn ? { connector: conn } : {}) }), text: textMeasurer, icons: iconCatalog,
});
const layout = async (content: ClassContent, theme: ThemeId = 'light', conn?: Connector, params = {}) =>
  classDiagram.layout(content, classDiagram.params.parse(params), ctxFor(theme, conn));

const member = fc.record({
  name: fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join('_')),
  type: fc.option(fc.constantFrom('int', 'String', 'List<Order>', 'Map<String, Integer>'), { nil: undefined }),
  visibility: fc.option(fc.constantFrom('public', 'private', 'protected', 'package'), { nil: undefined }),
  static: fc.option(fc.boolean(), { nil: undefined }),
  abstract: fc.option(fc.boolean(), { nil: undefined }),
});

const schema = fc.integer({ min: 1, max: 24 }).chain((n) => fc.record({
  classes: fc.array(fc.record({
    label: label(2),
    stereotype: fc.option(fc.constantFrom('interface', 'abstract', 'enumeration', 'service'), { nil: undefined }),
    attributes: fc.array(member, { maxLength: 5 }),
    methods: fc.array(member, { maxLength: 4 }),
    pkg: fc.option(fc.nat(2), { nil: undefined }),
  }), { minLength: n, maxLength: n }),
  rels: n > 1 ? edgePairs(n, Math.min(n, 6)) : fc.constant([] as [number, number][]),
  looks: fc.array(fc.tuple(fc.constantFrom(...CLASS_RELATIONS), fc.option(fc.constantFrom('1', '0..1', '*', '1..*'), { nil: undefined }), fc.option(fc.constantFrom('1', '*', '0..n'), { nil: undefined }), fc.option(label(2), { nil: undefined })), { minLength: 40, maxLength: 40 }),
})).map((r) => classContent.parse({
  packages: [0, 1, 2].filter((p) => r.classes.some((c) => c.pkg === p)).map((p) => ({ id: `p${p}`, label: `package ${p}` })),
  classes: r.classes.map((c, i) => ({
    id: `c${i}`, label: c.label, stereotype: c.stereotype, package: c.pkg === undefined ? undefined : `p${c.pkg}`,
    attributes: c.attributes, methods: c.methods.map((m) => ({ ...m, returns: m.type, type: undefined })),
  })),
  relations: r.rels.map(([a, b], i) => {
    const [type, fm, tm, lb] = r.looks[i % 40]!;
    return { from: `c${a}`, to: `c${b}`, type, from_multiplicity: fm, to_multiplicity: tm, label: lb };
  }),
}) as ClassContent);

describe('class-diagram', () => {
  const sample = classContent.parse(classDiagram.sample) as ClassContent;

  it('has a sample that is valid content and lays out soundly in every theme', async () => {
    for (const theme of ['light', 'dark', 'sketch'] as const) {
      const scene = await layout(sample, theme);
      assertSceneSound(scene, textMeasurer);
      expect(collectConnectors(scene).length).toBe(sample.relations.length);
    }
  });

  it('puts parents and interfaces above their children, with a hollow triangle at the parent and a dashed line for realization', async () => {
    const scene = await layout(sample);
    const box = (k: string) => collectBoxes(scene).find((b) => b.key === k)!;
    expect(box('Entity').y + box('Entity').h).toBeLessThan(box('Customer').y);
    expect(box('Payable').y + box('Payable').h).toBeLessThan(box('Invoice').y);
    const inherit = collectConnectors(scene).find((c) => c.connects?.join() === 'Customer,Entity')!;
    expect([inherit.start, inherit.end, inherit.dash]).toEqual(['none', 'triangle', undefined]);
    const realize = collectConnectors(scene).find((c) => c.connects?.join() === 'Invoice,Payable')!;
    expect(realize.end).toBe('triangle');
    expect(realize.dash).toBeDefined();
  });

  it('draws diamonds at the whole, open arrows at the target, and dependency dashed', async () => {
    const scene = await layout(sample);
    const conn = (a: string, b: string) => collectConnectors(scene).find((c) => c.connects?.join() === `${a},${b}`)!;
    expect(conn('Order', 'OrderLine').start).toBe('diamond');
    expect(conn('Invoice', 'Order').start).toBe('diamond-open');
    expect(conn('Customer', 'Order').end).toBe('open');
    expect(conn('Order', 'OrderStatus').end).toBe('open');
    expect(conn('Order', 'OrderStatus').dash).toBeDefined();
    // The whole sits above its part.
    const box = (k: string) => collectBoxes(scene).find((b) => b.key === k)!;
    expect(box('Order').y).toBeLessThan(box('OrderLine').y);
  });

  it('writes multiplicities beside the end they belong to and static members underlined', async () => {
    const scene = await layout(sample);
    const texts = collectTexts(scene, textMeasurer);
    const line = collectConnectors(scene).find((c) => c.connects?.join() === 'Order,OrderLine')!;
    const end = line.points[line.points.length - 1]!;
    const many = texts.find((t) => t.run.lines[0] === '1..*')!;
    expect(Math.hypot(many.x + many.w / 2 - end.x, many.y + many.h / 2 - end.y)).toBeLessThan(40);
    expect(texts.find((t) => t.run.lines[0] === 'count: int')).toBeDefined();
    expect(texts.find((t) => t.run.lines[0] === 'validate(): boolean')?.run.italic).toBe(true);
  });

  it('frames a package around its classes', async () => {
    const scene = await layout(sample);
    const frame = collectBoxes(scene).find((b) => b.key === 'package:billing')!;
    for (const k of ['Payable', 'Invoice']) {
      const b = collectBoxes(scene).find((x) => x.key === k)!;
      expect(b.x).toBeGreaterThan(frame.x);
      expect(b.y + b.h).toBeLessThan(frame.y + frame.h);
    }
  });

  it('keeps any valid class model legible', async () => {
    await fc.assert(fc.asyncProperty(schema, themeId, connector, fc.constantFrom('down', 'right'), fc.boolean(), async (content, theme, conn, direction, show) => {
      assertSceneSound(await layout(content, theme, conn, { direction, show_members: show }), textMeasurer);
    }), { seed: 4242, numRuns: 40 });
  });

  it('renders the same SVG bytes for the same input', async () => {
    const a = renderSvg(await layout(sample, 'blueprint'), { icons: iconCatalog });
    const b = renderSvg(await layout(sample, 'blueprint'), { icons: iconCatalog });
    expect(a).toBe(b);
  });

  it('defaults params and rejects unknown ones', () => {
    expect(classDiagram.params.parse({})).toEqual({ spacing: 'normal', direction: 'down', show_members: true });
    expect(() => classDiagram.params.parse({ notation: 'uml2' })).toThrow();
  });
});

// ER design: sample validity, rows where relationships attach, crow's feet, property tests, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iconCatalog } from '../../icons/catalog.js';
import { textMeasurer } from '../../layout/text.js';
import { renderSvg } from '../../render/svg.js';
import { headSize, type Scene } from '../../scene/scene.js';
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

/** Every relationship end: the table it meets, the side (left, right, top, bottom) and where along that side. */
function endsOf(scene: Scene): { table: string; side: string; at: number; other: string }[] {
  const boxes = new Map(collectBoxes(scene).filter((b) => b.key).map((b) => [b.key!, b]));
  return collectConnectors(scene).flatMap((c) => {
    const [from, to] = c.connects!;
    return ([[c.points[0]!, from, to], [c.points[c.points.length - 1]!, to, from]] as const).map(([p, table, other]) => {
      const b = boxes.get(table)!;
      const side = Math.abs(p.x - b.x) < 0.6 ? 'left' : Math.abs(p.x - b.x - b.w) < 0.6 ? 'right' : Math.abs(p.y - b.y) < 0.6 ? 'top' : 'bottom';
      return { table, side, at: side === 'left' || side === 'right' ? p.y : p.x, other };
    });
  });
}

/** The row (its text box) of an attribute of one table in the scene. */
function rowOf(scene: Scene, table: string, name: string) {
  const b = collectBoxes(scene).find((x) => x.key === table)!;
  return collectTexts(scene, textMeasurer).find((t) => t.run.lines[0] === name && t.x >= b.x && t.x <= b.x + b.w && t.y >= b.y && t.y <= b.y + b.h)!;
}

const attr = (name: string, key?: 'pk' | 'fk') => ({ name, type: 'int', ...(key ? { key } : {}) });
const projects = (rel: Partial<ErContent['relationships'][number]>) => erContent.parse({
  entities: [
    { id: 'users', label: 'users', attributes: [attr('id', 'pk'), attr('email'), attr('name')] },
    { id: 'projects', label: 'projects', attributes: [attr('id', 'pk'), attr('owner_id', 'fk'), attr('title')] },
    { id: 'tasks', label: 'tasks', attributes: [attr('id', 'pk'), attr('project_id', 'fk'), attr('assignee_id', 'fk'), attr('status')] },
  ],
  relationships: [
    { from: 'users', to: 'projects', from_card: 'one', to_card: 'many', ...rel },
    { from: 'projects', to: 'tasks', from_card: 'one', to_card: 'many' },
    { from: 'users', to: 'tasks', from_card: 'one', to_card: 'many', label: 'assignee' },
  ],
}) as ErContent;

describe('where relationships meet their tables', () => {
  /** The y of the relationship's end on `table` lies within the row of `attribute`. */
  const expectAtRow = (scene: Scene, from: string, to: string, table: string, attribute: string) => {
    const c = collectConnectors(scene).find((x) => x.connects?.join() === `${from},${to}`)!;
    const p = table === from ? c.points[0]! : c.points[c.points.length - 1]!;
    const row = rowOf(scene, table, attribute);
    // The row's text plus its padding (5 above and below).
    expect(p.y).toBeGreaterThan(row.y - 6);
    expect(p.y).toBeLessThan(row.y + row.h + 6);
  };

  it('attaches a relationship at the foreign key its content names (to_attribute) and at the key it points at (from_attribute)', async () => {
    for (const theme of ['light', 'dark', 'sketch'] as ThemeId[]) {
      const scene = await layout(projects({ from_attribute: 'id', to_attribute: 'owner_id' }), theme);
      assertSceneSound(scene, textMeasurer);
      const ends = endsOf(scene);
      expectAtRow(scene, 'users', 'projects', 'projects', 'owner_id');
      expectAtRow(scene, 'projects', 'tasks', 'tasks', 'project_id');
      expectAtRow(scene, 'projects', 'tasks', 'projects', 'id');
      expectAtRow(scene, 'users', 'tasks', 'tasks', 'assignee_id');
      // Row-attached ends sit on the left and right sides, the side facing the other table.
      expect(ends.every((e) => e.side === 'left' || e.side === 'right')).toBe(true);
    }
  });

  it('reads the foreign key from the relationship name ("owner" attaches at owner_id)', async () => {
    const scene = await layout(projects({ label: 'owner' }));
    expectAtRow(scene, 'users', 'projects', 'projects', 'owner_id');
  });

  it('takes the one foreign key of the "many" side that no other relationship explains ("owns" attaches at owner_id)', async () => {
    const scene = await layout(projects({ label: 'owns' }));
    expectAtRow(scene, 'users', 'projects', 'projects', 'owner_id');
  });

  it("spreads the ends that meet one side of a table at least a crow's foot apart, in every theme", async () => {
    const referencing = ['posts', 'comments', 'likes', 'follows', 'sessions', 'orders'];
    const content = erContent.parse({
      entities: [
        { id: 'users', label: 'users', attributes: [attr('id', 'pk'), attr('email')] },
        ...referencing.map((t) => ({ id: t, label: t, attributes: [attr('id', 'pk'), attr('user_id', 'fk')] })),
        // Tables with only their names: a hub with four relationships on one side.
        { id: 'book', label: 'Book' }, { id: 'loan', label: 'Loan' }, { id: 'copy', label: 'Copy' }, { id: 'author', label: 'Author' }, { id: 'shelf', label: 'Shelf' },
      ],
      relationships: [
        ...referencing.map((t) => ({ from: 'users', to: t, from_card: 'one', to_card: 'zero_or_many' })),
        ...['loan', 'copy', 'author', 'shelf'].map((t) => ({ from: 'book', to: t, from_card: 'one_or_many', to_card: 'zero_or_many' })),
      ],
    }) as ErContent;
    for (const theme of ['light', 'dark', 'sketch', 'blueprint'] as ThemeId[]) {
      const scene = await layout(content, theme);
      assertSceneSound(scene, textMeasurer);
      const marker = headSize(resolveTheme({ theme }).strokeWidth);
      const sides = new Map<string, number[]>();
      for (const e of endsOf(scene)) sides.set(`${e.table}:${e.side}`, [...(sides.get(`${e.table}:${e.side}`) ?? []), e.at]);
      expect(sides.get('users:right')).toHaveLength(6);
      expect(sides.get('book:right')).toHaveLength(4);
      for (const [, at] of sides) {
        const sorted = [...at].sort((a, b) => a - b);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(marker);
      }
    }
  });

  it('attaches a relationship that closes a cycle at the sides facing the other table, at its rows', async () => {
    const content = erContent.parse({
      entities: [
        { id: 'employee', label: 'employee', attributes: [attr('id', 'pk'), attr('department_id', 'fk')] },
        { id: 'department', label: 'department', attributes: [attr('id', 'pk'), attr('project_id', 'fk')] },
        { id: 'project', label: 'project', attributes: [attr('id', 'pk'), attr('lead_id', 'fk')] },
      ],
      relationships: [
        { from: 'employee', to: 'department', from_card: 'many', to_card: 'one' },
        { from: 'department', to: 'project', from_card: 'many', to_card: 'one' },
        { from: 'project', to: 'employee', from_card: 'many', to_card: 'one', label: 'lead' },
      ],
    }) as ErContent;
    const scene = await layout(content);
    const boxes = new Map(collectBoxes(scene).filter((b) => b.key).map((b) => [b.key!, b]));
    for (const e of endsOf(scene)) {
      const me = boxes.get(e.table)!; const other = boxes.get(e.other)!;
      expect(e.side).toBe(other.x > me.x ? 'right' : 'left');
    }
    expectAtRow(scene, 'project', 'employee', 'project', 'lead_id');
    expectAtRow(scene, 'project', 'employee', 'employee', 'id');
  });

  it('lays out the same scene twice', async () => {
    const content = projects({ label: 'owns' });
    expect(JSON.stringify(await layout(content, 'sketch'))).toBe(JSON.stringify(await layout(content, 'sketch')));
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

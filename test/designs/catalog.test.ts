// The design catalog as a whole: ids and kinds covered, samples and params valid, every design drawn in every style.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DESIGN_IDS } from '../../src/designs/ids.js';
import { DESIGNS, defaultDesignFor } from '../../src/designs/registry.js';
import type { DesignDefinition } from '../../src/designs/types.js';
import { isAppError } from '../../src/errors.js';
import { composeDiagram, layoutDiagram } from '../../src/generations/compose-diagram.js';
import { cssFamily } from '../../src/layout/fonts.js';
import { resolveTheme } from '../../src/scene/themes.js';
import { CONTENT_SCHEMAS } from '../../src/spec/content/index.js';
import { KINDS } from '../../src/spec/kinds.js';
import { CONNECTORS, FONT_IDS, THEME_IDS, type Style } from '../../src/spec/style.js';
import { iconContrastProblems } from './icon-contrast.js';
import { type SvgFacts, svgFacts, svgProblems } from './svg-checks.js';

const BRAND_SERIES = ['#7c3aed', '#0891b2', '#db2777', '#65a30d', '#ea580c'];
const BRAND_SLOTS = { background: '#fdf6e3', text: '#073642', accent: '#cb4b16', node: '#eee8d5', border: '#93a1a1', edge: '#586e75' };

/** Compose the sample; any throw, invalid or unsafe SVG becomes a line of the returned problems. */
async function draw(design: DesignDefinition, label: string, style: Style, params: Record<string, unknown> = {}): Promise<{ facts?: SvgFacts; problems: string[] }> {
  try {
    const res = await composeDiagram({ version: 1, design: design.id, kind: design.kind, content: design.sample, params, style });
    const problems = svgProblems(res.svg).map((p) => `${label}: ${p}`);
    if (!(res.width > 0 && res.height > 0 && Number.isFinite(res.width) && Number.isFinite(res.height))) problems.push(`${label}: size ${res.width}x${res.height}`);
    return { facts: problems.length ? undefined : svgFacts(res.svg), problems };
  } catch (e) {
    const reason = isAppError(e) ? `${e.code}: ${e.message} ${JSON.stringify(e.details ?? '')}` : String(e);
    return { problems: [`${label}: threw ${reason}`] };
  }
}

/** Every value a param can take, one param at a time (enums, booleans, small integer ranges). */
function paramVariants(design: DesignDefinition): Record<string, unknown>[] {
  const schema = z.toJSONSchema(design.params, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, Record<string, unknown>> };
  const out: Record<string, unknown>[] = [];
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const values: unknown[] = [];
    if (Array.isArray(prop.enum)) values.push(...prop.enum);
    if (prop.type === 'boolean') values.push(true, false);
    if (prop.type === 'integer' && typeof prop.minimum === 'number' && typeof prop.maximum === 'number' && prop.maximum - prop.minimum <= 4) {
      for (let v = prop.minimum; v <= prop.maximum; v++) values.push(v);
    }
    for (const anyOf of (prop.anyOf as Record<string, unknown>[] | undefined) ?? []) {
      if (Array.isArray(anyOf.enum)) values.push(...anyOf.enum);
      if (anyOf.const !== undefined) values.push(anyOf.const);
    }
    for (const v of values) if (v !== prop.default) out.push({ [key]: v });
  }
  return out;
}

describe('the catalog', () => {
  it('has at least 28 designs covering all 22 kinds (class, usecase and journey included)', () => {
    const missing = KINDS.filter((k) => !DESIGNS.some((d) => d.kind === k));
    expect(missing, 'kinds without a design').toEqual([]);
    expect(KINDS).toHaveLength(22);
    expect(KINDS).toEqual(expect.arrayContaining(['class', 'usecase', 'journey']));
    expect(DESIGNS.length).toBeGreaterThanOrEqual(28);
  });

  it('uses exactly the planned ids, kebab-case and unique, with the first id of each kind as its default', () => {
    const ids = DESIGNS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/);
    expect(ids).not.toContain('auto');
    const planned = KINDS.flatMap((k) => DESIGN_IDS[k].map((id) => `${k}:${id}`)).sort();
    expect(DESIGNS.map((d) => `${d.kind}:${d.id}`).sort()).toEqual(planned);
    for (const kind of KINDS) expect(defaultDesignFor(kind)?.id, `default of ${kind}`).toBe(DESIGN_IDS[kind][0]);
  });

  it('describes every design in one line with a name and tags', () => {
    for (const d of DESIGNS) {
      expect(d.name.trim(), d.id).not.toBe('');
      expect(d.description.trim().length, `${d.id} description`).toBeGreaterThan(20);
      expect(d.description, `${d.id} description`).not.toMatch(/\n/);
      expect(d.tags.length, `${d.id} tags`).toBeGreaterThan(0);
      for (const t of d.tags) expect(t, `${d.id} tag`).toMatch(/^[a-z0-9][a-z0-9 -]*$/);
    }
  });
});

for (const design of DESIGNS) {
  describe(design.id, () => {
    it('has a sample that is valid content of its kind', () => {
      const res = CONTENT_SCHEMAS[design.kind].safeParse(design.sample);
      expect(res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
    });

    it('has a strict params schema whose fields all default from {}', () => {
      const defaults = design.params.parse({}) as Record<string, unknown>;
      expect(design.params.safeParse({ no_such_param: true }).success, 'unknown params must be rejected').toBe(false);
      const schema = z.toJSONSchema(design.params, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
      expect(schema.type).toBe('object');
      expect(schema.additionalProperties).toBe(false);
      const props = (schema.properties ?? {}) as Record<string, { default?: unknown }>;
      for (const [key, prop] of Object.entries(props)) {
        expect(prop.default, `params.${key} has no default`).not.toBeUndefined();
        expect(defaults[key], `params.${key} after parse({})`).toEqual(prop.default);
      }
    });

    it('draws its sample in every theme, with the theme background and the sample title', async () => {
      const problems: string[] = [];
      const title = (design.sample as { title?: string }).title;
      for (const theme of THEME_IDS) {
        const { facts, problems: p } = await draw(design, theme, { theme });
        problems.push(...p);
        if (!facts) continue;
        if (facts.background !== resolveTheme({ theme }).background) problems.push(`${theme}: background ${facts.background}, theme says ${resolveTheme({ theme }).background}`);
        if (title && facts.title !== title) problems.push(`${theme}: <title> is ${JSON.stringify(facts.title)}, sample title ${JSON.stringify(title)}`);
      }
      expect(problems).toEqual([]);
    });

    it('draws with a custom palette (series list and named slots) and shows it', async () => {
      const problems: string[] = [];
      const series = await draw(design, 'palette list', { palette: BRAND_SERIES });
      problems.push(...series.problems);
      if (series.facts && !BRAND_SERIES.some((c) => series.facts!.svg.toLowerCase().includes(c))) problems.push('palette list: no brand colour appears in the SVG');
      for (const theme of ['light', 'dark'] as const) {
        const slots = await draw(design, `palette slots on ${theme}`, { theme, palette: BRAND_SLOTS });
        problems.push(...slots.problems);
        if (slots.facts && slots.facts.background !== BRAND_SLOTS.background) problems.push(`palette slots on ${theme}: background ${slots.facts.background}`);
      }
      expect(problems).toEqual([]);
    });

    it('draws in each bundled font, and the text uses it', async () => {
      const problems: string[] = [];
      for (const font of FONT_IDS) {
        const { facts, problems: p } = await draw(design, `font ${font}`, { font });
        problems.push(...p);
        if (facts && !facts.textFamilies.has(cssFamily(font))) problems.push(`font ${font}: text families are ${[...facts.textFamilies].join(', ')}`);
      }
      expect(problems).toEqual([]);
    });

    it('draws with corner radius 0 and 24 and each connector style', async () => {
      const problems: string[] = [];
      for (const corner_radius of [0, 24]) problems.push(...(await draw(design, `radius ${corner_radius}`, { corner_radius })).problems);
      for (const connector of CONNECTORS) {
        problems.push(...(await draw(design, `connector ${connector}`, { connector })).problems);
        problems.push(...(await draw(design, `sketch + ${connector}`, { theme: 'sketch', connector })).problems);
      }
      expect(problems).toEqual([]);
    });

    it('draws its icons so they stand out (3:1) from what they sit on, in every theme', async () => {
      const problems: string[] = [];
      for (const theme of THEME_IDS) {
        const scene = await layoutDiagram({ version: 1, design: design.id, kind: design.kind, content: design.sample, params: {}, style: { theme } });
        problems.push(...iconContrastProblems(scene).map((p) => `${theme}: ${p}`));
      }
      expect(problems).toEqual([]);
    });

    it('draws with every value of each param', async () => {
      const problems: string[] = [];
      for (const params of paramVariants(design)) problems.push(...(await draw(design, JSON.stringify(params), {}, params)).problems);
      expect(problems).toEqual([]);
    });
  });
}

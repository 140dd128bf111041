// Golden SVGs: every design's sample composed in the default style, dark and sketch, byte-compared with test/golden/.
// A mismatch writes <theme>.got.svg beside the golden file; UPDATE_GOLDEN=1 accepts the new output (test/golden/README.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGNS } from '../../src/designs/registry.js';
import type { DesignDefinition } from '../../src/designs/types.js';
import { composeDiagram } from '../../src/generations/compose-diagram.js';
import type { Style } from '../../src/spec/style.js';
import { svgProblems } from './svg-checks.js';

const GOLDEN_DIR = path.resolve(import.meta.dirname, '../golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** File name → style. `light` is the default style ({}); the test below proves that {} is the light theme. */
const GOLDEN_STYLES: Record<string, Style> = { light: {}, dark: { theme: 'dark' }, sketch: { theme: 'sketch' } };

async function compose(design: DesignDefinition, style: Style): Promise<string> {
  const res = await composeDiagram({ version: 1, design: design.id, kind: design.kind, content: design.sample, params: {}, style });
  return res.svg;
}

/** Compare with the golden file (or accept it under UPDATE_GOLDEN); returns why it failed, or undefined. */
function checkGolden(designId: string, name: string, svg: string): string | undefined {
  const dir = path.join(GOLDEN_DIR, designId);
  const file = path.join(dir, `${name}.svg`);
  const got = path.join(dir, `${name}.got.svg`);
  if (UPDATE) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) writeFileSync(file, svg);
    rmSync(got, { force: true });
    return undefined;
  }
  const want = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (want === svg) {
    rmSync(got, { force: true });
    return undefined;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(got, svg);
  const rel = path.relative(process.cwd(), got);
  if (want === undefined) return `no golden file ${path.relative(process.cwd(), file)}; the output is in ${rel}. Review it, then run UPDATE_GOLDEN=1 npx vitest run test/designs/golden.test.ts`;
  const at = [...svg].findIndex((ch, i) => ch !== want[i]);
  return `${designId}/${name}.svg differs from the golden file at character ${at} (${want.length} → ${svg.length} chars); the new output is in ${rel}. ` +
    'If the change is intended, run UPDATE_GOLDEN=1 npx vitest run test/designs/golden.test.ts';
}

describe('golden SVGs of every design sample', () => {
  it('the default style is the light theme', async () => {
    const first = DESIGNS[0];
    if (!first) throw new Error('the design registry is empty');
    expect(await compose(first, {})).toBe(await compose(first, { theme: 'light' }));
  });

  for (const design of DESIGNS) {
    describe(design.id, () => {
      for (const [name, style] of Object.entries(GOLDEN_STYLES)) {
        it(`${name}: valid, inert, deterministic and equal to test/golden/${design.id}/${name}.svg`, async () => {
          const svg = await compose(design, style);
          expect(svgProblems(svg)).toEqual([]);
          // Composing again in the same process must give the same bytes: no clock, no randomness, no shared state.
          expect(await compose(design, style)).toBe(svg);
          const failure = checkGolden(design.id, name, svg);
          if (failure) expect.fail(failure);
        });
      }
    });
  }

  it('keeps no golden files for designs that no longer exist', () => {
    const known = new Set(DESIGNS.map((d) => d.id));
    const stale = existsSync(GOLDEN_DIR)
      ? readdirSync(GOLDEN_DIR, { withFileTypes: true }).filter((e) => e.isDirectory() && !known.has(e.name)).map((e) => e.name)
      : [];
    if (UPDATE) for (const dir of stale) rmSync(path.join(GOLDEN_DIR, dir), { recursive: true });
    else expect(stale, 'golden folders of unknown designs (UPDATE_GOLDEN=1 removes them)').toEqual([]);
  });
});

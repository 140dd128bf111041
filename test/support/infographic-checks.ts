// Test kit for the infographic designs: layout contexts per theme, text arbitraries, a pixel contrast check, SVG bytes.
import { Resvg } from '@resvg/resvg-js';
import fc from 'fast-check';
import type { DesignDefinition, LayoutContext } from '../../src/designs/types.js';
import { iconCatalog } from '../../src/icons/catalog.js';
import { textMeasurer } from '../../src/layout/text.js';
import { renderSvg } from '../../src/render/svg.js';
import { contrast, toHex } from '../../src/scene/color.js';
import type { Scene, SceneNode } from '../../src/scene/scene.js';
import { resolveTheme } from '../../src/scene/themes.js';
import { CONTENT_SCHEMAS } from '../../src/spec/content/index.js';
import { CONNECTORS, THEME_IDS, type Style } from '../../src/spec/style.js';
import { collectTexts } from './scene-checks.js';

export const measurer = textMeasurer;

export function ctxFor(style: Style = {}): LayoutContext {
  return { theme: resolveTheme(style), text: textMeasurer, icons: iconCatalog };
}

export const arbStyle: fc.Arbitrary<Style> = fc.record({
  theme: fc.constantFrom(...THEME_IDS),
  connector: fc.option(fc.constantFrom(...CONNECTORS), { nil: undefined }),
}).map((s) => (s.connector ? s : { theme: s.theme }));

const WORDS = ['plan', 'build', 'review', 'customer', 'data', 'launch', 'quality', 'team', 'cost', 'growth', 'retention',
  'internationalization', 'API', 'a', 'of', 'and', 'the', 'onboarding', 'Q3', '2025', 'self-service', 'über', 'café',
  '数据', '用户增长', 'risk', 'speed', 'security', 'support', 'analytics', 'marketing', 'W', 'mmmmmmmm', 'iiii'];

/** Realistic short text: 1..maxWords words, sometimes a made-up or very long word. */
export function arbText(maxWords = 6): fc.Arbitrary<string> {
  // Built from characters rather than regexes: stringMatching makes generation the slowest part of a run.
  const letters = (min: number, max: number) => fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), { minLength: min, maxLength: max }).map((a) => a.join(''));
  const word = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...WORDS) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...'AbCdEfGhKmPrSw'), letters(0, 11)).map(([a, b]) => a + b) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...'ABCMW'), letters(16, 26)).map(([a, b]) => a + b) },
  );
  return fc.array(word, { minLength: 1, maxLength: maxWords }).map((ws) => ws.join(' '));
}

export const arbIcon: fc.Arbitrary<string | undefined> = fc.option(
  fc.constantFrom('lucide:rocket', 'lucide:database', 'lucide:users', 'lucide:zap', 'lucide:no-such-icon-here'), { nil: undefined });

/** Content arbitrary → parsed content (defaults applied), as a design's layout receives it. */
export function parsed<K extends keyof typeof CONTENT_SCHEMAS>(kind: K, raw: unknown): unknown {
  return CONTENT_SCHEMAS[kind].parse(raw);
}

export async function layoutOf(design: DesignDefinition, content: unknown, params: unknown, style: Style = {}): Promise<Scene> {
  const c = CONTENT_SCHEMAS[design.kind].parse(content);
  const p = design.params.parse(params ?? {});
  return design.layout(c as never, p, ctxFor(style));
}

export function svgOf(scene: Scene): string {
  return renderSvg(scene, { icons: iconCatalog });
}

function withoutText(nodes: SceneNode[]): SceneNode[] {
  return nodes.filter((n) => n.type !== 'text').map((n) => (n.type === 'group' ? { ...n, children: withoutText(n.children) } : n));
}

/**
 * Every text run reads on what is actually drawn under it: the scene is rasterised without its text and each
 * run's box is sampled on a grid; the worst sample must reach 4.5:1 (3:1 for large text).
 */
export function textContrastProblems(scene: Scene): string[] {
  const bare = { ...scene, nodes: withoutText(scene.nodes) };
  const img = new Resvg(svgOf(bare), { font: { loadSystemFonts: false } }).render();
  const { width, height, pixels } = img;
  const at = (x: number, y: number): string => {
    const px = Math.min(width - 1, Math.max(0, Math.round(x)));
    const py = Math.min(height - 1, Math.max(0, Math.round(y)));
    const i = (py * width + px) * 4;
    // Pixels are premultiplied RGBA over a transparent canvas; the scene paints its own background.
    const a = pixels[i + 3]! / 255 || 1;
    return toHex({ r: pixels[i]! / a, g: pixels[i + 1]! / a, b: pixels[i + 2]! / a });
  };
  const problems: string[] = [];
  for (const t of collectTexts(scene, textMeasurer)) {
    const large = t.run.size >= 24 || (t.run.size >= 18.66 && t.run.weight >= 700);
    const need = large ? 3 : 4.5;
    let worst = Infinity;
    let worstBg = '';
    for (let i = 0; i <= 4; i++) {
      for (let j = 0; j <= 2; j++) {
        const bg = at(t.x + 2 + ((t.w - 4) * i) / 4, t.y + 2 + ((t.h - 4) * j) / 2);
        const c = contrast(t.run.fill, bg);
        if (c < worst) { worst = c; worstBg = bg; }
      }
    }
    if (worst < need) problems.push(`"${t.run.lines.join(' ').slice(0, 30)}" ${t.run.fill} on ${worstBg}: ${worst.toFixed(2)} < ${need}`);
  }
  return problems;
}

/** fast-check options: a fixed seed (replayable) unless FC_SEED is set; FC_RUNS deepens a run locally. */
export function runs(seed: number, numRuns: number): { seed: number; numRuns: number } {
  return { seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : seed, numRuns: process.env.FC_RUNS ? Number(process.env.FC_RUNS) : numRuns };
}

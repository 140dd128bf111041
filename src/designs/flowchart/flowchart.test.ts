// Flowchart designs: sample validity, property tests over random flowcharts, a fixed 200-node chart, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iconCatalog } from '../../icons/catalog.js';
import { textMeasurer } from '../../layout/text.js';
import { renderSvg } from '../../render/svg.js';
import { resolveTheme } from '../../scene/themes.js';
import { flowchartContent, FLOW_EDGE_STYLES, FLOW_NODE_TYPES, FLOW_SHAPES, type FlowchartContent } from '../../spec/content/flowchart.js';
import type { Connector, ThemeId } from '../../spec/style.js';
import { assertSceneSound, collectBoxes, collectConnectors } from '../../../test/support/scene-checks.js';
import { connector, edgePairs, ICONS, label, themeId } from '../../../test/support/graph-arbitraries.js';
import { bigFlowchart } from '../../../test/support/big-graphs.js';
import type { DesignDefinition } from '../types.js';
import { designs } from './index.js';

const ctxFor = (theme: ThemeId = 'light', conn?: Connector) => ({
  theme: resolveTheme({ theme, ...(conn ? { connector: conn } : {}) }), text: textMeasurer, icons: iconCatalog,
});

const flowchart = fc.integer({ min: 1, max: 40 }).chain((n) => fc.record({
  title: fc.option(label(6), { nil: undefined }),
  nodes: fc.array(fc.record({
    label: label(6),
    type: fc.constantFrom(...FLOW_NODE_TYPES),
    shape: fc.option(fc.constantFrom(...FLOW_SHAPES), { nil: undefined, freq: 2 }),
    description: fc.option(label(8), { nil: undefined }),
    icon: fc.option(fc.constantFrom(...ICONS), { nil: undefined }),
    group: fc.option(fc.nat(3), { nil: undefined, freq: 3 }),
  }), { minLength: n, maxLength: n }),
  edges: n > 1 ? edgePairs(n, Math.min(n, 12)) : fc.constant([] as [number, number][]),
  edgeLabels: fc.array(fc.option(label(3), { nil: undefined, freq: 2 }), { minLength: 60, maxLength: 60 }),
  grouped: fc.boolean(),
  nested: fc.boolean(),
  styles: fc.array(fc.constantFrom(...FLOW_EDGE_STYLES), { minLength: 60, maxLength: 60 }),
})).map((r) => flowchartContent.parse({
  title: r.title,
  nodes: r.nodes.map((x, i) => ({ id: `n${i}`, label: x.label, type: x.type, shape: x.shape, description: x.description, icon: x.icon,
    group: r.grouped && x.group !== undefined ? `g${x.group}` : undefined })),
  edges: r.edges.map(([a, b], i) => ({ from: `n${a}`, to: `n${b}`, label: r.edgeLabels[i % 60], style: r.styles[i % 60] })),
  // Nested: Phase 3 inside Phase 1, Phase 4 inside Phase 3.
  groups: r.grouped ? [0, 1, 2, 3].map((g) => ({ id: `g${g}`, label: `Phase ${g + 1}`, ...(r.nested && g >= 2 ? { parent: `g${g - 2 === 0 ? 0 : 2}` } : {}) })) : [],
}) as FlowchartContent);

async function sceneOf(d: DesignDefinition, content: FlowchartContent, theme: ThemeId = 'light', conn?: Connector, params = {}) {
  return d.layout(content, d.params.parse(params), ctxFor(theme, conn));
}

describe.each(designs.map((d) => [d.id, d] as const))('%s', (_id, design) => {
  it('has a sample that is valid content and lays out soundly', async () => {
    const content = flowchartContent.parse(design.sample) as FlowchartContent;
    const scene = await sceneOf(design, content);
    assertSceneSound(scene, textMeasurer);
    expect(collectConnectors(scene).length).toBe(content.edges.length);
  });

  it('keeps any valid flowchart legible: no overlaps, text inside, edges around boxes', async () => {
    const seed = 20240611;
    await fc.assert(fc.asyncProperty(flowchart, themeId, connector, async (content, theme, conn) => {
      const scene = await sceneOf(design, content, theme, conn);
      assertSceneSound(scene, textMeasurer);
    }), { seed, numRuns: 40 });
  });

  it('draws the fixed 200-node chart legibly', async () => {
    const big = bigFlowchart();
    const t0 = performance.now();
    const scene = await sceneOf(design, big);
    // Timing is observed, not asserted: speed belongs to the benchmarks.
    console.info(`${design.id}: 200-node layout ${(performance.now() - t0).toFixed(1)} ms`);
    assertSceneSound(scene, textMeasurer);
  });

  it('wraps a very long chain into parts instead of one sliver, every step and edge still drawn', async () => {
    // What a 20,000-character list of steps became: 200 steps one after another (254 × 34,024 px in one column).
    const content = flowchartContent.parse({
      nodes: Array.from({ length: 200 }, (_, i) => ({ id: `s${i}`, label: `Step ${i + 1}: check the order`, type: i % 25 === 7 ? 'decision' : 'process', ...(i >= 150 && i < 160 ? { group: 'g' } : {}) })),
      edges: Array.from({ length: 199 }, (_, i) => ({ from: `s${i}`, to: `s${i + 1}`, ...(i % 25 === 7 ? { label: 'yes' } : {}) })),
      groups: [{ id: 'g', label: 'Shipping' }],
    }) as FlowchartContent;
    const scene = await sceneOf(design, content);
    expect(scene.width / scene.height, `${scene.width} × ${scene.height}`).toBeLessThan(3);
    expect(scene.height / scene.width, `${scene.width} × ${scene.height}`).toBeLessThan(3);
    assertSceneSound(scene, textMeasurer);
    const boxes = collectBoxes(scene);
    for (const n of content.nodes) expect(boxes.filter((b) => b.key === n.id), n.id).toHaveLength(1);
    const outs = boxes.filter((b) => b.key?.startsWith('continue:') && b.key.endsWith(':out')).length;
    expect(outs).toBeGreaterThan(0);
    expect(boxes.filter((b) => b.key?.startsWith('continue:') && b.key.endsWith(':in'))).toHaveLength(outs);
    expect(collectConnectors(scene).length).toBe(content.edges.length + outs);
  });

  // The fixed 200-node chart top-down is 1,850 × 6,716 px: tall, but far from a sliver (left to right it wraps).
  it.runIf(design.id === 'flowchart-vertical')('keeps a chart that is not much longer than wide in one piece', async () => {
    const boxes = collectBoxes(await sceneOf(design, bigFlowchart()));
    expect(boxes.some((b) => b.key?.startsWith('continue:'))).toBe(false);
  });

  it('renders the same SVG bytes for the same input', async () => {
    const content = flowchartContent.parse(design.sample) as FlowchartContent;
    const a = renderSvg(await sceneOf(design, content, 'dark'), { icons: iconCatalog });
    const b = renderSvg(await sceneOf(design, content, 'dark'), { icons: iconCatalog });
    expect(a).toBe(b);
  });
});

describe('flowchart params', () => {
  it('defaults every param and rejects unknown ones', () => {
    for (const d of designs) {
      expect(d.params.parse({})).toEqual({ spacing: 'normal', show_descriptions: true });
      expect(() => d.params.parse({ bogus: 1 })).toThrow();
    }
  });

  it('hides descriptions when asked and grows the spacing when roomy', async () => {
    const d = designs[0];
    const content = flowchartContent.parse(d.sample) as FlowchartContent;
    const shown = JSON.stringify(await sceneOf(d, content));
    const hidden = JSON.stringify(await sceneOf(d, content, 'light', undefined, { show_descriptions: false }));
    expect(shown).toContain('Never reveal');
    expect(hidden).not.toContain('Never reveal');
    const compact = await sceneOf(d, content, 'light', undefined, { spacing: 'compact' });
    const roomy = await sceneOf(d, content, 'light', undefined, { spacing: 'roomy' });
    expect(roomy.height).toBeGreaterThan(compact.height);
  });

  it('draws decisions as diamonds that hold their text, and groups as labelled containers', async () => {
    const content = flowchartContent.parse({
      nodes: [{ id: 'a', label: 'Is the customer eligible for a refund?', type: 'decision' }, { id: 'b', label: 'Refund', group: 'g' }],
      edges: [{ from: 'a', to: 'b', label: 'Yes' }],
      groups: [{ id: 'g', label: 'Finance' }],
    }) as FlowchartContent;
    const scene = await sceneOf(designs[0], content);
    assertSceneSound(scene, textMeasurer);
    const json = JSON.stringify(scene);
    expect(json).toContain('"type":"polygon"');
    expect(json).toContain('"role":"container"');
    expect(json).toContain('Finance');
  });
});

// Swimlane design: sample validity, steps inside their lanes, flow order left to right, property tests, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iconCatalog } from '../../icons/catalog.js';
import { textMeasurer } from '../../layout/text.js';
import { renderSvg } from '../../render/svg.js';
import { resolveTheme } from '../../scene/themes.js';
import { swimlaneContent, type SwimlaneContent } from '../../spec/content/swimlane.js';
import type { Connector, ThemeId } from '../../spec/style.js';
import { assertSceneSound, collectBoxes, collectConnectors, contains } from '../../../test/support/scene-checks.js';
import { connector, edgePairs, label, themeId } from '../../../test/support/graph-arbitraries.js';
import { swimlaneLanes } from './design.js';

const ctxFor = (theme: ThemeId = 'light', conn?: Connector) => ({
  theme: resolveTheme({ theme, ...(conn ? { connector: conn } : {}) }), text: textMeasurer, icons: iconCatalog,
});
const layout = async (content: SwimlaneContent, theme: ThemeId = 'light', conn?: Connector, params = {}) =>
  swimlaneLanes.layout(content, swimlaneLanes.params.parse(params), ctxFor(theme, conn));

const flows = fc.record({ lanes: fc.integer({ min: 1, max: 8 }), n: fc.integer({ min: 1, max: 40 }) }).chain(({ lanes, n }) => fc.record({
  lanes: fc.array(label(3), { minLength: lanes, maxLength: lanes }),
  steps: fc.array(fc.record({ lane: fc.nat(lanes - 1), label: label(5), type: fc.constantFrom('process', 'process', 'decision', 'start', 'end') }), { minLength: n, maxLength: n }),
  flows: n > 1 ? edgePairs(n, Math.min(n, 8)) : fc.constant([] as [number, number][]),
  labels: fc.array(fc.option(label(2), { nil: undefined, freq: 2 }), { minLength: 50, maxLength: 50 }),
})).map((r) => swimlaneContent.parse({
  lanes: r.lanes.map((l, i) => ({ id: `l${i}`, label: l })),
  steps: r.steps.map((s, i) => ({ id: `s${i}`, lane: `l${s.lane}`, label: s.label, type: s.type })),
  flows: r.flows.map(([a, b], i) => ({ from: `s${a}`, to: `s${b}`, label: r.labels[i % 50] })),
}) as SwimlaneContent);

describe('swimlane-lanes', () => {
  const sample = swimlaneContent.parse(swimlaneLanes.sample) as SwimlaneContent;

  it('has a sample that is valid content and lays out soundly', async () => {
    const scene = await layout(sample);
    assertSceneSound(scene, textMeasurer);
    expect(collectConnectors(scene).length).toBe(sample.flows.length);
  });

  it('keeps every step inside its lane and lays the flow out left to right', async () => {
    const boxes = collectBoxes(await layout(sample));
    const at = (k: string) => boxes.find((b) => b.key === k)!;
    for (const s of sample.steps) expect(contains(at(`lane:${s.lane}`), at(s.id))).toBe(true);
    expect(at('submit').x).toBeGreaterThan(at('start').x);
    expect(at('review').x).toBeGreaterThan(at('submit').x);
    expect(at('paid').x).toBeGreaterThan(at('pay').x);
    // Lanes stack top to bottom in the order given.
    expect(at('lane:manager').y).toBeGreaterThan(at('lane:employee').y);
    expect(at('lane:finance').y).toBeGreaterThan(at('lane:manager').y);
  });

  it('keeps any valid process legible', async () => {
    await fc.assert(fc.asyncProperty(flows, themeId, connector, async (content, theme, conn) => {
      const scene = await layout(content, theme, conn);
      assertSceneSound(scene, textMeasurer);
      const boxes = collectBoxes(scene);
      for (const s of content.steps) {
        // A long process wraps into rows: the lane has a band in every row (`lane:<id>:<row>`).
        const bands = boxes.filter((b) => b.key === `lane:${s.lane}` || b.key?.startsWith(`lane:${s.lane}:`));
        expect(bands.some((band) => contains(band, boxes.find((b) => b.key === s.id)!))).toBe(true);
      }
    }), { seed: 5150, numRuns: 40 });
  }, 300_000);

  it('wraps a long process into rows of lanes instead of one very long row', async () => {
    // What the builtin model made of a 20,000-character prompt: 200 steps in a chain across six lanes.
    const lanes = ['Customer', 'Sales', 'Finance', 'Warehouse', 'Support', 'Manager'];
    const content = swimlaneContent.parse({
      lanes: lanes.map((l, i) => ({ id: `l${i}`, label: l })),
      steps: Array.from({ length: 200 }, (_, i) => ({ id: `s${i}`, lane: `l${(i * 7) % 6}`, label: `Step number ${i + 1} of the process` })),
      flows: Array.from({ length: 199 }, (_, i) => ({ from: `s${i}`, to: `s${i + 1}`, ...(i % 50 === 0 ? { label: 'next' } : {}) })),
    }) as SwimlaneContent;
    const scene = await layout(content);
    expect(scene.width / scene.height, `${scene.width} × ${scene.height}`).toBeLessThan(3);
    expect(scene.height / scene.width, `${scene.width} × ${scene.height}`).toBeLessThan(3);
    assertSceneSound(scene, textMeasurer);
    const boxes = collectBoxes(scene);
    const rows = new Set(boxes.filter((b) => b.key?.startsWith('lane:l0')).map((b) => b.key));
    expect(rows.size).toBeGreaterThan(1);
    // Every step is drawn once, inside a band of its own lane.
    for (const s of content.steps) {
      const box = boxes.filter((b) => b.key === s.id);
      expect(box).toHaveLength(1);
      expect(boxes.some((b) => b.key?.startsWith(`lane:${s.lane}:`) && contains(b, box[0]!))).toBe(true);
    }
    // Every flow is drawn: within a row as one connector, between rows as a pair of numbered circles.
    const connectors = collectConnectors(scene);
    const circles = boxes.filter((b) => b.key?.startsWith('continue:'));
    const pairs = circles.filter((b) => b.key!.endsWith(':out')).length;
    expect(circles.filter((b) => b.key!.endsWith(':in'))).toHaveLength(pairs);
    expect(pairs).toBeGreaterThan(0);
    expect(connectors.length).toBe(content.flows.length + pairs);
  });

  it('keeps a process that fits in one row as it is', async () => {
    const scene = await layout(sample);
    expect(collectBoxes(scene).some((b) => b.key?.startsWith('continue:'))).toBe(false);
    expect(collectBoxes(scene).filter((b) => b.key?.startsWith('lane:')).map((b) => b.key)).toEqual(['lane:employee', 'lane:manager', 'lane:finance']);
  });

  it('renders the same SVG bytes for the same input', async () => {
    const a = renderSvg(await layout(sample, 'sketch'), { icons: iconCatalog });
    const b = renderSvg(await layout(sample, 'sketch'), { icons: iconCatalog });
    expect(a).toBe(b);
  });

  it('defaults params and rejects unknown ones', () => {
    expect(swimlaneLanes.params.parse({})).toEqual({ spacing: 'normal' });
    expect(() => swimlaneLanes.params.parse({ vertical: true })).toThrow();
  });
});

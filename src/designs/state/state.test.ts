// State-machine design: sample validity, property tests over random (nested) machines, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iconCatalog } from '../../icons/catalog.js';
import { textMeasurer } from '../../layout/text.js';
import { renderSvg } from '../../render/svg.js';
import { resolveTheme } from '../../scene/themes.js';
import { stateContent, type StateContent } from '../../spec/content/state.js';
import type { Connector, ThemeId } from '../../spec/style.js';
import { assertSceneSound, collectBoxes, collectConnectors } from '../../../test/support/scene-checks.js';
import { connector, edgePairs, label, themeId } from '../../../test/support/graph-arbitraries.js';
import { stateMachine } from './design.js';

const ctxFor = (theme: ThemeId = 'light', conn?: Connector) => ({
  theme: resolveTheme({ theme, ...(conn ? { connector: conn } : {}) }), text: textMeasurer, icons: iconCatalog,
});
const layout = async (content: StateContent, theme: ThemeId = 'light', conn?: Connector, params = {}) =>
  stateMachine.layout(content, stateMachine.params.parse(params), ctxFor(theme, conn));

const machine = fc.integer({ min: 1, max: 40 }).chain((n) => fc.record({
  states: fc.array(fc.record({
    label: label(4),
    type: fc.constantFrom('normal', 'normal', 'normal', 'initial', 'final', 'choice', 'history'),
    region: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    description: fc.option(label(6), { nil: undefined, freq: 3 }),
    parent: fc.option(fc.nat(), { nil: undefined, freq: 2 }),
  }), { minLength: n, maxLength: n }),
  nested: fc.boolean(),
  transitions: n > 1 ? edgePairs(n, Math.min(n, 10)) : fc.constant([] as [number, number][]),
  labels: fc.array(fc.option(label(3), { nil: undefined }), { minLength: 60, maxLength: 60 }),
})).map((r) => stateContent.parse({
  states: r.states.map((s, i) => ({
    id: `s${i}`, label: s.label, type: s.type, description: s.description,
    // Parents point to earlier states only, so the nesting is always a forest; some run in concurrent regions.
    parent: r.nested && i > 0 && s.parent !== undefined ? `s${s.parent % i}` : undefined,
    region: r.nested && i > 0 && s.parent !== undefined ? s.region : undefined,
  })),
  transitions: r.transitions.map(([a, b], i) => ({ from: `s${a}`, to: `s${b}`, label: r.labels[i % 60] })),
}) as StateContent);

describe('state-machine', () => {
  it('has a sample that is valid content and lays out soundly', async () => {
    const content = stateContent.parse(stateMachine.sample) as StateContent;
    const scene = await layout(content);
    assertSceneSound(scene, textMeasurer);
    expect(collectConnectors(scene).length).toBe(content.transitions.length);
    // The composite "Fulfilment" is a container around its two children.
    const boxes = collectBoxes(scene);
    const fulfil = boxes.find((b) => b.key === 'fulfil')!;
    expect(fulfil.role).toBe('container');
    for (const k of ['packing', 'shipped']) {
      const b = boxes.find((x) => x.key === k)!;
      expect(b.x).toBeGreaterThan(fulfil.x);
      expect(b.y + b.h).toBeLessThan(fulfil.y + fulfil.h);
    }
  });

  it('draws pseudo-states as dots and choices as diamonds', async () => {
    const scene = await layout(stateContent.parse(stateMachine.sample) as StateContent);
    const boxes = collectBoxes(scene);
    expect(boxes.find((b) => b.key === 'start')!.shape).toBe('ellipse');
    expect(boxes.find((b) => b.key === 'end')!.shape).toBe('ellipse');
    const choice = await layout(stateContent.parse({ states: [{ id: 'c', label: 'valid?', type: 'choice' }, { id: 'a', label: 'A' }], transitions: [{ from: 'c', to: 'a', label: 'yes' }] }) as StateContent);
    expect(collectBoxes(choice).find((b) => b.key === 'c')!.shape).toBe('polygon');
  });

  it('keeps any valid state machine legible', { timeout: 300_000 }, async () => {
    await fc.assert(fc.asyncProperty(machine, themeId, connector, fc.constantFrom('down', 'right'), async (content, theme, conn, direction) => {
      assertSceneSound(await layout(content, theme, conn, { direction }), textMeasurer);
    }), { seed: 424242, numRuns: 25 });
  });

  it('renders the same SVG bytes for the same input', async () => {
    const content = stateContent.parse(stateMachine.sample) as StateContent;
    const a = renderSvg(await layout(content, 'sketch'), { icons: iconCatalog });
    const b = renderSvg(await layout(content, 'sketch'), { icons: iconCatalog });
    expect(a).toBe(b);
  });

  it('defaults params and rejects unknown ones', () => {
    expect(stateMachine.params.parse({})).toEqual({ spacing: 'normal', direction: 'down', show_descriptions: true });
    expect(() => stateMachine.params.parse({ colour: 'red' })).toThrow();
  });
});

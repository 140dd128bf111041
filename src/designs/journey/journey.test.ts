// Journey map design: stages left to right, cards under their stage, one face per scored step at its level, notes
// under their stage; random journeys lay out soundly; output is deterministic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iconCatalog } from '../../icons/catalog.js';
import { textMeasurer } from '../../layout/text.js';
import { renderSvg } from '../../render/svg.js';
import { resolveTheme } from '../../scene/themes.js';
import { journeyContent, type JourneyContent } from '../../spec/content/journey.js';
import type { ThemeId } from '../../spec/style.js';
import { assertSceneSound, collectBoxes } from '../../../test/support/scene-checks.js';
import { label, themeId } from '../../../test/support/graph-arbitraries.js';
import { journeyMap } from './design.js';

const layout = (content: JourneyContent, theme: ThemeId = 'light', params = {}) =>
  journeyMap.layout(content, journeyMap.params.parse(params), { theme: resolveTheme({ theme }), text: textMeasurer, icons: iconCatalog });
const sample = () => journeyContent.parse(journeyMap.sample) as JourneyContent;

const journey = fc.record({
  stages: fc.array(label(3), { minLength: 1, maxLength: 6 }),
  steps: fc.array(fc.tuple(label(5), fc.nat(5), fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined })), { maxLength: 14 }),
  notes: fc.array(fc.tuple(label(8), fc.nat(6), fc.boolean()), { maxLength: 6 }),
}).map((r) => journeyContent.parse({
  actors: [{ id: 'me', label: 'Me' }],
  stages: r.stages.map((l, i) => ({ id: `s${i}`, label: l })),
  steps: r.steps.map(([l, s, score], i) => ({ id: `t${i}`, label: l, stage: `s${s % r.stages.length}`, score, actors: i % 2 ? ['me'] : [] })),
  notes: r.notes.map(([text, s, pain]) => ({ type: pain ? 'pain' : 'opportunity', text, stage: `s${s % r.stages.length}` })),
}) as JourneyContent);

describe('journey-map', () => {
  it('puts stages left to right, cards under their stage and faces at their score', () => {
    const scene = layout(sample());
    assertSceneSound(scene, textMeasurer);
    const boxes = collectBoxes(scene);
    const at = (key: string) => boxes.find((b) => b.key === key)!;
    expect(at('signup').x).toBeLessThan(at('verify').x);
    expect(at('verify').x).toBeLessThan(at('first').x);
    const scan = at('scan'); const verify = at('verify');
    expect(scan.x).toBeGreaterThanOrEqual(verify.x);
    expect(scan.x + scan.w).toBeLessThanOrEqual(verify.x + verify.w);
    // Higher scores sit higher: 5 above 4 above 1.
    expect(at('pay:score').y).toBeLessThan(at('deposit:score').y);
    expect(at('deposit:score').y).toBeLessThan(at('review:score').y);
    expect(boxes.find((b) => b.key === 'satisfaction')!.role).toBe('container');
  });

  it('leaves out notes and actors when asked', () => {
    const full = layout(sample());
    const bare = layout(sample(), 'light', { show_notes: false, show_actors: false });
    expect(bare.height).toBeLessThan(full.height);
  });

  it('keeps any journey legible in every theme', () => {
    fc.assert(fc.property(journey, themeId, (content, theme) => {
      assertSceneSound(layout(content, theme), textMeasurer);
    }), { seed: 2020, numRuns: 60 });
  });

  it('renders the same SVG bytes for the same input', () => {
    expect(renderSvg(layout(sample(), 'sketch'), { icons: iconCatalog })).toBe(renderSvg(layout(sample(), 'sketch'), { icons: iconCatalog }));
  });
});

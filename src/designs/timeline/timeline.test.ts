// Tests of timeline-horizontal and timeline-vertical: samples and params, soundness for arbitrary events,
// alternation around the axis, row wrapping, axis modes, icons, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertSceneSound, collectBoxes, collectIcons, collectTexts, contains, flattenScene, type Box } from '../../../test/support/scene-checks.js';
import { arbIcon, arbStyle, arbText, ctxFor, layoutOf, measurer, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import type { Scene } from '../../scene/scene.js';
import { timelineContent } from '../../spec/content/index.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { timelineHorizontal } from './horizontal.js';
import { timelineVertical } from './vertical.js';

const arbDate = fc.oneof(
  fc.integer({ min: 1900, max: 2100 }).map(String),
  fc.tuple(fc.constantFrom('Jan', 'Mar', 'Q3', 'Spring', 'Late'), fc.integer({ min: 1950, max: 2030 })).map(([a, y]) => `${a} ${y}`),
  arbText(4).map((t) => t.slice(0, 60).trim() || 'x'),
);
const arbEvents = (max: number) => fc.array(fc.record({
  date: arbDate, title: arbText(6), description: fc.option(arbText(18), { nil: undefined }), icon: arbIcon,
}), { minLength: 1, maxLength: max });
const arbTimeline = fc.record({ title: fc.option(arbText(6), { nil: undefined }), events: arbEvents(20) });

const byPrefix = (scene: Scene, prefix: string): Box[] => collectBoxes(scene).filter((b) => b.key?.startsWith(prefix))
  .sort((a, b) => Number(a.key!.split(':')[1]) - Number(b.key!.split(':')[1]));
const mid = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

describe.each([timelineHorizontal, timelineVertical])('$id', (design) => {
  it('has its planned id, a valid sample and defaults for every param', () => {
    expect(DESIGN_IDS.timeline).toContain(design.id);
    expect(() => timelineContent.parse(design.sample)).not.toThrow();
    const defaults = design.params.parse({}) as Record<string, unknown>;
    expect(defaults.spacing).toBe('normal');
    expect(defaults.show_descriptions).toBe(true);
    expect(() => design.params.parse({ bogus: 1 })).toThrow();
  });

  it('lays out any timeline soundly, one card and one date per event', async () => {
    const arbParams = design === timelineHorizontal
      ? fc.record({ spacing: fc.constantFrom('compact', 'normal', 'roomy'), show_descriptions: fc.boolean(), wrap: fc.boolean() })
      : fc.record({ spacing: fc.constantFrom('compact', 'normal', 'roomy'), show_descriptions: fc.boolean(), axis: fc.constantFrom('center', 'left') });
    await fc.assert(fc.asyncProperty(arbTimeline, arbParams, arbStyle, async (content, params, style) => {
      const scene = await layoutOf(design, content, params, style);
      assertSceneSound(scene, measurer);
      expect(byPrefix(scene, 'event:')).toHaveLength(content.events.length);
      expect(byPrefix(scene, 'date:')).toHaveLength(content.events.length);
    }), { seed: design === timelineHorizontal ? 601 : 611, numRuns: 60 });
  });

  it('draws an event\'s icon when the catalog has it, and none otherwise', async () => {
    const content = { events: [{ date: '2020', title: 'A', icon: 'lucide:rocket' }, { date: '2021', title: 'B', icon: 'lucide:not-a-real-icon' }, { date: '2022', title: 'C' }] };
    expect(collectIcons(await layoutOf(design, content, {})).map((i) => i.id)).toEqual(['lucide:rocket']);
  });

  it('keeps every text readable on what lies under it, in every theme', async () => {
    for (const theme of THEME_IDS) {
      expect(textContrastProblems(await layoutOf(design, design.sample, {}, { theme })), theme).toEqual([]);
    }
  });

  it('balances wrapped titles and descriptions: no lone word on a last line', async () => {
    const scene = await layoutOf(design, design.sample, {});
    const cards = collectTexts(scene, measurer).filter((t) => t.run.lines.length > 1);
    expect(cards.length).toBeGreaterThan(0);
    for (const t of cards) {
      const style = { font: t.run.font, size: t.run.size, weight: t.run.weight };
      const widths = t.run.lines.map((l) => measurer.width(l, style));
      expect(widths[widths.length - 1], t.run.lines.join(' / ')).toBeGreaterThan(0.4 * Math.max(...widths));
    }
  });

  it('sets icons on a chip of the event colour, drawn in that colour\'s text colour', async () => {
    for (const theme of THEME_IDS) {
      const ctx = ctxFor({ theme });
      const scene = await layoutOf(design, design.sample, {}, { theme });
      const icons = collectIcons(scene);
      expect(icons).toHaveLength(design.sample.events.length);
      icons.forEach((icon, i) => expect(icon.color, theme).toBe(ctx.theme.series[i % ctx.theme.series.length].text));
      const chips = flattenScene(scene).filter((n) => n.type === 'rect' && n.role === 'decoration');
      icons.forEach((icon) => expect(chips.some((c) => c.type === 'rect' && contains(c, { x: icon.x, y: icon.y, w: icon.size, h: icon.size }))).toBe(true));
    }
  });

  it('is deterministic: same input, same SVG bytes', async () => {
    await fc.assert(fc.asyncProperty(arbTimeline, arbStyle, async (content, style) => {
      expect(svgOf(await layoutOf(design, content, {}, style))).toBe(svgOf(await layoutOf(design, content, {}, style)));
    }), { seed: 602, numRuns: 10 });
  });
});

describe('timeline-horizontal', () => {
  it('puts dates on one axis left to right and alternates cards above and below it', async () => {
    const scene = await layoutOf(timelineHorizontal, timelineHorizontal.sample, {});
    const dates = byPrefix(scene, 'date:').map(mid);
    const cards = byPrefix(scene, 'event:');
    expect(new Set(dates.map((d) => d.y)).size).toBe(1);
    dates.slice(1).forEach((d, i) => expect(d.x).toBeGreaterThan(dates[i].x));
    cards.forEach((c, i) => {
      if (i % 2 === 0) expect(c.y + c.h).toBeLessThan(dates[i].y);
      else expect(c.y).toBeGreaterThan(dates[i].y);
      expect(mid(c).x).toBeCloseTo(dates[i].x, 6);
    });
  });

  it('gives the cards on one side of the axis one height, so their outer edges line up', async () => {
    const cards = byPrefix(await layoutOf(timelineHorizontal, timelineHorizontal.sample, {}), 'event:');
    const above = cards.filter((_, i) => i % 2 === 0);
    const below = cards.filter((_, i) => i % 2 === 1);
    expect(new Set(above.map((c) => c.y)).size).toBe(1);
    expect(new Set(above.map((c) => c.h)).size).toBe(1);
    expect(new Set(below.map((c) => c.y + c.h)).size).toBe(1);
  });

  it('continues a long timeline on further rows unless told not to', async () => {
    const events = Array.from({ length: 20 }, (_, i) => ({ date: String(2000 + i), title: `Event ${i}` }));
    const rows = async (wrap: boolean) => new Set(byPrefix(await layoutOf(timelineHorizontal, { events }, { wrap }), 'date:').map((b) => mid(b).y)).size;
    expect(await rows(true)).toBe(3);
    expect(await rows(false)).toBe(1);
  });
});

describe('timeline-vertical', () => {
  it('runs events down the page, alternating sides of a middle axis', async () => {
    const scene = await layoutOf(timelineVertical, timelineVertical.sample, {});
    const dates = byPrefix(scene, 'date:').map(mid);
    const cards = byPrefix(scene, 'event:');
    expect(new Set(dates.map((d) => d.x)).size).toBe(1);
    dates.slice(1).forEach((d, i) => expect(d.y).toBeGreaterThan(dates[i].y));
    cards.forEach((c, i) => {
      if (i % 2 === 0) expect(c.x).toBeGreaterThan(dates[i].x);
      else expect(c.x + c.w).toBeLessThan(dates[i].x);
      expect(c.y).toBeLessThan(dates[i].y);
      expect(c.y + c.h).toBeGreaterThan(dates[i].y);
    });
  });

  it('puts every card right of a left-hand axis in left mode', async () => {
    const scene = await layoutOf(timelineVertical, timelineVertical.sample, { axis: 'left' });
    const dates = byPrefix(scene, 'date:').map(mid);
    for (const c of byPrefix(scene, 'event:')) expect(c.x).toBeGreaterThan(dates[0].x);
    const cards = byPrefix(scene, 'event:');
    cards.slice(1).forEach((c, i) => expect(c.y).toBeGreaterThan(cards[i].y + cards[i].h));
  });
});

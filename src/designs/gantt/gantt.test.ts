// Tests of gantt-chart: sample and params, soundness for arbitrary plans, bars on the time scale, milestones,
// dependency arrows end to start, labels inside or beside, "Day N" axis, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertSceneSound, collectBoxes, collectConnectors, collectTexts, flattenScene, type Box } from '../../../test/support/scene-checks.js';
import { arbStyle, arbText, layoutOf, measurer, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import type { Scene } from '../../scene/scene.js';
import { ganttContent } from '../../spec/content/index.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { formatIsoDay, parseIsoDay } from './dates.js';
import { ganttChart as design } from './design.js';
import { schedule } from './schedule.js';

const day0 = parseIsoDay('2025-01-01')!;
const arbPlan = fc.record({
  dated: fc.boolean(),
  sections: fc.array(arbText(3), { maxLength: 4 }),
  tasks: fc.array(fc.record({
    label: arbText(5), section: fc.nat(), start: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
    len: fc.option(fc.integer({ min: 0, max: 90 }), { nil: undefined }), useEnd: fc.boolean(),
    half: fc.boolean(), deps: fc.array(fc.nat(), { maxLength: 3 }), milestone: fc.boolean(),
  }), { minLength: 1, maxLength: 22 }),
}).map((r) => ({
  sections: r.sections.map((label, i) => ({ id: `s${i}`, label })),
  tasks: r.tasks.map((t, i) => {
    const start = r.dated && t.start !== undefined ? formatIsoDay(day0 + t.start) : undefined;
    const end = r.dated && t.useEnd && t.start !== undefined && t.len !== undefined ? formatIsoDay(day0 + t.start + t.len) : undefined;
    return {
      id: `t${i}`, label: t.label, section: r.sections.length && t.section % 3 ? `s${t.section % r.sections.length}` : undefined,
      start, end, duration_days: end === undefined && t.len !== undefined ? t.len + (t.half ? 0.5 : 0) : undefined,
      depends_on: [...new Set(t.deps.map((d) => `t${d % r.tasks.length}`))], milestone: t.milestone && i % 3 === 0,
    };
  }),
}));
const arbParams = fc.record({ spacing: fc.constantFrom('compact', 'normal', 'roomy'), show_dependencies: fc.boolean() });

const tasks = (scene: Scene) => new Map(collectBoxes(scene).filter((b) => b.key?.startsWith('task:')).map((b) => [b.key!.slice(5), b]));
const barStart = (b: Box) => (b.shape === 'polygon' ? b.x + b.w / 2 : b.x);

describe('gantt-chart', () => {
  it('has its planned id, a valid sample and defaults for every param', () => {
    expect(DESIGN_IDS.gantt).toContain(design.id);
    expect(() => ganttContent.parse(design.sample)).not.toThrow();
    expect(design.params.parse({})).toEqual({ spacing: 'normal', show_dependencies: true });
    expect(() => design.params.parse({ bogus: 1 })).toThrow();
  });

  it('lays out any plan soundly, every bar where its dates put it on one time scale', async () => {
    await fc.assert(fc.asyncProperty(arbPlan, arbParams, arbStyle, async (raw, params, style) => {
      const content = ganttContent.parse(raw);
      const scene = await layoutOf(design, content, params, style);
      assertSceneSound(scene, measurer);
      const plan = schedule(content.tasks);
      const bars = tasks(scene);
      expect(bars.size).toBe(content.tasks.length);
      const ref = content.tasks[0].id;
      const ids = content.tasks.map((t) => t.id).filter((id) => plan.slots.get(id)!.start !== plan.slots.get(ref)!.start);
      if (ids.length) {
        const ppd = (barStart(bars.get(ids[0])!) - barStart(bars.get(ref)!)) / (plan.slots.get(ids[0])!.start - plan.slots.get(ref)!.start);
        expect(ppd).toBeGreaterThan(0);
        for (const id of ids) {
          const dx = barStart(bars.get(id)!) - barStart(bars.get(ref)!);
          expect(dx).toBeCloseTo((plan.slots.get(id)!.start - plan.slots.get(ref)!.start) * ppd, 1);
        }
      }
      const arrows = collectConnectors(scene);
      const deps = params.show_dependencies ? content.tasks.flatMap((t) => t.depends_on.filter((d) => d !== t.id)) : [];
      expect(arrows).toHaveLength(deps.length);
    }), { seed: 701, numRuns: 60 });
  });

  it('draws milestones as diamonds and arrows from a task\'s end to its dependant\'s start, without detours', async () => {
    const scene = await layoutOf(design, design.sample, {});
    const bars = tasks(scene);
    expect(bars.get('beta')!.shape).toBe('polygon');
    expect(bars.get('beta')!.w).toBeCloseTo(bars.get('beta')!.h, 6);
    expect(bars.get('research')!.shape).toBe('rect');
    const on = (p: { x: number; y: number }, b: Box) => p.x >= b.x - 0.01 && p.x <= b.x + b.w + 0.01 && p.y >= b.y - 0.01 && p.y <= b.y + b.h + 0.01;
    const edge = (p: { x: number; y: number }, b: Box) => on(p, b) && (Math.abs(p.x - b.x) < 0.01 || Math.abs(p.x - b.x - b.w) < 0.01
      || Math.abs(p.y - b.y) < 0.01 || Math.abs(p.y - b.y - b.h) < 0.01 || b.shape === 'polygon');
    for (const a of collectConnectors(scene)) {
      const [from, to] = a.connects!.map((k) => bars.get(k.slice(5))!);
      const first = a.points[0];
      const last = a.points[a.points.length - 1];
      // Leaves the predecessor's outline in its last part (its end, or under it) ...
      expect(edge(first, from), `${a.connects} leaves its task`).toBe(true);
      expect(first.x).toBeGreaterThan(from.x + from.w * 0.55);
      // ... and reaches the dependant's outline: its start, or its top (clear of its rounded end).
      expect(edge(last, to), `${a.connects} reaches its task`).toBe(true);
      if (to.shape === 'rect') expect(Math.abs(last.x - to.x) < 0.01 || (last.x >= to.x + 5 && last.x <= to.x + to.w - 5)).toBe(true);
      expect(a.end).toBe('arrow');
      // Right angles only, and no more than three runs: no loops back round a bar.
      a.points.slice(1).forEach((p, i) => expect(p.x === a.points[i].x || p.y === a.points[i].y).toBe(true));
      expect(a.points.length, `${a.connects}`).toBeLessThanOrEqual(4);
    }
  });

  it('enters a dependant that starts when its predecessor ends from the left, dropping from under the predecessor', async () => {
    const scene = await layoutOf(design, design.sample, {});
    const bars = tasks(scene);
    const arrow = collectConnectors(scene).find((c) => c.connects!.join() === 'task:research,task:wireframes')!;
    const research = bars.get('research')!;
    const wireframes = bars.get('wireframes')!;
    expect(arrow.points).toHaveLength(3);
    expect(arrow.points[0].y).toBeCloseTo(research.y + research.h, 1);
    expect(arrow.points[2]).toEqual({ x: wireframes.x, y: wireframes.y + wireframes.h / 2 });
  });

  it('puts a label inside its bar when it fits, else beside it', async () => {
    const content = { tasks: [{ id: 'a', label: 'Long enough bar', duration_days: 30 }, { id: 'b', label: 'A short task with a long name', duration_days: 1 }] };
    const scene = await layoutOf(design, content, {});
    const bars = tasks(scene);
    const texts = collectTexts(scene, measurer);
    const a = texts.find((t) => t.run.lines.join(' ') === 'Long enough bar')!;
    const b = texts.find((t) => t.run.lines.join(' ').startsWith('A short task'))!;
    expect(a.x).toBeGreaterThan(bars.get('a')!.x);
    expect(a.x + a.w).toBeLessThan(bars.get('a')!.x + bars.get('a')!.w);
    expect(b.x).toBeGreaterThan(bars.get('b')!.x + bars.get('b')!.w);
  });

  it('counts days from day 0 when no task has a date, and shows dates otherwise', async () => {
    const labels = async (content: unknown) => collectTexts(await layoutOf(design, content, {}), measurer).map((t) => t.run.lines.join(' '));
    expect(await labels({ tasks: [{ id: 'a', label: 'A', duration_days: 20 }] })).toContain('Day 0');
    const dated = await labels({ tasks: [{ id: 'a', label: 'A', start: '2025-05-05', duration_days: 60 }] });
    expect(dated).toContain('May 5');
    expect(dated).toContain('May 2025');
    expect(dated.some((l) => l.startsWith('Day '))).toBe(false);
  });

  it('keeps grid lines apart and labels every month line in the header', async () => {
    const scene = await layoutOf(design, design.sample, {});
    const verticals = flattenScene(scene).flatMap((n) => {
      const m = n.type === 'path' ? /^M ?([\d.]+) ([\d.]+) L ?([\d.]+) ([\d.]+)$/.exec(n.d) : null;
      return m && m[1] === m[3] ? [{ x: Number(m[1]), y0: Number(m[2]), y1: Number(m[4]) }] : [];
    });
    const xs = [...new Set(verticals.map((v) => v.x))].sort((a, b) => a - b);
    xs.slice(1).forEach((x, i) => expect(x - xs[i], `lines at ${xs[i]} and ${x}`).toBeGreaterThanOrEqual(28));
    const texts = collectTexts(scene, measurer);
    const bandTop = Math.min(...collectBoxes(scene).filter((b) => b.key?.startsWith('section:')).map((b) => b.y));
    const tierTop = Math.min(...verticals.map((v) => v.y0));
    const header = verticals.filter((v) => v.y0 < tierTop + 1 && v.y1 < bandTop);
    expect(header.length).toBeGreaterThan(0);
    for (const v of header) expect(texts.some((t) => Math.abs(t.x - (v.x + 6)) < 0.5 && t.y < v.y1)).toBe(true);
    expect(texts.map((t) => t.run.lines.join(' '))).toEqual(expect.arrayContaining(['March 2025', 'April 2025', 'May']));
  });

  it('groups tasks into labelled section bands in section order', async () => {
    const scene = await layoutOf(design, design.sample, {});
    const bands = collectBoxes(scene).filter((b) => b.key?.startsWith('section:'));
    expect(bands).toHaveLength(3);
    const bars = tasks(scene);
    const inBand = (id: string, i: number) => bars.get(id)!.y >= bands[i].y && bars.get(id)!.y + bars.get(id)!.h <= bands[i].y + bands[i].h;
    expect(inBand('research', 0) && inBand('qa', 1) && inBand('go', 2)).toBe(true);
    const texts = collectTexts(scene, measurer).map((t) => t.run.lines.join(' '));
    expect(texts).toEqual(expect.arrayContaining(['Design', 'Build', 'Launch']));
  });

  it('lays out 200 tasks soundly', async () => {
    const content = {
      sections: Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, label: `Workstream ${i + 1}` })),
      tasks: Array.from({ length: 200 }, (_, i) => ({
        id: `t${i}`, label: `Task ${i}`, section: `s${i % 10}`, duration_days: 3 + (i % 7), depends_on: i >= 10 && i % 4 === 0 ? [`t${i - 10}`] : [],
        milestone: i % 25 === 24,
      })),
    };
    assertSceneSound(await layoutOf(design, content, {}), measurer);
  });

  it('keeps every text readable on what lies under it, in every theme', async () => {
    for (const theme of THEME_IDS) {
      expect(textContrastProblems(await layoutOf(design, design.sample, {}, { theme })), theme).toEqual([]);
    }
  });

  it('is deterministic: same input, same SVG bytes', async () => {
    await fc.assert(fc.asyncProperty(arbPlan, arbStyle, async (raw, style) => {
      const content = ganttContent.parse(raw);
      expect(svgOf(await layoutOf(design, content, {}, style))).toBe(svgOf(await layoutOf(design, content, {}, style)));
    }), { seed: 702, numRuns: 10 });
  });
});

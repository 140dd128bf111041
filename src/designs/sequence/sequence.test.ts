// Tests of sequence-lifelines: sample and params, soundness for arbitrary diagrams, message order and arrow styles,
// self loops, frames, notes, repeated participants, contrast, determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertSceneSound, collectBoxes, collectConnectors, collectTexts, contains, flattenScene, type Box } from '../../../test/support/scene-checks.js';
import { arbStyle, arbText, layoutOf, measurer, svgOf, textContrastProblems } from '../../../test/support/infographic-checks.js';
import type { Scene } from '../../scene/scene.js';
import { sequenceContent } from '../../spec/content/index.js';
import { THEME_IDS } from '../../spec/style.js';
import { DESIGN_IDS } from '../ids.js';
import { sequenceLifelines as design } from './design.js';
import { nestFragments } from './fragments.js';

const TYPES = ['sync', 'reply', 'async'] as const;
const FRAGS = ['alt', 'loop', 'opt', 'par', 'critical', 'break'] as const;

/** Any valid diagram: references and indices are folded into range after drawing raw numbers. */
const arbDiagram = (maxMessages: number) => fc.record({
  participants: fc.array(fc.record({ label: arbText(3), actor: fc.boolean() }), { minLength: 1, maxLength: 7 }),
  messages: fc.array(fc.record({ from: fc.nat(), to: fc.nat(), label: fc.oneof(arbText(9), fc.constant('')), type: fc.constantFrom(...TYPES) }), { maxLength: maxMessages }),
  notes: fc.array(fc.record({ over: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), text: arbText(10), after: fc.nat() }), { maxLength: 4 }),
  fragments: fc.array(fc.record({ type: fc.constantFrom(...FRAGS), label: fc.oneof(arbText(5), fc.constant('')), a: fc.nat(), b: fc.nat(), elses: fc.array(fc.record({ at: fc.nat(), label: arbText(4) }), { maxLength: 2 }) }), { maxLength: 4 }),
}).map((r) => {
  const ids = r.participants.map((_, i) => `p${i}`);
  const n = r.messages.length;
  return {
    participants: r.participants.map((p, i) => ({ id: ids[i], label: p.label, type: p.actor ? 'actor' : 'system' })),
    messages: r.messages.map((m) => ({ from: ids[m.from % ids.length], to: ids[m.to % ids.length], label: m.label, type: m.type })),
    notes: r.notes.map((x) => ({ over: [...new Set(x.over.map((o) => ids[o % ids.length]))], text: x.text, after: (x.after % (n + 1)) - 1 })),
    fragments: n === 0 ? [] : r.fragments.map((f) => {
      const first = f.a % n;
      const last = first + (f.b % (n - first));
      const elses = last > first ? f.elses.map((e) => ({ at: first + 1 + (e.at % (last - first)), label: e.label })) : [];
      return { type: f.type, label: f.label, first, last, else: elses };
    }),
  };
});
const arbParams = fc.record({
  spacing: fc.constantFrom('compact', 'normal', 'roomy'), numbered: fc.boolean(), participants_at_bottom: fc.constantFrom('auto', 'always', 'never'),
});

const keyed = (scene: Scene, prefix: string): Box[] => collectBoxes(scene).filter((b) => b.key?.startsWith(prefix));
const lifelineX = (scene: Scene, id: string): number => {
  const b = collectBoxes(scene).find((x) => x.key === `participant:${id}`)!;
  return b.x + b.w / 2;
};

describe('sequence-lifelines', () => {
  it('has its planned id, a valid sample and defaults for every param', () => {
    expect(DESIGN_IDS.sequence).toContain(design.id);
    expect(() => sequenceContent.parse(design.sample)).not.toThrow();
    expect(design.params.parse({})).toEqual({ spacing: 'normal', numbered: false, participants_at_bottom: 'auto' });
    expect(() => design.params.parse({ bogus: 1 })).toThrow();
  });

  it('draws participants in the accent (a brand palette shows), actor names level with box labels', async () => {
    const scene = await layoutOf(design, design.sample, {}, { palette: ['#7c3aed', '#0891b2', '#db2777'] });
    const heads = flattenScene(scene).filter((n) => 'key' in n && typeof n.key === 'string' && n.key.startsWith('participant:'));
    expect(heads.length).toBe(design.sample.participants.length);
    for (const h of heads) expect((h as { stroke?: string }).stroke).toBe('#7c3aed');
    const baseline = (label: string) => collectTexts(scene, measurer).find((t) => t.run.lines.join(' ') === label)!.run.y;
    const actor = design.sample.participants.find((p) => p.type === 'actor')!;
    const system = design.sample.participants.find((p) => p.type !== 'actor')!;
    expect(baseline(actor.label)).toBeCloseTo(baseline(system.label), 6);
  });

  it('lays out any diagram soundly, messages top to bottom in order, each from its sender to its receiver', async () => {
    await fc.assert(fc.asyncProperty(arbDiagram(25), arbParams, arbStyle, async (raw, params, style) => {
      const content = sequenceContent.parse(raw);
      const scene = await layoutOf(design, content, params, style);
      assertSceneSound(scene, measurer);
      const arrows = collectConnectors(scene);
      expect(arrows).toHaveLength(content.messages.length);
      let prev = -Infinity;
      arrows.forEach((a, i) => {
        const m = content.messages[i];
        const ys = a.points.map((p) => p.y);
        expect(Math.min(...ys)).toBeGreaterThan(prev);
        prev = Math.max(...ys);
        const from = lifelineX(scene, m.from);
        expect(a.points[0].x).toBeCloseTo(from, 1);
        if (m.from === m.to) {
          expect(a.points[a.points.length - 1].x - from).toBeLessThan(2);
          expect(Math.max(...a.points.map((p) => p.x))).toBeGreaterThan(from + 20);
        } else expect(Math.abs(a.points[1].x - lifelineX(scene, m.to))).toBeLessThanOrEqual(1.01);
      });
      // Frames hold every message of their range (ranges of crossing fragments cut to nest).
      const frags = nestFragments(content.fragments, content.messages.length);
      for (const frame of keyed(scene, 'fragment:')) {
        const f = frags.find((x) => x.index === Number(frame.key!.split(':')[1]))!;
        for (let i = f.first; i <= f.last; i++) for (const p of arrows[i].points) expect(contains(frame, { ...p, w: 0, h: 0 })).toBe(true);
      }
    }), { seed: 501, numRuns: 60 });
  });

  it('draws sync messages solid with a filled head, replies dashed and async solid with open heads', async () => {
    const content = {
      participants: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }],
      messages: [{ from: 'a', to: 'b', label: 'call', type: 'sync' }, { from: 'b', to: 'a', label: 'result', type: 'reply' }, { from: 'a', to: 'b', label: 'event', type: 'async' }],
    };
    const [sync, reply, async_] = collectConnectors(await layoutOf(design, content, {}));
    expect([sync.end, sync.dash]).toEqual(['arrow', undefined]);
    expect(reply.end).toBe('open');
    expect(reply.dash?.length).toBeGreaterThan(0);
    expect([async_.end, async_.dash]).toEqual(['open', undefined]);
  });

  it('puts each label above its arrow and widens columns for long labels', async () => {
    const long = 'Request a signed upload URL for the attachment and its thumbnail';
    const base = { participants: [{ id: 'a', label: 'Client' }, { id: 'b', label: 'Server' }] };
    const short = await layoutOf(design, { ...base, messages: [{ from: 'a', to: 'b', label: 'ping' }] }, {});
    const wide = await layoutOf(design, { ...base, messages: [{ from: 'a', to: 'b', label: long }] }, {});
    const gap = (s: Scene) => lifelineX(s, 'b') - lifelineX(s, 'a');
    expect(gap(wide)).toBeGreaterThan(gap(short) + 60);
    const label = collectTexts(wide, measurer).find((t) => t.run.lines.join(' ') === long)!;
    const arrow = collectConnectors(wide)[0];
    expect(label.y + label.h).toBeLessThan(arrow.points[0].y);
    expect(label.run.lines.length).toBeGreaterThan(1); // wrapped, not one endless line
  });

  it('spans a note over several participants across their lifelines', async () => {
    const scene = await layoutOf(design, design.sample, {});
    const note = keyed(scene, 'note:')[0];
    expect(note.x).toBeLessThan(lifelineX(scene, 'app'));
    expect(note.x + note.w).toBeGreaterThan(lifelineX(scene, 'auth'));
  });

  it('splits alt branches with a dashed line and names each guard', async () => {
    const scene = await layoutOf(design, design.sample, {});
    const texts = collectTexts(scene, measurer).map((t) => t.run.lines.join(' '));
    expect(texts).toEqual(expect.arrayContaining(['alt', '[password matches]', '[wrong password]']));
    expect(JSON.stringify(scene)).toMatch(/"dash":\[6,4\],"fill":"none"/);
  });

  it('numbers messages when asked and repeats participants below long diagrams', async () => {
    const participants = [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }];
    const messages = (n: number) => Array.from({ length: n }, (_, i) => ({ from: i % 2 ? 'b' : 'a', to: i % 2 ? 'a' : 'b', label: `step ${i}` }));
    const numbered = await layoutOf(design, { participants, messages: messages(3) }, { numbered: true });
    expect(collectTexts(numbered, measurer).map((t) => t.run.lines.join(' '))).toContain('2. step 1');
    expect(keyed(await layoutOf(design, { participants, messages: messages(3) }, {}), 'participant-end:')).toHaveLength(0);
    expect(keyed(await layoutOf(design, { participants, messages: messages(13) }, {}), 'participant-end:')).toHaveLength(2);
    expect(keyed(await layoutOf(design, { participants, messages: messages(3) }, { participants_at_bottom: 'always' }), 'participant-end:')).toHaveLength(2);
  });

  it('keeps a 60-message diagram sound with steady rows', async () => {
    const ids = ['user', 'web', 'api', 'auth', 'db', 'queue'];
    const messages = Array.from({ length: 60 }, (_, i) => {
      const from = ids[i % 5]; const to = i % 7 === 3 ? from : ids[(i * 3 + 1) % 6];
      return { from, to, label: i % 4 === 0 ? `Long message number ${i} carrying a payload that needs wrapping onto two lines` : `message ${i}`, type: TYPES[i % 3] };
    });
    const content = {
      participants: ids.map((id, i) => ({ id, label: id.toUpperCase(), type: i === 0 ? 'actor' : 'system' })),
      messages,
      notes: [{ over: ['api', 'db'], text: 'Retries with backoff', after: 9 }, { over: ['auth'], text: 'Cached for 5 minutes', after: 30 }],
      fragments: [
        { type: 'loop', label: 'every page', first: 10, last: 25, else: [] },
        { type: 'alt', label: 'cache hit', first: 12, last: 20, else: [{ at: 16, label: 'cache miss' }] },
        { type: 'opt', label: '', first: 40, last: 44, else: [] },
      ],
    };
    const scene = await layoutOf(design, content, {});
    assertSceneSound(scene, measurer);
    const rows = collectConnectors(scene).map((c) => c.points[0].y);
    const steps = rows.slice(1).map((y, i) => y - rows[i]);
    expect(Math.min(...steps)).toBeGreaterThan(20);
    expect(keyed(scene, 'participant-end:')).toHaveLength(6);
  });

  it('keeps every text readable on what lies under it, in every theme', async () => {
    for (const theme of THEME_IDS) {
      expect(textContrastProblems(await layoutOf(design, design.sample, {}, { theme })), theme).toEqual([]);
    }
  });

  it('is deterministic: same input, same SVG bytes', async () => {
    await fc.assert(fc.asyncProperty(arbDiagram(15), arbStyle, async (raw, style) => {
      const content = sequenceContent.parse(raw);
      expect(svgOf(await layoutOf(design, content, {}, style))).toBe(svgOf(await layoutOf(design, content, {}, style)));
    }), { seed: 502, numRuns: 10 });
  });
});

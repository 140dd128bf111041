// The engine's use of the knowledge pack: auto draws the known diagram with its reason; a named design keeps its kind.
import { describe, expect, it } from 'vitest';
import type { CycleContent, ListContent } from '../../../spec/content/index.js';
import { runEngine, type EngineDeps } from '../engine.js';
import { plannedDesigns } from '../test/helpers.js';

const deps: EngineDeps = { designs: plannedDesigns };

describe('the engine with the knowledge pack', () => {
  it('draws a known diagram in its design for "auto", ranked first with "Known diagram: …"', () => {
    const r = runEngine('PDCA cycle please', 'auto', deps);
    expect([r.design, r.kind]).toEqual(['cycle-ring', 'cycle']);
    expect((r.content as CycleContent).steps.map((s) => s.label)).toEqual(['Plan', 'Do', 'Check', 'Act']);
    expect(r.ranking?.[0]).toEqual({ design: 'cycle-ring', score: 1, reason: 'Known diagram: PDCA cycle.' });
  });

  it('gives a named design of the topic\'s kind the topic\'s content', () => {
    const r = runEngine("Kotter's 8 steps", 'list-cards', deps);
    expect([r.design, r.kind, r.ranking]).toEqual(['list-cards', 'list', undefined]);
    expect((r.content as ListContent).items).toHaveLength(8);
  });

  it('keeps the prompt\'s own extraction for a named design of another kind', () => {
    const r = runEngine('PDCA cycle', 'timeline-horizontal', deps);
    expect(r.kind).toBe('timeline');
    expect(JSON.stringify(r.content)).not.toMatch(/Compare results with the goal/);
  });

  it('leaves prompts with their own items to the prose readers', () => {
    const r = runEngine('Our release cycle, loosely based on PDCA: plan the sprint, build, run the tests, demo, retro', 'auto', deps);
    expect(r.ranking?.[0].reason).not.toMatch(/Known diagram/);
  });

  it('adds icons from the English labels only when every item of a list gets one', () => {
    const all: EngineDeps = { designs: plannedDesigns, suggestIcon: (label) => `lucide:${label.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}` };
    const r = runEngine('objectifs SMART', 'auto', all);
    expect((r.content as ListContent).items[0]).toMatchObject({ label: 'Spécifique', icon: 'lucide:specific' });
    const some: EngineDeps = { designs: plannedDesigns, suggestIcon: (label) => (label === 'Specific' ? 'lucide:target' : undefined) };
    expect(JSON.stringify(runEngine('SMART goals', 'auto', some).content)).not.toMatch(/lucide:target/);
    const noIcons = runEngine('PDCA cycle', 'auto', { designs: plannedDesigns, suggestIcon: () => 'lucide:star' });
    expect(JSON.stringify(noIcons.content)).not.toMatch(/lucide:star/);
  });
});

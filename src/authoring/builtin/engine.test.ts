import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors.js';
import { CONTENT_SCHEMAS } from '../../spec/content/index.js';
import { getDesign } from '../../designs/registry.js';
import type { CodeReading } from './code/reading.js';
import { runEngine, type EngineDeps } from './engine.js';
import { createBuiltinModel, ENGINE_VERSION } from './index.js';
import { plannedDesigns } from './test/helpers.js';

const deps: EngineDeps = { designs: plannedDesigns };
const signal = new AbortController().signal;

function codeOf(err: unknown): string | undefined {
  return isAppError(err) ? err.code : undefined;
}

function thrown(f: () => unknown): unknown {
  try { f(); } catch (e) { return e; }
  throw new Error('expected an error');
}

describe('runEngine with design auto', () => {
  it('chooses a design, ranks the others with reasons, and returns valid content', () => {
    const r = runEngine('a funnel of our sales pipeline: visitors, leads, trials, customers', 'auto', deps);
    expect([r.design, r.kind]).toEqual(['funnel-stages', 'funnel']);
    expect(CONTENT_SCHEMAS.funnel.parse(r.content)).toEqual({ title: 'Sales pipeline', stages: [{ label: 'Visitors' }, { label: 'Leads' }, { label: 'Trials' }, { label: 'Customers' }] });
    expect(r.ranking![0]).toMatchObject({ design: 'funnel-stages' });
    expect(r.ranking![0].reason).toMatch(/funnel/i);
    expect(r.ranking!.length).toBeGreaterThan(1);
  });
  it('is deterministic', () => {
    const p = 'The user sends credentials to the web app. The web app asks the auth service. The auth service returns a token.';
    expect(runEngine(p, 'auto', deps)).toEqual(runEngine(p, 'auto', deps));
  });
  it('draws the kind the prompt names even when its reader finds little, from the names the prompt lists', () => {
    const seq = runEngine('Create a sequence diagram showing the interaction between a shopper, the cart service, the payment gateway, and the bank during checkout', 'auto', deps);
    expect(seq.kind).toBe('sequence');
    const labels = (seq.content as { participants: { label: string }[] }).participants.map((p) => p.label.toLowerCase());
    expect(labels).toEqual(expect.arrayContaining(['shopper', 'cart service', 'payment gateway', 'bank']));
    const er = runEngine('The ERD will include entities like Student, Course, Faculty, and Department.', 'auto', deps);
    expect(er.kind).toBe('er');
    expect((er.content as { entities: { label: string }[] }).entities.map((e) => e.label)).toEqual(expect.arrayContaining(['Student', 'Course', 'Faculty', 'Department']));
  });
  it('draws a design the user names from the steps of process prose when the prose lists no names', () => {
    const r = runEngine('When an order arrives, the clerk checks stock. If it is missing, reorder it; otherwise ship it.', 'cycle-ring', deps);
    expect(r.kind).toBe('cycle');
    expect((r.content as { steps: { label: string }[] }).steps.length).toBeGreaterThanOrEqual(3);
  });
  it('falls back to the next kind when the best one cannot be filled without inventing items', () => {
    const r = runEngine('The cycle of day and night', 'auto', deps);
    expect(r.kind).not.toBe('cycle');
  });
  it('draws prompts in other languages from their structure', () => {
    expect(runEngine('用户注册 -> 邮箱验证 -> 完成', 'auto', deps).kind).toBe('flowchart');
    const list = runEngine('Einkaufsliste:\n- Milch\n- Brot\n- Eier', 'auto', deps);
    expect([list.kind, (list.content as { items: { label: string }[] }).items.map((i) => i.label)]).toEqual(['list', ['Milch', 'Brot', 'Eier']]);
  });
  it('fails with design_selection_failed only when nothing can be drawn', () => {
    expect(codeOf(thrown(() => runEngine('  ?! …  ', 'auto', deps)))).toBe('design_selection_failed');
    expect(runEngine('x', 'auto', deps).kind).toBeDefined();
  });
  it('sets icons only on designs that draw them', () => {
    const withIcons: EngineDeps = { designs: plannedDesigns, suggestIcon: () => 'lucide:star' };
    const arch = runEngine('Architecture: the web app calls the API, which reads the database.', 'auto', withIcons).content as { components: { icon?: string }[] };
    expect(arch.components.every((c) => c.icon === 'lucide:star')).toBe(true);
    const mind = runEngine('Mind map of travel: food (ramen), places (Kyoto)', 'auto', withIcons).content as { nodes: { icon?: string }[] };
    expect(mind.nodes.some((n) => n.icon)).toBe(false);
  });
});

describe('runEngine with a named design', () => {
  it('extracts content for that design even when auto would choose another kind', () => {
    const r = runEngine('a funnel of our sales pipeline: visitors, leads, trials, customers', 'timeline-horizontal', deps);
    expect([r.kind, r.ranking]).toEqual(['timeline', undefined]);
    expect((r.content as { events: { title: string }[] }).events.map((e) => e.title)).toEqual(['Visitors', 'Leads', 'Trials', 'Customers']);
  });
  it('rejects an unknown design with invalid_parameters', () => {
    expect(codeOf(thrown(() => runEngine('a, b, c', 'no-such-design', deps)))).toBe('invalid_parameters');
  });
});

describe('runEngine with diagram code', () => {
  const reading: CodeReading = {
    language: 'mermaid',
    kind: 'flowchart',
    design: 'flowchart-horizontal',
    content: { nodes: [{ id: 'a', label: 'Start', type: 'process' }, { id: 'b', label: 'Done', type: 'process' }], edges: [{ from: 'a', to: 'b' }], groups: [] },
  };
  const withCode: EngineDeps = { designs: plannedDesigns, readCode: () => reading };

  it('uses the design of the code with auto, and the code content as written', () => {
    const r = runEngine('flowchart LR ...', 'auto', withCode);
    expect([r.design, r.content]).toEqual(['flowchart-horizontal', reading.content]);
    expect(r.ranking![0].reason).toMatch(/Mermaid flowchart code/);
  });
  it('converts to a named design of a kind that holds the same shape', () => {
    const r = runEngine('flowchart LR ...', 'state-machine', withCode);
    expect(r.content).toEqual({ states: [{ id: 'a', label: 'Start', type: 'normal' }, { id: 'b', label: 'Done', type: 'normal' }], transitions: [{ from: 'a', to: 'b' }] });
  });
  it('refuses a named design whose kind cannot hold the code', () => {
    const e = thrown(() => runEngine('flowchart LR ...', 'venn-sets', withCode));
    expect(codeOf(e)).toBe('invalid_parameters');
    expect((e as Error).message).toMatch(/flowchart.*venn/i);
  });
  it('uses the kind default when the code design is not registered, and fails when the kind has none', () => {
    const noHorizontal = { get: (id: string) => (id === 'flowchart-horizontal' ? undefined : plannedDesigns.get(id)), ofKind: (k: Parameters<typeof plannedDesigns.ofKind>[0]) => plannedDesigns.ofKind(k).filter((d) => d.id !== 'flowchart-horizontal') };
    expect(runEngine('x', 'auto', { designs: noHorizontal, readCode: () => reading }).design).toBe('flowchart-vertical');
    const none = { get: () => undefined, ofKind: () => [] };
    expect(codeOf(thrown(() => runEngine('x', 'auto', { designs: none, readCode: () => reading })))).toBe('design_selection_failed');
  });
});

describe('createBuiltinModel', () => {
  it('reports itself as the builtin provider with its engine version', async () => {
    const model = createBuiltinModel({ designs: plannedDesigns });
    const r = await model.author({ prompt: 'Pie chart of our budget: ads 45%, events 25%, content 30%', design: 'auto', signal });
    expect([model.provider, model.name]).toEqual(['builtin', 'builtin-v1']);
    expect(r.model).toMatchObject({ provider: 'builtin', name: 'builtin-v1', prompt_version: ENGINE_VERSION });
    expect(r.model.latency_ms).toBeGreaterThanOrEqual(0);
    expect(r.kind).toBe('proportion');
  });
  it('does not start once the request is aborted', async () => {
    const ac = new AbortController();
    ac.abort();
    await expect(createBuiltinModel({ designs: plannedDesigns }).author({ prompt: 'a, b', design: 'auto', signal: ac.signal })).rejects.toMatchObject({ code: 'generation_timeout' });
  });
  it('returns only designs present in the registry by default', async () => {
    const r = await createBuiltinModel().author({ prompt: 'Steps to make tea: boil water, add the tea bag, wait, serve', design: 'auto', signal });
    expect(getDesign(r.design)).toBeDefined();
    for (const c of r.ranking ?? []) expect(getDesign(c.design)).toBeDefined();
  });
  it('checks at admission what can never be drawn: unknown designs, unreadable code, code of another shape', () => {
    const model = createBuiltinModel({ designs: plannedDesigns });
    expect(codeOf(thrown(() => model.validate!({ prompt: 'a, b', design: 'nope' })))).toBe('invalid_parameters');
    expect(codeOf(thrown(() => model.validate!({ prompt: 'flowchart LR\n  A --> B', design: 'venn-sets' })))).toBe('invalid_parameters');
    expect(() => model.validate!({ prompt: 'flowchart LR\n  A --> B', design: 'state-machine' })).not.toThrow();
    expect(() => model.validate!({ prompt: 'just some prose', design: 'auto' })).not.toThrow();
  });
  it('reads Mermaid code through the code readers', async () => {
    const r = await createBuiltinModel().author({ prompt: 'flowchart LR\n  A[Start] --> B[Done]', design: 'auto', signal });
    expect(r.kind).toBe('flowchart');
    expect((r.content as { nodes: { label: string }[] }).nodes.map((n) => n.label)).toEqual(['Start', 'Done']);
  });
});

// What every model's edits share: stable ids for the ordered kinds, the elements of each kind, the diff that becomes
// last_edit, the kept-id check, presentation changes, and diagram code as an instruction.
import { describe, expect, it } from 'vitest';
import { CONTENT_SCHEMAS } from '../../spec/content/index.js';
import { KINDS } from '../../spec/kinds.js';
import { designsOfKind } from '../../designs/registry.js';
import { FIX } from '../builtin/edit/test-fixtures.js';
import { stateFromCode } from './code-instruction.js';
import { diffContent, lostIds } from './diff.js';
import { elementsOf } from './elements.js';
import { ensureElementIds, slug } from './ensure-ids.js';
import { presentationOnly, readPresentation } from './presentation.js';

describe('element ids', () => {
  it('gives every element of the ordered kinds an id from its label, unique, keeping ids already there', () => {
    const c = ensureElementIds('cycle', { steps: [{ label: 'Plan' }, { label: 'Do' }, { id: 'check', label: 'Check' }, { label: 'Plan' }, { label: '計画' }] });
    expect(c.steps.map((s: { id?: string }) => s.id)).toEqual(['plan', 'do', 'check', 'plan-2', 'step']);
    const seq = ensureElementIds('sequence', { participants: [{ id: 'm1', label: 'M' }], messages: [{ from: 'm1', to: 'm1', label: 'x' }, { from: 'm1', to: 'm1', label: 'x' }] });
    expect(seq.messages.map((m: { id?: string }) => m.id)).toEqual(['m1-2', 'm2']);
    const unchanged = { steps: [{ id: 'a', label: 'A' }] };
    expect(ensureElementIds('cycle', unchanged)).toBe(unchanged);
    expect(slug('Éclair & Crème brûlée!')).toBe('eclair-creme-brulee');
  });

  it('keeps the ids through validation: the schemas of every ordered kind hold them, and refuse duplicates', () => {
    for (const kind of KINDS) {
      const sample = designsOfKind(kind)[0]!.sample;
      const withIds = ensureElementIds(kind, sample);
      const parsed = CONTENT_SCHEMAS[kind].parse(withIds);
      expect(elementsOf(kind, parsed).size, kind).toBe(elementsOf(kind, withIds).size);
      expect(elementsOf(kind, parsed).size, kind).toBeGreaterThan(0);
    }
    const dup = CONTENT_SCHEMAS.list.safeParse({ items: [{ id: 'a', label: 'A' }, { id: 'a', label: 'B' }] });
    expect(dup.success).toBe(false);
  });
});

describe('diff and kept ids', () => {
  it('names added, removed, renamed and changed elements by id, and connections by their ends', () => {
    const before = FIX.architecture.content as any;
    const after = structuredClone(before);
    after.components = after.components.filter((c: any) => c.id !== 'w2');
    after.components.find((c: any) => c.id === 'billing').label = 'Payments';
    after.components.find((c: any) => c.id === 'db').color = '#dc2626';
    after.components.push({ id: 'cache', label: 'Cache' });
    after.connections.push({ from: 'api', to: 'cache' });
    expect(diffContent('architecture', before, 'architecture', after)).toEqual({
      added: ['cache', 'api->cache'], removed: ['w2'], renamed: ['billing'], changed: ['db'],
    });
    const edges = diffContent('flowchart', FIX.flowchart.content, 'flowchart', { ...(FIX.flowchart.content as any), edges: [...(FIX.flowchart.content as any).edges, { from: 'start', to: 'form' }] });
    expect(edges.added).toEqual(['start->form#2']);
  });

  it('finds an element kept under another id (same label, once in each)', () => {
    const before = FIX.flowchart.content as any;
    const after = { ...before, nodes: before.nodes.map((n: any) => (n.id === 'mail' ? { ...n, id: 'welcome' } : n)) };
    expect(lostIds('flowchart', before, after)).toEqual([{ id: 'mail', label: 'Send welcome email', now: 'welcome' }]);
    expect(lostIds('flowchart', before, before)).toEqual([]);
  });
});

describe('presentation changes', () => {
  it('reads design, direction and theme changes, and leaves content changes alone', () => {
    expect(readPresentation('flip it', FIX.flowchart)).toMatchObject({ ok: true, state: { design: 'flowchart-horizontal' } });
    expect(readPresentation('switch the direction', { ...FIX.architecture, params: { direction: 'down' } })).toMatchObject({ ok: true, state: { params: { direction: 'right' } } });
    expect(readPresentation('go dark', FIX.list)).toMatchObject({ ok: true, state: { style: { theme: 'dark' } } });
    expect(readPresentation('remove Dark mode', FIX.list)).toBeUndefined();
    expect(readPresentation('make the database red', FIX.architecture)).toBeUndefined();
    expect(readPresentation('show it as a donut', { ...FIX.proportion, design: 'proportion-bars' })).toMatchObject({ ok: true, state: { design: 'proportion-donut' } });
    expect(readPresentation('lay it out left to right', FIX.pyramid)).toMatchObject({ ok: false, reason: expect.stringMatching(/no direction/) });
    expect(presentationOnly('use the dark theme and add a step X', FIX.flowchart)).toBeNull();
    expect(presentationOnly('Dark theme, please.', FIX.flowchart)).toMatchObject({ style: { theme: 'dark' } });
  });
});

describe('diagram code as an instruction', () => {
  it('replaces the content in the same design, or takes the code\'s own kind and design', () => {
    const same = stateFromCode('flowchart TD\n  a[One] --> b[Two]', { ...FIX.flowchart, params: { spacing: 'roomy' } });
    expect(same).toMatchObject({ kind: 'flowchart', design: 'flowchart-vertical', params: { spacing: 'roomy' } });
    const other = stateFromCode('sequenceDiagram\n  A->>B: hi', FIX.flowchart);
    expect(other).toMatchObject({ kind: 'sequence', design: 'sequence-lifelines', params: {} });
    expect((other!.content as any).messages[0].id).toBe('m1');
    expect(stateFromCode('add a step', FIX.flowchart)).toBeNull();
  });
});

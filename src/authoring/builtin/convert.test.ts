import { describe, expect, it } from 'vitest';
import { convertContent } from './convert.js';

describe('convertContent', () => {
  it('turns a state machine into a flowchart and an architecture, dropping start and end markers', () => {
    const state = { states: [{ id: 's', label: 'Start', type: 'initial' }, { id: 'a', label: 'Idle', type: 'normal' }, { id: 'b', label: 'Busy', type: 'normal' }], transitions: [{ from: 's', to: 'a' }, { from: 'a', to: 'b', label: 'job' }] };
    expect(convertContent('state', 'flowchart', state)).toEqual({ nodes: [{ id: 'a', label: 'Idle', type: 'process' }, { id: 'b', label: 'Busy', type: 'process' }], edges: [{ from: 'a', to: 'b', label: 'job' }], groups: [] });
    expect(convertContent('state', 'architecture', state)).toMatchObject({ components: [{ id: 'a', label: 'Idle' }, { id: 'b', label: 'Busy' }], connections: [{ from: 'a', to: 'b', label: 'job' }] });
  });
  it('turns flowchart groups into swimlanes', () => {
    const flow = { nodes: [{ id: 'a', label: 'Ask', type: 'process', group: 'g' }, { id: 'b', label: 'Answer', type: 'process' }], edges: [{ from: 'a', to: 'b' }], groups: [{ id: 'g', label: 'Sales' }], title: 'Q' };
    const lanes = convertContent('flowchart', 'swimlane', flow) as { lanes: { label: string }[]; steps: { lane: string }[] };
    expect(lanes.lanes.map((l) => l.label)).toEqual(['Sales', 'Q']);
    expect(lanes.steps.map((s) => s.lane)).toEqual(['g', 'q']);
  });
  it('moves between mind maps and hierarchies', () => {
    const mind = { center: 'Plan', nodes: [{ id: 'g', label: 'Goals' }, { id: 'r', label: 'Risks' }] };
    const tree = convertContent('mindmap', 'hierarchy', mind) as { nodes: { label: string; parent?: string }[] };
    expect(tree.nodes.map((n) => [n.label, n.parent])).toEqual([['Plan', undefined], ['Goals', 'plan'], ['Risks', 'plan']]);
    expect(convertContent('hierarchy', 'mindmap', tree)).toEqual({ center: 'Plan', nodes: [{ id: 'g', label: 'Goals' }, { id: 'r', label: 'Risks' }] });
  });
  it('turns a tree-shaped graph into a hierarchy, and refuses one with shared children', () => {
    const flow = { nodes: [{ id: 'a', label: 'A', type: 'process' }, { id: 'b', label: 'B', type: 'process' }], edges: [{ from: 'a', to: 'b' }], groups: [] };
    expect(convertContent('flowchart', 'hierarchy', flow)).toEqual({ nodes: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B', parent: 'a' }] });
    const diamond = { ...flow, nodes: [...flow.nodes, { id: 'c', label: 'C', type: 'process' }], edges: [{ from: 'a', to: 'c' }, { from: 'b', to: 'c' }] };
    expect(() => convertContent('flowchart', 'hierarchy', diamond)).toThrow(/tree/);
  });
  it('moves values between series kinds and refuses a proportion without values', () => {
    const pie = { title: 'Pets', parts: [{ label: 'Dogs', value: 386 }, { label: 'Cats', value: 85 }] };
    expect(convertContent('proportion', 'funnel', pie)).toEqual({ title: 'Pets', stages: [{ label: 'Dogs', value: 386 }, { label: 'Cats', value: 85 }] });
    const list = { items: [{ label: 'A' }, { label: 'B' }] };
    expect(() => convertContent('list', 'proportion', list)).toThrow(/no values/);
    expect(() => convertContent('list', 'cycle', list)).toThrow(/at least 3/);
  });
  it('refuses kinds that hold different things', () => {
    const seq = { participants: [{ id: 'a', label: 'A', type: 'system' }], messages: [] };
    expect(() => convertContent('sequence', 'venn', seq)).toThrow(expect.objectContaining({ code: 'invalid_parameters' }));
  });
});

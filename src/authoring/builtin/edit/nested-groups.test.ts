// Removing a flowchart group that holds groups of its own: what it held moves up into its parent, content stays valid.
import { describe, expect, it } from 'vitest';
import { iconCatalog } from '../../../icons/catalog.js';
import { flowchartContent } from '../../../spec/content/flowchart.js';
import type { DiagramState } from '../../model.js';
import { applyInstruction } from './index.js';

const state = (): DiagramState => ({
  kind: 'flowchart', design: 'flowchart-vertical', params: {}, style: {},
  content: {
    nodes: [{ id: 'a', label: 'Receive', type: 'process', group: 'outer' }, { id: 'b', label: 'Charge', type: 'process', group: 'mid' },
      { id: 'c', label: 'Score', type: 'process', group: 'inner' }],
    edges: [{ from: 'a', to: 'b' }, { from: 'b', to: 'c', style: 'dotted' }],
    groups: [{ id: 'outer', label: 'Orders' }, { id: 'mid', label: 'Payment', parent: 'outer' }, { id: 'inner', label: 'Fraud', parent: 'mid' }],
  },
}) as DiagramState;

const edit = (instruction: string) => applyInstruction(instruction, state(), { icons: iconCatalog, suggestIcon: (l) => iconCatalog.suggest(l) }).state.content as ReturnType<typeof flowchartContent.parse>;

describe('nested flowchart groups under edits', () => {
  it('removing a middle group moves its nodes and groups into its parent', () => {
    const c = edit('remove the Payment group');
    expect(flowchartContent.safeParse(c).success).toBe(true);
    expect(c.groups).toEqual([{ id: 'outer', label: 'Orders' }, { id: 'inner', label: 'Fraud', parent: 'outer' }]);
    expect(c.nodes.map((n) => [n.id, n.group])).toEqual([['a', 'outer'], ['b', 'outer'], ['c', 'inner']]);
    expect(c.edges[1]).toEqual({ from: 'b', to: 'c', style: 'dotted' });
  });

  it('removing the outermost group leaves the others at the top', () => {
    const c = edit('remove the Orders group');
    expect(flowchartContent.safeParse(c).success).toBe(true);
    expect(c.groups).toEqual([{ id: 'mid', label: 'Payment' }, { id: 'inner', label: 'Fraud', parent: 'mid' }]);
    expect(c.nodes.map((n) => n.group)).toEqual([undefined, 'mid', 'inner']);
  });
});

// Elements coloured by the content (flowchart nodes, architecture components, states): drawn in that colour's tint in
// every theme, their text readable on it, and the other elements as before.
import { describe, expect, it } from 'vitest';
import { flattenScene } from '../../../test/support/scene-collect.js';
import { layoutDiagram } from '../../generations/compose-diagram.js';
import { contrast } from '../../scene/color.js';
import { THEME_IDS } from '../../spec/style.js';
import type { Kind } from '../../spec/kinds.js';

const RED = '#dc2626';
const CASES: { design: string; kind: Kind; key: string; content: unknown }[] = [
  {
    design: 'flowchart-vertical', kind: 'flowchart', key: 'b',
    content: { nodes: [{ id: 'a', label: 'Start', type: 'start', color: '#16a34a' }, { id: 'b', label: 'Check stock', color: RED }, { id: 'c', label: 'Ship' }], edges: [{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }], groups: [] },
  },
  {
    design: 'architecture-zones', kind: 'architecture', key: 'b',
    content: { zones: [], components: [{ id: 'a', label: 'API' }, { id: 'b', label: 'PostgreSQL', color: RED }], connections: [{ from: 'a', to: 'b' }] },
  },
  {
    design: 'state-machine', kind: 'state', key: 'b',
    content: { states: [{ id: 'a', label: 'Open', type: 'normal' }, { id: 'b', label: 'Closed', type: 'normal', color: RED }], transitions: [{ from: 'a', to: 'b' }] },
  },
];

describe('element colours', () => {
  for (const c of CASES) {
    it(`${c.design}: the coloured element takes its colour in every theme, with readable text`, async () => {
      for (const theme of THEME_IDS) {
        const scene = await layoutDiagram({ version: 1, design: c.design, kind: c.kind, content: c.content, params: {}, style: { theme } });
        const leaves = flattenScene(scene);
        const node = leaves.find((n) => 'key' in n && n.key === c.key && 'fill' in n) as { fill: string; stroke: string; x?: number } | undefined;
        const plain = leaves.find((n) => 'key' in n && n.key === 'a' && 'fill' in n) as { fill: string } | undefined;
        expect(node, `${c.design} ${theme}`).toBeDefined();
        // The colour shows: as the border where it stands out, and the fill differs from an uncoloured element's.
        expect(node!.fill, `${c.design} ${theme}`).not.toBe(plain!.fill);
        if (!['sketch'].includes(theme)) expect([node!.stroke, node!.fill], `${c.design} ${theme}`).toContain(RED);
        const label = leaves.find((n) => n.type === 'text' && n.lines.join(' ').includes(c.design === 'architecture-zones' ? 'PostgreSQL' : c.design === 'state-machine' ? 'Closed' : 'Check stock'));
        expect(label && label.type === 'text' ? contrast(label.fill, node!.fill) : 0, `${c.design} ${theme}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});

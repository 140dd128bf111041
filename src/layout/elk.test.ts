// ELK wrapper: compound graphs come back in absolute coordinates, groups hold their nodes, input is never reused.
import { describe, expect, it } from 'vitest';
import type { Box } from './geometry.js';
import type { GraphInput } from './graph.js';
import { layoutGraph } from './graph.js';
import { layoutElk } from './elk.js';

const inside = (outer: Box, inner: Box) => inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.w <= outer.x + outer.w + 0.5 && inner.y + inner.h <= outer.y + outer.h + 0.5;
const pad = { top: 30, right: 12, bottom: 12, left: 12 };

function grouped(direction: 'down' | 'right'): GraphInput {
  return {
    direction, nodeGap: 24, rankGap: 40, edgeGap: 10,
    nodes: [{ id: 'a', width: 100, height: 40 }, { id: 'b', width: 30, height: 30, group: 'g' }, { id: 'c', width: 100, height: 40, group: 'h' }],
    groups: [{ id: 'g', padding: pad, minWidth: 220 }, { id: 'h', parent: 'g', padding: pad }],
    edges: [{ id: '1', from: 'a', to: 'b', label: { width: 40, height: 16 } }, { id: '2', from: 'b', to: 'c' }, { id: '3', from: 'a', to: 'h' }],
  };
}

describe('layoutElk', () => {
  it.each(['down', 'right'] as const)('nests groups around their nodes and honours minimum widths (%s)', async (direction) => {
    const out = await layoutElk(grouped(direction));
    const g = out.groups.get('g')!; const h = out.groups.get('h')!;
    expect(inside(g, h)).toBe(true);
    expect(inside(g, out.nodes.get('b')!)).toBe(true);
    expect(inside(h, out.nodes.get('c')!)).toBe(true);
    expect(inside(g, out.nodes.get('a')!)).toBe(false);
    expect(g.w).toBeGreaterThanOrEqual(220);
    // Child content starts below the padding reserved for the group's title.
    expect(out.nodes.get('b')!.y).toBeGreaterThanOrEqual(g.y + pad.top - 0.5);
  });

  it('returns routes in absolute coordinates that start and end at their boxes', async () => {
    const out = await layoutElk(grouped('down'));
    const r = out.edges.get('2')!;
    const b = out.nodes.get('b')!; const c = out.nodes.get('c')!;
    const first = r.points[0]; const last = r.points[r.points.length - 1];
    expect(first.y).toBeCloseTo(b.y + b.h, 0);
    expect(last.y).toBeCloseTo(c.y, 0);
    const label = out.edges.get('1')!.label!;
    expect(label.w).toBe(40);
  });

  it('gives the same answer twice (ELK writes into its input, so each call builds a fresh one)', async () => {
    const input = grouped('right');
    const a = await layoutElk(input); const b = await layoutElk(input);
    expect(JSON.stringify([...a.nodes])).toBe(JSON.stringify([...b.nodes]));
    expect(input.nodes[0]).toEqual({ id: 'a', width: 100, height: 40 });
  });

  it('is chosen for grouped graphs only', async () => {
    expect((await layoutGraph(grouped('down'))).engine).toBe('elk');
    const plain = { ...grouped('down'), groups: [], nodes: grouped('down').nodes.map(({ group: _g, ...n }) => n), edges: [{ id: '1', from: 'a', to: 'b' }] };
    expect((await layoutGraph(plain)).engine).toBe('layered');
  });
});

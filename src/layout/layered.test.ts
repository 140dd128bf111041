// Layered engine: ranks follow edges, boxes never overlap, routes are orthogonal and end on borders, options honoured.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../scene/scene.js';
import { segmentHitsBox, type Box } from './geometry.js';
import type { GraphInput, GraphLayout } from './graph.js';
import { layoutLayered } from './layered.js';
import { findReversed, rankNodes } from './layered-rank.js';
import { assignTracks } from './layered-route.js';

const base = { nodeGap: 24, rankGap: 40, edgeGap: 10 };
const node = (id: string, width = 100, height = 40) => ({ id, width, height });
const overlap = (a: Box, b: Box) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const onBorder = (p: Point, b: Box) => {
  const inX = p.x >= b.x - 0.5 && p.x <= b.x + b.w + 0.5; const inY = p.y >= b.y - 0.5 && p.y <= b.y + b.h + 0.5;
  return inX && inY && (Math.abs(p.x - b.x) < 0.6 || Math.abs(p.x - b.x - b.w) < 0.6 || Math.abs(p.y - b.y) < 0.6 || Math.abs(p.y - b.y - b.h) < 0.6);
};

/** Every property the designs rely on, for one layout. */
function checkLayout(input: GraphInput, out: GraphLayout): void {
  const boxes = [...out.nodes.values()];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j])).toBe(false);
  const labels = [...out.edges.values()].flatMap((e) => (e.label ? [e.label] : []));
  for (const l of labels) for (const b of boxes) expect(overlap(l, b)).toBe(false);
  for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++) expect(overlap(labels[i], labels[j])).toBe(false);
  for (const e of input.edges) {
    const r = out.edges.get(e.id)!;
    const from = out.nodes.get(e.from)!; const to = out.nodes.get(e.to)!;
    expect(onBorder(r.points[0], from)).toBe(true);
    expect(onBorder(r.points[r.points.length - 1], to)).toBe(true);
    for (let i = 1; i < r.points.length; i++) {
      const a = r.points[i - 1]; const b = r.points[i];
      expect(Math.abs(a.x - b.x) < 0.01 || Math.abs(a.y - b.y) < 0.01).toBe(true);
      for (const [id, box] of out.nodes) if (id !== e.from && id !== e.to) expect(segmentHitsBox(a, b, box, 1)).toBe(false);
    }
    if (r.label) {
      const c = { x: r.label.x + r.label.w / 2, y: r.label.y + r.label.h / 2 };
      // The label sits on its edge: some segment passes through its centre (self-loops put it beside the loop).
      if (e.from !== e.to) expect(r.points.slice(1).some((p, i) => segmentHitsBox(r.points[i], p, { x: c.x - 1, y: c.y - 1, w: 2, h: 2 }, 0))).toBe(true);
    }
  }
  for (const b of [...boxes, ...labels]) {
    expect(b.x).toBeGreaterThanOrEqual(-0.01); expect(b.y).toBeGreaterThanOrEqual(-0.01);
    expect(b.x + b.w).toBeLessThanOrEqual(out.width + 0.01); expect(b.y + b.h).toBeLessThanOrEqual(out.height + 0.01);
  }
}

describe('ranking', () => {
  it('reverses only edges that close a cycle, keeping the first-listed node on top', () => {
    expect(findReversed(3, [{ from: 0, to: 1 }, { from: 1, to: 2 }, { from: 2, to: 0 }])).toEqual([false, false, true]);
    expect(findReversed(2, [{ from: 0, to: 1 }])).toEqual([false]);
  });
  it('ranks each edge at least one level down and pulls sources next to their children', () => {
    const rank = rankNodes(4, [{ from: 0, to: 1 }, { from: 1, to: 2 }, { from: 3, to: 2 }]);
    expect(rank).toEqual([0, 1, 2, 1]);
  });
});

describe('tracks', () => {
  it('gives overlapping jogs their own tracks and orders them to avoid crossings', () => {
    const { track, count } = assignTracks([{ a: 0, b: 100 }, { a: 50, b: 150 }, { a: 300, b: 320 }], 10);
    expect(count).toBe(2);
    expect(track[0]).not.toBe(track[1]);
    // Both run right: the one starting further right runs higher, so neither vertical crosses the other's run.
    expect(track[1]).toBeLessThan(track[0]);
    expect(track[2]).toBe(0);
  });
});

/** Proper crossings between the orthogonal routes of two edges (shared end points and touching do not count). */
function routeCrossings(a: Point[], b: Point[]): number {
  let n = 0;
  for (let i = 0; i + 1 < a.length; i++) {
    for (let j = 0; j + 1 < b.length; j++) {
      const [p, q] = [a[i], a[i + 1]]; const [r, t] = [b[j], b[j + 1]];
      const pv = Math.abs(p.x - q.x) < 0.5; const rv = Math.abs(r.x - t.x) < 0.5;
      if (pv === rv) continue;
      const [v1, v2, h1, h2] = pv ? [p, q, r, t] : [r, t, p, q];
      const x = v1.x; const y = h1.y;
      const inV = y > Math.min(v1.y, v2.y) + 0.5 && y < Math.max(v1.y, v2.y) - 0.5;
      const inH = x > Math.min(h1.x, h2.x) + 0.5 && x < Math.max(h1.x, h2.x) - 0.5;
      if (inV && inH) n++;
    }
  }
  return n;
}

describe('layoutLayered', () => {
  it('runs a retry loop outside the branches instead of across them', () => {
    // open → test → fail? → (yes) fix → push → back to test; (no) review → merge.
    const ids = ['open', 'test', 'fail', 'fix', 'review', 'push', 'merge'];
    const edges = [['open', 'test'], ['test', 'fail'], ['fail', 'fix'], ['fail', 'review'], ['fix', 'push'], ['push', 'test'], ['review', 'merge']]
      .map(([from, to], i) => ({ id: String(i), from: from!, to: to! }));
    const input: GraphInput = { ...base, direction: 'down', nodes: ids.map((id) => node(id, 160)), edges };
    const out = layoutLayered(input);
    checkLayout(input, out);
    const loop = out.edges.get('5')!.points;
    for (const e of edges.filter((x) => x.id !== '5')) expect([e.id, routeCrossings(loop, out.edges.get(e.id)!.points)]).toEqual([e.id, 0]);
  });

  it('stacks a chain straight down and aligns it', () => {
    const input: GraphInput = { ...base, direction: 'down', nodes: [node('a'), node('b'), node('c')], edges: [{ id: '1', from: 'a', to: 'b' }, { id: '2', from: 'b', to: 'c' }] };
    const out = layoutLayered(input);
    checkLayout(input, out);
    const [a, b, c] = ['a', 'b', 'c'].map((k) => out.nodes.get(k)!);
    expect(b.y).toBeGreaterThan(a.y + a.h);
    expect(c.y).toBeGreaterThan(b.y + b.h);
    expect(a.x).toBe(b.x);
    expect(out.edges.get('1')!.points).toHaveLength(2);
  });

  it('flows left to right with direction right, and honours fixed port offsets', () => {
    const input: GraphInput = { ...base, direction: 'right', nodes: [node('a', 120, 100), node('b', 120, 100)], edges: [{ id: '1', from: 'a', to: 'b', fromOffset: 80, toOffset: 20 }] };
    const out = layoutLayered(input);
    checkLayout(input, out);
    const a = out.nodes.get('a')!; const b = out.nodes.get('b')!;
    expect(b.x).toBeGreaterThan(a.x + a.w);
    const pts = out.edges.get('1')!.points;
    expect(pts[0]).toEqual({ x: a.x + a.w, y: a.y + 80 });
    expect(pts[pts.length - 1]).toEqual({ x: b.x, y: b.y + 20 });
  });

  it('routes back edges, self-loops and labels without touching other boxes', () => {
    const input: GraphInput = {
      ...base, direction: 'down', endStub: 12,
      nodes: [node('a'), { ...node('d', 120, 60), portSpan: 0 }, node('b'), node('c')],
      edges: [
        { id: '1', from: 'a', to: 'd' }, { id: '2', from: 'd', to: 'b', label: { width: 30, height: 16 } },
        { id: '3', from: 'd', to: 'c', label: { width: 30, height: 16 } }, { id: '4', from: 'c', to: 'a', label: { width: 40, height: 16 } },
        { id: '5', from: 'b', to: 'b', label: { width: 40, height: 16 } },
      ],
    };
    const out = layoutLayered(input);
    checkLayout(input, out);
    // The back edge c → a climbs back up and arrives at a's side (its own port, apart from the forward flow's),
    // level with the middle, the last hop running straight in.
    const back = out.edges.get('4')!.points;
    const a = out.nodes.get('a')!; const end = back[back.length - 1];
    expect(end.y).toBeCloseTo(a.y + a.h / 2, 5);
    expect([a.x, a.x + a.w]).toContain(end.x);
    expect(back[back.length - 2].y).toBeCloseTo(end.y, 5);
  });

  it('keeps nodes inside their lanes', () => {
    const input: GraphInput = {
      ...base, direction: 'right', lanes: { count: 3, minSize: [60, 60, 60], pad: 10 },
      nodes: [{ ...node('a'), lane: 0 }, { ...node('b'), lane: 2 }, { ...node('c'), lane: 1 }, { ...node('d'), lane: 0 }],
      edges: [{ id: '1', from: 'a', to: 'b' }, { id: '2', from: 'b', to: 'c' }, { id: '3', from: 'a', to: 'd' }, { id: '4', from: 'c', to: 'a' }],
    };
    const out = layoutLayered(input);
    checkLayout(input, out);
    const bands = out.bands!;
    for (const n of input.nodes) {
      const b = out.nodes.get(n.id)!; const band = bands[n.lane!];
      expect(b.y).toBeGreaterThanOrEqual(band.start);
      expect(b.y + b.h).toBeLessThanOrEqual(band.start + band.size);
    }
  });

  it('lays out any graph with non-overlapping boxes and clean routes', () => {
    const graph = fc.integer({ min: 1, max: 30 }).chain((n) => fc.record({
      sizes: fc.array(fc.tuple(fc.integer({ min: 20, max: 200 }), fc.integer({ min: 16, max: 90 }), fc.boolean()), { minLength: n, maxLength: n }),
      edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.boolean()), { maxLength: 2 * n }),
      direction: fc.constantFrom('down', 'right') as fc.Arbitrary<'down' | 'right'>,
    }));
    fc.assert(fc.property(graph, (g) => {
      const input: GraphInput = {
        ...base, direction: g.direction,
        nodes: g.sizes.map(([w, h, diamond], i) => ({ id: `n${i}`, width: w, height: h, ...(diamond ? { portSpan: 0 } : {}) })),
        edges: g.edges.map(([a, b, l], i) => ({ id: String(i), from: `n${a}`, to: `n${b}`, ...(l ? { label: { width: 36, height: 16 } } : {}) })),
      };
      checkLayout(input, layoutLayered(input));
    }), { seed: 99, numRuns: 150 });
  });

  it('is deterministic', () => {
    const input: GraphInput = { ...base, direction: 'down', nodes: [node('a'), node('b'), node('c')], edges: [{ id: '1', from: 'a', to: 'b' }, { id: '2', from: 'a', to: 'c' }, { id: '3', from: 'c', to: 'a' }] };
    expect(JSON.stringify([...layoutLayered(input).edges])).toBe(JSON.stringify([...layoutLayered(input).edges]));
  });
});

describe('edge ends on one node side (portGap, facingEnds)', () => {
  it('pushes ends on one side apart to portGap, fixed ends at the same offset included, keeping them on the node', () => {
    const input: GraphInput = {
      ...base, direction: 'right', portGap: 16,
      nodes: [node('a', 100, 120), node('b'), node('c'), node('d')],
      edges: [
        { id: '1', from: 'a', to: 'b', fromOffset: 30 }, { id: '2', from: 'a', to: 'c', fromOffset: 30 }, { id: '3', from: 'a', to: 'd' },
      ],
    };
    const out = layoutLayered(input);
    checkLayout(input, out);
    const a = out.nodes.get('a')!;
    const ys = ['1', '2', '3'].map((id) => out.edges.get(id)!.points[0].y).sort((p, q) => p - q);
    for (let i = 1; i < ys.length; i++) expect(ys[i] - ys[i - 1]).toBeGreaterThanOrEqual(16);
    for (const y of ys) { expect(y).toBeGreaterThan(a.y); expect(y).toBeLessThan(a.y + a.h); }
  });

  it('shares a side too short for all its ends evenly', () => {
    const input: GraphInput = { ...base, direction: 'right', portGap: 16, nodes: [node('a', 100, 30), node('b'), node('c'), node('d')], edges: ['b', 'c', 'd'].map((t) => ({ id: t, from: 'a', to: t })) };
    const out = layoutLayered(input);
    checkLayout(input, out);
    const ys = ['b', 'c', 'd'].map((id) => out.edges.get(id)!.points[0].y).sort((p, q) => p - q);
    expect(ys[1] - ys[0]).toBeCloseTo(ys[2] - ys[1], 0);
    expect(ys[1] - ys[0]).toBeGreaterThan(5);
  });

  it('with facingEnds, attaches an edge closing a cycle at the sides facing each other, not beside the nodes', () => {
    const input: GraphInput = {
      ...base, direction: 'right', facingEnds: true,
      nodes: [node('a'), node('b'), node('c')],
      edges: [{ id: '1', from: 'a', to: 'b' }, { id: '2', from: 'b', to: 'c' }, { id: '3', from: 'c', to: 'a' }],
    };
    const out = layoutLayered(input);
    checkLayout(input, out);
    const back = out.edges.get('3')!.points;
    const a = out.nodes.get('a')!; const c = out.nodes.get('c')!;
    expect(back[0].x).toBeCloseTo(c.x, 1);
    expect(back[back.length - 1].x).toBeCloseTo(a.x + a.w, 1);
  });
});

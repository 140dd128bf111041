// Fast layered (Sugiyama) layout for graphs without groups: GraphInput → GraphLayout with orthogonal routes.
// Works top-down internally ("across" = x, "along" = y); direction 'right' swaps the axes on the way in and out.
import type { Point } from '../scene/scene.js';
import type { Box, GraphInput, GraphLayout, EdgeRoute } from './graph.js';
import { findReversed, rankNodes, type IndexEdge } from './layered-rank.js';
import { initialOrder, moveBackEdgesOutward, orderLevels, type Item, type Segment } from './layered-order.js';
import { placeBrandesKoepf } from './layered-place.js';
import { assignTracks, simplify, type Jog } from './layered-route.js';
import { assignPorts, reachOut, slidePorts, snapHalfLevels, type Chain } from './layered-ports.js';
import { placeInLanes } from './layered-lanes.js';

interface Loop { edge: number; node: number; k: number }

const half = (v: number) => Math.round(v * 2) / 2;

export function layoutLayered(input: GraphInput): GraphLayout {
  const flip = input.direction === 'right';
  const across = (s: { width: number; height: number }) => (flip ? s.height : s.width);
  const along = (s: { width: number; height: number }) => (flip ? s.width : s.height);
  const { edgeGap, nodeGap, rankGap } = input;
  const index = new Map(input.nodes.map((n, i) => [n.id, i]));

  // Self-loops are drawn beside their node, which reserves room for them across the flow.
  const loops: Loop[] = [];
  const loopCount = new Array<number>(input.nodes.length).fill(0);
  const graphEdges: { edge: number; e: IndexEdge }[] = [];
  input.edges.forEach((e, i) => {
    const from = index.get(e.from); const to = index.get(e.to);
    if (from === undefined || to === undefined) return;
    if (from === to) loops.push({ edge: i, node: from, k: loopCount[from]++ });
    else graphEdges.push({ edge: i, e: { from, to } });
  });
  const loopStep = Math.max(edgeGap * 1.4, (input.endStub ?? 0) + 6);
  const loopRoom = input.nodes.map((_, v) => {
    const mine = loops.filter((l) => l.node === v);
    if (!mine.length) return { extra: 0, labelW: 0, labelH: 0 };
    const labels = mine.map((l) => input.edges[l.edge].label).filter((s) => s !== undefined);
    const labelW = Math.max(0, ...labels.map((s) => across(s!)));
    const labelH = labels.reduce((t, s) => t + along(s!) + 2, 0);
    return { extra: loopStep * mine.length + (labelW ? labelW + 6 : 0), labelW, labelH };
  });

  const reversed = findReversed(input.nodes.length, graphEdges.map((g) => g.e));
  const dag = graphEdges.map((g, i) => (reversed[i] ? { from: g.e.to, to: g.e.from } : g.e));
  const rank = rankNodes(input.nodes.length, dag);

  // Label boxes get a level of their own between two ranks, only where some label needs one.
  const maxRank = Math.max(0, ...rank);
  const halfAfter = new Array<boolean>(maxRank + 1).fill(false);
  graphEdges.forEach((g, gi) => {
    if (!input.edges[g.edge].label) return;
    const a = rank[dag[gi].from]; const b = rank[dag[gi].to];
    // A back edge spanning ranks carries its label beside its long run, on a level it passes anyway.
    if (reversed[gi] && b - a >= 2) return;
    halfAfter[reversed[gi] ? b - 1 : a] = true;
  });
  const levelOfRank: number[] = [];
  for (let r = 0, l = 0; r <= maxRank; r++) { levelOfRank.push(l); l += halfAfter[r] ? 2 : 1; }

  // Items: real nodes on their rank's level; label boxes and dummies fill the levels an edge passes.
  const items: Item[] = input.nodes.map((n, v) => ({
    level: levelOfRank[rank[v]],
    w: across(n) + 2 * loopRoom[v].extra,
    h: Math.max(along(n), loopRoom[v].labelH),
    kind: 'node', up: [], down: [], node: v, ...(input.lanes ? { lane: n.lane ?? 0 } : {}),
  }));
  // Each node's first listed forward edge is its main path: it weighs more when hops are straightened.
  const mainOut = new Set<number>();
  const hasMain = new Set<number>();
  graphEdges.forEach((g, gi) => {
    if (reversed[gi] || hasMain.has(g.e.from)) return;
    hasMain.add(g.e.from); mainOut.add(gi);
  });
  const segs: Segment[] = [];
  const chains: Chain[] = graphEdges.map((g, gi) => {
    const { from, to } = dag[gi];
    const edge = input.edges[g.edge];
    const chain: Chain = { edge: g.edge, items: [from], segs: [], reversed: reversed[gi] };
    const a = items[from].level; const b = items[to].level;
    // Forward: the half level next to the source; back edges over several ranks: the middle of their run.
    const spansRanks = chain.reversed && rank[to] - rank[from] >= 2;
    const labelLevel = !edge.label ? -1 : !chain.reversed ? a + 1 : spansRanks ? Math.round((a + b) / 2) : b - 1;
    let prev = from;
    for (let l = a + 1; l <= b; l++) {
      let cur = to;
      if (l < b) {
        const isLabel = l === labelLevel;
        cur = items.length;
        items.push({
          level: l, w: isLabel ? across(edge.label!) : 0, h: isLabel ? along(edge.label!) : 0, kind: isLabel ? 'label' : 'dummy', up: [], down: [],
          // In swimlanes a long edge runs inside the lane it leaves, then crosses over in the last gap.
          ...(input.lanes ? { lane: items[from].lane } : {}),
        });
        if (isLabel) chain.label = cur;
      }
      const s = segs.length;
      segs.push({ top: prev, bottom: cur, chain: gi, topOff: 0, bottomOff: 0, ...(chain.reversed ? { weight: 0.5 } : mainOut.has(gi) ? { weight: 2 } : {}) });
      items[prev].down.push(s); items[cur].up.push(s);
      chain.items.push(cur); chain.segs.push(s);
      prev = cur;
    }
    return chain;
  });

  // Back edges leave and enter their nodes on a side (a diamond's side vertex, a box's side middle), apart from
  // the forward flow's ports; the node keeps room beside it for the turn. One back edge end per side.
  const sided = new Set<number>();
  if (!input.facingEnds) chains.forEach((c) => {
    if (!c.reversed) return;
    for (const v of [c.items[0], c.items[c.items.length - 1]]) sided.add(v);
  });
  for (const v of sided) items[v].w += 2 * edgeGap;

  const levelCount = items.reduce((m, it) => Math.max(m, it.level + 1), 1);
  // Huge inputs (hundreds of long edges) get fewer ordering sweeps so a layout stays within a few seconds.
  const levels = orderLevels(initialOrder(items, segs, levelCount), items, segs, items.length > 20000 ? 2 : 8);
  moveBackEdgesOutward(levels, items, segs, chains.filter((c) => c.reversed).map((c) => c.items.slice(1, -1)));
  const pos = new Int32Array(items.length);
  levels.forEach((level) => level.forEach((v, i) => { pos[v] = i; }));

  const sideEnd = new Map<string, number>();
  if (sided.size) {
    const share = (v: number) => (pos[v] + 0.5) / levels[items[v].level].length;
    const used = new Map<number, number[]>();
    chains.forEach((c) => {
      if (!c.reversed) return;
      const ends: [number, number, 'top' | 'bottom', number][] = [
        [c.items[0], c.segs[0], 'top', c.items[1]],
        [c.items[c.items.length - 1], c.segs[c.segs.length - 1], 'bottom', c.items[c.items.length - 2]],
      ];
      for (const [v, s, end, other] of ends) {
        if (!sided.has(v)) continue;
        const taken = used.get(v) ?? [];
        const preferred = share(other) < share(v) ? -1 : 1;
        const sign = !taken.includes(preferred) ? preferred : !taken.includes(-preferred) ? -preferred : 0;
        if (!sign) continue;
        taken.push(sign); used.set(v, taken);
        sideEnd.set(`${s}:${end}`, sign);
      }
    });
  }

  assignPorts(input, items, segs, chains, pos, across, edgeGap, sideEnd);

  const gap = (p: Item, q: Item) => {
    if (p.kind === 'node' && q.kind === 'node') return nodeGap;
    if (p.kind === 'dummy' || q.kind === 'dummy') return edgeGap;
    return nodeGap / 2;
  };
  let bands: { start: number; size: number }[] | undefined;
  let x: Float64Array;
  if (input.lanes) ({ x, bands } = placeInLanes(levels, items, gap, input.lanes));
  else {
    x = placeBrandesKoepf(levels, items, segs, gap);
    snapHalfLevels(levels, items, segs, x, gap);
  }
  for (let i = 0; i < x.length; i++) x[i] = half(x[i]);
  reachOut(input, levels, items, segs, chains, x, across, edgeGap, sideEnd);
  slidePorts(input, items, segs, chains, x, across, sideEnd);

  // Levels and the gaps between them, top to bottom.
  const levelH = levels.map((level) => Math.max(0, ...level.map((v) => items[v].h)));
  const gapTracks: { track: number[]; count: number; segs: number[] }[] = [];
  for (let l = 0; l + 1 < levels.length; l++) {
    const hops: number[] = []; const jogs: Jog[] = [];
    for (const v of levels[l]) for (const s of items[v].down) {
      const sg = segs[s];
      const a = x[sg.top] + sg.topOff; const b = x[sg.bottom] + sg.bottomOff;
      if (a !== b) { hops.push(s); jogs.push({ a, b }); }
    }
    gapTracks.push({ ...assignTracks(jogs, edgeGap), segs: hops });
  }
  const trackOf = new Map<number, { gap: number; t: number }>();
  gapTracks.forEach((g, l) => g.segs.forEach((s, i) => trackOf.set(s, { gap: l, t: g.track[i] })));
  const stub = input.endStub ?? 0;
  const gapH = gapTracks.map((g) => Math.max(rankGap / 2, (g.count + 1) * edgeGap + (g.count ? 2 * stub : 0)));
  const levelTop: number[] = [];
  let y = 0;
  for (let l = 0; l < levels.length; l++) { levelTop.push(y); y += levelH[l] + (gapH[l] ?? 0); }
  const cy = (v: number) => levelTop[items[v].level] + levelH[items[v].level] / 2;
  const trackY = (gi: number, t: number) => {
    const top = levelTop[gi] + levelH[gi];
    return half(top + stub + ((gapH[gi] - 2 * stub) * (t + 1)) / (gapTracks[gi].count + 1));
  };

  const nodes = new Map<string, Box>();
  input.nodes.forEach((n, v) => {
    const w = across(n); const h = along(n);
    nodes.set(n.id, { x: x[v] - w / 2, y: half(cy(v) - h / 2), w, h });
  });
  const edges = new Map<string, EdgeRoute>();
  for (const c of chains) {
    const pts: Point[] = [];
    const first = c.items[0];
    const firstSide = sideEnd.get(`${c.segs[0]}:top`);
    if (firstSide) {
      const b = nodes.get(input.nodes[first].id)!;
      pts.push({ x: x[first] + (firstSide * across(input.nodes[first])) / 2, y: b.y + along(input.nodes[first]) / 2 });
      pts.push({ x: x[first] + segs[c.segs[0]].topOff, y: b.y + along(input.nodes[first]) / 2 });
    } else pts.push({ x: x[first] + segs[c.segs[0]].topOff, y: nodes.get(input.nodes[first].id)!.y + along(input.nodes[first]) });
    for (const s of c.segs) {
      const sg = segs[s];
      const tr = trackOf.get(s);
      if (tr) {
        const ty = trackY(tr.gap, tr.t);
        pts.push({ x: x[sg.top] + sg.topOff, y: ty }, { x: x[sg.bottom] + sg.bottomOff, y: ty });
      }
    }
    const last = c.items[c.items.length - 1];
    const lastSide = sideEnd.get(`${c.segs[c.segs.length - 1]}:bottom`);
    const lb = nodes.get(input.nodes[last].id)!;
    if (lastSide) {
      pts.push({ x: x[last] + segs[c.segs[c.segs.length - 1]].bottomOff, y: lb.y + along(input.nodes[last]) / 2 });
      pts.push({ x: x[last] + (lastSide * across(input.nodes[last])) / 2, y: lb.y + along(input.nodes[last]) / 2 });
    } else pts.push({ x: x[last] + segs[c.segs[c.segs.length - 1]].bottomOff, y: lb.y });
    const route: EdgeRoute = { points: simplify(c.reversed ? pts.reverse() : pts) };
    if (c.label !== undefined) {
      const it = items[c.label];
      route.label = { x: x[c.label] - it.w / 2, y: half(cy(c.label) - it.h / 2), w: it.w, h: it.h };
    }
    edges.set(input.edges[c.edge].id, route);
  }
  for (const l of loops) edges.set(input.edges[l.edge].id, loopRoute(l, input, nodes, loopRoom[l.node], loopStep, across, along, loops));

  return finish(nodes, edges, flip, bands);
}

function loopRoute(l: Loop, input: GraphInput, nodes: Map<string, Box>, room: { labelW: number; labelH: number },
  step: number, across: (s: { width: number; height: number }) => number, along: (s: { width: number; height: number }) => number,
  loops: Loop[]): EdgeRoute {
  const node = input.nodes[l.node];
  const b = nodes.get(node.id)!;
  const w = across(node); const h = along(node);
  const right = b.x + w; const mid = b.y + h / 2;
  const out = step * (l.k + 1);
  const dy = Math.max(4, h * (0.3 - 0.06 * l.k));
  const points = [{ x: right, y: mid - dy }, { x: right + out, y: mid - dy }, { x: right + out, y: mid + dy }, { x: right, y: mid + dy }];
  const edge = input.edges[l.edge];
  const route: EdgeRoute = { points };
  if (edge.label) {
    const mine = loops.filter((o) => o.node === l.node && input.edges[o.edge].label);
    const count = loops.filter((o) => o.node === l.node).length;
    let top = mid - room.labelH / 2;
    for (const o of mine) {
      const s = input.edges[o.edge].label!;
      if (o === l) { route.label = { x: right + step * count + 6, y: half(top), w: across(s), h: along(s) }; break; }
      top += along(s) + 2;
    }
  }
  return route;
}

/** Shifts everything to start at (0,0) and, for direction 'right', swaps the axes back. */
function finish(nodes: Map<string, Box>, edges: Map<string, EdgeRoute>, flip: boolean, bands?: { start: number; size: number }[]): GraphLayout {
  let minX = Infinity; let minY = Infinity; let maxX = -Infinity; let maxY = -Infinity;
  const grow = (b: Box) => { minX = Math.min(minX, b.x); minY = Math.min(minY, b.y); maxX = Math.max(maxX, b.x + b.w); maxY = Math.max(maxY, b.y + b.h); };
  for (const b of nodes.values()) grow(b);
  if (bands?.length) {
    minX = Math.min(minX, bands[0].start);
    maxX = Math.max(maxX, bands[bands.length - 1].start + bands[bands.length - 1].size);
  }
  for (const e of edges.values()) { e.points.forEach((p) => grow({ x: p.x, y: p.y, w: 0, h: 0 })); if (e.label) grow(e.label); }
  const box = (b: Box): Box => (flip ? { x: b.y - minY, y: b.x - minX, w: b.h, h: b.w } : { x: b.x - minX, y: b.y - minY, w: b.w, h: b.h });
  const pt = (p: Point): Point => (flip ? { x: p.y - minY, y: p.x - minX } : { x: p.x - minX, y: p.y - minY });
  const outNodes = new Map<string, Box>();
  for (const [id, b] of nodes) outNodes.set(id, box(b));
  const outEdges = new Map<string, EdgeRoute>();
  for (const [id, e] of edges) outEdges.set(id, { points: e.points.map(pt), ...(e.label ? { label: box(e.label) } : {}) });
  const w = maxX - minX; const h = maxY - minY;
  return {
    width: flip ? h : w, height: flip ? w : h, nodes: outNodes, groups: new Map(), edges: outEdges, engine: 'layered',
    ...(bands ? { bands: bands.map((b) => ({ start: b.start - minX, size: b.size })) } : {}),
  };
}

// Layered layout, between ordering and placement: where edge ends sit on node sides (spread, fixed, side
// vertices) and, after placement, small slides that straighten hops; in-between items snapped onto their edge.
import type { GraphInput } from './graph.js';
import type { Item, Segment } from './layered-order.js';

export interface Chain { edge: number; items: number[]; segs: number[]; reversed: boolean; label?: number }
type Across = (s: { width: number; height: number }) => number;
const half = (v: number) => Math.round(v * 2) / 2;

/** Spreads each node's edge ends along its side in the order of the neighbours they reach; fixed offsets win. */
export function assignPorts(input: GraphInput, items: Item[], segs: Segment[], chains: Chain[], pos: Int32Array,
  across: Across, edgeGap: number, sideEnd: Map<string, number>): void {
  items.forEach((it) => {
    if (it.kind !== 'node') return;
    const node = input.nodes[it.node!];
    const w = across(node);
    for (const side of ['down', 'up'] as const) {
      const list = it[side];
      const free: number[] = [];
      const fixedEnds: number[] = [];
      for (const s of list) {
        const c = chains[segs[s].chain]; const e = input.edges[c.edge];
        const atTop = side === 'down'; // this node is the top end of the hop
        const sideSign = sideEnd.get(`${s}:${atTop ? 'top' : 'bottom'}`);
        if (sideSign) {
          const off = sideSign * (w / 2 + edgeGap);
          if (atTop) segs[s].topOff = off; else segs[s].bottomOff = off;
          continue;
        }
        const isFrom = c.reversed ? !atTop : atTop;
        const fixed = isFrom ? e.fromOffset : e.toOffset;
        if (fixed !== undefined) {
          if (atTop) segs[s].topOff = fixed - w / 2; else segs[s].bottomOff = fixed - w / 2;
          fixedEnds.push(s);
        } else free.push(s);
      }
      const other = (s: number) => (side === 'down' ? segs[s].bottom : segs[s].top);
      free.sort((p, q) => pos[other(p)] - pos[other(q)] || p - q);
      const span = node.portSpan ?? w * 0.6;
      const k = free.length;
      const step = k > 1 ? Math.min(span / (k - 1), edgeGap * 2) : 0;
      free.forEach((s, i) => {
        const off = half((i - (k - 1) / 2) * step);
        if (side === 'down') segs[s].topOff = off; else segs[s].bottomOff = off;
      });
      if (input.portGap) {
        const offOf = (s: number) => (side === 'down' ? segs[s].topOff : segs[s].bottomOff);
        const ends = [...fixedEnds, ...free].sort((p, q) => offOf(p) - offOf(q) || pos[other(p)] - pos[other(q)] || p - q);
        const spread = spreadApart(ends.map(offOf), input.portGap, w / 2 - Math.min(input.portGap / 2, w / 4));
        ends.forEach((s, i) => { if (side === 'down') segs[s].topOff = half(spread[i]); else segs[s].bottomOff = half(spread[i]); });
      }
    }
  });
}

/**
 * Positions as near as may be to the wanted ones (sorted), each at least `gap` after the one before, all within
 * ±lim: runs that would come too close move apart around their mean; a side too short for all of them shares
 * it out evenly.
 */
export function spreadApart(want: number[], gap: number, lim: number): number[] {
  const n = want.length;
  if (n === 0) return [];
  if (n > 1 && (n - 1) * gap > 2 * lim) return want.map((_, i) => -lim + (i * 2 * lim) / (n - 1));
  // Runs of ends that press on each other: each is centred on the mean of what its members want.
  const runs: { first: number; n: number; sum: number }[] = [];
  const startOf = (r: { n: number; sum: number }) => r.sum / r.n - ((r.n - 1) * gap) / 2;
  want.forEach((v, i) => {
    runs.push({ first: i, n: 1, sum: v });
    while (runs.length > 1) {
      const b = runs[runs.length - 1]; const a = runs[runs.length - 2];
      if (startOf(a) + (a.n - 1) * gap + gap <= startOf(b) + 1e-9) break;
      a.n += b.n; a.sum += b.sum; runs.pop();
    }
  });
  const out = new Array<number>(n);
  for (const r of runs) for (let j = 0; j < r.n; j++) out[r.first + j] = startOf(r) + j * gap;
  // Within the side: pushed in from both ends, keeping the gap.
  for (let i = 0; i < n; i++) out[i] = Math.max(out[i], i === 0 ? -lim : out[i - 1] + gap);
  for (let i = n - 1; i >= 0; i--) out[i] = Math.min(out[i], i === n - 1 ? lim : out[i + 1] - gap);
  return out;
}

/**
 * A hop that would jog sideways becomes straight when one of its node ends can slide its port along the side
 * (within the port span, keeping the order of and a little room between that side's ports). Fixed ports stay.
 */
export function slidePorts(input: GraphInput, items: Item[], segs: Segment[], chains: Chain[], x: Float64Array,
  across: Across, sideEnd: Map<string, number>): void {
  const minGap = input.portGap ?? 6;
  const fixedEnd = (s: number, top: boolean): boolean => {
    const c = chains[segs[s].chain]; const e = input.edges[c.edge];
    const isFrom = c.reversed ? !top : top;
    return (isFrom ? e.fromOffset : e.toOffset) !== undefined;
  };
  const trySlide = (s: number, top: boolean): boolean => {
    const sg = segs[s];
    const v = top ? sg.top : sg.bottom;
    const it = items[v];
    if (it.kind !== 'node' || fixedEnd(s, top) || sideEnd.has(`${s}:${top ? 'top' : 'bottom'}`)) return false;
    const node = input.nodes[it.node!];
    const span = node.portSpan ?? across(node) * 0.6;
    const want = top ? x[sg.bottom] + sg.bottomOff - x[v] : x[sg.top] + sg.topOff - x[v];
    if (Math.abs(want) > span / 2 + 1e-6) return false;
    const side = top ? it.down : it.up;
    const offOf = (o: number) => (top ? segs[o].topOff : segs[o].bottomOff);
    const mine = offOf(s);
    for (const o of side) {
      if (o === s) continue;
      const other = offOf(o);
      // Ports sharing one spot stay together (their edges may fork later); others keep order and room.
      if (other === mine) return false;
      if (other < mine && other > want - minGap) return false;
      if (other > mine && other < want + minGap) return false;
    }
    if (top) sg.topOff = want; else sg.bottomOff = want;
    return true;
  };
  segs.forEach((sg, s) => {
    if (x[sg.top] + sg.topOff === x[sg.bottom] + sg.bottomOff) return;
    if (!trySlide(s, false)) trySlide(s, true);
  });
}

/**
 * Items of the in-between levels (label boxes, dummies) move onto the x where their edge leaves or arrives
 * when there is room, so a hop jogs once instead of twice.
 */
export function snapHalfLevels(levels: number[][], items: Item[], segs: Segment[], x: Float64Array, gap: (p: Item, q: Item) => number): void {
  for (const level of levels) {
    level.forEach((v, i) => {
      const it = items[v];
      if (it.kind === 'node' || it.up.length !== 1 || it.down.length !== 1) return;
      const up = segs[it.up[0]]; const down = segs[it.down[0]];
      const candidates = [x[up.top] + up.topOff, x[down.bottom] + down.bottomOff];
      for (const c of candidates) {
        const left = i > 0 ? level[i - 1] : -1; const right = i + 1 < level.length ? level[i + 1] : -1;
        const okLeft = left < 0 || x[left] + (items[left].w + it.w) / 2 + gap(items[left], it) <= c + 1e-6;
        const okRight = right < 0 || c + (items[right].w + it.w) / 2 + gap(it, items[right]) <= x[right] + 1e-6;
        if (okLeft && okRight) { x[v] = c; return; }
      }
    });
  }
}

/**
 * A back edge's side end runs straight out to the column of its long run when nothing of its level stands in
 * between, so the edge turns once there instead of jogging in the next gap.
 */
export function reachOut(input: GraphInput, levels: number[][], items: Item[], segs: Segment[], chains: Chain[], x: Float64Array,
  across: Across, edgeGap: number, sideEnd: Map<string, number>): void {
  for (const c of chains) {
    if (!c.reversed) continue;
    const n = c.items.length;
    const ends: [number, number, boolean, number][] = [[c.items[0], c.segs[0], true, c.items[1]], [c.items[n - 1], c.segs[c.segs.length - 1], false, c.items[n - 2]]];
    for (const [v, s, top, u] of ends) {
      const sign = sideEnd.get(`${s}:${top ? 'top' : 'bottom'}`);
      if (!sign || items[u].kind === 'node') continue;
      const w = across(input.nodes[items[v].node!]);
      const target = x[u] + (top ? segs[s].bottomOff : segs[s].topOff);
      if (sign * (target - x[v]) < w / 2 + edgeGap - 1e-6) continue;
      const lo = Math.min(x[v] + (sign * w) / 2, target) - edgeGap / 2;
      const hi = Math.max(x[v] + (sign * w) / 2, target) + edgeGap / 2;
      const blocked = levels[items[v].level].some((q) => q !== v && items[q].kind !== 'dummy' && x[q] + items[q].w / 2 > lo && x[q] - items[q].w / 2 < hi);
      if (blocked) continue;
      if (top) segs[s].topOff = target - x[v]; else segs[s].bottomOff = target - x[v];
    }
  }
}

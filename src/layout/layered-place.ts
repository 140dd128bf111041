// Layered layout, step 4: positions across the flow. Brandes–Köpf: four alignments of items into vertical blocks
// (up/down × left/right), each compacted, then balanced; a last pass straightens what balancing bent.
import type { Item, Segment } from './layered-order.js';

/** Long edges stay straight when the links between their dummies pull hardest (Gansner's weights 1, 2, 8). */
function linkWeight(a: Item, b: Item): number {
  const dummies = (a.kind === 'node' ? 0 : 1) + (b.kind === 'node' ? 0 : 1);
  return dummies === 2 ? 8 : dummies === 1 ? 2 : 1;
}

type Sep = (left: number, right: number) => number;

interface Dir { up: boolean; left: boolean }

/** Segments between two dummies ("inner") win over any other segment they cross (type-1 conflicts). */
function innerConflicts(levels: number[][], items: Item[], segs: Segment[], pos: Int32Array): Set<number> {
  const marked = new Set<number>();
  const inner = (s: number) => items[segs[s].top].kind !== 'node' && items[segs[s].bottom].kind !== 'node';
  for (let l = 1; l < levels.length; l++) {
    const lower = levels[l];
    const prevLen = levels[l - 1].length;
    let k0 = 0; let scan = 0;
    lower.forEach((v, idx) => {
      const innerUp = items[v].up.find(inner);
      const k1 = innerUp !== undefined ? pos[segs[innerUp].top] : prevLen;
      if (innerUp === undefined && idx !== lower.length - 1) return;
      for (; scan <= idx; scan++) {
        for (const s of items[lower[scan]].up) {
          const p = pos[segs[s].top];
          if ((p < k0 || p > k1) && !inner(s)) marked.add(s);
        }
      }
      k0 = k1;
    });
  }
  return marked;
}

function alignAndCompact(levels: number[][], items: Item[], segs: Segment[], conflicts: Set<number>, dir: Dir, sep: Sep): Float64Array {
  const n = items.length;
  const ordered = (dir.up ? levels : [...levels].reverse()).map((l) => (dir.left ? l : [...l].reverse()));
  const pos = new Int32Array(n);
  for (const level of ordered) level.forEach((v, i) => { pos[v] = i; });
  const root = Int32Array.from({ length: n }, (_, i) => i);
  const align = Int32Array.from({ length: n }, (_, i) => i);
  // x of an item relative to its block's root: port offsets make aligned ends meet exactly.
  const delta = new Float64Array(n);
  const sign = dir.left ? 1 : -1;
  for (const level of ordered) {
    let prev = -1;
    for (const v of level) {
      const links = (dir.up ? items[v].up : items[v].down)
        .map((s) => ({ s, w: dir.up ? segs[s].top : segs[s].bottom }))
        .sort((a, b) => pos[a.w] - pos[b.w]);
      if (!links.length) continue;
      const mid = (links.length - 1) / 2;
      for (let i = Math.floor(mid); i <= Math.ceil(mid); i++) {
        const { s, w } = links[i];
        if (align[v] === v && prev < pos[w] && !conflicts.has(s)) {
          const sg = segs[s];
          const offV = dir.up ? sg.bottomOff : sg.topOff;
          const offW = dir.up ? sg.topOff : sg.bottomOff;
          align[w] = v; root[v] = root[w]; align[v] = root[v];
          delta[v] = delta[w] + sign * (offW - offV);
          prev = pos[w];
        }
      }
    }
  }
  // Block graph: root(left) → root(right) must be at least the separation apart.
  const succ = new Map<number, Map<number, number>>();
  const indeg = new Int32Array(n);
  for (const level of ordered) {
    for (let i = 1; i < level.length; i++) {
      const u = level[i - 1]; const v = level[i];
      const ru = root[u]; const rv = root[v];
      const need = sep(u, v) + delta[u] - delta[v];
      let m = succ.get(ru);
      if (!m) { m = new Map(); succ.set(ru, m); }
      const old = m.get(rv);
      if (old === undefined) indeg[rv]++;
      m.set(rv, Math.max(old ?? -Infinity, need));
    }
  }
  const roots: number[] = [];
  for (let v = 0; v < n; v++) if (root[v] === v) roots.push(v);
  const topo: number[] = [];
  const queue = roots.filter((r) => indeg[r] === 0);
  const deg = Int32Array.from(indeg);
  for (let qi = 0; qi < queue.length; qi++) {
    const r = queue[qi];
    topo.push(r);
    for (const w of succ.get(r)?.keys() ?? []) if (--deg[w] === 0) queue.push(w);
  }
  const xr = new Float64Array(n);
  // Leftmost placement, then each block slides right towards its right neighbours where it has slack.
  for (const r of topo) for (const [w, need] of succ.get(r) ?? []) xr[w] = Math.max(xr[w], xr[r] + need);
  for (let i = topo.length - 1; i >= 0; i--) {
    const r = topo[i];
    const out = succ.get(r);
    if (!out || !out.size) continue;
    let limit = Infinity;
    for (const [w, need] of out) limit = Math.min(limit, xr[w] - need);
    if (limit > xr[r]) xr[r] = limit;
  }
  const x = new Float64Array(n);
  for (let v = 0; v < n; v++) x[v] = sign * (xr[root[v]] + delta[v]);
  return x;
}

/** Centre x of every item (levels in final order, port offsets set); `gap` is the space between neighbours. */
export function placeBrandesKoepf(levels: number[][], items: Item[], segs: Segment[], gap: (a: Item, b: Item) => number): Float64Array {
  const pos = new Int32Array(items.length);
  for (const level of levels) level.forEach((v, i) => { pos[v] = i; });
  const conflicts = innerConflicts(levels, items, segs, pos);
  const sep: Sep = (u, v) => (items[u].w + items[v].w) / 2 + gap(items[u], items[v]);
  const dirs: Dir[] = [{ up: true, left: true }, { up: true, left: false }, { up: false, left: true }, { up: false, left: false }];
  const layouts = dirs.map((d) => alignAndCompact(levels, items, segs, conflicts, d, sep));
  const extent = (x: Float64Array) => {
    let lo = Infinity; let hi = -Infinity;
    items.forEach((it, v) => { lo = Math.min(lo, x[v] - it.w / 2); hi = Math.max(hi, x[v] + it.w / 2); });
    return { lo, hi };
  };
  const ext = layouts.map(extent);
  let smallest = 0;
  ext.forEach((e, i) => { if (e.hi - e.lo < ext[smallest].hi - ext[smallest].lo) smallest = i; });
  layouts.forEach((x, i) => {
    const shift = dirs[i].left ? ext[smallest].lo - ext[i].lo : ext[smallest].hi - ext[i].hi;
    for (let v = 0; v < x.length; v++) x[v] += shift;
  });
  const out = new Float64Array(items.length);
  for (let v = 0; v < items.length; v++) {
    const vals = layouts.map((x) => x[v]).sort((a, b) => a - b);
    out[v] = (vals[1] + vals[2]) / 2;
  }
  // Averaging can squeeze neighbours; push apart left to right where it did.
  for (const level of levels) {
    for (let i = 1; i < level.length; i++) {
      const need = out[level[i - 1]] + sep(level[i - 1], level[i]);
      if (out[level[i]] < need) out[level[i]] = need;
    }
  }
  const seps = levels.map((level) => level.slice(0, -1).map((v, i) => sep(v, level[i + 1])));
  // The balanced layout is symmetric but may bend edges that one of the four keeps straight: take the one
  // with the fewest bends, a bend weighing as much as 100 px of width (ties: balanced). Weighed any heavier,
  // large graphs took a one-sided alignment that drifts a little sideways at every rank: 200 nodes drew
  // 5,495 px wide instead of 1,850 (Graphviz: ~2,300). Straightening is the costly part, so only the two most
  // promising candidates get it.
  const score = (x: Float64Array) => { const e = extent(x); return bends(segs, x) * 100 + (e.hi - e.lo); };
  const ranked = [out, ...layouts].map((x, i) => ({ x, i, s: score(x) })).sort((a, b) => a.s - b.s || a.i - b.i)
    .slice(0, items.length > 50000 ? 0 : 2);
  if (!ranked.length) return out;
  for (const c of ranked) { straighten(levels, items, segs, seps, c.x); c.s = score(c.x); }
  ranked.sort((a, b) => a.s - b.s || a.i - b.i);
  return ranked[0].x;
}

/** Bent hops, each counted once per edge it belongs to (back edges count half: the main flow matters more). */
function bends(segs: Segment[], x: Float64Array): number {
  let n = 0;
  for (const sg of segs) if (Math.abs(x[sg.top] + sg.topOff - x[sg.bottom] - sg.bottomOff) > 0.5) n += sg.weight ?? 1;
  return n;
}

/**
 * Balancing leaves some nodes between their neighbours, which costs a jog on both sides. This pass moves each item,
 * within the room its level neighbours leave, onto the x of one of its edges' other ends where that lowers
 * Σ weight·(sideways length + a penalty per bend): straight runs win over short ones.
 */
function straighten(levels: number[][], items: Item[], segs: Segment[], seps: number[][], x: Float64Array): void {
  const bend = 24;
  const cost = (v: number, at: number): number => {
    let c = 0;
    for (const s of items[v].up) {
      const sg = segs[s]; const d = Math.abs(at + sg.bottomOff - x[sg.top] - sg.topOff);
      c += (sg.weight ?? 1) * linkWeight(items[sg.top], items[v]) * (d + (d > 0.5 ? bend : 0));
    }
    for (const s of items[v].down) {
      const sg = segs[s]; const d = Math.abs(at + sg.topOff - x[sg.bottom] - sg.bottomOff);
      c += (sg.weight ?? 1) * linkWeight(items[sg.bottom], items[v]) * (d + (d > 0.5 ? bend : 0));
    }
    return c;
  };
  for (let round = 0; round < 4; round++) {
    let moved = false;
    const order = round % 2 === 0 ? levels.map((_, l) => l) : levels.map((_, l) => levels.length - 1 - l);
    for (const l of order) {
      const level = levels[l];
      level.forEach((v, i) => {
        const lo = i > 0 ? x[level[i - 1]] + seps[l][i - 1] : -Infinity;
        const hi = i + 1 < level.length ? x[level[i + 1]] - seps[l][i] : Infinity;
        let best = x[v]; let bestCost = cost(v, best);
        const consider = (c: number) => {
          if (c < lo - 1e-6 || c > hi + 1e-6) return;
          const k = cost(v, c);
          if (k < bestCost - 1e-6) { best = c; bestCost = k; }
        };
        for (const s of items[v].up) consider(x[segs[s].top] + segs[s].topOff - segs[s].bottomOff);
        for (const s of items[v].down) consider(x[segs[s].bottom] + segs[s].bottomOff - segs[s].topOff);
        if (best !== x[v]) { x[v] = best; moved = true; }
      });
    }
    if (!moved) break;
  }
}

// Layered layout, step 4 (alternative): Brandes–Köpf coordinates. Four alignments of items into vertical blocks
// (up/down × left/right), each compacted, then balanced: long edges come out straight, chains aligned.
import type { Item, Segment } from './layered-order.js';

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
  return out;
}

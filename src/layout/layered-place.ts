// Layered layout, step 4: positions across the flow. Each sweep places a level as close as possible (least squares)
// to where its neighbours pull it, keeping order and spacing: an isotonic regression solved by pool-adjacent-violators.
import type { Item, Segment } from './layered-order.js';

/** Long edges stay straight when the links between their dummies pull hardest (Gansner's weights 1, 2, 8). */
function linkWeight(a: Item, b: Item): number {
  const dummies = (a.kind === 'node' ? 0 : 1) + (b.kind === 'node' ? 0 : 1);
  return dummies === 2 ? 8 : dummies === 1 ? 2 : 1;
}

/**
 * Minimise Σ wᵢ(xᵢ − dᵢ)² subject to xᵢ₊₁ − xᵢ ≥ sepᵢ. With cᵢ = Σⱼ₍ⱼ<ᵢ₎ sepⱼ and yᵢ = xᵢ − cᵢ the constraint is
 * y non-decreasing, so the answer is the weighted isotonic regression of dᵢ − cᵢ.
 */
export function placeInOrder(desired: number[], weights: number[], seps: number[]): number[] {
  const n = desired.length;
  const offs = new Array<number>(n);
  let c = 0;
  for (let i = 0; i < n; i++) { offs[i] = c; if (i < n - 1) c += seps[i]; }
  const bw: number[] = []; const bs: number[] = []; const bn: number[] = [];
  for (let i = 0; i < n; i++) {
    let w = weights[i]; let s = (desired[i] - offs[i]) * w; let cnt = 1;
    while (bw.length && bs[bs.length - 1] / bw[bw.length - 1] > s / w) {
      w += bw.pop()!; s += bs.pop()!; cnt += bn.pop()!;
    }
    bw.push(w); bs.push(s); bn.push(cnt);
  }
  const x = new Array<number>(n);
  let i = 0;
  for (let b = 0; b < bw.length; b++) {
    const y = bs[b] / bw[b];
    for (let k = 0; k < bn[b]; k++, i++) x[i] = y + offs[i];
  }
  return x;
}

export type GapFn = (left: Item, right: Item) => number;

/** Centre x of every item. Levels are in final order; segment port offsets are set. */
export function placeAcross(levels: number[][], items: Item[], segs: Segment[], gap: GapFn, sweeps = 6): Float64Array {
  const x = new Float64Array(items.length);
  const seps = levels.map((level) => level.slice(0, -1).map((v, i) => {
    const a = items[v]; const b = items[level[i + 1]];
    return (a.w + b.w) / 2 + gap(a, b);
  }));
  levels.forEach((level, l) => {
    let cur = 0;
    level.forEach((v, i) => { x[v] = cur; if (i < level.length - 1) cur += seps[l][i]; });
    const shift = cur / 2;
    for (const v of level) x[v] -= shift;
  });

  const pull = (l: number, useUp: boolean, useDown: boolean): void => {
    const level = levels[l];
    const desired: number[] = []; const weights: number[] = [];
    for (const v of level) {
      let sum = 0; let wsum = 0;
      if (useUp) for (const s of items[v].up) {
        const sg = segs[s]; const w = linkWeight(items[sg.top], items[v]);
        sum += w * (x[sg.top] + sg.topOff - sg.bottomOff); wsum += w;
      }
      if (useDown) for (const s of items[v].down) {
        const sg = segs[s]; const w = linkWeight(items[sg.bottom], items[v]);
        sum += w * (x[sg.bottom] + sg.bottomOff - sg.topOff); wsum += w;
      }
      // Unlinked items keep their place, lightly, so the constraints can still move them.
      if (wsum === 0) { desired.push(x[v]); weights.push(0.05); } else { desired.push(sum / wsum); weights.push(wsum); }
    }
    const placed = placeInOrder(desired, weights, seps[l]);
    level.forEach((v, i) => { x[v] = placed[i]; });
  };

  for (let it = 0; it < sweeps; it++) {
    if (it % 2 === 0) for (let l = 1; l < levels.length; l++) pull(l, true, false);
    else for (let l = levels.length - 2; l >= 0; l--) pull(l, false, true);
  }
  // A last balanced pass: each level between both neighbours.
  for (let l = 0; l < levels.length; l++) pull(l, true, true);
  for (let l = levels.length - 1; l >= 0; l--) pull(l, true, true);
  straighten(levels, items, segs, seps, x);
  return x;
}

/**
 * Least squares leaves nodes between their neighbours, which costs a jog on both sides. This pass moves each item,
 * within the room its level neighbours leave, onto the x of one of its edges' other ends where that lowers
 * Σ weight·(sideways length + a penalty per bend): straight runs win over short ones.
 */
export function straighten(levels: number[][], items: Item[], segs: Segment[], seps: number[][], x: Float64Array): void {
  const bend = 24;
  const cost = (v: number, at: number): number => {
    let c = 0;
    for (const s of items[v].up) {
      const sg = segs[s]; const d = Math.abs(at + sg.bottomOff - x[sg.top] - sg.topOff);
      c += linkWeight(items[sg.top], items[v]) * (d + (d > 0.5 ? bend : 0));
    }
    for (const s of items[v].down) {
      const sg = segs[s]; const d = Math.abs(at + sg.topOff - x[sg.bottom] - sg.bottomOff);
      c += linkWeight(items[sg.bottom], items[v]) * (d + (d > 0.5 ? bend : 0));
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

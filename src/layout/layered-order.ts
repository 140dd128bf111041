// Layered layout, step 3: order the items of each level (barycentre sweeps, adjacent swaps) to cut crossings.

export type ItemKind = 'node' | 'dummy' | 'label';

export interface Item {
  level: number;
  /** Extent across the flow (internal x) and along it (internal y). */
  w: number;
  h: number;
  kind: ItemKind;
  /** Segments arriving from the level above / leaving to the level below. */
  up: number[];
  down: number[];
  /** Index of the real node (kind 'node'). */
  node?: number;
  /** Swimlane of the item: items of one level stay sorted by lane. */
  lane?: number;
}

/** One hop of an edge chain between adjacent levels. */
export interface Segment {
  top: number; bottom: number; chain: number; topOff: number; bottomOff: number;
  /** How much a bend in this hop matters when straightening and choosing among layouts (default 1; main path 2, back edge 0.5). */
  weight?: number;
}

/** Items in depth-first order from the top: a first order that already keeps chains together. */
export function initialOrder(items: Item[], segs: Segment[], levelCount: number): number[][] {
  const levels: number[][] = Array.from({ length: levelCount }, () => []);
  const seen = new Uint8Array(items.length);
  const visit = (root: number): void => {
    const stack = [root];
    while (stack.length) {
      const v = stack.pop()!;
      if (seen[v]) continue;
      seen[v] = 1;
      levels[items[v].level].push(v);
      const next = items[v].down.map((s) => segs[s].bottom);
      for (let i = next.length - 1; i >= 0; i--) if (!seen[next[i]]) stack.push(next[i]);
    }
  };
  for (let v = 0; v < items.length; v++) if (items[v].kind === 'node' && items[v].up.length === 0) visit(v);
  for (let v = 0; v < items.length; v++) if (!seen[v]) visit(v);
  for (const level of levels) stableByLane(level, items);
  return levels;
}

function stableByLane(level: number[], items: Item[]): void {
  if (items[level[0]]?.lane === undefined) return;
  const order = new Map(level.map((v, i) => [v, i]));
  level.sort((a, b) => (items[a].lane ?? 0) - (items[b].lane ?? 0) || order.get(a)! - order.get(b)!);
}

// Scratch space of crossingsBetween, kept between calls: counting crossings is the inner loop of the ordering,
// and fresh arrays per call were a fifth of everything a 200-node layout allocated.
let tree = new Int32Array(64);
let ends = new Int32Array(16);

/**
 * Crossings between level l and l+1 (inversion count with a Fenwick tree): the segments in order of their top
 * end, then of their bottom end; each crosses the ones already counted whose bottom end lies further right.
 */
export function crossingsBetween(upper: number[], lower: number[], items: Item[], segs: Segment[], pos: Int32Array): number {
  const size = lower.length + 1;
  if (tree.length < size + 1) tree = new Int32Array(2 * (size + 1));
  else tree.fill(0, 0, size + 1);
  let count = 0;
  let inserted = 0;
  let last = -1;
  for (const v of upper) {
    // The levels keep pos in step with their order; if a caller did not, count the general way.
    if (pos[v] <= last) return crossingsUnordered(upper, lower, items, segs, pos);
    last = pos[v];
    const down = items[v].down;
    if (ends.length < down.length) ends = new Int32Array(2 * down.length);
    for (let j = 0; j < down.length; j++) {
      const b = pos[segs[down[j]].bottom];
      let m = j;
      for (; m > 0 && ends[m - 1] > b; m--) ends[m] = ends[m - 1];
      ends[m] = b;
    }
    for (let j = 0; j < down.length; j++) {
      const b = ends[j];
      // Number already inserted with bottom position > b.
      let le = 0;
      for (let i = b + 1; i > 0; i -= i & -i) le += tree[i];
      count += inserted - le;
      for (let i = b + 1; i <= size; i += i & -i) tree[i]++;
      inserted++;
    }
  }
  return count;
}

/** crossingsBetween for a level whose order and positions disagree: the segments sorted by their positions. */
function crossingsUnordered(upper: number[], lower: number[], items: Item[], segs: Segment[], pos: Int32Array): number {
  const pairs: [number, number][] = [];
  for (const v of upper) for (const s of items[v].down) pairs.push([pos[v], pos[segs[s].bottom]]);
  if (pairs.length < 2) return 0;
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const size = lower.length + 1;
  const tree = new Int32Array(size + 1);
  let count = 0;
  let inserted = 0;
  for (const [, b] of pairs) {
    // Number already inserted with bottom position > b.
    let le = 0;
    for (let i = b + 1; i > 0; i -= i & -i) le += tree[i];
    count += inserted - le;
    for (let i = b + 1; i <= size; i += i & -i) tree[i]++;
    inserted++;
  }
  return count;
}

function totalCrossings(levels: number[][], items: Item[], segs: Segment[], pos: Int32Array): number {
  let c = 0;
  for (let l = 0; l + 1 < levels.length; l++) c += crossingsBetween(levels[l], levels[l + 1], items, segs, pos);
  return c;
}

function setPositions(levels: number[][], pos: Int32Array): void {
  for (const level of levels) level.forEach((v, i) => { pos[v] = i; });
}

// Sort keys and former places of sortByBarycentre by item, kept between calls like the scratch space above.
let barycentre = new Float64Array(64);
let formerPlace = new Int32Array(64);

/** Sort one level by the mean position of each item's neighbours on the fixed side; loners keep their place. */
function sortByBarycentre(level: number[], items: Item[], segs: Segment[], pos: Int32Array, fromAbove: boolean): void {
  if (barycentre.length < items.length) {
    barycentre = new Float64Array(2 * items.length);
    formerPlace = new Int32Array(2 * items.length);
  }
  const key = barycentre;
  const place = formerPlace;
  for (let i = 0; i < level.length; i++) {
    const v = level[i];
    place[v] = i;
    const links = fromAbove ? items[v].up : items[v].down;
    if (!links.length) {
      key[v] = i;
      continue;
    }
    let sum = 0;
    for (const s of links) sum += pos[fromAbove ? segs[s].top : segs[s].bottom];
    key[v] = sum / links.length;
  }
  level.sort((a, b) => (items[a].lane ?? 0) - (items[b].lane ?? 0) || key[a] - key[b] || place[a] - place[b]);
  level.forEach((v, i) => { pos[v] = i; });
}

/** Swap neighbours within a level while that lowers crossings with both adjacent levels. */
function transpose(levels: number[][], items: Item[], segs: Segment[], pos: Int32Array): void {
  for (let round = 0; round < 3; round++) {
    let improved = false;
    for (let l = 0; l < levels.length; l++) {
      const level = levels[l];
      for (let i = 0; i + 1 < level.length; i++) {
        const a = level[i]; const b = level[i + 1];
        if (items[a].lane !== items[b].lane) continue;
        const before = pairCrossings(a, b, items, segs, pos);
        const after = pairCrossings(b, a, items, segs, pos);
        if (after < before) {
          level[i] = b; level[i + 1] = a; pos[a] = i + 1; pos[b] = i;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
}

/** Crossings among the edges of a and b alone when a stands left of b. */
function pairCrossings(a: number, b: number, items: Item[], segs: Segment[], pos: Int32Array): number {
  let c = 0;
  const ia = items[a];
  const ib = items[b];
  for (const sa of ia.up) for (const sb of ib.up) if (pos[segs[sa].top] > pos[segs[sb].top]) c++;
  for (const sa of ia.down) for (const sb of ib.down) if (pos[segs[sa].bottom] > pos[segs[sb].bottom]) c++;
  return c;
}

/** Alternating down/up sweeps; the order with the fewest crossings wins. Mutates and returns `levels`. */
export function orderLevels(levels: number[][], items: Item[], segs: Segment[], sweeps = 8): number[][] {
  const pos = new Int32Array(items.length);
  setPositions(levels, pos);
  let best = levels.map((l) => [...l]);
  let bestCount = totalCrossings(levels, items, segs, pos);
  // Adjacent swaps cost O(n·deg²) per round; skip them on big graphs where sweeps do most of the work.
  const useTranspose = items.length <= 600;
  for (let it = 0; it < sweeps && bestCount > 0; it++) {
    const down = it % 2 === 0;
    if (down) for (let l = 1; l < levels.length; l++) sortByBarycentre(levels[l], items, segs, pos, true);
    else for (let l = levels.length - 2; l >= 0; l--) sortByBarycentre(levels[l], items, segs, pos, false);
    if (useTranspose) transpose(levels, items, segs, pos);
    const count = totalCrossings(levels, items, segs, pos);
    if (count < bestCount) { bestCount = count; best = levels.map((l) => [...l]); }
  }
  return best;
}

/**
 * Barycentre sweeps leave a back edge's run wherever its neighbours' average puts it, often between the branches
 * it then crosses. For each back edge (its items from level to level), try its whole run at the outer edge of
 * every level it passes, left and right (within its lane), and keep the placement with the fewest crossings.
 * Ties go to the side its ends are nearer. Mutates `levels`.
 */
export function moveBackEdgesOutward(levels: number[][], items: Item[], segs: Segment[], runs: number[][]): void {
  if (!runs.length || items.length > 3000) return;
  const pos = new Int32Array(items.length);
  setPositions(levels, pos);
  let current = totalCrossings(levels, items, segs, pos);
  for (const run of runs) {
    if (!run.length || current === 0) continue;
    const saved = run.map((v) => [...levels[items[v].level]]);
    const place = (side: 'left' | 'right') => {
      for (const v of run) {
        const level = levels[items[v].level];
        level.splice(level.indexOf(v), 1);
        const lane = items[v].lane ?? 0;
        const same = level.map((q, i) => ((items[q].lane ?? 0) === lane ? i : -1)).filter((i) => i >= 0);
        const before = level.findIndex((q) => (items[q].lane ?? 0) > lane);
        // The first or past the last item of its lane; in a lane with nothing else, where that lane would be.
        const at = same.length ? (side === 'left' ? same[0] : same[same.length - 1] + 1) : before < 0 ? level.length : before;
        level.splice(at, 0, v);
      }
      setPositions(levels, pos);
      return { count: totalCrossings(levels, items, segs, pos), order: run.map((v) => [...levels[items[v].level]]) };
    };
    const restore = (orders: number[][]) => {
      run.forEach((v, i) => { levels[items[v].level].splice(0, levels[items[v].level].length, ...orders[i]); });
      setPositions(levels, pos);
    };
    const left = place('left');
    restore(saved);
    const right = place('right');
    restore(saved);
    // Where the back edge's two ends sit in their levels (0 left .. 1 right) decides a tie between the sides.
    const ends = [segs[items[run[0]].up[0]]?.top, segs[items[run[run.length - 1]].down[0]]?.bottom].filter((v): v is number => v !== undefined);
    const share = ends.reduce((sum, v) => sum + (pos[v] + 0.5) / levels[items[v].level].length, 0) / Math.max(1, ends.length);
    const sides = share <= 0.5 ? [left, right] : [right, left];
    const best = sides.reduce((a, b) => (b.count < a.count ? b : a));
    if (best.count < current) {
      restore(best.order);
      current = best.count;
    }
  }
}

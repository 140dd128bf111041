// Layered layout, step 5: orthogonal routing. Each hop between two levels jogs sideways on its own track inside
// the gap; tracks are ordered so jogs cross as little as possible, and gaps grow to hold their tracks.
import type { Point } from '../scene/scene.js';

/** A hop that must move sideways inside a gap: from x `a` (top) to x `b` (bottom). */
export interface Jog { a: number; b: number }

/** Crossings (and overlaps, counted double) when jog p runs above jog q. */
function cost(p: Jog, q: Jog): number {
  const inside = (x: number, j: Jog) => x > Math.min(j.a, j.b) && x < Math.max(j.a, j.b);
  let c = 0;
  // q's upper vertical passes p's horizontal; p's lower vertical passes q's horizontal.
  if (inside(q.a, p)) c++;
  if (inside(p.b, q)) c++;
  // p's lower vertical and q's upper vertical on one x would run on top of each other.
  if (Math.abs(p.b - q.a) < 0.5) c += 2;
  return c;
}

/**
 * Track per jog (0 = top) and the number of tracks. Overlapping jogs get distinct tracks in the order that
 * costs least; a constraint that would close a cycle is flipped, so the order stays a DAG.
 */
export function assignTracks(jogs: Jog[], minSep: number): { track: number[]; count: number } {
  const n = jogs.length;
  if (n === 0) return { track: [], count: 0 };
  const lo = jogs.map((j) => Math.min(j.a, j.b) - minSep / 2);
  const hi = jogs.map((j) => Math.max(j.a, j.b) + minSep / 2);
  const below: number[][] = Array.from({ length: n }, () => []);
  const reaches = (from: number, to: number): boolean => {
    const seen = new Uint8Array(n);
    const stack = [from];
    while (stack.length) {
      const v = stack.pop()!;
      if (v === to) return true;
      for (const w of below[v]) if (!seen[w]) { seen[w] = 1; stack.push(w); }
    }
    return false;
  };
  const pairs: { u: number; v: number; gain: number }[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (hi[i] <= lo[j] || hi[j] <= lo[i]) continue;
      const ij = cost(jogs[i], jogs[j]); const ji = cost(jogs[j], jogs[i]);
      if (ij <= ji) pairs.push({ u: i, v: j, gain: ji - ij }); else pairs.push({ u: j, v: i, gain: ij - ji });
    }
  }
  // Settle the pairs that matter most first; later ones yield when they would make a cycle.
  pairs.sort((p, q) => q.gain - p.gain || p.u - q.u || p.v - q.v);
  for (const { u, v } of pairs) {
    if (reaches(v, u)) below[v].push(u); else below[u].push(v);
  }
  const indeg = new Array<number>(n).fill(0);
  for (const list of below) for (const w of list) indeg[w]++;
  const track = new Array<number>(n).fill(0);
  const queue: number[] = [];
  for (let i = 0; i < n; i++) if (indeg[i] === 0) queue.push(i);
  for (let qi = 0; qi < queue.length; qi++) {
    const v = queue[qi];
    for (const w of below[v]) {
      track[w] = Math.max(track[w], track[v] + 1);
      if (--indeg[w] === 0) queue.push(w);
    }
  }
  return { track, count: Math.max(...track) + 1 };
}

/** Drops repeated points and middle points of straight runs. */
export function simplify(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && Math.abs(last.x - p.x) < 0.01 && Math.abs(last.y - p.y) < 0.01) continue;
    out.push(p);
    while (out.length >= 3) {
      const [a, b, c] = out.slice(-3);
      const collinear = Math.abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) < 0.01;
      if (!collinear) break;
      out.splice(out.length - 2, 1);
    }
  }
  return out;
}

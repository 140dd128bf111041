// Layered layout, steps 1–2: which edges to reverse so the graph is acyclic, and a rank (layer) per node.

export interface IndexEdge { from: number; to: number }

/**
 * Depth-first search in input order; an edge reaching a node still on the stack is reversed.
 * Input order matters: the first node a user lists (usually "Start") stays on top and loops point back up.
 */
export function findReversed(n: number, edges: IndexEdge[]): boolean[] {
  const out: number[][] = Array.from({ length: n }, () => []);
  edges.forEach((e, i) => out[e.from].push(i));
  const hasIn = new Array<boolean>(n).fill(false);
  for (const e of edges) hasIn[e.to] = true;
  const state = new Uint8Array(n); // 0 new, 1 on stack, 2 done
  const reversed = new Array<boolean>(edges.length).fill(false);
  const visit = (root: number): void => {
    // Iterative DFS: 200+ node chains would overflow a recursive one in deep graphs.
    const stack: [number, number][] = [[root, 0]];
    state[root] = 1;
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [v, k] = top;
      if (k < out[v].length) {
        top[1]++;
        const ei = out[v][k];
        const w = edges[ei].to;
        if (state[w] === 1) reversed[ei] = true;
        else if (state[w] === 0) { state[w] = 1; stack.push([w, 0]); }
      } else {
        state[v] = 2;
        stack.pop();
      }
    }
  };
  // Sources first so that they head the drawing; then whatever is left (pure cycles).
  for (let v = 0; v < n; v++) if (!hasIn[v] && state[v] === 0) visit(v);
  for (let v = 0; v < n; v++) if (state[v] === 0) visit(v);
  return reversed;
}

/**
 * Longest-path ranking, then a few passes that move each node to the median rank of its neighbours within
 * its feasible interval: an inexpensive stand-in for network simplex that shortens long edges.
 * Edges must be acyclic (after reversal); every edge spans at least one rank.
 */
export function rankNodes(n: number, edges: IndexEdge[]): number[] {
  const preds: number[][] = Array.from({ length: n }, () => []);
  const succs: number[][] = Array.from({ length: n }, () => []);
  const indeg = new Array<number>(n).fill(0);
  for (const e of edges) { succs[e.from].push(e.to); preds[e.to].push(e.from); indeg[e.to]++; }
  const topo: number[] = [];
  const queue: number[] = [];
  for (let v = 0; v < n; v++) if (indeg[v] === 0) queue.push(v);
  for (let qi = 0; qi < queue.length; qi++) {
    const v = queue[qi];
    topo.push(v);
    for (const w of succs[v]) if (--indeg[w] === 0) queue.push(w);
  }
  const rank = new Array<number>(n).fill(0);
  for (const v of topo) for (const w of succs[v]) rank[w] = Math.max(rank[w], rank[v] + 1);

  for (let pass = 0; pass < 4; pass++) {
    let moved = false;
    const order = pass % 2 === 0 ? [...topo].reverse() : topo;
    for (const v of order) {
      const lo = preds[v].length ? Math.max(...preds[v].map((u) => rank[u] + 1)) : -Infinity;
      const hi = succs[v].length ? Math.min(...succs[v].map((w) => rank[w] - 1)) : Infinity;
      if (lo === -Infinity && hi === Infinity) continue;
      let target: number;
      if (lo === -Infinity) target = hi; // a source sits right above its first child
      else if (hi === Infinity) target = lo;
      else {
        const ns = [...preds[v].map((u) => rank[u]), ...succs[v].map((w) => rank[w])].sort((a, b) => a - b);
        // Lower median keeps ties pointing upwards, towards where the flow comes from.
        target = Math.min(hi, Math.max(lo, ns[(ns.length - 1) >> 1]));
      }
      if (target !== rank[v]) { rank[v] = target; moved = true; }
    }
    if (!moved) break;
  }
  const min = Math.min(...rank);
  return rank.map((r) => r - min);
}

// Tidy tree (Reingold–Tilford/Walker family): a forest of sized boxes in, centred non-overlapping positions out.
//
// Coordinates are abstract: `b` is the breadth axis (siblings side by side) and `d` the depth axis
// (parent before child). Top-down charts map b→x, d→y; trees growing right map b→y, d→x.
// Subtrees are compared box against box (not level against level), so boxes of any size — including
// tall "stack" blocks that span several levels — never overlap.

export interface TidyNode {
  /** Size across siblings (b) and along the depth axis (d). */
  b: number;
  d: number;
  children: TidyNode[];
  /** In layered mode, a node that does not set its level's depth (e.g. a tall stack of leaves). */
  freeDepth?: boolean;
  /** Shift of the box from the node's anchor along b: the parent centres over anchors, not boxes. */
  offset?: number;
}

export interface TidyOptions {
  /** Gap between two sibling boxes. */
  siblingGap: number;
  /** Gap between boxes of different subtrees (cousins). */
  subtreeGap: number;
  /** Gap between the boxes of separate roots. */
  rootGap: number;
  /** Gap between a parent's far edge and its children (depth axis). */
  levelGap: number;
  /** All nodes of one level start at the same depth (org charts) or right after their parent (mind maps). */
  layered: boolean;
  /**
   * With an odd number of children, widen the gaps on one side (by at most this many px) so the middle child
   * stands right under its parent: a short jog in a straight line reads as a mistake.
   */
  balanceMiddle?: number;
}

export interface TidyPlacement {
  /** Anchor on the breadth axis (the box centre unless `offset`) and near edge on the depth axis. */
  b: number;
  d: number;
}

interface Box { b0: number; b1: number; d0: number; d1: number; root: boolean }

/** Positions every node of the forest; the result's breadth starts at 0. */
export function tidyLayout(roots: TidyNode[], opts: TidyOptions): Map<TidyNode, TidyPlacement> {
  const depthOf = assignDepths(roots, opts);
  const rel = new Map<TidyNode, number>();
  const boxesOf = (n: TidyNode): Box[] => placeSubtree(n, depthOf, rel, opts);
  const rootOffsets = pack(roots.map(boxesOf), opts.rootGap, opts.rootGap);
  const out = new Map<TidyNode, TidyPlacement>();
  const visit = (n: TidyNode, b: number): void => {
    out.set(n, { b, d: depthOf.get(n)! });
    for (const c of n.children) visit(c, b + rel.get(c)!);
  };
  roots.forEach((r, i) => visit(r, rootOffsets[i]));
  let min = Infinity;
  for (const [n, p] of out) min = Math.min(min, p.b - n.b / 2 + (n.offset ?? 0));
  for (const p of out.values()) p.b -= min;
  return out;
}

function assignDepths(roots: TidyNode[], opts: TidyOptions): Map<TidyNode, number> {
  const out = new Map<TidyNode, number>();
  if (!opts.layered) {
    const walk = (n: TidyNode, d: number): void => {
      out.set(n, d);
      for (const c of n.children) walk(c, d + n.d + opts.levelGap);
    };
    roots.forEach((r) => walk(r, 0));
    return out;
  }
  const levelSize: number[] = [];
  const levelOf = new Map<TidyNode, number>();
  const walk = (n: TidyNode, level: number): void => {
    levelOf.set(n, level);
    if (levelSize[level] === undefined) levelSize[level] = 0;
    if (!n.freeDepth) levelSize[level] = Math.max(levelSize[level], n.d);
    for (const c of n.children) walk(c, level + 1);
  };
  roots.forEach((r) => walk(r, 0));
  const start: number[] = [];
  let acc = 0;
  levelSize.forEach((s, i) => { start[i] = acc; acc += s + opts.levelGap; });
  for (const [n, l] of levelOf) out.set(n, start[l]);
  return out;
}

/** Boxes of n's subtree relative to n's centre; records each child's offset from n in `rel`. */
function placeSubtree(n: TidyNode, depthOf: Map<TidyNode, number>, rel: Map<TidyNode, number>, opts: TidyOptions): Box[] {
  const d0 = depthOf.get(n)!;
  const off = n.offset ?? 0;
  const own: Box = { b0: -n.b / 2 + off, b1: n.b / 2 + off, d0, d1: d0 + n.d, root: true };
  if (!n.children.length) return [own];
  const childBoxes = n.children.map((c) => placeSubtree(c, depthOf, rel, opts));
  const offsets = pack(childBoxes, opts.siblingGap, opts.subtreeGap);
  if (opts.balanceMiddle) balance(offsets, opts.balanceMiddle);
  const centre = (offsets[0] + offsets[offsets.length - 1]) / 2;
  const out: Box[] = [own];
  let z0 = 0;
  let z1 = 0;
  let childTop = Infinity;
  n.children.forEach((c, i) => {
    const shift = offsets[i] - centre;
    rel.set(c, shift);
    for (const bx of childBoxes[i]) out.push({ b0: bx.b0 + shift, b1: bx.b1 + shift, d0: bx.d0, d1: bx.d1, root: false });
    // Links drop at a child's anchor, or down the near edge of a shifted box (a stack's trunk).
    z0 = Math.min(z0, shift + (c.offset ? c.offset - c.b / 2 : 0));
    z1 = Math.max(z1, shift);
    childTop = Math.min(childTop, depthOf.get(c)!);
  });
  // The band between parent and children where the links run: other subtrees must keep out of it too.
  if (childTop > own.d1) out.push({ b0: z0, b1: z1, d0: own.d1, d1: childTop, root: false });
  return out;
}

/** Moves the children on the near side of an off-centre middle child outwards, so it sits at the centre. */
function balance(offsets: number[], max: number): void {
  const k = offsets.length;
  if (k < 3 || k % 2 === 0) return;
  const m = (k - 1) / 2;
  const d = offsets[m] - (offsets[0] + offsets[k - 1]) / 2;
  if (Math.abs(d) < 0.01 || 2 * Math.abs(d) > max) return;
  for (let i = 0; i < k; i++) if ((d > 0 && i > m) || (d < 0 && i < m)) offsets[i] += 2 * d;
}

/**
 * Offsets for subtrees side by side in order. Pairwise minimum distances are difference constraints,
 * so the mean of the left-packed and right-packed solutions also satisfies them: small subtrees
 * between big ones end up evenly spread instead of pushed to one side (Walker's goal).
 */
function pack(trees: Box[][], siblingGap: number, subtreeGap: number): number[] {
  const k = trees.length;
  if (k === 0) return [];
  const need: number[][] = trees.map(() => new Array<number>(k).fill(-Infinity));
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) need[i][j] = separation(trees[i], trees[j], siblingGap, subtreeGap);
  }
  const left = new Array<number>(k).fill(0);
  for (let j = 1; j < k; j++) {
    let p = -Infinity;
    for (let i = 0; i < j; i++) p = Math.max(p, left[i] + need[i][j]);
    left[j] = p;
  }
  const right = new Array<number>(k).fill(0);
  right[k - 1] = left[k - 1];
  for (let i = k - 2; i >= 0; i--) {
    let p = Infinity;
    for (let j = i + 1; j < k; j++) p = Math.min(p, right[j] - need[i][j]);
    right[i] = p;
  }
  return left.map((l, i) => (l + right[i]) / 2);
}

/** Least distance between the origins of two subtrees so that no boxes sharing depth come closer than the gap. */
function separation(a: Box[], b: Box[], siblingGap: number, subtreeGap: number): number {
  let need = -Infinity;
  for (const p of a) {
    for (const q of b) {
      if (p.d0 >= q.d1 || q.d0 >= p.d1) continue;
      const gap = p.root && q.root ? siblingGap : subtreeGap;
      need = Math.max(need, p.b1 - q.b0 + gap);
    }
  }
  // Siblings share a depth, so this is only reached for empty-sized nodes: keep order anyway.
  return Number.isFinite(need) ? need : siblingGap;
}

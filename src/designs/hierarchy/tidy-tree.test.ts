// Tests of the tidy tree: no two boxes overlap, parents centred over children, symmetry, forests side by side.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tidyLayout, type TidyNode, type TidyOptions } from './tidy-tree.js';

const opts: TidyOptions = { siblingGap: 10, subtreeGap: 20, rootGap: 40, levelGap: 30, layered: true };

const leaf = (b = 40, d = 20): TidyNode => ({ b, d, children: [] });
const node = (children: TidyNode[], b = 40, d = 20): TidyNode => ({ b, d, children });

function all(roots: TidyNode[]): TidyNode[] {
  const out: TidyNode[] = [];
  const walk = (n: TidyNode) => { out.push(n); n.children.forEach(walk); };
  roots.forEach(walk);
  return out;
}

function boxes(roots: TidyNode[], o: TidyOptions) {
  const pos = tidyLayout(roots, o);
  return { pos, list: all(roots).map((n) => ({ n, x0: pos.get(n)!.b - n.b / 2 + (n.offset ?? 0), x1: pos.get(n)!.b + n.b / 2 + (n.offset ?? 0), y0: pos.get(n)!.d, y1: pos.get(n)!.d + n.d })) };
}

const arbTree: fc.Arbitrary<TidyNode> = fc.letrec<{ tree: TidyNode }>((tie) => ({
  tree: fc.record({
    b: fc.integer({ min: 8, max: 160 }),
    d: fc.integer({ min: 8, max: 90 }),
    children: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant<TidyNode[]>([]), fc.array(tie('tree'), { maxLength: 5 })),
  }),
})).tree;

describe('tidy tree', () => {
  it('never lets two boxes overlap, layered or not, balanced or not', () => {
    fc.assert(fc.property(fc.array(arbTree, { minLength: 1, maxLength: 3 }), fc.boolean(), fc.constantFrom(undefined, 60, 1000), (roots, layered, balanceMiddle) => {
      const o = { ...opts, layered, balanceMiddle };
      const { list } = boxes(roots, o);
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const a = list[i]; const b = list[j];
          const overlap = a.x0 < b.x1 - 1e-6 && b.x0 < a.x1 - 1e-6 && a.y0 < b.y1 - 1e-6 && b.y0 < a.y1 - 1e-6;
          expect(overlap).toBe(false);
        }
      }
      expect(Math.min(...list.map((x) => x.x0))).toBeCloseTo(0, 6);
    }), { seed: 7, numRuns: 150 });
  });

  it('centres each parent over its first and last child and puts children after it', () => {
    fc.assert(fc.property(arbTree, fc.boolean(), (root, layered) => {
      const { pos } = boxes([root], { ...opts, layered });
      for (const n of all([root])) {
        if (!n.children.length) continue;
        const first = pos.get(n.children[0])!.b;
        const last = pos.get(n.children[n.children.length - 1])!.b;
        expect(pos.get(n)!.b).toBeCloseTo((first + last) / 2, 6);
        for (const c of n.children) expect(pos.get(c)!.d).toBeGreaterThanOrEqual(pos.get(n)!.d + n.d + opts.levelGap - 1e-6);
      }
    }), { seed: 8, numRuns: 100 });
  });

  it('keeps siblings in order and spreads small subtrees between big ones evenly', () => {
    const big = () => node([leaf(), leaf(), leaf(), leaf()]);
    const root = node([big(), leaf(), leaf(), big()]);
    const { pos } = boxes([root], opts);
    const xs = root.children.map((c) => pos.get(c)!.b);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    // The two leaves sit symmetrically between the big subtrees.
    expect(xs[1] - xs[0]).toBeCloseTo(xs[3] - xs[2], 6);
  });

  it('aligns levels in layered mode and follows each parent otherwise', () => {
    const root = node([node([leaf()], 40, 60), node([leaf()], 40, 20)]);
    const layered = tidyLayout([root], opts);
    const [a, b] = root.children;
    expect(layered.get(a.children[0])!.d).toBe(layered.get(b.children[0])!.d);
    const free = tidyLayout([root], { ...opts, layered: false });
    expect(free.get(a.children[0])!.d).toBeGreaterThan(free.get(b.children[0])!.d);
  });

  it('places several roots side by side with the root gap', () => {
    const r1 = leaf(50); const r2 = leaf(70);
    const pos = tidyLayout([r1, r2], opts);
    expect(pos.get(r2)!.b - 35 - (pos.get(r1)!.b + 25)).toBeCloseTo(opts.rootGap, 6);
    expect(pos.get(r1)!.d).toBe(pos.get(r2)!.d);
  });

  it('puts an off-centre middle child under its parent when asked, within the limit', () => {
    const root = () => node([node([leaf(), leaf(), leaf()]), node([leaf(), leaf()]), leaf()]);
    const plain = root();
    const p = tidyLayout([plain], opts);
    expect(Math.abs(p.get(plain.children[1])!.b - p.get(plain)!.b)).toBeGreaterThan(1);
    const balanced = root();
    const q = tidyLayout([balanced], { ...opts, balanceMiddle: 200 });
    expect(q.get(balanced.children[1])!.b).toBeCloseTo(q.get(balanced)!.b, 6);
    const [a, , c] = balanced.children;
    expect(q.get(balanced)!.b).toBeCloseTo((q.get(a)!.b + q.get(c)!.b) / 2, 6);
    const limited = root();
    const r = tidyLayout([limited], { ...opts, balanceMiddle: 1 });
    expect(r.get(limited.children[1])!.b - r.get(limited)!.b).toBeCloseTo(p.get(plain.children[1])!.b - p.get(plain)!.b, 6);
  });
});

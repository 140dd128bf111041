// Crossing counts between two levels: the Fenwick-tree count equals counting every pair of segments.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossingsBetween, type Item, type Segment } from './layered-order.js';

/** Two segments cross when their ends are in opposite order on the two levels (shared ends do not cross). */
function bruteForce(segs: Segment[], pos: Int32Array): number {
  let c = 0;
  for (let i = 0; i < segs.length; i++) {
    for (let j = i + 1; j < segs.length; j++) {
      const a = segs[i]!; const b = segs[j]!;
      if ((pos[a.top]! - pos[b.top]!) * (pos[a.bottom]! - pos[b.bottom]!) < 0) c++;
    }
  }
  return c;
}

const levelsArb = fc.record({ upper: fc.integer({ min: 1, max: 12 }), lower: fc.integer({ min: 1, max: 12 }) }).chain(({ upper, lower }) => fc.record({
  upper: fc.constant(upper),
  lower: fc.constant(lower),
  links: fc.array(fc.tuple(fc.nat(upper - 1), fc.nat(lower - 1)), { maxLength: 40 }),
  upperOrder: fc.shuffledSubarray([...Array(upper).keys()], { minLength: upper, maxLength: upper }),
  lowerOrder: fc.shuffledSubarray([...Array(lower).keys()], { minLength: lower, maxLength: lower }),
  keepPositions: fc.boolean(),
}));

describe('crossingsBetween', () => {
  it('counts the crossings of any two levels, whatever their order', () => {
    fc.assert(fc.property(levelsArb, ({ upper, lower, links, upperOrder, lowerOrder, keepPositions }) => {
      const items: Item[] = [];
      for (let i = 0; i < upper; i++) items.push({ level: 0, w: 1, h: 1, kind: 'node', up: [], down: [] });
      for (let i = 0; i < lower; i++) items.push({ level: 1, w: 1, h: 1, kind: 'node', up: [], down: [] });
      const segs: Segment[] = links.map(([t, b], chain) => ({ top: t, bottom: upper + b, chain, topOff: 0, bottomOff: 0 }));
      segs.forEach((s, i) => { items[s.top]!.down.push(i); items[s.bottom]!.up.push(i); });
      const upperLevel = upperOrder;
      const lowerLevel = lowerOrder.map((i) => upper + i);
      const pos = new Int32Array(items.length);
      upperLevel.forEach((v, i) => { pos[v] = i; });
      lowerLevel.forEach((v, i) => { pos[v] = i; });
      // Positions that disagree with the array order of the upper level take the general path.
      const listed = keepPositions ? upperLevel : [...upperLevel].reverse();
      expect(crossingsBetween(listed, lowerLevel, items, segs, pos)).toBe(bruteForce(segs, pos));
    }), { numRuns: 500 });
  });
});

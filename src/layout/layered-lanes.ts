// Layered layout, swimlane variant of step 4: items of each lane stacked inside the lane's band across the flow.
import type { GraphInput } from './graph.js';
import type { Item } from './layered-order.js';

/**
 * Swimlane placement across the flow: each lane is a band as wide as its fullest level needs (or its minimum);
 * in every level a lane's items are stacked in order and centred in the band, so single steps line up.
 */
export function placeInLanes(levels: number[][], items: Item[], gap: (p: Item, q: Item) => number,
  lanes: NonNullable<GraphInput['lanes']>): { x: Float64Array; bands: { start: number; size: number }[] } {
  const x = new Float64Array(items.length);
  const need = new Array<number>(lanes.count).fill(0);
  const stacks = levels.map((level) => {
    const byLane = new Map<number, number[]>();
    for (const v of level) {
      const k = Math.min(lanes.count - 1, Math.max(0, items[v].lane ?? 0));
      if (!byLane.has(k)) byLane.set(k, []);
      byLane.get(k)!.push(v);
    }
    const sized = new Map<number, { list: number[]; offs: number[]; size: number }>();
    for (const [k, list] of byLane) {
      const offs: number[] = []; let cur = 0;
      list.forEach((v, i) => {
        if (i > 0) cur += gap(items[list[i - 1]], items[v]);
        offs.push(cur + items[v].w / 2);
        cur += items[v].w;
      });
      sized.set(k, { list, offs, size: cur });
      need[k] = Math.max(need[k], cur);
    }
    return sized;
  });
  const bands: { start: number; size: number }[] = [];
  let start = 0;
  for (let k = 0; k < lanes.count; k++) {
    const size = Math.max(lanes.minSize[k] ?? 0, need[k] + 2 * lanes.pad);
    bands.push({ start, size });
    start += size;
  }
  for (const sized of stacks) {
    for (const [k, st] of sized) {
      const first = bands[k].start + (bands[k].size - st.size) / 2;
      st.list.forEach((v, i) => { x[v] = first + st.offs[i]; });
    }
  }
  return { x, bands };
}

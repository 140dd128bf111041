// Radial mind map: mindmap content + params in, a Scene with the centre in the middle and branches around it out.
//
// First-level branches go to the right (clockwise from the top) and the left (continuing clockwise), each
// branch a tidy tree growing outward. Their roots sit on an ellipse round the centre, so branches near the
// top and bottom tuck in while those level with the centre stand clear of it; every branch keeps its own
// band of height, so subtrees never overlap, and the nearer branches stand farther out than the ones past
// them, so links from the centre never cross a branch.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { MindmapContent } from '../../spec/content/index.js';
import { buildForest, flatten, type TreeItem } from '../hierarchy/forest.js';
import { Bounds, spacingFactor, type Spacing } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import type { LayoutContext } from '../types.js';
import { branchLink, gapsFor, layoutBlock, type Block, type Box } from './branches.js';
import { drawTopic, lineColour, measureTopic, topicColours, type Topic } from './topic.js';

export type MindmapParams = { spacing: Spacing; show_descriptions: boolean };

interface Side { blocks: Block[]; sign: 1 | -1 }
interface Seat { block: Block; sign: 1 | -1; x: number; y: number; branch: number }

export function layoutMindmapRadial(content: MindmapContent, params: MindmapParams, ctx: LayoutContext): Scene {
  const f = spacingFactor(params.spacing);
  const roots = buildForest(content.nodes);
  const topics = measureAll(ctx, roots, params.show_descriptions);
  const centre = measureTopic(ctx, 0, content.center, undefined, undefined);
  const gaps = gapsFor(f);
  const blocks = roots.map((r) => layoutBlock(r, topics, gaps));
  const [right, left] = splitSides(blocks);
  const seats = [...seatSide({ blocks: right, sign: 1 }, centre, f), ...seatSide({ blocks: left, sign: -1 }, centre, f)];

  const links: SceneNode[] = [];
  const shapes: SceneNode[] = [];
  const bounds = new Bounds();
  const cBox = { x: -centre.w / 2, y: -centre.h / 2, w: centre.w, h: centre.h };
  bounds.add(cBox);
  for (const seat of seats) {
    const colour = ctx.theme.series[seat.branch % ctx.theme.series.length];
    const line = lineColour(ctx.theme, colour.fill);
    const abs = (b: Box): Box => ({ x: seat.sign > 0 ? seat.x + b.x : -(seat.x + b.x + b.w), y: seat.y + b.y, w: b.w, h: b.h });
    for (const it of flatten([seat.block.root])) {
      const box = abs(seat.block.boxes.get(it)!);
      bounds.add(box);
      const key = `node:${it.node.id}`;
      shapes.push(...drawTopic(ctx, topics.get(it)!, box.x, box.y, topicColours(ctx.theme, it.depth + 1, colour), key));
      const inner = { x: seat.sign > 0 ? box.x + 1 : box.x + box.w - 1, y: box.y + box.h / 2 };
      for (const c of it.children) {
        const cb = abs(seat.block.boxes.get(c)!);
        const from = { x: seat.sign > 0 ? box.x + box.w - 1 : box.x + 1, y: box.y + box.h / 2 };
        const to = { x: seat.sign > 0 ? cb.x + 1 : cb.x + cb.w - 1, y: cb.y + cb.h / 2 };
        links.push(branchLink(ctx, from, to, c.depth + 1, line, [key, `node:${c.node.id}`]));
      }
      if (it === seat.block.root) links.push(branchLink(ctx, { x: 0, y: 0 }, inner, 1, line, ['centre', key]));
    }
  }
  shapes.push(...drawTopic(ctx, centre, cBox.x, cBox.y, topicColours(ctx.theme, 0, ctx.theme.series[0]), 'centre'));
  const { body, size } = bounds.wrap([...links, ...shapes]);
  const n = topics.size;
  return frameScene(body, size, ctx, { title: content.title, description: `Mind map of "${content.center}" with ${n} ${n === 1 ? 'topic' : 'topics'}` });
}

export function measureAll(ctx: LayoutContext, roots: TreeItem[], showDesc: boolean, levelShift = 1): Map<TreeItem, Topic> {
  const out = new Map<TreeItem, Topic>();
  for (const it of flatten(roots)) {
    out.set(it, measureTopic(ctx, it.depth + levelShift, it.node.label, showDesc ? it.node.description : undefined, it.node.icon));
  }
  return out;
}

/** Right side takes branches from the start of the list until it holds about half of the total height. */
function splitSides(blocks: Block[]): [Block[], Block[]] {
  const h = blocks.map((b) => b.bottom - b.top);
  const total = h.reduce((s, v) => s + v, 0);
  let best = blocks.length;
  let bestDiff = Infinity;
  let acc = 0;
  for (let k = 1; k <= blocks.length; k++) {
    acc += h[k - 1];
    const diff = Math.abs(total - 2 * acc);
    if (diff < bestDiff - 1e-6) { bestDiff = diff; best = k; }
  }
  // Clockwise: the left side is read from the bottom up.
  return [blocks.slice(0, best), blocks.slice(best).reverse()];
}

function seatSide(side: Side, centre: Topic, f: number): Seat[] {
  if (!side.blocks.length) return [];
  const gap = 22 * f;
  const ys: number[] = [];
  let cursor = 0;
  for (const b of side.blocks) {
    ys.push(cursor - b.top);
    cursor += b.bottom - b.top + gap;
  }
  const height = cursor - gap;
  const shift = -height / 2;
  const rootY = ys.map((y) => y + shift);
  const r0 = centre.w / 2 + 64 * f;
  const minX = 30 * f;
  const reach = Math.max(...rootY.map(Math.abs)) + 60 * f;
  const clear = centre.h / 2 + 14 * f;
  const xs = side.blocks.map((b, i) => {
    const y = rootY[i];
    const nearCentre = y + b.top < clear && y + b.bottom > -clear;
    return nearCentre ? r0 : Math.max(minX, r0 * Math.sqrt(Math.max(0, 1 - (y / reach) ** 2)));
  });
  // Outward from the middle, x never grows: a link from the centre then passes inside every nearer branch.
  const order = side.blocks.map((_, i) => i).sort((a, b) => Math.abs(rootY[a]) - Math.abs(rootY[b]));
  for (let k = 1; k < order.length; k++) {
    const i = order[k];
    const nearer = order.slice(0, k).filter((j) => Math.sign(rootY[j]) === Math.sign(rootY[i]) || rootY[j] === 0);
    for (const j of nearer) xs[i] = Math.min(xs[i], xs[j]);
  }
  return side.blocks.map((block, i) => ({ block, sign: side.sign, x: xs[i], y: rootY[i], branch: block.root.branch }));
}

// One-sided mind map: mindmap content + params in, a Scene with the centre on the left and a tidy tree growing right out.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { MindmapContent } from '../../spec/content/index.js';
import { buildForest, flatten, type TreeItem } from '../hierarchy/forest.js';
import { Bounds, spacingFactor } from '../shared/blocks.js';
import type { LayoutContext } from '../types.js';
import { branchLink, gapsFor, layoutBlock, type Box } from './branches.js';
import { measureAll, titledScene, type MindmapParams } from './radial-layout.js';
import { centreRadius, drawTopic, lineColour, measureTopic, topicColours } from './topic.js';

export function layoutMindmapTree(content: MindmapContent, params: MindmapParams, ctx: LayoutContext): Scene {
  const f = spacingFactor(params.spacing);
  const roots = buildForest(content.nodes);
  const topics = measureAll(ctx, roots, params.show_descriptions);
  const centre: TreeItem = { node: { id: '', label: content.center }, children: roots, depth: -1, branch: 0 };
  topics.set(centre, measureTopic(ctx, 0, content.center, undefined, undefined));
  const gaps = gapsFor(f);
  const block = layoutBlock(centre, topics, { ...gaps, level: gaps.level * 1.25 }, true);
  const links: SceneNode[] = [];
  const shapes: SceneNode[] = [];
  const bounds = new Bounds();
  const keyOf = (it: TreeItem): string => (it === centre ? 'centre' : `node:${it.node.id}`);
  const visit = (it: TreeItem, branch: number): void => {
    const box = block.boxes.get(it)!;
    bounds.add(box);
    const colour = ctx.theme.series[branch % ctx.theme.series.length];
    shapes.push(...drawTopic(ctx, topics.get(it)!, box.x, box.y, topicColours(ctx.theme, it.depth + 1, colour), keyOf(it)));
    it.children.forEach((c, i) => {
      const b = it === centre ? i : branch;
      const cb = block.boxes.get(c)!;
      const from = it === centre ? spreadStart(box, ctx.theme.cornerRadius, i, it.children.length) : { x: box.x + box.w - 1, y: box.y + box.h / 2 };
      const to = { x: cb.x + 1, y: cb.y + cb.h / 2 };
      const line = lineColour(ctx.theme, ctx.theme.series[b % ctx.theme.series.length].fill);
      links.push(branchLink(ctx, from, to, c.depth + 1, line, [keyOf(it), keyOf(c)], undefined, it === centre ? 0.8 : 1));
      visit(c, b);
    });
  };
  visit(centre, 0);
  const { body, size } = bounds.wrap([...links, ...shapes]);
  const n = flatten(roots).length;
  return titledScene(body, size, ctx, content, `Mind map of "${content.center}" with ${n} ${n === 1 ? 'topic' : 'topics'}, as a tree`);
}

/**
 * Where the i-th of n links leaves the centre: spread down its right edge (one point would merge the thick
 * ribbons into a blob), on the rounded outline near the corners.
 */
function spreadStart(box: Box, cornerRadius: number, i: number, n: number): { x: number; y: number } {
  const mid = box.y + box.h / 2;
  if (n < 2) return { x: box.x + box.w - 1, y: mid };
  const span = Math.min(box.h - 10, 18 * (n - 1));
  const dy = -span / 2 + (span * i) / (n - 1);
  const r = centreRadius(box.h, cornerRadius);
  const past = Math.abs(dy) - (box.h / 2 - r);
  const inset = past > 0 ? r - Math.sqrt(Math.max(0, r * r - past * past)) : 0;
  return { x: box.x + box.w - 1 - inset, y: mid + dy };
}

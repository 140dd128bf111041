// One-sided mind map: mindmap content + params in, a Scene with the centre on the left and a tidy tree growing right out.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { MindmapContent } from '../../spec/content/index.js';
import { buildForest, flatten, type TreeItem } from '../hierarchy/forest.js';
import { Bounds, spacingFactor } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import type { LayoutContext } from '../types.js';
import { branchLink, gapsFor, layoutBlock } from './branches.js';
import { measureAll, type MindmapParams } from './radial-layout.js';
import { drawTopic, lineColour, measureTopic, topicColours } from './topic.js';

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
      // Links leave the centre from points spread down its edge, so thick ribbons don't merge into a blob.
      const spread = it === centre && it.children.length > 1 ? Math.min(5, (box.h - 16) / (it.children.length - 1)) : 0;
      const from = { x: box.x + box.w - 1, y: box.y + box.h / 2 + (i - (it.children.length - 1) / 2) * Math.max(0, spread) };
      const to = { x: cb.x + 1, y: cb.y + cb.h / 2 };
      const line = lineColour(ctx.theme, ctx.theme.series[b % ctx.theme.series.length].fill);
      links.push(branchLink(ctx, from, to, c.depth + 1, line, [keyOf(it), keyOf(c)]));
      visit(c, b);
    });
  };
  visit(centre, 0);
  const { body, size } = bounds.wrap([...links, ...shapes]);
  const n = flatten(roots).length;
  return frameScene(body, size, ctx, { title: content.title, description: `Mind map of "${content.center}" with ${n} ${n === 1 ? 'topic' : 'topics'}, as a tree` });
}

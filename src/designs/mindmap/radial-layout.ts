// Radial mind map: mindmap content + params in, a Scene with the centre in the middle and branches all round it out.
//
// radial-place.ts decides where each first-level branch goes (up, right, down or left of the centre, clockwise
// from the top); this file lays out each branch as a tidy tree in both orientations and draws topics and links.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { MindmapContent } from '../../spec/content/index.js';
import { buildForest, flatten, type TreeItem } from '../hierarchy/forest.js';
import { Bounds, spacingFactor, type Spacing } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import type { LayoutContext } from '../types.js';
import { branchLink, edgePoint, GROWTH, gapsFor, layoutLocal, linkPoints, orientBlock, ribbonWidths, verticalGapsFor } from './branches.js';
import { placeBranches } from './radial-place.js';
import { drawTopic, lineColour, measureTopic, topicColours, type Topic } from './topic.js';

export type MindmapParams = { spacing: Spacing; show_descriptions: boolean };

export function layoutMindmapRadial(content: MindmapContent, params: MindmapParams, ctx: LayoutContext): Scene {
  const f = spacingFactor(params.spacing);
  const roots = buildForest(content.nodes);
  const topics = measureAll(ctx, roots, params.show_descriptions);
  const centre = measureTopic(ctx, 0, content.center, undefined, undefined);
  const cBox = { x: -centre.w / 2, y: -centre.h / 2, w: centre.w, h: centre.h };
  const blocks = roots.map((r) => ({
    side: layoutLocal(r, topics, gapsFor(f), false),
    vertical: layoutLocal(r, topics, verticalGapsFor(f), true),
  }));
  const seats = placeBranches(ctx, blocks, cBox, f);

  const links: SceneNode[] = [];
  const shapes: SceneNode[] = [];
  const bounds = new Bounds();
  bounds.add(cBox);
  for (const seat of seats) {
    const root = seat.local.root;
    const colour = ctx.theme.series[root.branch % ctx.theme.series.length];
    const line = lineColour(ctx.theme, colour.fill);
    const { boxes } = orientBlock(seat.local, seat.dir, seat.anchor);
    const g = GROWTH[seat.dir];
    for (const it of flatten([root])) {
      const box = boxes.get(it)!;
      bounds.add(box);
      const key = `node:${it.node.id}`;
      shapes.push(...drawTopic(ctx, topics.get(it)!, box.x, box.y, topicColours(ctx.theme, it.depth + 1, colour), key));
      for (const c of it.children) {
        const from = edgePoint(box, seat.dir, true);
        const to = edgePoint(boxes.get(c)!, seat.dir, false);
        links.push(branchLink(ctx, from, to, c.depth + 1, line, [key, `node:${c.node.id}`], { start: g, end: g }));
      }
    }
    // The link from the centre, and its curve's samples in the bounds (its bulge may stand out of the boxes).
    const to = edgePoint(boxes.get(root)!, seat.dir, false);
    links.push(branchLink(ctx, { x: 0, y: 0 }, to, 1, line, ['centre', `node:${root.node.id}`], seat.tangents));
    const half = ribbonWidths(1, ctx.theme.strokeWidth)[0] / 2;
    for (const p of linkPoints(ctx, { x: 0, y: 0 }, to, seat.tangents)) bounds.add({ x: p.x - half, y: p.y - half, w: 2 * half, h: 2 * half });
  }
  shapes.push(...drawTopic(ctx, centre, cBox.x, cBox.y, topicColours(ctx.theme, 0, ctx.theme.series[0]), 'centre'));
  const { body, size } = bounds.wrap([...links, ...shapes]);
  const n = topics.size;
  return titledScene(body, size, ctx, content, `Mind map of "${content.center}" with ${n} ${n === 1 ? 'topic' : 'topics'}`);
}

/** Frames the map; a title that only repeats the centre's text is not drawn again (it stays the SVG's title). */
export function titledScene(body: SceneNode[], size: { width: number; height: number }, ctx: LayoutContext, content: MindmapContent, description: string): Scene {
  const norm = (s: string | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const repeats = norm(content.title) !== '' && norm(content.title) === norm(content.center);
  const scene = frameScene(body, size, ctx, { title: repeats ? undefined : content.title, description });
  return repeats ? { ...scene, title: content.title!.trim() } : scene;
}

export function measureAll(ctx: LayoutContext, roots: TreeItem[], showDesc: boolean, levelShift = 1): Map<TreeItem, Topic> {
  const out = new Map<TreeItem, Topic>();
  for (const it of flatten(roots)) {
    out.set(it, measureTopic(ctx, it.depth + levelShift, it.node.label, showDesc ? it.node.description : undefined, it.node.icon));
  }
  return out;
}


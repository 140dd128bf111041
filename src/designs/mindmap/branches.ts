// Mind map branches: a subtree of topics in, its tidy layout growing right (relative boxes) and tapered links out.
import type { SceneNode } from '../../scene/scene.js';
import type { TreeItem } from '../hierarchy/forest.js';
import { bezierPoints } from '../hierarchy/links.js';
import { tidyLayout, type TidyNode } from '../hierarchy/tidy-tree.js';
import type { LayoutContext } from '../types.js';
import { curvedRibbon, straightRibbon } from './ribbon.js';
import type { Topic } from './topic.js';

export interface Box { x: number; y: number; w: number; h: number }

export interface Gaps { level: number; sibling: number; subtree: number }

/** A branch laid out with its root's inner edge at x = 0 and its centre at y = 0. */
export interface Block {
  root: TreeItem;
  boxes: Map<TreeItem, Box>;
  top: number;
  bottom: number;
  right: number;
}

export function gapsFor(factor: number): Gaps {
  return { level: 34 * factor, sibling: 8 * factor, subtree: 14 * factor };
}

export function layoutBlock(root: TreeItem, topics: Map<TreeItem, Topic>, gaps: Gaps, layered = false): Block {
  const items = new Map<TidyNode, TreeItem>();
  const toTidy = (it: TreeItem): TidyNode => {
    const t = topics.get(it)!;
    const n: TidyNode = { b: t.h, d: t.w, children: it.children.map(toTidy) };
    items.set(n, it);
    return n;
  };
  const tidyRoot = toTidy(root);
  const placed = tidyLayout([tidyRoot], { siblingGap: gaps.sibling, subtreeGap: gaps.subtree, rootGap: gaps.subtree, levelGap: gaps.level, layered });
  const rootCentre = placed.get(tidyRoot)!.b;
  const boxes = new Map<TreeItem, Box>();
  let top = Infinity; let bottom = -Infinity; let right = 0;
  for (const [n, it] of items) {
    const p = placed.get(n)!;
    const box = { x: p.d, y: p.b - n.b / 2 - rootCentre, w: n.d, h: n.b };
    boxes.set(it, box);
    top = Math.min(top, box.y); bottom = Math.max(bottom, box.y + box.h); right = Math.max(right, box.x + box.w);
  }
  return { root, boxes, top, bottom, right };
}

/** Ribbon widths by the level of the link's child: thick near the centre, hairline at the leaves. */
export function ribbonWidths(level: number, strokeWidth: number): [number, number] {
  const k = strokeWidth / 1.5;
  if (level <= 1) return [9 * k, 3 * k];
  if (level === 2) return [3 * k, 1.6 * k];
  return [1.8 * k, 1.1 * k];
}

/**
 * A link from a parent's outer edge to a child's inner edge, `side` +1 growing right, -1 growing left.
 * Sketch themes draw plain curves: hachure fills make thin ribbons look like noise.
 */
export function branchLink(ctx: LayoutContext, from: { x: number; y: number }, to: { x: number; y: number }, level: number, colour: string, keys: [string, string]): SceneNode {
  const { theme } = ctx;
  const [w0, w1] = ribbonWidths(level, theme.strokeWidth);
  if (theme.sketch) {
    const dx = (to.x - from.x) * 0.5;
    const pts = theme.connector === 'straight' ? [from, to] : bezierPoints(from, { x: from.x + dx, y: from.y }, { x: to.x - dx, y: to.y }, to, 8);
    return {
      type: 'connector', points: pts, curve: pts.length > 2 ? 'smooth' : 'linear', start: 'none', end: 'none',
      stroke: colour, strokeWidth: Math.max(1.2, (w0 + w1) / 2.4), connects: keys,
    };
  }
  const d = theme.connector === 'straight' ? straightRibbon(from, to, w0, w1) : curvedRibbon(from, to, w0, w1);
  return { type: 'path', d, fill: colour, stroke: 'none' };
}

// Mind map branches: a subtree of topics in, its tidy layout growing in one of four directions and tapered links out.
import type { Point, SceneNode } from '../../scene/scene.js';
import type { TreeItem } from '../hierarchy/forest.js';
import { bezierPoints } from '../hierarchy/links.js';
import { tidyLayout, type TidyNode } from '../hierarchy/tidy-tree.js';
import type { LayoutContext } from '../types.js';
import { curvedRibbonThrough, straightRibbon } from './ribbon.js';
import type { Topic } from './topic.js';

export interface Box { x: number; y: number; w: number; h: number }

export interface Gaps { level: number; sibling: number; subtree: number }

/** Which way a branch grows from its root: sideways branches stack children, vertical ones set them side by side. */
export type Dir = 'right' | 'left' | 'up' | 'down';

export const GROWTH: Record<Dir, Point> = { right: { x: 1, y: 0 }, left: { x: -1, y: 0 }, up: { x: 0, y: -1 }, down: { x: 0, y: 1 } };

export const isVertical = (d: Dir): boolean => d === 'up' || d === 'down';

/** A branch laid out with its root's inner edge at x = 0 and its centre at y = 0 (growing right). */
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

/** Vertical branches set topics side by side, so siblings need more room across and less along. */
export function verticalGapsFor(factor: number): Gaps {
  return { level: 26 * factor, sibling: 12 * factor, subtree: 20 * factor };
}

export function layoutBlock(root: TreeItem, topics: Map<TreeItem, Topic>, gaps: Gaps, layered = false): Block {
  const b = orientBlock(layoutLocal(root, topics, gaps, false, layered), 'right', { x: 0, y: 0 });
  return { root, boxes: b.boxes, top: b.rect.y, bottom: b.rect.y + b.rect.h, right: b.rect.x + b.rect.w };
}

/**
 * A branch in its own frame: `d` along the growth direction from the root's inner edge, `b` across it from the
 * root's centre line; `dd`/`bb` are the box's sizes along and across.
 */
export interface LocalBox { d: number; b: number; dd: number; bb: number }
export interface LocalBlock { root: TreeItem; vertical: boolean; boxes: Map<TreeItem, LocalBox>; b0: number; b1: number; depth: number }

/**
 * Non-layered tidy layout: a child starts right after its parent, and the tidy tree keeps the band between a
 * parent and its children free of other subtrees, so links never cross a topic.
 */
export function layoutLocal(root: TreeItem, topics: Map<TreeItem, Topic>, gaps: Gaps, vertical: boolean, layered = false): LocalBlock {
  const items = new Map<TidyNode, TreeItem>();
  const toTidy = (it: TreeItem): TidyNode => {
    const t = topics.get(it)!;
    const n: TidyNode = { b: vertical ? t.w : t.h, d: vertical ? t.h : t.w, children: it.children.map(toTidy) };
    items.set(n, it);
    return n;
  };
  const tidyRoot = toTidy(root);
  const placed = tidyLayout([tidyRoot], { siblingGap: gaps.sibling, subtreeGap: gaps.subtree, rootGap: gaps.subtree, levelGap: gaps.level, layered });
  const rootCentre = placed.get(tidyRoot)!.b;
  const boxes = new Map<TreeItem, LocalBox>();
  let b0 = Infinity; let b1 = -Infinity; let depth = 0;
  for (const [n, it] of items) {
    const p = placed.get(n)!;
    const box = { d: p.d, b: p.b - n.b / 2 - rootCentre, dd: n.d, bb: n.b };
    boxes.set(it, box);
    b0 = Math.min(b0, box.b); b1 = Math.max(b1, box.b + box.bb); depth = Math.max(depth, box.d + box.dd);
  }
  return { root, vertical, boxes, b0, b1, depth };
}

/** The block's boxes in scene coordinates with the root's inner-edge middle at `anchor`, and their bounding rect. */
export function orientBlock(local: LocalBlock, dir: Dir, anchor: Point): { boxes: Map<TreeItem, Box>; rect: Box } {
  const boxes = new Map<TreeItem, Box>();
  for (const [it, l] of local.boxes) boxes.set(it, orientBox(l, dir, anchor));
  return { boxes, rect: orientBox({ d: 0, b: local.b0, dd: local.depth, bb: local.b1 - local.b0 }, dir, anchor) };
}

function orientBox(l: LocalBox, dir: Dir, p: Point): Box {
  switch (dir) {
    case 'right': return { x: p.x + l.d, y: p.y + l.b, w: l.dd, h: l.bb };
    case 'left': return { x: p.x - l.d - l.dd, y: p.y + l.b, w: l.dd, h: l.bb };
    case 'down': return { x: p.x + l.b, y: p.y + l.d, w: l.bb, h: l.dd };
    case 'up': return { x: p.x + l.b, y: p.y - l.d - l.dd, w: l.bb, h: l.dd };
  }
}

/** Middle of a box's edge facing against (inner) or along (outer) the growth direction, 1 px inside the box. */
export function edgePoint(box: Box, dir: Dir, outer: boolean): Point {
  const g = GROWTH[dir];
  const s = outer ? 1 : -1;
  return {
    x: box.x + box.w / 2 + g.x * s * (box.w / 2 - 1),
    y: box.y + box.h / 2 + g.y * s * (box.h / 2 - 1),
  };
}

/** Ribbon widths by the level of the link's child: thick near the centre, hairline at the leaves. */
export function ribbonWidths(level: number, strokeWidth: number): [number, number] {
  const k = strokeWidth / 1.5;
  if (level <= 1) return [9 * k, 3 * k];
  if (level === 2) return [3 * k, 1.6 * k];
  return [1.8 * k, 1.1 * k];
}

/** Unit tangents at both ends of a link; by default it leaves and arrives horizontally. */
export interface Tangents { start: Point; end: Point }

/** Control points of the cubic a link follows: each handle runs along its tangent for half the way along it. */
export function linkControls(from: Point, to: Point, t?: Tangents): [Point, Point] {
  const sx = Math.sign(to.x - from.x) || 1;
  const start = t?.start ?? { x: sx, y: 0 };
  const end = t?.end ?? { x: sx, y: 0 };
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const k0 = Math.abs(dx * start.x + dy * start.y) * 0.5;
  const k1 = Math.abs(dx * end.x + dy * end.y) * 0.5;
  return [{ x: from.x + start.x * k0, y: from.y + start.y * k0 }, { x: to.x - end.x * k1, y: to.y - end.y * k1 }];
}

/** The polyline a hand-drawn link is drawn through (and what overlap checks follow). */
export function linkPoints(ctx: LayoutContext, from: Point, to: Point, t?: Tangents): Point[] {
  if (ctx.theme.connector === 'straight') return [from, to];
  const [c1, c2] = linkControls(from, to, t);
  return bezierPoints(from, c1, c2, to, 8);
}

/**
 * A link from a parent's outer edge to a child's inner edge, its ribbon `thin` times the usual width. Sketch
 * themes draw plain curves: hachure fills make thin ribbons look like noise.
 */
export function branchLink(ctx: LayoutContext, from: Point, to: Point, level: number, colour: string, keys: [string, string], t?: Tangents, thin = 1): SceneNode {
  const { theme } = ctx;
  const [w0, w1] = ribbonWidths(level, theme.strokeWidth).map((w) => w * thin) as [number, number];
  if (theme.sketch) {
    const pts = linkPoints(ctx, from, to, t);
    return {
      type: 'connector', points: pts, curve: pts.length > 2 ? 'smooth' : 'linear', start: 'none', end: 'none',
      stroke: colour, strokeWidth: Math.max(1.2, (w0 + w1) / 2.4), connects: keys,
    };
  }
  if (theme.connector === 'straight') return { type: 'path', d: straightRibbon(from, to, w0, w1), fill: colour, stroke: 'none' };
  const [c1, c2] = linkControls(from, to, t);
  return { type: 'path', d: curvedRibbonThrough(from, c1, c2, to, w0, w1), fill: colour, stroke: 'none' };
}

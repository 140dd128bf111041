// Org chart layout: hierarchy content + params in, a top-down tidy-tree Scene with elbow connectors out.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { HierarchyContent } from '../../spec/content/index.js';
import { Bounds, spacingFactor, type Spacing } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import type { LayoutContext } from '../types.js';
import { buildForest, flatten, type TreeItem } from './forest.js';
import { commonWidth, drawOrgNode, measureOrgNode, type OrgBox, type OrgPaint } from './org-node.js';
import { tidyLayout, type TidyNode } from './tidy-tree.js';
import { treeLink } from './links.js';

export type OrgChartParams = {
  spacing: Spacing;
  show_descriptions: boolean;
  stack_leaves: 'auto' | 'always' | 'never';
};

/** Where the trunk of a leaf stack runs, from the parent's left edge, and the stub from trunk to leaf. */
const INDENT = 18;
const STUB = 16;

interface Placed { x: number; y: number; w: number; h: number }
interface Plan { pos: Map<TreeItem, Placed>; stacked: Set<TreeItem>; width: number; height: number }

export function layoutOrgChart(content: HierarchyContent, params: OrgChartParams, ctx: LayoutContext): Scene {
  const f = spacingFactor(params.spacing);
  const roots = buildForest(content.nodes);
  const all = flatten(roots);
  const width = commonWidth(ctx, all, params.show_descriptions);
  const boxes = new Map(all.map((it) => [it, measureOrgNode(ctx, it, width, params.show_descriptions)]));
  const stackable = (min: number) => new Set(all.filter((it) => it.children.length >= min && it.children.every((c) => !c.children.length)));

  let plan = arrange(roots, boxes, width, params.stack_leaves === 'always' ? stackable(2) : new Set(), f);
  if (params.stack_leaves === 'auto') {
    // Stack leaf groups only when the plain tree gets much wider than tall: big groups first.
    for (const min of [4, 3]) {
      if (!tooWide(plan)) break;
      const next = arrange(roots, boxes, width, stackable(min), f);
      if (next.width < plan.width) plan = next;
    }
  }
  const body = draw(ctx, roots, boxes, plan, f);
  const bounds = new Bounds();
  for (const p of plan.pos.values()) bounds.add(p);
  const { body: wrapped, size } = bounds.wrap(body);
  const n = all.length;
  return frameScene(wrapped, size, ctx, { title: content.title, description: `Org chart of ${n} ${n === 1 ? 'node' : 'nodes'} in ${roots.length} ${roots.length === 1 ? 'tree' : 'trees'}` });
}

function tooWide(plan: Plan): boolean {
  return plan.width > Math.max(1100, plan.height * 2);
}

function arrange(roots: TreeItem[], boxes: Map<TreeItem, OrgBox>, w: number, stacked: Set<TreeItem>, f: number): Plan {
  // Uniform rows: every box of a level is as tall as the tallest one (leaves in stacks excluded).
  const levelH: number[] = [];
  const stackLeafH = new Map<TreeItem, number>();
  const inStack = new Set([...stacked].flatMap((s) => s.children));
  for (const [it, box] of boxes) {
    if (!inStack.has(it)) levelH[it.depth] = Math.max(levelH[it.depth] ?? 0, box.h);
  }
  for (const s of stacked) stackLeafH.set(s, Math.max(...s.children.map((c) => boxes.get(c)!.h)));
  const stackGap = 10 * f;
  const tidy = new Map<TidyNode, TreeItem>();
  const stackNode = new Map<TreeItem, TidyNode>();
  const toTidy = (it: TreeItem): TidyNode => {
    let children: TidyNode[];
    if (stacked.has(it)) {
      const h = stackLeafH.get(it)!;
      const pseudo: TidyNode = {
        b: STUB + w, d: it.children.length * (h + stackGap) - stackGap, children: [], freeDepth: true, offset: INDENT + STUB / 2,
      };
      stackNode.set(it, pseudo);
      children = [pseudo];
    } else children = it.children.map(toTidy);
    const n: TidyNode = { b: w, d: levelH[it.depth] ?? boxes.get(it)!.h, children };
    tidy.set(n, it);
    return n;
  };
  const tidyRoots = roots.map(toTidy);
  const placed = tidyLayout(tidyRoots, { siblingGap: 22 * f, subtreeGap: 30 * f, rootGap: 64 * f, levelGap: 46 * f, layered: true, balanceMiddle: 1.5 * w });
  const pos = new Map<TreeItem, Placed>();
  for (const [n, it] of tidy) {
    const p = placed.get(n)!;
    pos.set(it, { x: p.b - w / 2, y: p.d, w, h: n.d });
  }
  for (const [parent, pseudo] of stackNode) {
    const p = placed.get(pseudo)!;
    const h = stackLeafH.get(parent)!;
    const left = pos.get(parent)!.x + INDENT + STUB;
    parent.children.forEach((c, i) => pos.set(c, { x: left, y: p.d + i * (h + stackGap), w, h }));
  }
  let maxX = 0;
  let maxY = 0;
  for (const p of pos.values()) { maxX = Math.max(maxX, p.x + p.w); maxY = Math.max(maxY, p.y + p.h); }
  return { pos, stacked, width: maxX, height: maxY };
}

function draw(ctx: LayoutContext, roots: TreeItem[], boxes: Map<TreeItem, OrgBox>, plan: Plan, f: number): SceneNode[] {
  const { theme } = ctx;
  const links: SceneNode[] = [];
  const nodes: SceneNode[] = [];
  // One tree: each department (child of the root) gets a colour; several trees: one colour per tree.
  const single = roots.length === 1;
  const visit = (it: TreeItem, branch: number): void => {
    const p = plan.pos.get(it)!;
    const colour = theme.series[branch % theme.series.length];
    let paint: OrgPaint;
    if (it.depth === 0) {
      paint = single
        ? { fill: theme.accent, stroke: theme.accent, text: theme.accentText, muted: theme.accentText }
        : { fill: colour.fill, stroke: colour.fill, text: colour.text, muted: colour.text };
    } else paint = { fill: theme.nodeFill, stroke: theme.nodeStroke, text: theme.nodeText, muted: theme.mutedText, strip: colour.fill };
    nodes.push(...drawOrgNode(ctx, boxes.get(it)!, p.x, p.y, p.w, p.h, paint, `node:${it.node.id}`));
    const keyOf = (c: TreeItem) => [`node:${it.node.id}`, `node:${c.node.id}`] as [string, string];
    if (plan.stacked.has(it)) {
      const trunkX = p.x + INDENT;
      for (const c of it.children) {
        const q = plan.pos.get(c)!;
        links.push(treeLink(ctx, [{ x: trunkX, y: p.y + p.h }, { x: trunkX, y: q.y + q.h / 2 }, { x: q.x, y: q.y + q.h / 2 }], keyOf(c)));
      }
    } else {
      for (const c of it.children) {
        const q = plan.pos.get(c)!;
        const busY = q.y - 23 * f;
        const px = p.x + p.w / 2;
        const cx = q.x + q.w / 2;
        links.push(treeLink(ctx, [{ x: px, y: p.y + p.h }, { x: px, y: busY }, { x: cx, y: busY }, { x: cx, y: q.y }], keyOf(c)));
      }
    }
    it.children.forEach((c, i) => visit(c, single && it.depth === 0 ? i : branch));
  };
  roots.forEach((r, i) => visit(r, i));
  return [...links, ...nodes];
}

// Lays out a numbered list: big numerals in coloured circles joined by a guide line, bold label and description beside.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { ListContent } from '../../spec/content/steps.js';
import { Bounds, type Spacing, block, evenBlock, hasIcon, iconNode, pushRun, r2, sizedStyle, smallStyle, spacingFactor, stackHeight } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { outline, seriesAt } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';

export type NumberedParams = { spacing: Spacing; show_descriptions: boolean; badge: 'number' | 'icon'; columns: number };

const TEXT_WIDTH = 420;

export function layoutNumbered(content: ListContent, params: NumberedParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const k = spacingFactor(params.spacing);
  const items = content.items;
  const numeral = sizedStyle(ctx, Math.round(theme.fontSize * 1.45), 700);
  const title = sizedStyle(ctx, Math.round(theme.fontSize * 1.1), 700);
  const numerals = items.map((_, i) => block(ctx, String(i + 1), 100, numeral));
  const D = Math.max(44, ...numerals.map((b) => b.width + 18), numerals[0]!.height + 12);
  const gapX = 16;
  const rowGap = 22 * k;
  const cols = Math.max(1, Math.min(params.columns, items.length));
  const textW = cols === 1 ? TEXT_WIDTH : 260;
  const rows = items.map((it) => {
    const label = block(ctx, it.label, textW, title);
    const desc = params.show_descriptions ? evenBlock(ctx, it.description, textW, smallStyle(ctx)) : block(ctx, '', 0, smallStyle(ctx));
    return { label, desc, h: Math.max(D, stackHeight([label, desc], 4)) };
  });
  const colW = D + gapX + Math.max(...rows.map((r) => Math.max(r.label.width, r.desc.width)));
  // Items run down the first column, then the next, so reading order stays top to bottom.
  const perCol = Math.ceil(items.length / cols);
  const nodes: SceneNode[] = [];
  const bounds = new Bounds();
  for (let c = 0; c < cols; c++) {
    const x = c * (colW + 40 * k);
    const slice = rows.slice(c * perCol, (c + 1) * perCol);
    const tops: number[] = [];
    let y = 0;
    for (const r of slice) { tops.push(y); y += r.h + rowGap; }
    // Guide lines join each badge to the next, stopping short of them (hand-drawn fills would show a line through).
    for (let j = 0; j + 1 < slice.length; j++) {
      const y0 = tops[j]! + D + 4, y1 = tops[j + 1]! - 4;
      if (y1 - y0 >= 6) nodes.push({ type: 'path', d: `M${r2(x + D / 2)} ${r2(y0)} L${r2(x + D / 2)} ${r2(y1)}`, stroke: theme.groupStroke, strokeWidth: 2, fill: 'none' });
    }
    slice.forEach((r, j) => {
      const i = c * perCol + j;
      const top = tops[j]!;
      const colour = seriesAt(theme, i);
      nodes.push({ type: 'ellipse', cx: r2(x + D / 2), cy: r2(top + D / 2), rx: D / 2, ry: D / 2, fill: colour.fill, stroke: outline(theme), strokeWidth: theme.strokeWidth, key: `item-${i}` });
      const iconId = items[i]!.icon;
      const icon = params.badge === 'icon' && hasIcon(ctx, iconId) ? iconNode(ctx, iconId, x + D / 2 - D * 0.28, top + D / 2 - D * 0.28, Math.round(D * 0.56), colour.text) : undefined;
      if (icon) nodes.push(icon);
      else pushRun(nodes, ctx, numerals[i]!, r2(x + D / 2), r2(top + (D - numerals[i]!.height) / 2), 'middle', colour.text);
      const th = stackHeight([r.label, r.desc], 4);
      // Short text centres on the badge; taller text starts level with the badge's top.
      const ty = th <= D ? top + (D - th) / 2 : top + 2;
      pushRun(nodes, ctx, r.label, r2(x + D + gapX), r2(ty), 'start', theme.text);
      pushRun(nodes, ctx, r.desc, r2(x + D + gapX), r2(ty + r.label.height + 4), 'start', theme.mutedText);
      bounds.add({ x, y: top, w: D + gapX + Math.max(r.label.width, r.desc.width), h: r.h });
    });
  }

  const { body, size } = bounds.wrap(nodes);
  return frameScene(body, size, ctx, { title: content.title, description: `Numbered list of ${items.length} items` });
}

// Lays out a card grid: one card per item with a coloured icon (or number) badge, bold label and description.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { ListContent } from '../../spec/content/steps.js';
import { Bounds, type Spacing, block, evenBlock, hasIcon, iconNode, labelStyle, pushRun, r2, sizedStyle, smallStyle, spacingFactor } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { outline, seriesAt } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';

export type CardsParams = { spacing: Spacing; show_descriptions: boolean; columns: 'auto' | number };

const CARD_WIDTH = 230;
const BADGE = 40;
const PAD = 16;

/** Columns that make a balanced grid: 4 → 2×2, 5–6 → 3 wide, 9 → 3×3, otherwise up to 4. */
export function autoColumns(n: number): number {
  if (n <= 3) return n;
  if (n === 4) return 2;
  if (n <= 6 || n === 9) return 3;
  return 4;
}

export function layoutCards(content: ListContent, params: CardsParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const k = spacingFactor(params.spacing);
  const items = content.items;
  const n = items.length;
  const cols = Math.max(1, Math.min(n, params.columns === 'auto' ? autoColumns(n) : params.columns));
  const gap = 18 * k;
  const inner = CARD_WIDTH - 2 * PAD;
  const cards = items.map((it, i) => ({
    label: block(ctx, it.label, inner, labelStyle(ctx, 700)),
    desc: params.show_descriptions ? evenBlock(ctx, it.description, inner, smallStyle(ctx)) : block(ctx, '', 0, smallStyle(ctx)),
    icon: hasIcon(ctx, it.icon),
    number: block(ctx, String(i + 1), BADGE, sizedStyle(ctx, Math.round(theme.fontSize * 1.15), 700)),
  }));
  const W = Math.max(CARD_WIDTH, ...cards.map((c) => Math.max(c.label.width, c.desc.width) + 2 * PAD));
  const textTop = PAD + BADGE + 12;
  const contentH = (c: (typeof cards)[number]): number => textTop + c.label.height + (c.desc.lines.length ? 6 + c.desc.height : 0) + PAD;
  // One height per row keeps the grid's rows aligned without stretching short rows to the tallest card.
  const rowsN = Math.ceil(n / cols);
  const rowH = Array.from({ length: rowsN }, (_, r) => Math.max(...cards.slice(r * cols, (r + 1) * cols).map(contentH)));
  const gridW = cols * W + (cols - 1) * gap;

  const nodes: SceneNode[] = [];
  const bounds = new Bounds();
  let y = 0;
  for (let r = 0; r < rowsN; r++) {
    const row = cards.slice(r * cols, (r + 1) * cols);
    // A short last row is centred under the full ones.
    const x0 = (gridW - (row.length * W + (row.length - 1) * gap)) / 2;
    row.forEach((c, j) => {
      const i = r * cols + j;
      const x = x0 + j * (W + gap);
      const colour = seriesAt(theme, i);
      nodes.push({ type: 'rect', x: r2(x), y: r2(y), w: r2(W), h: r2(rowH[r]!), r: theme.cornerRadius + 2, fill: theme.nodeFill, stroke: theme.nodeStroke, strokeWidth: theme.strokeWidth, key: `item-${i}`, role: 'node' });
      nodes.push({ type: 'ellipse', cx: r2(x + PAD + BADGE / 2), cy: r2(y + PAD + BADGE / 2), rx: BADGE / 2, ry: BADGE / 2, fill: colour.fill, stroke: outline(theme), strokeWidth: 1, role: 'decoration' });
      const icon = c.icon ? iconNode(ctx, items[i]!.icon, x + PAD + 10, y + PAD + 10, BADGE - 20, colour.text) : undefined;
      if (icon) nodes.push(icon);
      else pushRun(nodes, ctx, c.number, r2(x + PAD + BADGE / 2), r2(y + PAD + (BADGE - c.number.height) / 2), 'middle', colour.text);
      pushRun(nodes, ctx, c.label, r2(x + PAD), r2(y + textTop), 'start', theme.nodeText);
      pushRun(nodes, ctx, c.desc, r2(x + PAD), r2(y + textTop + c.label.height + 6), 'start', theme.mutedText);
      bounds.add({ x, y, w: W, h: rowH[r]! });
    });
    y += rowH[r]! + gap;
  }

  const { body, size } = bounds.wrap(nodes);
  return frameScene(body, size, ctx, { title: content.title, description: `Grid of ${n} cards` });
}

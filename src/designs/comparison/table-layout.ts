// Lays out a comparison table: options as columns under coloured headers, criteria (or pros/cons) as zebra rows.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { ComparisonContent } from '../../spec/content/comparison.js';
import { type Block, Bounds, type Spacing, block, labelStyle, pushRun, r2, smallStyle, spacingFactor, stackHeight } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { contrast, outline } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';
import { MARK, type Mark, type PointList, drawPointList, markNode, markOf, pointList } from './marks.js';

export type TableParams = { spacing: Spacing; show_descriptions: boolean };

type Cell = { kind: 'text'; text: Block } | { kind: 'mark'; mark: Mark } | { kind: 'list'; list: PointList };

const MARK_SIZE = 20;
const COL_GAP = 4;

export function layoutComparisonTable(content: ComparisonContent, params: TableParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const k = spacingFactor(params.spacing);
  const padX = 14;
  const padY = 9 * k;
  const options = content.options;
  const n = options.length;
  // Column width: wide enough for the longest header word and the content, within sensible bounds.
  const natural = options.map((o, j) => Math.max(
    ctx.text.width(o.label, labelStyle(ctx, 700)),
    ...content.criteria.map((c) => ctx.text.width(c.values[j] ?? '', labelStyle(ctx, 400))),
    ...(content.criteria.length ? [] : [...o.pros, ...o.cons].map((t) => ctx.text.width(t, smallStyle(ctx)) + MARK + 8)),
  ) + 1);
  const colW = Math.min(230, Math.max(130, ...natural.map((w) => w + 2 * padX)));
  const inner = colW - 2 * padX;

  const fromCriteria = content.criteria.length > 0;
  // A side no option has points on is left out rather than drawn as a row of dashes.
  const sides = (['pros', 'cons'] as const).filter((side) => options.some((o) => o[side].length > 0));
  const rowLabels = fromCriteria ? content.criteria.map((c) => c.label) : sides.map((s) => (s === 'pros' ? 'Pros' : 'Cons'));
  // Criteria named without any values make an empty grid to fill in, not a table of dashes.
  const blankGrid = fromCriteria && content.criteria.every((c) => c.values.every((v) => !v.trim()));
  const firstW = Math.min(200, Math.max(90, ...rowLabels.map((l) => ctx.text.width(l, labelStyle(ctx)) + 2 * padX + 1)));
  const labels = rowLabels.map((l) => block(ctx, l, firstW - 2 * padX, labelStyle(ctx)));
  const firstCol = Math.max(firstW, ...labels.map((l) => l.width + 2 * padX));

  const cells: Cell[][] = fromCriteria
    ? content.criteria.map((c) => c.values.map((v): Cell => {
      const mark = markOf(v);
      return mark ? { kind: 'mark', mark } : { kind: 'text', text: block(ctx, v || (blankGrid ? '' : '—'), inner, labelStyle(ctx, 400)) };
    }))
    : sides.map((side) => options.map((o): Cell => {
      const points = o[side];
      if (!points.length) return { kind: 'text', text: block(ctx, '—', inner, labelStyle(ctx, 400)) };
      return { kind: 'list', list: pointList(ctx, points.map((t) => ({ mark: side === 'pros' ? 'yes' : 'no', text: t })), inner) };
    }));
  const cellW = (c: Cell): number => (c.kind === 'text' ? c.text.width : c.kind === 'mark' ? MARK_SIZE : c.list.width);
  const cellH = (c: Cell): number => (c.kind === 'text' ? c.text.height : c.kind === 'mark' ? MARK_SIZE : c.list.height);
  const bodyCol = Math.max(colW, ...cells.flat().map((c) => cellW(c) + 2 * padX));
  const heads = options.map((o) => ({
    label: block(ctx, o.label, bodyCol - 2 * padX, labelStyle(ctx, 700)),
    desc: params.show_descriptions ? block(ctx, o.description, bodyCol - 2 * padX, smallStyle(ctx)) : block(ctx, '', 0, smallStyle(ctx)),
  }));
  // A header word longer than the column widens every column, keeping them equal.
  const col = Math.max(bodyCol, ...heads.map((h) => Math.max(h.label.width, h.desc.width) + 2 * padX));
  const headH = Math.max(...heads.map((h) => stackHeight([h.label, h.desc], 3))) + 2 * padY + 4;
  const rowHs = labels.map((l, i) => Math.max(l.height, ...cells[i]!.map(cellH), blankGrid ? l.height * 1.6 : 0) + 2 * padY);
  const colX = (j: number): number => firstCol + COL_GAP + j * (col + COL_GAP);
  const width = colX(n) - COL_GAP;

  const nodes: SceneNode[] = [];
  const bounds = new Bounds().add({ x: 0, y: 0, w: width, h: headH });
  heads.forEach((h, j) => {
    const colour = theme.series[j % theme.series.length]!;
    nodes.push({ type: 'rect', x: r2(colX(j)), y: 0, w: r2(col), h: r2(headH), r: theme.cornerRadius, fill: colour.fill, stroke: outline(theme), strokeWidth: theme.strokeWidth, key: `option-${j}` });
    const top = (headH - stackHeight([h.label, h.desc], 3)) / 2;
    pushRun(nodes, ctx, h.label, r2(colX(j) + col / 2), r2(top), 'middle', colour.text);
    pushRun(nodes, ctx, h.desc, r2(colX(j) + col / 2), r2(top + h.label.height + 3), 'middle', colour.text);
  });

  // Zebra stripes where the group fill shows against the page; hairlines where it would not (or would hatch).
  const striped = !theme.sketch && contrast(theme.groupFill, theme.background) >= 1.04;
  let y = headH + COL_GAP;
  labels.forEach((label, i) => {
    const h = rowHs[i]!;
    const zebra = striped && i % 2 === 1;
    const bg = zebra ? theme.groupFill : theme.background;
    if (zebra) nodes.push({ type: 'rect', x: 0, y: r2(y), w: r2(width), h: r2(h), r: Math.min(theme.cornerRadius, 6), fill: theme.groupFill, role: 'decoration' });
    if (!striped && i > 0) nodes.push({ type: 'path', d: `M0 ${r2(y)} L${r2(width)} ${r2(y)}`, stroke: theme.groupStroke, strokeWidth: 1, opacity: 0.6, fill: 'none' });
    const textFill = zebra ? theme.groupText : theme.text;
    pushRun(nodes, ctx, label, padX, r2(y + (h - label.height) / 2), 'start', textFill);
    cells[i]!.forEach((c, j) => {
      const cx = colX(j) + col / 2;
      if (c.kind === 'text') pushRun(nodes, ctx, c.text, r2(cx), r2(y + (h - c.text.height) / 2), 'middle', c.text.lines[0] === '—' ? theme.mutedText : textFill);
      else if (c.kind === 'mark') nodes.push(markNode(ctx, c.mark, cx - MARK_SIZE / 2, y + (h - MARK_SIZE) / 2, MARK_SIZE, bg));
      else drawPointList(nodes, ctx, c.list, colX(j) + padX, y + padY, bg, textFill);
    });
    y += h;
  });
  // A hairline under the last row closes the table when it ends on an unshaded row.
  nodes.push({ type: 'path', d: `M0 ${r2(y)} L${r2(width)} ${r2(y)}`, stroke: theme.groupStroke, strokeWidth: 1, fill: 'none' });
  bounds.add({ x: 0, y: 0, w: width, h: y });

  const { body, size } = bounds.wrap(nodes);
  const what = fromCriteria ? `${content.criteria.length} criteria` : 'pros and cons';
  return frameScene(body, size, ctx, { title: content.title, description: `Comparison table of ${n} options by ${what}` });
}

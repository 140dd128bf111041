// Lays out a donut: ring segments per part from 12 o'clock clockwise, share labels on wide segments, a legend and a centre total.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { ProportionContent } from '../../spec/content/proportion.js';
import { Bounds, type Spacing, balancedBlock, block, labelStyle, pushRun, r2, sizedStyle, smallStyle, spacingFactor } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { formatShares, formatValue, numbersUnknown, valuesAreShares } from '../shared/numbers.js';
import { annularSector, polar } from '../shared/plane.js';
import { outline, seriesAt } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';

export type DonutParams = { spacing: Spacing; center: 'total' | 'title' | 'none'; show_percent: boolean };

const RADIUS = 130;
const HOLE = 0.6;

export function layoutDonut(content: ProportionContent, params: DonutParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const k = spacingFactor(params.spacing);
  const parts = content.parts;
  const total = parts.reduce((s, p) => s + p.value, 0);
  const sharesGiven = valuesAreShares(content.unit, total);
  // Equal parts without a unit are shares nobody gave (the builtin model writes unknown shares so): no numbers.
  const unknown = numbersUnknown(content);
  const shareText = formatShares(parts.map((p) => (total > 0 ? p.value / total : 0)));
  const ro = RADIUS, ri = RADIUS * HOLE;
  const nodes: SceneNode[] = [];
  const bounds = new Bounds().add({ x: -ro, y: -ro, w: 2 * ro, h: 2 * ro });

  nodes.push({ type: 'path', d: annularSector(0, 0, ri, ro, 0, Math.PI * 2), fill: theme.groupFill, stroke: theme.groupStroke, strokeWidth: 1 });
  let a = -Math.PI / 2;
  const shareStyle = smallStyle(ctx, 700);
  parts.forEach((p, i) => {
    if (total <= 0 || p.value <= 0) return;
    const span = (p.value / total) * Math.PI * 2;
    const colour = seriesAt(theme, i);
    // A page-coloured stroke parts neighbouring segments; hand-drawn ones get an ink outline instead.
    const stroke = theme.sketch ? theme.nodeStroke : parts.length > 1 ? theme.background : 'none';
    nodes.push({ type: 'path', d: annularSector(0, 0, ri, ro, a, a + span), fill: colour.fill, stroke, strokeWidth: theme.sketch ? theme.strokeWidth : 2 });
    const share = block(ctx, sharesGiven ? formatValue(p.value, content.unit) : shareText[i]!, 80, shareStyle);
    const mid = polar(0, 0, (ri + ro) / 2, a + span / 2);
    // The share goes on the segment only when its box fits inside the ring there.
    if (params.show_percent && !unknown && share.width + 8 < (ro - ri) && span * ((ri + ro) / 2) > share.width + 14) {
      pushRun(nodes, ctx, share, r2(mid.x), r2(mid.y - share.height / 2), 'middle', colour.text);
    }
    a += span;
  });

  // Centre text shrinks (then wraps) until its box fits inside the hole with a margin.
  const fitsHole = (w: number, h: number): boolean => Math.hypot(w / 2, h / 2) <= ri - 8;
  const fitted = (text: string, scales: number[], weight: 400 | 600 | 700) => {
    for (const s of scales) {
      const style = sizedStyle(ctx, Math.round(theme.fontSize * s), weight);
      const b = balancedBlock(ctx, text, ri * 0.8, ri * 1.7, style, 3);
      if (fitsHole(b.width, b.height) || s === scales[scales.length - 1]) return b;
    }
    throw new Error('unreachable');
  };
  if (unknown && params.center === 'total') {
    // No total to show: the centre stays empty.
  } else if (params.center === 'total' || (params.center === 'title' && !content.title)) {
    const big = fitted(formatValue(total, content.unit), [2, 1.7, 1.45, 1.2, 1], 700);
    const cap = block(ctx, 'Total', ri, smallStyle(ctx));
    const h = big.height + 2 + cap.height;
    pushRun(nodes, ctx, big, 0, r2(-h / 2), 'middle', theme.text);
    pushRun(nodes, ctx, cap, 0, r2(-h / 2 + big.height + 2), 'middle', theme.mutedText);
  } else if (params.center === 'title') {
    const t = fitted(content.title!, [1.2, 1, 0.85], 700);
    pushRun(nodes, ctx, t, 0, r2(-t.height / 2), 'middle', theme.text);
  }

  // Legend: swatch, label, value and share in aligned columns, centred on the donut.
  const labels = parts.map((p) => block(ctx, p.label, 200, labelStyle(ctx, 400)));
  const values = parts.map((p) => block(ctx, unknown ? '' : formatValue(p.value, content.unit), 160, labelStyle(ctx, 700)));
  const shares = parts.map((_, i) => block(ctx, params.show_percent && total > 0 && !sharesGiven && !unknown ? shareText[i]! : '', 80, smallStyle(ctx)));
  const sw = 12;
  const lx = ro + 40 * k;
  const labelX = lx + sw + 10;
  const valueRight = labelX + Math.max(...labels.map((l) => l.width)) + 24 + Math.max(...values.map((v) => v.width));
  const shareW = Math.max(0, ...shares.map((s) => s.width));
  const shareRight = shareW ? valueRight + 12 + shareW : valueRight;
  const rowGap = 8 * k;
  const rowHs = labels.map((l, i) => Math.max(l.height, values[i]!.height));
  const legendH = rowHs.reduce((s, h) => s + h, 0) + (parts.length - 1) * rowGap;
  let y = -legendH / 2;
  parts.forEach((_, i) => {
    const h = rowHs[i]!;
    const colour = seriesAt(theme, i).fill;
    const lh = labels[i]!.lineHeight;
    nodes.push({ type: 'rect', x: r2(lx), y: r2(y + (lh - sw) / 2), w: sw, h: sw, r: 3, fill: colour, stroke: outline(theme), strokeWidth: 1, key: `part-${i}` });
    pushRun(nodes, ctx, labels[i]!, r2(labelX), r2(y), 'start', theme.text);
    pushRun(nodes, ctx, values[i]!, r2(valueRight), r2(y), 'end', theme.text);
    pushRun(nodes, ctx, shares[i]!, r2(shareRight), r2(y + (values[i]!.lineHeight - shares[i]!.lineHeight) / 2 + 1), 'end', theme.mutedText);
    y += h + rowGap;
  });
  bounds.add({ x: lx, y: -legendH / 2, w: shareRight - lx, h: legendH });

  const { body, size } = bounds.wrap(nodes);
  const title = params.center === 'title' ? undefined : content.title;
  return frameScene(body, size, ctx, { title, description: `Donut chart of ${parts.length} parts` });
}

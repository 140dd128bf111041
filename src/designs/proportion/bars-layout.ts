// Lays out proportion bars: one horizontal bar per part in the given order, scaled to the largest, value and share after its end.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { ProportionContent } from '../../spec/content/proportion.js';
import { Bounds, type Spacing, block, labelStyle, pushRun, r2, smallStyle, spacingFactor } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { formatShares, formatValue, numbersUnknown, valuesAreShares } from '../shared/numbers.js';
import { contrast, outline, seriesAt } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';

export type BarsParams = { spacing: Spacing; show_percent: boolean; single_color: boolean };

/** Length of the longest bar; the track runs on past it to hold that bar's value and share too. */
const BAR_MAX = 380;
const LABEL_MAX = 200;

export function layoutBars(content: ProportionContent, params: BarsParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const k = spacingFactor(params.spacing);
  const parts = content.parts;
  const total = parts.reduce((s, p) => s + p.value, 0);
  const max = Math.max(0, ...parts.map((p) => p.value));
  const labels = parts.map((p) => block(ctx, p.label, LABEL_MAX, labelStyle(ctx)));
  // Equal parts without a unit are shares nobody gave: the bars carry no numbers.
  const unknown = numbersUnknown(content);
  const values = parts.map((p) => block(ctx, unknown ? '' : formatValue(p.value, content.unit), 200, labelStyle(ctx, 700)));
  const sharesGiven = valuesAreShares(content.unit, total);
  const shareText = formatShares(parts.map((p) => (total > 0 ? p.value / total : 0)));
  const shares = parts.map((_, i) => block(ctx, params.show_percent && total > 0 && !sharesGiven && !unknown ? shareText[i]! : '', 100, smallStyle(ctx)));
  // Every value sits inside the track after its bar, the longest bar's too: a column is reserved for it.
  const tagW = (i: number): number => values[i]!.width + (shares[i]!.lines.length ? 8 + shares[i]!.width : 0);
  const trackW = BAR_MAX + Math.max(...parts.map((_, i) => tagW(i))) + 24;
  const labelW = Math.max(...labels.map((l) => l.width));
  const barH = Math.round(theme.fontSize * 1.9);
  const gapY = 14 * k;
  const trackX = labelW + 16;

  // A faint track shows the full scale, except where it would vanish or turn into hand-drawn hatching.
  const track = !theme.sketch && contrast(theme.groupFill, theme.background) >= 1.04;
  const nodes: SceneNode[] = [];
  const bounds = new Bounds();
  let y = 0;
  parts.forEach((p, i) => {
    const rowH = Math.max(labels[i]!.height, barH);
    const barY = y + (rowH - barH) / 2;
    const colour = params.single_color ? theme.accent : seriesAt(theme, i).fill;
    const w = max > 0 ? (BAR_MAX * p.value) / max : 0;
    pushRun(nodes, ctx, labels[i]!, r2(labelW), r2(y + (rowH - labels[i]!.height) / 2), 'end', theme.text);
    if (track) nodes.push({ type: 'rect', x: r2(trackX), y: r2(barY), w: r2(trackW), h: barH, r: Math.min(theme.cornerRadius, barH / 2), fill: theme.groupFill, role: 'decoration' });
    if (w >= 1) nodes.push({ type: 'rect', x: r2(trackX), y: r2(barY), w: r2(w), h: barH, r: Math.min(theme.cornerRadius, barH / 2, w / 2), fill: colour, stroke: outline(theme), strokeWidth: 1, key: `part-${i}` });
    // Value and share follow the bar's end, so the eye reads length and number together.
    const vx = trackX + Math.max(w, 0) + 10;
    const v = values[i]!, s = shares[i]!;
    pushRun(nodes, ctx, v, r2(vx), r2(barY + (barH - v.height) / 2), 'start', theme.text);
    pushRun(nodes, ctx, s, r2(vx + v.width + 8), r2(barY + (barH - v.height) / 2 + (v.height - s.height) / 2 + 1), 'start', theme.mutedText);
    bounds.add({ x: 0, y, w: Math.max(trackX + trackW, vx + v.width + (s.lines.length ? 8 + s.width : 0)), h: rowH });
    y += rowH + gapY;
  });

  const { body, size } = bounds.wrap(nodes);
  return frameScene(body, size, ctx, { title: content.title, description: `Bar chart of ${parts.length} parts` });
}

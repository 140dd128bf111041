// Lays out a funnel: stacked trapezoids narrowing down (by value or evenly), values beside, conversion rates between.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { FunnelContent } from '../../spec/content/steps.js';
import { Bounds, leaderLine, type Spacing, block, labelStyle, pushRun, r2, smallStyle, spacingFactor, stackHeight } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { formatPercent, formatValue } from '../shared/numbers.js';
import { outline, seriesAt } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';

export type FunnelParams = { spacing: Spacing; show_descriptions: boolean; show_conversion: boolean; proportional: boolean };

const TOP_WIDTH = 520;
const LABEL_WIDTH = 240;
const SIDE_WIDTH = 240;
/** Least narrowing per px of band height (both sides together), so every band keeps a visible slope. */
const TAPER = 0.5;

export function layoutFunnel(content: FunnelContent, params: FunnelParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const k = spacingFactor(params.spacing);
  const padX = 18;
  const padY = 10 * k;
  const gap = 5 * k;
  const minBand = 44 + 8 * k;
  const stages = content.stages;
  const n = stages.length;
  const values = stages.map((s) => s.value);
  const allValues = values.every((v) => v !== undefined);
  const vmax = Math.max(0, ...values.map((v) => v ?? 0));

  const labels = stages.map((s) => block(ctx, s.label, LABEL_WIDTH, labelStyle(ctx)));
  const sides = stages.map((s) => ({
    value: block(ctx, s.value === undefined ? '' : formatValue(s.value, content.unit), SIDE_WIDTH, labelStyle(ctx, 700)),
    desc: params.show_descriptions ? block(ctx, s.description, SIDE_WIDTH, smallStyle(ctx)) : block(ctx, '', 0, smallStyle(ctx)),
  }));

  const heights = stages.map((_, i) => Math.max(minBand, labels[i]!.height + 2 * padY, stackHeight([sides[i]!.value, sides[i]!.desc], 4) + 8));
  // Widths at the n+1 band boundaries: by value when every stage has one, else an even taper.
  const widths: number[] = [];
  for (let i = 0; i <= n; i++) {
    if (params.proportional && allValues && vmax > 0) widths.push(i < n ? (TOP_WIDTH * values[i]!) / vmax : widths[n - 1]! * 0.72);
    else widths.push(TOP_WIDTH * (1 - (0.64 * i) / n));
  }
  // Bottom up: every boundary holds the labels of the bands it touches (a band is narrowest at one of its
  // ends) and stays wider than the one below by a taper, so small stages keep the funnel shape instead of
  // turning into equal rectangles at the label-width floor.
  const need = labels.map((l) => l.width + 2 * padX);
  for (let i = n; i >= 0; i--) {
    const floor = Math.max(need[i] ?? 0, need[i - 1] ?? 0);
    const taper = i < n ? widths[i + 1]! + TAPER * heights[i]! : 0;
    widths[i] = Math.max(widths[i]!, floor, taper);
  }

  const tops: number[] = [];
  let y = 0;
  heights.forEach((h) => { tops.push(y); y += h + gap; });

  const nodes: SceneNode[] = [];
  const bounds = new Bounds();
  const maxW = Math.max(...widths);
  const sideX = maxW / 2 + 28;
  stages.forEach((_, i) => {
    const colour = seriesAt(theme, i);
    const y0 = tops[i]!, y1 = y0 + heights[i]!;
    const w0 = widths[i]! / 2, w1 = widths[i + 1]! / 2;
    const points = [{ x: -w0, y: y0 }, { x: w0, y: y0 }, { x: w1, y: y1 }, { x: -w1, y: y1 }].map((p) => ({ x: r2(p.x), y: r2(p.y) }));
    nodes.push({ type: 'polygon', points, fill: colour.fill, stroke: outline(theme), strokeWidth: theme.strokeWidth, key: `stage-${i}` });
    bounds.add({ x: -Math.max(w0, w1), y: y0, w: 2 * Math.max(w0, w1), h: heights[i]! });
    const label = labels[i]!;
    pushRun(nodes, ctx, label, 0, r2(y0 + (heights[i]! - label.height) / 2), 'middle', colour.text);

    const side = sides[i]!;
    const sideH = stackHeight([side.value, side.desc], 4);
    if (sideH) {
      const mid = y0 + heights[i]! / 2;
      const edge = (w0 + w1) / 2;
      nodes.push(leaderLine(ctx, edge + 8, mid, sideX - 10, mid));
      let ty = mid - sideH / 2;
      pushRun(nodes, ctx, side.value, r2(sideX), r2(ty), 'start', theme.text);
      if (side.value.lines.length) ty += side.value.height + 4;
      pushRun(nodes, ctx, side.desc, r2(sideX), r2(ty), 'start', theme.mutedText);
      bounds.add({ x: sideX, y: mid - sideH / 2, w: Math.max(side.value.width, side.desc.width), h: sideH });
    }

    const next = values[i + 1];
    const cur = values[i];
    if (params.show_conversion && i < n - 1 && cur !== undefined && next !== undefined && cur > 0) {
      // The rate sits in a pill against the funnel's left side at the seam it describes; a hooked arrow
      // (down, then on) says "this share carries on to the next stage" rather than "this much dropped".
      const text = block(ctx, formatPercent(next / cur), 120, smallStyle(ctx, 600));
      const arrow = 10;
      const pw = text.width + arrow + 6 + 16;
      const ph = Math.max(text.height + 6, 20);
      const seam = y1 + gap / 2;
      const py = seam - ph / 2;
      // The band above widens upwards, so its edge at the pill's top is the one to clear.
      const t = Math.min(1, Math.max(0, (py - y0) / heights[i]!));
      const edgeAtTop = w0 + (w1 - w0) * t;
      const px = -Math.max(edgeAtTop, widths[i + 1]! / 2) - 10 - pw;
      nodes.push({ type: 'rect', x: r2(px), y: r2(py), w: r2(pw), h: r2(ph), r: ph / 2, fill: theme.groupFill, stroke: theme.groupStroke, strokeWidth: 1, key: `rate-${i}` });
      const ax = px + 8, ay = seam;
      nodes.push({ type: 'path', d: `M${r2(ax + 1)} ${r2(ay - 5)} L${r2(ax + 1)} ${r2(ay + 1.5)} L${r2(ax + arrow - 3)} ${r2(ay + 1.5)}`, fill: 'none', stroke: theme.groupText, strokeWidth: 1.5 });
      nodes.push({ type: 'polygon', points: [{ x: r2(ax + arrow - 4), y: r2(ay - 2) }, { x: r2(ax + arrow), y: r2(ay + 1.5) }, { x: r2(ax + arrow - 4), y: r2(ay + 5) }], fill: theme.groupText, role: 'decoration' });
      pushRun(nodes, ctx, text, r2(px + 8 + arrow + 6), r2(seam - text.height / 2), 'start', theme.groupText);
      bounds.add({ x: px, y: py, w: pw, h: ph });
    }
  });
  if (sides.some((s) => s.value.lines.length || s.desc.lines.length)) bounds.addPoint(sideX, 0);

  const { body, size } = bounds.wrap(nodes);
  return frameScene(body, size, ctx, { title: content.title, description: `Funnel of ${n} stages` });
}

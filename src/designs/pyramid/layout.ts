// Lays out a pyramid: trapezoid bands cut from one triangle (top narrowest), labels inside, value and description beside.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { PyramidContent } from '../../spec/content/steps.js';
import { type Block, Bounds, leaderLine, type Spacing, block, labelStyle, pushRun, r2, smallStyle, spacingFactor, stackHeight } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { formatNumber } from '../shared/numbers.js';
import { accentShades, outline, seriesAt } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';

export type PyramidParams = { spacing: Spacing; show_descriptions: boolean; colors: 'series' | 'shades' };

/** Half-width grows by this much per px of height: sides at about 58° give a classic pyramid. */
const SLOPE = 0.62;
const SIDE_WIDTH = 250;

interface Band { label: Block; value: Block; desc: Block; y: number; h: number }

export function layoutPyramid(content: PyramidContent, params: PyramidParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const k = spacingFactor(params.spacing);
  const padX = 22;
  const padY = 10 * k;
  const gap = 4 * k;
  const minBand = 40 + 8 * k;
  const sideGap = 4;
  const levels = content.levels;
  const valueStyle = labelStyle(ctx, 700);
  const sides = levels.map((l) => ({
    value: block(ctx, l.value === undefined ? '' : formatNumber(l.value), SIDE_WIDTH, valueStyle),
    desc: params.show_descriptions ? block(ctx, l.description, SIDE_WIDTH, smallStyle(ctx)) : block(ctx, '', 0, smallStyle(ctx)),
  }));
  const hasSide = sides.some((s) => s.value.lines.length || s.desc.lines.length);

  // Half-width at the flat top; raised until every label fits at the height where its text begins.
  let top = 26;
  let bands: Band[] = [];
  for (let iter = 0; iter < 60; iter++) {
    bands = [];
    let y = 0;
    let deficit = 0;
    levels.forEach((l, i) => {
      const avail = 2 * (top + SLOPE * (y + padY)) - 2 * padX;
      // Wrapping narrower than this makes tall towers of words; widening the top instead reads better.
      const label = block(ctx, l.label, Math.max(avail, 150), labelStyle(ctx));
      const side = sides[i]!;
      const h = Math.max(minBand, label.height + 2 * padY, stackHeight([side.value, side.desc], sideGap) + 8);
      const textTop = y + (h - label.height) / 2;
      const room = 2 * (top + SLOPE * textTop) - 2 * padX;
      deficit = Math.max(deficit, (label.width - room) / 2);
      bands.push({ label, ...side, y, h });
      y += h + gap;
    });
    if (deficit <= 0.01) break;
    top += deficit + 1;
  }

  const half = (y: number): number => top + SLOPE * y;
  const nodes: SceneNode[] = [];
  const bounds = new Bounds();
  const last = bands[bands.length - 1]!;
  const baseHalf = half(last.y + last.h);
  const sideX = baseHalf + 28;
  const shades = params.colors === 'shades' ? accentShades(theme, bands.length) : undefined;
  const stroke = shades ? outline(theme, shades.map((c) => c.fill)) : outline(theme);
  bands.forEach((b, i) => {
    const colour = shades ? shades[i]! : seriesAt(theme, i);
    const y0 = b.y, y1 = b.y + b.h;
    const points = [
      { x: -half(y0), y: y0 }, { x: half(y0), y: y0 }, { x: half(y1), y: y1 }, { x: -half(y1), y: y1 },
    ].map((p) => ({ x: r2(p.x), y: r2(p.y) }));
    nodes.push({ type: 'polygon', points, fill: colour.fill, stroke, strokeWidth: theme.strokeWidth, key: `level-${i}` });
    bounds.add({ x: -half(y1), y: y0, w: 2 * half(y1), h: b.h });
    pushRun(nodes, ctx, b.label, 0, r2(y0 + (b.h - b.label.height) / 2), 'middle', colour.text);
    const sideH = stackHeight([b.value, b.desc], sideGap);
    if (!sideH) return;
    const mid = y0 + b.h / 2;
    // A dotted leader ties the note to its band across the widening gap.
    nodes.push(leaderLine(ctx, half(mid) + 8, mid, sideX - 10, mid));
    let ty = mid - sideH / 2;
    pushRun(nodes, ctx, b.value, r2(sideX), r2(ty), 'start', theme.text);
    if (b.value.lines.length) ty += b.value.height + sideGap;
    pushRun(nodes, ctx, b.desc, r2(sideX), r2(ty), 'start', theme.mutedText);
    bounds.add({ x: sideX, y: mid - sideH / 2, w: Math.max(b.value.width, b.desc.width), h: sideH });
  });
  if (hasSide) bounds.addPoint(sideX, 0);

  const { body, size } = bounds.wrap(nodes);
  return frameScene(body, size, ctx, { title: content.title, description: `Pyramid of ${levels.length} levels` });
}

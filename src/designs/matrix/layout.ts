// Lays out a 2×2 matrix: tinted quadrants with names in their outer corners, axes with low/high ends, labelled dots.
import type { Point, Scene, SceneNode } from '../../scene/scene.js';
import { type MatrixContent, QUADRANTS } from '../../spec/content/sets.js';
import { type Block, Bounds, type Rect, block, labelStyle, pushRun, r2, smallStyle, stackHeight } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { ensureContrast, mix } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';
import { DOT, type LabelSpot, findLabelSpot, offBoxes, separateDots, spreadInArea } from './placement.js';

export type MatrixParams = { quadrant_colors: boolean; show_descriptions: boolean };

type Quadrant = (typeof QUADRANTS)[number];
const PAD = 14;
const GUTTER = 3;
const ITEM_WIDTH = 140;

function quadrantOf(x: number, y: number): Quadrant {
  return y >= 0.5 ? (x < 0.5 ? 'top-left' : 'top-right') : (x < 0.5 ? 'bottom-left' : 'bottom-right');
}

interface Placed { dots: Point[]; spots: LabelSpot[]; nameRects: Map<Quadrant, Rect> }

export function layoutMatrix(content: MatrixContent, params: MatrixParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const names = new Map<Quadrant, { name: Block; desc: Block }>();
  for (const q of QUADRANTS) {
    const spec = content.quadrants[q];
    if (!spec) continue;
    names.set(q, {
      name: block(ctx, spec.label, 220, labelStyle(ctx, 700)),
      desc: params.show_descriptions ? block(ctx, spec.description, 220, smallStyle(ctx)) : block(ctx, '', 0, smallStyle(ctx)),
    });
  }
  const items = content.items.map((it) => ({ ...it, text: block(ctx, it.label, ITEM_WIDTH, smallStyle(ctx, 600)) }));
  // Where an item's dot belongs: exact x,y, else its quadrant's free area, else the centre (spread apart).
  const exact = items.map((it) => it.x !== undefined && it.y !== undefined);
  const itemQuadrant = items.map((it, i) => (exact[i] ? quadrantOf(it.x!, it.y!) : it.quadrant));

  const nameW = Math.max(0, ...[...names.values()].map((n) => Math.max(n.name.width, n.desc.width)));
  let side = Math.max(520, 2 * (nameW + 2 * PAD + 40));

  const place = (S: number): Placed | undefined => {
    const half = S / 2;
    const origin = (q: Quadrant): Point => ({ x: q.endsWith('left') ? 0 : half, y: q.startsWith('top') ? 0 : half });
    const nameRects = new Map<Quadrant, Rect>();
    for (const [q, n] of names) {
      const o = origin(q);
      const w = Math.max(n.name.width, n.desc.width);
      const h = stackHeight([n.name, n.desc], 3);
      const x = q.endsWith('left') ? o.x + PAD : o.x + half - PAD - w;
      const y = q.startsWith('top') ? o.y + PAD : o.y + half - PAD - h;
      nameRects.set(q, { x, y, w, h });
    }
    const dots: Point[] = items.map(() => ({ x: half, y: half }));
    for (const q of QUADRANTS) {
      const idx = items.map((_, i) => i).filter((i) => !exact[i] && itemQuadrant[i] === q);
      if (!idx.length) continue;
      const o = origin(q);
      const nr = nameRects.get(q);
      const top = q.startsWith('top') && nr ? nr.y + nr.h + 10 : o.y + PAD;
      const bottom = !q.startsWith('top') && nr ? nr.y - 10 : o.y + half - PAD;
      const cellH = Math.max(...idx.map((i) => items[i]!.text.height)) + 12;
      const cellW = Math.max(...idx.map((i) => items[i]!.text.width)) + 2 * DOT + 24;
      const spots = spreadInArea(idx.length, { x: o.x + PAD, y: top, w: half - 2 * PAD, h: bottom - top }, cellW, cellH);
      if (!spots) return undefined;
      idx.forEach((i, k) => { dots[i] = spots[k]!; });
    }
    const loose = items.map((_, i) => i).filter((i) => exact[i] || !itemQuadrant[i]);
    const inset = DOT + 3;
    // A dot never hides under a quadrant name: it steps out below a top name or above a bottom one.
    const off = offBoxes([...nameRects].map(([q, rect]) => ({ rect, down: q.startsWith('top') })), DOT + 4);
    const clearPts = separateDots(loose.map((i) => (exact[i] ? { x: items[i]!.x! * S, y: (1 - items[i]!.y!) * S } : { x: half, y: half })), 2 * DOT + 4, { x: inset, y: inset, w: S - 2 * inset, h: S - 2 * inset }, off);
    loose.forEach((i, k) => { dots[i] = clearPts[k]!; });

    const taken: Rect[] = [...nameRects.values(), ...dots.map((d) => ({ x: d.x - DOT - 1, y: d.y - DOT - 1, w: 2 * DOT + 2, h: 2 * DOT + 2 }))];
    const dividers = [{ x: half - GUTTER, y: 0, w: 2 * GUTTER, h: S }, { x: 0, y: half - GUTTER, w: S, h: 2 * GUTTER }];
    const spots: LabelSpot[] = [];
    for (let i = 0; i < items.length; i++) {
      const t = items[i]!.text;
      const own = taken.filter((r) => !(Math.abs(r.x + r.w / 2 - dots[i]!.x) < 0.01 && Math.abs(r.y + r.h / 2 - dots[i]!.y) < 0.01));
      const spot = findLabelSpot(dots[i]!, t.width, t.height, { x: 4, y: 4, w: S - 8, h: S - 8 }, own, dividers);
      if (!spot) return undefined;
      spots.push(spot);
      taken.push(spot.rect);
    }
    return { dots, spots, nameRects };
  };

  // Grow the plot until every item fits, then while growing still saves labels from needing a leader line.
  const leaders = (p: Placed): number => p.spots.filter((s) => s.leader).length;
  let placed = place(side);
  for (let i = 0; i < 40 && !placed; i++) { side *= 1.12; placed = place(side); }
  for (let i = 0; i < 6 && placed && leaders(placed) > 0; i++) {
    const bigger = place(side * 1.12);
    if (!bigger || leaders(bigger) >= leaders(placed)) break;
    side *= 1.12;
    placed = bigger;
  }
  if (!placed) throw new Error('matrix items cannot be placed');
  const S = side;
  const half = S / 2;

  const nodes: SceneNode[] = [];
  const bounds = new Bounds().add({ x: 0, y: 0, w: S, h: S });
  QUADRANTS.forEach((q, i) => {
    const x = q.endsWith('left') ? 0 : half + GUTTER;
    const y = q.startsWith('top') ? 0 : half + GUTTER;
    const fill = params.quadrant_colors ? mix(theme.background, theme.series[i % theme.series.length]!.fill, 0.13) : theme.groupFill;
    nodes.push({ type: 'rect', x: r2(x), y: r2(y), w: r2(half - GUTTER), h: r2(half - GUTTER), r: theme.cornerRadius, fill, stroke: params.quadrant_colors ? 'none' : theme.groupStroke, strokeWidth: 1, role: 'decoration', key: `quadrant-${q}` });
  });
  for (const [q, n] of names) {
    const r = placed.nameRects.get(q)!;
    const anchor = q.endsWith('left') ? 'start' : 'end';
    const x = anchor === 'start' ? r.x : r.x + r.w;
    pushRun(nodes, ctx, n.name, r2(x), r2(r.y), anchor, theme.text);
    pushRun(nodes, ctx, n.desc, r2(x), r2(r.y + n.name.height + 3), anchor, theme.mutedText);
  }

  // Axes run along the left and bottom edges and overshoot into arrow heads.
  const axisW = Math.max(1.5, theme.strokeWidth * 1.2);
  nodes.push({ type: 'connector', points: [{ x: 0, y: r2(S) }, { x: 0, y: -16 }], curve: 'linear', start: 'none', end: 'arrow', stroke: theme.edge, strokeWidth: axisW });
  nodes.push({ type: 'connector', points: [{ x: 0, y: r2(S) }, { x: r2(S + 16), y: r2(S) }], curve: 'linear', start: 'none', end: 'arrow', stroke: theme.edge, strokeWidth: axisW });
  bounds.addPoint(0, -16).addPoint(S + 16, S);
  axisLabels(nodes, bounds, content, ctx, S);

  items.forEach((it, i) => {
    const d = placed!.dots[i]!;
    const s = placed!.spots[i]!;
    const q = itemQuadrant[i] ?? quadrantOf(d.x / S, 1 - d.y / S);
    // Dots are small marks: they need 3:1 against their quadrant like any meaningful graphic.
    const qi = QUADRANTS.indexOf(q);
    const under = params.quadrant_colors ? mix(theme.background, theme.series[qi % theme.series.length]!.fill, 0.13) : theme.groupFill;
    const colour = ensureContrast(theme.series[qi % theme.series.length]!.fill, under, 3);
    if (s.leader) {
      const c = { x: s.rect.x + s.rect.w / 2, y: s.rect.y + s.rect.h / 2 };
      nodes.push({ type: 'path', d: `M${r2(d.x)} ${r2(d.y)} L${r2(c.x)} ${r2(c.y)}`, stroke: theme.edge, strokeWidth: 1, opacity: 0.6, fill: 'none' });
    }
    nodes.push({ type: 'ellipse', cx: r2(d.x), cy: r2(d.y), rx: DOT, ry: DOT, fill: colour, stroke: theme.background, strokeWidth: 1.5, key: `item-${i}` });
    const x = s.anchor === 'start' ? s.rect.x : s.anchor === 'end' ? s.rect.x + s.rect.w : s.rect.x + s.rect.w / 2;
    pushRun(nodes, ctx, it.text, r2(x), r2(s.rect.y), s.anchor, theme.text);
  });

  const { body, size } = bounds.wrap(nodes);
  return frameScene(body, size, ctx, { title: content.title, description: `2×2 matrix of ${content.x_axis.label} and ${content.y_axis.label} with ${items.length} items` });
}

/** Axis names and their low/high ends: x below the plot, y to its left (text is never rotated). */
function axisLabels(nodes: SceneNode[], bounds: Bounds, content: MatrixContent, ctx: LayoutContext, S: number): void {
  const { theme } = ctx;
  const small = smallStyle(ctx);
  const bold = labelStyle(ctx, 700);
  const xLow = block(ctx, content.x_axis.low, S / 3, small);
  const xHigh = block(ctx, content.x_axis.high, S / 3, small);
  const xName = block(ctx, content.x_axis.label, S / 2, bold);
  const row = S + 10;
  pushRun(nodes, ctx, xLow, 0, r2(row), 'start', theme.mutedText);
  pushRun(nodes, ctx, xHigh, r2(S), r2(row), 'end', theme.mutedText);
  bounds.add({ x: 0, y: row, w: xLow.width, h: xLow.height }).add({ x: S - xHigh.width, y: row, w: xHigh.width, h: xHigh.height });
  const room = S - 2 * Math.max(xLow.width, xHigh.width) - 32;
  const nameTop = xName.width <= room ? row : row + Math.max(xLow.height, xHigh.height) + 6;
  pushRun(nodes, ctx, xName, r2(S / 2), r2(nameTop), 'middle', theme.text);
  bounds.add({ x: S / 2 - xName.width / 2, y: nameTop, w: xName.width, h: xName.height });

  const yLow = block(ctx, content.y_axis.low, 110, small);
  const yHigh = block(ctx, content.y_axis.high, 110, small);
  const yName = block(ctx, content.y_axis.label, 120, bold);
  const right = -12;
  pushRun(nodes, ctx, yHigh, right, 0, 'end', theme.mutedText);
  pushRun(nodes, ctx, yLow, right, r2(S - yLow.height), 'end', theme.mutedText);
  const nameY = Math.min(Math.max(S / 2 - yName.height / 2, yHigh.height + 8), S - yLow.height - 8 - yName.height);
  pushRun(nodes, ctx, yName, right, r2(nameY), 'end', theme.text);
  const w = Math.max(yLow.width, yHigh.width, yName.width);
  bounds.add({ x: right - w, y: Math.min(0, nameY), w, h: 1 });
}

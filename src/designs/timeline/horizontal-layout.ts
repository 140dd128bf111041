// Horizontal timeline: timeline content + params in, a Scene with dates on an axis and cards alternating above/below out.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { TimelineContent } from '../../spec/content/index.js';
import { Bounds, spacingFactor, type Spacing } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import type { LayoutContext } from '../types.js';
import { drawCard, drawPill, measureCards, measurePill, stemColour, type Card, type Pill } from './card.js';

export type HorizontalTimelineParams = { spacing: Spacing; show_descriptions: boolean; wrap: boolean };

/** Events per axis row before a long timeline continues on a new row. */
const PER_ROW = 8;

export function layoutTimelineHorizontal(content: TimelineContent, params: HorizontalTimelineParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const f = spacingFactor(params.spacing);
  const events = content.events;
  const { w, cards } = measureCards(ctx, events, 180, 210, params.show_descriptions);
  const pills = events.map((e) => measurePill(ctx, e.date));
  const maxPill = Math.max(...pills.map((p) => p.w));
  // Cards on one side are two steps apart; pills on the axis are one step apart.
  const step = Math.max((w + 24 * f) / 2, maxPill + 14 * f);
  const rowCount = params.wrap ? Math.ceil(events.length / PER_ROW) : 1;
  const perRow = Math.ceil(events.length / rowCount);
  const stem = 22 * f;

  const nodes: SceneNode[] = [];
  const axes: SceneNode[] = [];
  const bounds = new Bounds();
  let top = 0;
  for (let r = 0; r < rowCount; r++) {
    const idx = events.map((_, i) => i).slice(r * perRow, (r + 1) * perRow);
    const above = idx.filter((i) => i % 2 === 0);
    const below = idx.filter((i) => i % 2 === 1);
    // Cards on one side of a row share a height, so their outer edges line up.
    const upH = Math.max(0, ...above.map((i) => cards[i].h));
    const downH = Math.max(0, ...below.map((i) => cards[i].h));
    const pillH = Math.max(...idx.map((i) => pills[i].h));
    const axisY = top + (upH ? upH + stem : 0) + pillH / 2;
    const x0 = w / 2;
    const xs = idx.map((_, k) => x0 + k * step);
    const last = r === rowCount - 1;
    const axisFrom = xs[0] - w / 2 - 8;
    const axisTo = xs[xs.length - 1] + w / 2 + (last ? 18 : 8);
    const gaps = idx.map((i, k) => [xs[k] - pills[i].w / 2, xs[k] + pills[i].w / 2] as [number, number]);
    axes.push(axisLine(axisFrom, axisTo, axisY, theme.edge, theme.strokeWidth * 1.6, last, gaps));
    bounds.add({ x: axisFrom, y: axisY - 6, w: axisTo - axisFrom + 2, h: 12 });
    idx.forEach((i, k) => {
      const colour = theme.series[i % theme.series.length];
      const up = i % 2 === 0;
      const card: Card = { ...cards[i], h: up ? upH : downH };
      const pill: Pill = pills[i];
      const x = xs[k];
      const cardY = up ? axisY - pillH / 2 - stem - card.h : axisY + pillH / 2 + stem;
      const stemFrom = up ? axisY - pill.h / 2 : axisY + pill.h / 2;
      const stemTo = up ? cardY + card.h : cardY;
      axes.push({ type: 'path', d: `M${r2(x)} ${r2(stemFrom)} L${r2(x)} ${r2(stemTo)}`, stroke: stemColour(theme, colour.fill), strokeWidth: theme.strokeWidth * 1.3, fill: 'none' });
      nodes.push(...drawCard(ctx, card, x - w / 2, cardY, colour, `event:${i}`));
      nodes.push(...drawPill(ctx, pill, x, axisY, colour.fill, colour.text, `date:${i}`));
      bounds.add({ x: x - w / 2, y: cardY, w, h: card.h });
      bounds.add({ x: x - pill.w / 2, y: axisY - pill.h / 2, w: pill.w, h: pill.h });
    });
    top = axisY + pillH / 2 + (downH ? stem + downH : 0) + 40 * f;
  }
  const { body, size } = bounds.wrap([...axes, ...nodes]);
  const n = events.length;
  return frameScene(body, size, ctx, { title: content.title, description: `Timeline of ${n} ${n === 1 ? 'event' : 'events'} from ${events[0].date} to ${events[n - 1].date}` });
}

/**
 * The axis: a thick line broken where the date pills sit (hand-drawn fills are hatched, and a line showing
 * through would run under the date), with an arrow tip on the last row to say time runs on.
 */
export function axisLine(x0: number, x1: number, y: number, colour: string, width: number, arrow: boolean, gaps: [number, number][]): SceneNode {
  let d = '';
  let at = x0;
  for (const [g0, g1] of [...gaps].sort((a, b) => a[0] - b[0])) {
    if (g0 > at) d += `M${r2(at)} ${r2(y)} L${r2(g0)} ${r2(y)} `;
    at = Math.max(at, g1);
  }
  if (x1 > at) d += `M${r2(at)} ${r2(y)} L${r2(x1)} ${r2(y)}`;
  const tip = arrow ? ` M${r2(x1 - 10)} ${r2(y - 6)} L${r2(x1)} ${r2(y)} L${r2(x1 - 10)} ${r2(y + 6)}` : '';
  return { type: 'path', d: `${d.trim()}${tip}`, stroke: colour, strokeWidth: width, fill: 'none' };
}

function r2(v: number): number {
  return Math.round(v * 100) / 100;
}

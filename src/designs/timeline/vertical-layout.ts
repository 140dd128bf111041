// Vertical timeline: timeline content + params in, a Scene with an axis running down and cards beside it out.
//
// 'center': dates as pills on a middle axis, cards alternating right and left; a card may start beside the
// previous one on the other side, so the column stays compact. 'left': the axis near the left, dates in a
// column before it, every card to its right.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { TimelineContent } from '../../spec/content/index.js';
import { Bounds, pushRun, spacingFactor, type Spacing } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import type { LayoutContext } from '../types.js';
import { drawCard, drawPill, measureCards, measurePill, stemColour, titleMiddle } from './card.js';

export type VerticalTimelineParams = { spacing: Spacing; show_descriptions: boolean; axis: 'center' | 'left' };

export function layoutTimelineVertical(content: TimelineContent, params: VerticalTimelineParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const f = spacingFactor(params.spacing);
  const events = content.events;
  const { w, cards } = measureCards(ctx, events, 220, 280, params.show_descriptions);
  const pills = events.map((e) => measurePill(ctx, e.date));
  const gap = 18 * f;
  const nodes: SceneNode[] = [];
  const lines: SceneNode[] = [];
  const bounds = new Bounds();
  const ys: number[] = [];
  const centre = params.axis === 'center';
  // Left mode shows dates as text in a column; centre mode as pills on the axis.
  const dateCol = centre ? 0 : Math.max(...pills.map((p) => p.text.width));
  const half = centre ? Math.max(...pills.map((p) => p.w)) / 2 : 7;
  const cardGap = 26 * f;
  const sideBottom = [-Infinity, -Infinity];
  let prevMarker = -Infinity;
  events.forEach((_, i) => {
    const c = cards[i];
    const side = centre ? i % 2 : 0;
    const mid = titleMiddle(ctx, c);
    const markH = centre ? pills[i].h : Math.max(14, pills[i].text.height);
    const prevMarkH = i > 0 ? (centre ? pills[i - 1].h : Math.max(14, pills[i - 1].text.height)) : 0;
    let y = Math.max(sideBottom[side] + gap + mid, prevMarker + (prevMarkH + markH) / 2 + 12 * f, mid);
    if (!centre) y = Math.max(y, mid);
    ys.push(y);
    prevMarker = y;
    sideBottom[side] = y - mid + c.h;
    if (!centre) sideBottom[0] = Math.max(sideBottom[0], y - pills[i].text.lineHeight / 2 + pills[i].text.height);
  });
  const axisX = centre ? 0 : dateCol + 16;
  const endY = Math.max(...events.map((_, i) => ys[i] - titleMiddle(ctx, cards[i]) + cards[i].h));
  // In centre mode the axis breaks at each date pill, so no line runs under the date (hatched sketch fills).
  const breaks = centre ? ys.map((y, i) => [y - pills[i].h / 2, y + pills[i].h / 2]) : [];
  let d = '';
  let at = Math.min(0, ys[0] - 20);
  for (const [b0, b1] of breaks) {
    if (b0 > at) d += `M${axisX} ${r2(at)} L${axisX} ${r2(b0)} `;
    at = Math.max(at, b1);
  }
  d += `M${axisX} ${r2(at)} L${axisX} ${r2(endY + 16)}`;
  lines.push({ type: 'path', d, stroke: theme.edge, strokeWidth: theme.strokeWidth * 1.6, fill: 'none' });
  bounds.add({ x: axisX - 2, y: Math.min(0, ys[0] - 20), w: 4, h: endY + 16 });
  events.forEach((_, i) => {
    const c = cards[i];
    const colour = theme.series[i % theme.series.length];
    const y = ys[i];
    const right = !centre || i % 2 === 0;
    const cardX = right ? axisX + half + cardGap : axisX - half - cardGap - w;
    const cardY = y - titleMiddle(ctx, c);
    const from = right ? axisX + half : axisX - half;
    const to = right ? cardX : cardX + w;
    lines.push({ type: 'path', d: `M${r2(from)} ${r2(y)} L${r2(to)} ${r2(y)}`, stroke: stemColour(theme, colour.fill), strokeWidth: theme.strokeWidth * 1.3, fill: 'none' });
    nodes.push(...drawCard(ctx, c, cardX, cardY, colour, `event:${i}`));
    bounds.add({ x: cardX, y: cardY, w, h: c.h });
    if (centre) {
      nodes.push(...drawPill(ctx, pills[i], axisX, y, colour.fill, colour.text, `date:${i}`));
      bounds.add({ x: axisX - pills[i].w / 2, y: y - pills[i].h / 2, w: pills[i].w, h: pills[i].h });
    } else {
      nodes.push({ type: 'ellipse', cx: axisX, cy: y, rx: 7, ry: 7, fill: colour.fill, stroke: theme.background, strokeWidth: 2, key: `date:${i}`, role: 'node' });
      const t = pills[i].text;
      pushRun(nodes, ctx, t, dateCol, y - t.lineHeight / 2, 'end', theme.mutedText);
      bounds.add({ x: 0, y: y - t.lineHeight / 2, w: dateCol, h: t.height });
    }
  });
  const { body, size } = bounds.wrap([...lines, ...nodes]);
  const n = events.length;
  return frameScene(body, size, ctx, { title: content.title, description: `Timeline of ${n} ${n === 1 ? 'event' : 'events'} from ${events[0].date} to ${events[n - 1].date}` });
}

function r2(v: number): number {
  return Math.round(v * 100) / 100;
}

// Lays out pros and cons: one card per option (coloured header, pros with checks, cons with crosses), sections aligned.
import type { Scene, SceneNode } from '../../scene/scene.js';
import type { ComparisonContent } from '../../spec/content/comparison.js';
import { Bounds, type Spacing, block, labelStyle, pushRun, r2, smallStyle, spacingFactor, stackHeight } from '../shared/blocks.js';
import { frameScene } from '../shared/frame.js';
import { hueSat, tone } from '../shared/tones.js';
import type { LayoutContext } from '../types.js';
import { type PointList, drawPointList, pointList } from './marks.js';

export type ProsConsParams = { spacing: Spacing; show_descriptions: boolean };

const CARD_MIN = 210;
const CARD_MAX = 270;

export function layoutProsCons(content: ComparisonContent, params: ProsConsParams, ctx: LayoutContext): Scene {
  const { theme } = ctx;
  const k = spacingFactor(params.spacing);
  const pad = 14;
  const inset = 6;
  const gap = 20 * k;
  const sectionGap = 14 * k;
  const options = content.options;
  const small = smallStyle(ctx);
  // One width for every card: the widest header word or point, within bounds.
  const natural = options.flatMap((o) => [
    ctx.text.width(o.label, labelStyle(ctx, 700)) + 2 * (pad + inset) + 1,
    ...[...o.pros, ...o.cons].map((p) => ctx.text.width(p, small) + 24 + 2 * pad + 1),
  ]);
  const cardW = Math.min(CARD_MAX, Math.max(CARD_MIN, ...natural));
  const inner = cardW - 2 * pad;

  const cards = options.map((o) => {
    const label = block(ctx, o.label, cardW - 2 * (pad + inset), labelStyle(ctx, 700));
    const desc = params.show_descriptions ? block(ctx, o.description, cardW - 2 * (pad + inset), small) : block(ctx, '', 0, small);
    const pros: PointList = pointList(ctx, o.pros.map((t) => ({ mark: 'yes' as const, text: t })), inner);
    const cons: PointList = pointList(ctx, o.cons.map((t) => ({ mark: 'no' as const, text: t })), inner);
    return { label, desc, pros, cons };
  });
  const cw = Math.max(cardW, ...cards.map((c) => Math.max(c.label.width + 2 * (pad + inset), c.pros.width + 2 * pad, c.cons.width + 2 * pad)));
  const heading = smallStyle(ctx, 700);
  const prosHead = block(ctx, 'PROS', 200, heading);
  const consHead = block(ctx, 'CONS', 200, heading);
  const none = block(ctx, '—', 100, small);
  const listH = (l: PointList): number => (l.rows.length ? l.height : none.height);
  const headH = Math.max(...cards.map((c) => stackHeight([c.label, c.desc], 3))) + 2 * 10;
  // A section no card has points in is left out; cards that each hold one side only ("Pros" and "Cons" of one
  // subject) show that side alone, under no section heading, since their own header names it.
  const showPros = cards.some((c) => c.pros.rows.length > 0);
  const showCons = cards.some((c) => c.cons.rows.length > 0);
  const oneSideEach = showPros && showCons && cards.every((c) => (c.pros.rows.length > 0) !== (c.cons.rows.length > 0));
  const prosH = showPros ? Math.max(...cards.map((c) => listH(c.pros))) : 0;
  const consH = showCons ? Math.max(...cards.map((c) => listH(c.cons))) : 0;
  const prosTop = inset + headH + sectionGap;
  const consTop = showPros ? prosTop + prosHead.height + 8 + prosH + sectionGap + 6 : prosTop;
  const onlyH = Math.max(0, ...cards.map((c) => Math.max(c.pros.rows.length ? c.pros.height : 0, c.cons.rows.length ? c.cons.height : 0)));
  const cardH = oneSideEach ? prosTop + onlyH + pad + 2 : showCons ? consTop + consHead.height + 8 + consH + pad + 2 : showPros ? prosTop + prosHead.height + 8 + prosH + pad + 2 : prosTop + pad;

  const nodes: SceneNode[] = [];
  const bounds = new Bounds();
  const radius = theme.cornerRadius + 2;
  // A grey border, not the theme's node colour: a blue frame round a green or orange header clashes.
  const border = theme.sketch ? theme.nodeStroke : theme.groupStroke;
  const good = tone(theme, 'good', theme.nodeFill, 4.5);
  const bad = tone(theme, 'bad', theme.nodeFill, 4.5);
  cards.forEach((c, j) => {
    const x = j * (cw + gap);
    const colour = oneSideEach ? sideColour(theme, c.pros.rows.length ? 140 : 5, j) : theme.series[j % theme.series.length]!;
    nodes.push({ type: 'rect', x: r2(x), y: 0, w: r2(cw), h: r2(cardH), r: radius, fill: theme.nodeFill, stroke: 'none', key: `option-${j}` });
    // The header fills the card's top edge to edge (no inset frame); the card's neutral border is drawn
    // over it afterwards, so one outline goes round the whole card whatever the header colour.
    nodes.push({ type: 'path', d: topRoundedRect(x, 0, cw, inset + headH, radius), fill: colour.fill, stroke: 'none' });
    const top = (inset + headH - stackHeight([c.label, c.desc], 3)) / 2;
    pushRun(nodes, ctx, c.label, r2(x + cw / 2), r2(top), 'middle', colour.text);
    pushRun(nodes, ctx, c.desc, r2(x + cw / 2), r2(top + c.label.height + 3), 'middle', colour.text);

    const section = (head: typeof prosHead, list: PointList, y: number, colourOf: string): void => {
      pushRun(nodes, ctx, head, r2(x + pad), r2(y), 'start', colourOf);
      const ly = y + head.height + 8;
      if (list.rows.length) drawPointList(nodes, ctx, list, x + pad, ly, theme.nodeFill, theme.nodeText);
      else pushRun(nodes, ctx, none, r2(x + pad), r2(ly), 'start', theme.mutedText);
    };
    if (oneSideEach) {
      const list = c.pros.rows.length ? c.pros : c.cons;
      drawPointList(nodes, ctx, list, x + pad, prosTop, theme.nodeFill, theme.nodeText);
    } else {
      if (showPros) section(prosHead, c.pros, prosTop, good);
      // A hairline separates the two sections at the same height in every card.
      const lineY = consTop - sectionGap / 2 - 3;
      if (showPros && showCons) nodes.push({ type: 'path', d: `M${r2(x + pad)} ${r2(lineY)} L${r2(x + cw - pad)} ${r2(lineY)}`, stroke: theme.groupStroke, strokeWidth: 1, fill: 'none' });
      if (showCons) section(consHead, c.cons, consTop, bad);
    }
    nodes.push({ type: 'rect', x: r2(x), y: 0, w: r2(cw), h: r2(cardH), r: radius, fill: 'none', stroke: border, strokeWidth: theme.strokeWidth, role: 'decoration' });
    bounds.add({ x, y: 0, w: cw, h: cardH });
  });

  const { body, size } = bounds.wrap(nodes);
  return frameScene(body, size, ctx, { title: content.title, description: `Pros and cons of ${options.length} options` });
}

/** Path of a rectangle whose top corners are rounded and bottom corners square (a card's header band). */
function topRoundedRect(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.max(0, Math.min(r, w / 2, h));
  return `M${r2(x)} ${r2(y + h)} L${r2(x)} ${r2(y + rr)} Q${r2(x)} ${r2(y)} ${r2(x + rr)} ${r2(y)} L${r2(x + w - rr)} ${r2(y)} `
    + `Q${r2(x + w)} ${r2(y)} ${r2(x + w)} ${r2(y + rr)} L${r2(x + w)} ${r2(y + h)} Z`;
}

/** The series colour nearest in hue to green (140) or red (5), for a card that holds only pros or only cons. */
function sideColour(theme: LayoutContext['theme'], hue: number, j: number): { fill: string; text: string } {
  let best = theme.series[j % theme.series.length]!;
  let bestD = 40;
  for (const s of theme.series) {
    const h = hueSat(s.fill);
    if (h.sat < 0.25) continue;
    const d = Math.min(Math.abs(h.hue - hue), 360 - Math.abs(h.hue - hue));
    if (d < bestD) { bestD = d; best = s; }
  }
  return best;
}

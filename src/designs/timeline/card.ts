// Timeline event cards and date pills: an event in, measured blocks and drawn shapes out.
import { contrast, mix } from '../../scene/color.js';
import type { SceneNode } from '../../scene/scene.js';
import type { Theme } from '../../scene/theme.js';
import type { TimelineContent } from '../../spec/content/index.js';
import type { TextStyle } from '../../layout/text-measurer.js';
import { balancedBlock, block, pushRun, sizedStyle, type Block } from '../shared/blocks.js';
import { topStrip } from '../hierarchy/org-node.js';
import type { LayoutContext } from '../types.js';

type Event = TimelineContent['events'][number];

/** `icon` is the chip the icon sits on; `glyph` the icon inside it. */
export const CARD = { padX: 14, padY: 12, strip: 4, gap: 5, icon: 26, glyph: 16, iconGap: 9 };
export const PILL = { padX: 10, padY: 4, maxW: 150 };

export interface Card { title: Block; desc: Block; icon?: string; w: number; h: number }
export interface Pill { text: Block; w: number; h: number }

/** Caveat is small for its size: at the theme's plain sizes (not sketch's larger ones) cards scale it up. */
function typeScale(ctx: LayoutContext): number {
  return ctx.theme.font === 'caveat' && ctx.theme.fontSize < 18 ? 1.2 : 1;
}

export function titleStyle(ctx: LayoutContext): TextStyle {
  return sizedStyle(ctx, Math.round(ctx.theme.fontSize * typeScale(ctx)), 600);
}

export function noteStyle(ctx: LayoutContext, weight: 400 | 700 = 400): TextStyle {
  return sizedStyle(ctx, Math.round(ctx.theme.smallSize * typeScale(ctx)), weight);
}

/** Lines of about equal length: a title or description never ends on one lonely word. */
function balanced(ctx: LayoutContext, text: string | undefined, width: number, style: TextStyle): Block {
  return balancedBlock(ctx, text, width * 0.45, width, style, 99);
}

export function measureCard(ctx: LayoutContext, e: Event, width: number, showDesc: boolean): Card {
  const icon = e.icon && ctx.icons.get(e.icon) ? e.icon : undefined;
  const inner = width - 2 * CARD.padX;
  const title = balanced(ctx, e.title, inner - (icon ? CARD.icon + CARD.iconGap : 0), titleStyle(ctx));
  const desc = balanced(ctx, showDesc ? e.description : undefined, inner, noteStyle(ctx));
  const head = Math.max(title.height, icon ? CARD.icon : 0);
  const h = CARD.strip + CARD.padY * 2 + head + (desc.lines.length ? CARD.gap + desc.height : 0);
  // Blocks keep long words whole, so a card may need more than the width asked for.
  const need = Math.max(width, title.width + (icon ? CARD.icon + CARD.iconGap : 0) + 2 * CARD.padX, desc.width + 2 * CARD.padX);
  return { title, desc, icon, w: Math.ceil(need), h: Math.ceil(h) };
}

/** Cards of one common width: the preferred one, or more when some word needs it. */
export function measureCards(ctx: LayoutContext, events: Event[], min: number, max: number, showDesc: boolean): { w: number; cards: Card[] } {
  let w = cardWidth(ctx, events, min, max);
  let cards = events.map((e) => measureCard(ctx, e, w, showDesc));
  const need = Math.max(...cards.map((c) => c.w));
  if (need > w) {
    w = need;
    cards = events.map((e) => measureCard(ctx, e, w, showDesc));
  }
  return { w, cards };
}

export function measurePill(ctx: LayoutContext, date: string): Pill {
  const text = block(ctx, date, PILL.maxW, noteStyle(ctx, 700));
  return { text, w: Math.ceil(text.width + 2 * PILL.padX), h: Math.ceil(text.height + 2 * PILL.padY) };
}

/** Distance from a card's top to the middle of its title's first line (where stems point). */
export function titleMiddle(ctx: LayoutContext, c: Card): number {
  return CARD.strip + CARD.padY + Math.max(c.title.lineHeight, c.icon ? CARD.icon : 0) / 2;
}

/**
 * A card with a strip of the event's colour on top; its icon sits on a chip of that colour, drawn in the
 * colour's own text colour (pale or dark series colours would vanish on the card's fill).
 */
export function drawCard(ctx: LayoutContext, c: Card, x: number, y: number, colour: { fill: string; text: string }, key: string): SceneNode[] {
  const { theme } = ctx;
  const r = Math.min(theme.cornerRadius, 12);
  const out: SceneNode[] = [
    { type: 'rect', x, y, w: c.w, h: c.h, r, fill: theme.nodeFill, stroke: theme.nodeStroke, strokeWidth: theme.strokeWidth, key, role: 'node' },
    { type: 'path', d: topStrip(x, y, c.w, r, CARD.strip + 1), fill: colour.fill, stroke: 'none' },
  ];
  let left = x + CARD.padX;
  const top = y + CARD.strip + CARD.padY;
  const head = Math.max(c.title.height, c.icon ? CARD.icon : 0);
  if (c.icon) {
    const chipY = top + (Math.min(head, c.title.lineHeight * 1.5) - CARD.icon) / 2;
    const inset = (CARD.icon - CARD.glyph) / 2;
    out.push(
      { type: 'rect', x: left, y: chipY, w: CARD.icon, h: CARD.icon, r: Math.min(Math.max(theme.cornerRadius, 3), 7), fill: colour.fill, stroke: 'none', role: 'decoration' },
      { type: 'icon', id: c.icon, x: left + inset, y: chipY + inset, size: CARD.glyph, color: colour.text },
    );
    left += CARD.icon + CARD.iconGap;
  }
  pushRun(out, ctx, c.title, left, top + (c.icon && c.title.height < CARD.icon ? (CARD.icon - c.title.height) / 2 : 0), 'start', theme.nodeText);
  pushRun(out, ctx, c.desc, x + CARD.padX, top + head + CARD.gap, 'start', theme.mutedText);
  return out;
}

/** A date pill centred at (cx, cy) in the event's colour. */
export function drawPill(ctx: LayoutContext, p: Pill, cx: number, cy: number, fill: string, text: string, key: string): SceneNode[] {
  const out: SceneNode[] = [{
    type: 'rect', x: cx - p.w / 2, y: cy - p.h / 2, w: p.w, h: p.h, r: Math.min(p.h / 2, 12), fill, stroke: fill, strokeWidth: 1, key, role: 'node',
  }];
  pushRun(out, ctx, p.text, cx, cy - p.h / 2 + PILL.padY, 'middle', text);
  return out;
}

/** Width for every card: enough for the longest title on two lines, within bounds. */
export function cardWidth(ctx: LayoutContext, events: Event[], min: number, max: number): number {
  let w = min;
  for (const e of events) {
    const one = ctx.text.width(e.title, titleStyle(ctx)) + 2 * CARD.padX + (e.icon ? CARD.icon + CARD.iconGap : 0);
    w = Math.max(w, Math.min(max, one / 1.6));
  }
  return Math.ceil(Math.min(max, w));
}

/** Stems in the event colour; pale (pastel, sketch) colours are deepened so the line still shows. */
export function stemColour(theme: Theme, fill: string): string {
  return contrast(fill, theme.background) >= 1.8 ? fill : mix(fill, theme.text, 0.45);
}

// Sequence shapes: placed participants, notes, fragment frames and message labels in, scene nodes out.
import { keepIfReadable, luminance, mix } from '../../scene/color.js';
import type { SceneNode } from '../../scene/scene.js';
import type { Theme } from '../../scene/theme.js';
import { pushRun, type Block } from '../shared/blocks.js';
import type { LayoutContext } from '../types.js';
import { ACTOR, HEAD, NOTE, TAB, type FragM, type Head, type NoteM } from './measure.js';

/**
 * Participants wear the accent (a brand palette shows on them): its outline, on light backgrounds over a pale
 * tint of it (on dark ones a tint turns muddy, so the node fill stays).
 */
export function headPaint(theme: Theme): { fill: string; stroke: string; text: string } {
  const fill = luminance(theme.background) > 0.4 ? mix(theme.accent, theme.background, 0.88) : theme.nodeFill;
  return { fill, stroke: theme.accent, text: keepIfReadable(theme.nodeText, fill, [theme.nodeText, theme.text, '#0f172a', '#f8fafc']) };
}

/**
 * A participant whose box (or figure and name) ends at `top + head.h`, centred on its lifeline x. An actor's
 * name sits as high above that bottom as a box's label does, so all names share a baseline.
 */
export function drawHead(ctx: LayoutContext, head: Head, cx: number, top: number, key: string): SceneNode[] {
  const { theme } = ctx;
  const paint = headPaint(theme);
  if (!head.actor) {
    const out: SceneNode[] = [{
      type: 'rect', x: cx - head.w / 2, y: top, w: head.w, h: head.h, r: Math.min(theme.cornerRadius, 10),
      fill: paint.fill, stroke: paint.stroke, strokeWidth: theme.strokeWidth, key, role: 'node',
    }];
    pushRun(out, ctx, head.label, cx, top + HEAD.padY, 'middle', paint.text);
    return out;
  }
  const r = ACTOR.r;
  const headY = top + r + 1;
  const neck = headY + r;
  const hip = top + ACTOR.fig - 14;
  const stroke = { stroke: theme.accent, strokeWidth: theme.strokeWidth * 1.2, fill: 'none' };
  const out: SceneNode[] = [
    { type: 'ellipse', cx, cy: headY, rx: r, ry: r, fill: paint.fill, stroke: theme.accent, strokeWidth: theme.strokeWidth * 1.2, key, role: 'decoration' },
    { type: 'path', d: `M${f2(cx)} ${f2(neck)} L${f2(cx)} ${f2(hip)} M${f2(cx - 11)} ${f2(neck + 7)} L${f2(cx + 11)} ${f2(neck + 7)} `
      + `M${f2(cx)} ${f2(hip)} L${f2(cx - 9)} ${f2(top + ACTOR.fig)} M${f2(cx)} ${f2(hip)} L${f2(cx + 9)} ${f2(top + ACTOR.fig)}`, ...stroke },
  ];
  pushRun(out, ctx, head.label, cx, top + ACTOR.fig + ACTOR.gap, 'middle', theme.text);
  return out;
}

export interface NotePaint { fill: string; stroke: string; text: string }

/** Notes are warm paper, tinted from the third series colour so they differ from participants. */
export function notePaint(theme: Theme): NotePaint {
  const base = theme.series[2 % theme.series.length].fill;
  const fill = mix(base, theme.background, 0.78);
  return {
    fill, stroke: mix(base, theme.text, 0.25),
    text: keepIfReadable(theme.text, fill, [theme.text, theme.nodeText, '#0f172a', '#f8fafc']),
  };
}

/** A note with a folded top-right corner. */
export function drawNote(ctx: LayoutContext, note: NoteM, x: number, y: number, w: number, paint: NotePaint, key: string): SceneNode[] {
  const k = NOTE.fold;
  const h = note.h;
  const sw = ctx.theme.strokeWidth;
  const out: SceneNode[] = [
    {
      type: 'polygon', points: [{ x, y }, { x: x + w - k, y }, { x: x + w, y: y + k }, { x: x + w, y: y + h }, { x, y: y + h }],
      fill: paint.fill, stroke: paint.stroke, strokeWidth: sw, key, role: 'node',
    },
    {
      type: 'polygon', points: [{ x: x + w - k, y }, { x: x + w - k, y: y + k }, { x: x + w, y: y + k }],
      fill: paint.stroke, stroke: paint.stroke, strokeWidth: sw, opacity: 0.5, role: 'decoration',
    },
  ];
  pushRun(out, ctx, note.text, x + (w - k / 2) / 2, y + NOTE.padY, 'middle', paint.text);
  return out;
}

/** The frame's box with dashed else lines; its tab and guards come separately (they sit on top of lifelines). */
export function drawFrameBox(ctx: LayoutContext, x: number, y: number, w: number, h: number, elseYs: number[], key: string): SceneNode[] {
  const { theme } = ctx;
  const out: SceneNode[] = [{
    type: 'rect', x, y, w, h, r: Math.min(theme.cornerRadius, 6), fill: theme.groupFill, stroke: theme.groupStroke,
    strokeWidth: theme.strokeWidth, key, role: 'container',
  }];
  for (const ey of elseYs) {
    out.push({ type: 'path', d: `M${f2(x)} ${f2(ey)} L${f2(x + w)} ${f2(ey)}`, stroke: theme.groupStroke, strokeWidth: theme.strokeWidth, dash: [6, 4], fill: 'none' });
  }
  return out;
}

/** The pentagon tab naming the fragment type, at the frame's top-left corner, and the guard beside it. */
export function drawFrameTab(ctx: LayoutContext, fm: FragM, x: number, y: number, key: string): SceneNode[] {
  const { theme } = ctx;
  const w = fm.tabW;
  const h = fm.tabH;
  const out: SceneNode[] = [{
    type: 'polygon', points: [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h - TAB.cut }, { x: x + w - TAB.cut, y: y + h }, { x, y: y + h }],
    fill: theme.groupStroke, stroke: theme.groupStroke, strokeWidth: theme.strokeWidth, key, role: 'label',
  }];
  const text = keepIfReadable(theme.groupText, theme.groupStroke, [theme.text, theme.background, '#0f172a', '#f8fafc']);
  pushRun(out, ctx, fm.tab, x + TAB.padX, y + TAB.padY, 'start', text);
  if (fm.guard.lines.length) out.push(...labelOnPlate(ctx, fm.guard, x + w + 8, y + TAB.padY, 'start', theme.groupFill, theme.groupText));
  return out;
}

/** Text with a plate of the surface colour behind it, so lifelines and frames never run through the words. */
export function labelOnPlate(ctx: LayoutContext, b: Block, x: number, top: number, anchor: 'start' | 'middle', plate: string, colour: string): SceneNode[] {
  const left = anchor === 'middle' ? x - b.width / 2 : x;
  const out: SceneNode[] = [{ type: 'rect', x: left - 3, y: top - 1, w: b.width + 6, h: b.height + 2, r: 2, fill: plate, stroke: 'none', role: 'label' }];
  pushRun(out, ctx, b, x, top, anchor, colour);
  return out;
}

export function f2(v: number): number {
  return Math.round(v * 100) / 100;
}

export { HEAD };

// Sequence measurements: content in, wrapped text and sizes of participants, messages, notes and fragment labels out.
import type { SequenceContent } from '../../spec/content/index.js';
import { block, labelStyle, smallStyle, type Block } from '../shared/blocks.js';
import type { LayoutContext } from '../types.js';
import { nestFragments, type Frag } from './fragments.js';

export const HEAD = { padX: 14, padY: 10, maxW: 150, minW: 92 };
/** Stick figure: head radius, total height, and the gap to the name below it. */
export const ACTOR = { r: 7, fig: 40, gap: 5 };
export const LABEL_MAX = 240;
export const SELF = { loopW: 34, loopH: 22, labelMax: 200 };
export const NOTE = { padX: 12, padY: 8, maxW: 200, fold: 9 };
export const TAB = { padX: 8, padY: 4, cut: 7 };

export interface Head { id: string; label: Block; actor: boolean; w: number; h: number }
export interface Msg { index: number; from: number; to: number; type: 'sync' | 'reply' | 'async'; label: Block; self: boolean }
export interface NoteM { index: number; after: number; cols: [number, number]; text: Block; w: number; h: number }
export interface FragM { frag: Frag; tab: Block; tabW: number; tabH: number; guard: Block; elseGuards: Block[] }

export interface Measured { heads: Head[]; msgs: Msg[]; notes: NoteM[]; frags: FragM[] }

export function measureSequence(ctx: LayoutContext, content: SequenceContent, numbered: boolean): Measured {
  const col = new Map(content.participants.map((p, i) => [p.id, i]));
  const headStyle = labelStyle(ctx, 600);
  const heads = content.participants.map((p): Head => {
    const label = block(ctx, p.label, HEAD.maxW, headStyle);
    // The actor's name keeps a box's bottom padding below it, so names and box labels line up.
    if (p.type === 'actor') return { id: p.id, label, actor: true, w: Math.max(label.width, ACTOR.fig), h: ACTOR.fig + ACTOR.gap + label.height + HEAD.padY };
    return { id: p.id, label, actor: false, w: Math.max(HEAD.minW, label.width + 2 * HEAD.padX), h: label.height + 2 * HEAD.padY };
  });
  const msgStyle = labelStyle(ctx, 400);
  const msgs = content.messages.map((m, index): Msg => {
    const from = col.get(m.from) ?? 0;
    const to = col.get(m.to) ?? 0;
    const text = numbered ? `${index + 1}. ${m.label}`.trim() : m.label;
    const self = from === to;
    return { index, from, to, type: m.type, label: block(ctx, text, self ? SELF.labelMax : LABEL_MAX, msgStyle), self };
  });
  const noteStyle = smallStyle(ctx, 400);
  const notes = content.notes.map((n, index): NoteM => {
    const cs = n.over.map((id) => col.get(id) ?? 0);
    const text = block(ctx, n.text, NOTE.maxW, noteStyle);
    return {
      index, after: Math.min(n.after, content.messages.length - 1), cols: [Math.min(...cs), Math.max(...cs)], text,
      w: text.width + 2 * NOTE.padX + NOTE.fold / 2, h: text.height + 2 * NOTE.padY,
    };
  });
  const tabStyle = smallStyle(ctx, 700);
  const guardStyle = smallStyle(ctx, 400);
  const frags = nestFragments(content.fragments, content.messages.length).map((frag): FragM => {
    const tab = block(ctx, frag.type, 200, tabStyle);
    return {
      frag, tab, tabW: tab.width + 2 * TAB.padX + TAB.cut, tabH: tab.height + 2 * TAB.padY,
      guard: block(ctx, frag.label ? `[${frag.label}]` : '', LABEL_MAX, guardStyle),
      elseGuards: frag.elses.map((e) => block(ctx, e.label ? `[${e.label}]` : '[else]', LABEL_MAX, guardStyle)),
    };
  });
  return { heads, msgs, notes, frags };
}

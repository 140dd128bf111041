// Sequence rows: measured messages, notes and fragments in, their vertical positions top to bottom out.
import type { Frag } from './fragments.js';
import { SELF, type FragM, type Msg, type NoteM } from './measure.js';

export type Item =
  | { kind: 'message'; msg: Msg; top: number; arrowY: number; bottom: number }
  | { kind: 'note'; note: NoteM; top: number; bottom: number }
  | { kind: 'else'; frag: FragM; branch: number; y: number; top: number; guardTop: number; bottom: number };

export interface FrameRows { frag: FragM; top: number; bottom: number }

export interface Rows { items: Item[]; frames: Map<Frag, FrameRows>; end: number }

/**
 * Walks the messages in order. Around message k: else branches starting at k, fragments opening at k
 * (outer first), the message, notes after k, then fragments closing at k (inner first). Every row gets
 * its own band of height, so nothing drawn in one row can collide with another.
 */
export function layoutRows(msgs: Msg[], notes: NoteM[], frags: FragM[], startY: number, f: number): Rows {
  const gap = 12 * f;
  const items: Item[] = [];
  const frames = new Map<Frag, FrameRows>();
  let y = startY;
  const placeNotes = (after: number): void => {
    for (const note of notes) {
      if (note.after !== after) continue;
      items.push({ kind: 'note', note, top: y, bottom: y + note.h });
      y += note.h + gap;
    }
  };
  placeNotes(-1);
  msgs.forEach((msg, k) => {
    for (const fm of frags) {
      fm.frag.elses.forEach((e, branch) => {
        if (e.at !== k) return;
        const lineY = y - gap / 2 + 2;
        const guardTop = lineY + 5;
        const bottom = guardTop + fm.elseGuards[branch].height;
        items.push({ kind: 'else', frag: fm, branch, y: lineY, top: lineY, guardTop, bottom });
        y = bottom + gap;
      });
    }
    for (const fm of frags) {
      if (fm.frag.first !== k) continue;
      frames.set(fm.frag, { frag: fm, top: y, bottom: y });
      y += Math.max(fm.tabH, fm.guard.height + 4) + gap;
    }
    const labelH = msg.label.height;
    const arrowY = y + (labelH ? labelH + 6 : 0);
    const bottom = arrowY + (msg.self ? SELF.loopH * Math.max(0.8, f) : 0);
    items.push({ kind: 'message', msg, top: y, arrowY, bottom });
    y = bottom + gap + (msg.self ? 0 : 4 * f);
    placeNotes(k);
    const closing = frags.filter((fm) => fm.frag.last === k).sort((a, b) => b.frag.depth - a.frag.depth);
    for (const fm of closing) {
      const rows = frames.get(fm.frag);
      if (!rows) continue;
      rows.bottom = y - gap + 10 * f;
      y = rows.bottom + gap;
    }
  });
  return { items, frames, end: y - gap };
}

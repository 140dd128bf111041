// Notes of a PlantUML use-case diagram: `note right of X : text`, multi-line `note … end note`, and named notes
// (`note "text" as N2`) tied to elements by links (`(Start) .. N2`).
import { creoleLabel } from '../text.js';
import { refKind, type Element } from './elements.js';
import type { PumlLine } from './prelude.js';

export interface UsecaseNote { text: string; on?: string }

const ON = /^note\s+(?:left|right|top|bottom)\s+of\s+(.+?)\s*(?::\s*(.*))?$/i;
const NAMED = /^note\s+"((?:[^"\\]|\\.)*)"\s+as\s+([\p{L}\p{N}_.]+)\s*$/iu;
const FLOATING = /^note\s+as\s+([\p{L}\p{N}_.]+)\s*$/iu;

export function readUsecaseNotes(lines: PumlLine[], byName: Map<string, Element>): UsecaseNote[] {
  const notes: UsecaseNote[] = [];
  const named = new Map<string, UsecaseNote>();
  const target = (ref: string) => byName.get(refKind(ref.trim()).key)?.id;
  let open: { note: UsecaseNote; body: string[] } | undefined;
  for (const l of lines) {
    const t = l.text;
    let m: RegExpExecArray | null;
    if (open) {
      if (/^end\s*note$/i.test(t)) {
        open.note.text = creoleLabel(open.body.join('\n'));
        if (open.note.text) notes.push(open.note);
        open = undefined;
      } else open.body.push(t);
      continue;
    }
    if ((m = ON.exec(t))) {
      const on = target(m[1]!);
      const note: UsecaseNote = { text: '', ...(on ? { on } : {}) };
      if (m[2] !== undefined) {
        note.text = creoleLabel(m[2]);
        if (note.text) notes.push(note);
      } else open = { note, body: [] };
    } else if ((m = NAMED.exec(t))) {
      const note: UsecaseNote = { text: creoleLabel(m[1]!) };
      named.set(m[2]!, note);
      if (note.text) notes.push(note);
    } else if ((m = FLOATING.exec(t))) {
      const note: UsecaseNote = { text: '' };
      named.set(m[1]!, note);
      open = { note, body: [] };
    } else {
      // `X .. N2` or `N2 .. X`: the note is on the first element it is linked to.
      const link = /^(.+?)\s*[-.]+>?\s*(.+?)$/.exec(t);
      if (!link) continue;
      const [a, b] = [link[1]!.trim(), link[2]!.trim()];
      const note = named.get(a) ?? named.get(b);
      const other = named.has(a) ? b : a;
      const on = note ? target(other) : undefined;
      if (note && on && note.on === undefined) note.on = on;
    }
  }
  return notes;
}

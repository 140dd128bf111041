// PlantUML sequence code → sequence draft (participant kinds, -> --> ->> <- arrows, notes, alt/else/opt/loop/group/end).
import { codeError, type Draft } from '../draft.js';
import { SequenceBuilder, type FragmentType, type MessageType } from '../sequence-builder.js';
import { creoleLabel } from '../text.js';
import type { PumlCode } from './prelude.js';

const KINDS = 'participant|actor|boundary|control|entity|database|collections|queue';
const DECLARE = new RegExp(`^(?:create\\s+)?(${KINDS})\\s+(.+)$`, 'i');
const REF = String.raw`"[^"]+"|[\p{L}\p{N}_.@$]+|\[|\]|\?`;
const ARROW = String.raw`[ox]?(?:<<|<|//|\\\\|/|\\)?-(?:\[[^\]]*\])?-?(?:>>|>|//|\\\\|/|\\)?[ox]?`;
const MESSAGE = new RegExp(String.raw`^(${REF})\s*(${ARROW})\s*(${REF})(?:\s+as\s+([\p{L}\p{N}_]+))?\s*(\+\+|--|\*\*|!!)?\s*(?::\s*(.*))?$`, 'u');
const NOTE = /^[hr]?note\s+(left|right|over|across)\b(?:\s+of\b)?\s*([^:]*?)\s*(?:#\w+\s*)?(?::\s*(.*))?$/i;
const FRAGMENT = /^(alt|opt|loop|par|break|critical|group)\b\s*(.*)$/i;
const FRAGMENT_TYPE: Record<string, FragmentType> = { alt: 'alt', opt: 'opt', loop: 'loop', par: 'par', break: 'break', critical: 'critical', group: 'opt' };

function unquote(s: string): string {
  return s.replace(/^"(.*)"$/, '$1');
}

/** `Name`, `"Long name" as L`, `L as "Long name"`, followed by `order N`, `#color`, `<<stereotype>>`. */
function declaration(rest: string): { id: string; label: string } {
  const text = rest.replace(/\s+order\s+-?\d+/i, '').replace(/\s+#[\w#]+/g, '').replace(/\s*<<[^>]*>>/g, '').trim();
  const as = /^("[^"]+"|\S+)\s+as\s+("[^"]+"|\S+)/.exec(text);
  if (!as) {
    const name = /^("[^"]+"|\S+)/.exec(text)?.[1] ?? text;
    return { id: unquote(name), label: creoleLabel(name) };
  }
  // Whichever side is quoted is the shown name; otherwise `Name as Alias`.
  if (!as[1]!.startsWith('"') && as[2]!.startsWith('"')) return { id: as[1]!, label: creoleLabel(as[2]!) };
  return { id: unquote(as[2]!), label: creoleLabel(as[1]!) };
}

function messageType(arrow: string): MessageType {
  const body = arrow.replace(/\[[^\]]*\]/, '');
  if (/>>|\/\/|\\\\|<</.test(body)) return 'async';
  return body.includes('--') ? 'reply' : 'sync';
}

export function readPumlSequence(code: PumlCode): Draft {
  const seq = new SequenceBuilder();
  const calls: { caller: string; callee: string }[] = [];
  let note: { over: string[]; lines: string[]; pos: (typeof code.lines)[number]['pos'] } | undefined;
  for (const l of code.lines) {
    const text = l.text;
    let m: RegExpExecArray | null;
    if (note) {
      if (/^end\s*[hr]?note$|^endnote$|^end\s*ref$/i.test(text)) {
        seq.note(note.over, creoleLabel(note.lines.join('\n')), note.pos);
        note = undefined;
      } else note.lines.push(text);
      continue;
    }
    if ((m = DECLARE.exec(text))) {
      const d = declaration(m[2]!);
      seq.declare(d.id, d.label, m[1]!.toLowerCase() === 'actor' ? 'actor' : 'system', l.pos);
    } else if ((m = NOTE.exec(text))) {
      const over = noteTargets(m[1]!.toLowerCase(), m[2]!, seq);
      if (m[3] !== undefined) seq.note(over, creoleLabel(m[3]), l.pos);
      else note = { over, lines: [], pos: l.pos };
    } else if ((m = /^ref\s+over\s+([^:]+?)\s*(?::\s*(.*))?$/i.exec(text))) {
      const over = m[1]!.split(',').map((s) => unquote(s.trim()));
      if (m[2] !== undefined) seq.note(over, creoleLabel(m[2]), l.pos);
      else note = { over, lines: [], pos: l.pos };
    } else if ((m = FRAGMENT.exec(text))) {
      const label = m[2]!.replace(/\s*\[[^\]]*\]\s*$/, '').replace(/^#\w+\s*/, '');
      seq.openFragment(FRAGMENT_TYPE[m[1]!.toLowerCase()]!, creoleLabel(label), l.pos);
    } else if ((m = /^else\b\s*(.*)$/i.exec(text))) {
      seq.branch(creoleLabel(m[1]!.replace(/^#\w+\s*/, '')));
    } else if (/^box\b/i.test(text)) {
      seq.openBlock();
    } else if (/^end(?:\s+box)?$/i.test(text)) {
      seq.close();
    } else if ((m = /^activate\s+("[^"]+"|\S+)/i.exec(text))) {
      const callee = unquote(m[1]!);
      const last = seq.lastMessage();
      if (last && last.to === callee) calls.push({ caller: last.from, callee });
    } else if ((m = /^return\b\s*(.*)$/i.exec(text))) {
      const call = calls.pop();
      const last = seq.lastMessage();
      const from = call?.callee ?? last?.to;
      const to = call?.caller ?? last?.from;
      if (from && to) seq.message(from, to, creoleLabel(m[1]!), 'reply', l.pos);
    } else if ((m = MESSAGE.exec(text))) {
      let from = unquote(m[1]!);
      let to = unquote(m[3]!);
      // Messages from or to the diagram's edge ([-> , ->], ?->) have no participant to draw.
      if (/^[[\]?]$/.test(from) || /^[[\]?]$/.test(to)) continue;
      const arrow = m[2]!;
      if (m[4]) seq.declare(m[4], creoleLabel(m[3]!), 'system', l.pos);
      if (m[4]) to = m[4];
      // `A <- B` is a message from B; `<->` keeps the written order.
      if (/^[ox]?[<\/\\]/.test(arrow) && !/[>\/\\][ox]?$/.test(arrow)) [from, to] = [to, from];
      seq.message(from, to, creoleLabel(m[6] ?? ''), messageType(arrow), l.pos);
      if (m[5] === '++') calls.push({ caller: from, callee: to });
    }
  }
  const draft = seq.toDraft(code.title, code.start);
  if ((draft.content.participants as unknown[]).length === 0) {
    throw codeError('plantuml', 'found no participants or messages in the sequence diagram', code.start);
  }
  return draft;
}

/** `note left of A`, `note over A, B`, `note across`; without a target the note sits by the last message. */
function noteTargets(side: string, targets: string, seq: SequenceBuilder): string[] {
  const named = targets.split(',').map((s) => unquote(s.trim())).filter(Boolean);
  if (named.length) return named;
  const last = seq.lastMessage();
  if (side === 'across') return seq.participantIds();
  if (!last) return [];
  if (side === 'left') return [last.from];
  if (side === 'right') return [last.to];
  return [last.from, last.to];
}

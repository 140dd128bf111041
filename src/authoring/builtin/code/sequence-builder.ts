// Participants, messages, notes and nested blocks in source order → sequence draft (fragments as message ranges).
import { contentIds, type Draft, type Pos } from './draft.js';

export type MessageType = 'sync' | 'reply' | 'async';
export type FragmentType = 'alt' | 'loop' | 'opt' | 'par' | 'critical' | 'break';

interface Participant { id: string; label: string; type: 'actor' | 'system'; pos: Pos }
interface Message { from: string; to: string; label: string; type: MessageType; pos: Pos }
interface Note { over: string[]; text: string; after: number; pos: Pos }
interface Fragment { type: FragmentType; label: string; first: number; last: number; else: { at: number; label: string }[]; pos: Pos; closed: boolean }
type Block = { fragment: Fragment } | { fragment?: undefined };

export class SequenceBuilder {
  private readonly participants = new Map<string, Participant>();
  private readonly messages: Message[] = [];
  private readonly notes: Note[] = [];
  private readonly fragments: Fragment[] = [];
  private readonly open: Block[] = [];

  /** Declares a participant, or updates the label/type of one already seen. */
  declare(id: string, label: string | undefined, type: 'actor' | 'system', pos: Pos): void {
    if (!id) return;
    const p = this.participants.get(id);
    if (p) {
      if (label) p.label = label;
      p.type = type;
      return;
    }
    this.participants.set(id, { id, label: label || id, type, pos });
  }

  has(id: string): boolean {
    return this.participants.has(id);
  }

  /** A participant mentioned in a message or note: created in order of first appearance. */
  ensure(id: string, pos: Pos): void {
    if (!this.participants.has(id)) this.participants.set(id, { id, label: id, type: 'system', pos });
  }

  message(from: string, to: string, label: string, type: MessageType, pos: Pos): void {
    if (!from || !to) return;
    this.ensure(from, pos);
    this.ensure(to, pos);
    this.messages.push({ from, to, label, type, pos });
  }

  get messageCount(): number {
    return this.messages.length;
  }

  participantIds(): string[] {
    return [...this.participants.keys()];
  }

  lastMessage(): Message | undefined {
    return this.messages[this.messages.length - 1];
  }

  note(over: string[], text: string, pos: Pos): void {
    over = over.filter(Boolean);
    if (!text || over.length === 0) return;
    for (const id of over) this.ensure(id, pos);
    this.notes.push({ over: [...new Set(over)], text, after: this.messages.length - 1, pos });
  }

  openFragment(type: FragmentType, label: string, pos: Pos): void {
    const fragment: Fragment = { type, label, first: this.messages.length, last: -1, else: [], pos, closed: false };
    this.fragments.push(fragment);
    this.open.push({ fragment });
  }

  /** A block that is not a fragment (Mermaid `rect`/`box`, PlantUML `box`): only its `end` must be matched. */
  openBlock(): void {
    this.open.push({});
  }

  /** `else` / `and` / `option`: a new branch of the innermost fragment. */
  branch(label: string): void {
    for (let i = this.open.length - 1; i >= 0; i--) {
      const f = this.open[i]!.fragment;
      if (f) {
        f.else.push({ at: this.messages.length, label });
        return;
      }
    }
  }

  /** `end`: closes the innermost open block; false when none is open. */
  close(): boolean {
    const b = this.open.pop();
    if (!b) return false;
    if (b.fragment) {
      b.fragment.last = this.messages.length - 1;
      b.fragment.closed = true;
    }
    return true;
  }

  toDraft(title: string | undefined, start: Pos): Draft {
    while (this.open.length) this.close();
    // A block without messages has no range to draw; a branch that starts at the block's first message has none either.
    const fragments = this.fragments
      .filter((f) => f.last >= f.first)
      .map((f) => ({ ...f, else: f.else.filter((e) => e.at > f.first && e.at <= f.last) }));
    const participants = [...this.participants.values()];
    const pid = contentIds(participants.map((p) => p.id), 'p');
    const content: Record<string, unknown> = {
      participants: participants.map((p) => ({ id: pid.get(p.id), label: p.label, type: p.type })),
      messages: this.messages.map((m) => ({ from: pid.get(m.from), to: pid.get(m.to), label: m.label, type: m.type })),
      notes: this.notes.map((n) => ({ over: n.over.map((id) => pid.get(id)), text: n.text, after: n.after })),
      fragments: fragments.map((f) => ({ type: f.type, label: f.label, first: f.first, last: f.last, else: f.else })),
    };
    if (title) content.title = title;
    return {
      kind: 'sequence',
      design: 'sequence-lifelines',
      content,
      start,
      at: {
        participants: participants.map((p) => p.pos),
        messages: this.messages.map((m) => m.pos),
        notes: this.notes.map((n) => n.pos),
        fragments: fragments.map((f) => f.pos),
      },
    };
  }
}

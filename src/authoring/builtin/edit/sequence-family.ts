// Edits of sequence diagrams: participants, and messages whose positions notes and fragments refer to by index.
import { type AddSpec, type EditContext, type Family, fail, insertIndex, quote } from './family.js';
import type { Named } from './names.js';

type Obj = Record<string, any>;

const PARTICIPANT_NOUNS = ['participant', 'actor', 'service', 'system', 'lifeline', 'party', 'component', 'box', 'object'];
const MESSAGE_NOUNS = ['message', 'call', 'request', 'response', 'reply', 'arrow', 'step', 'interaction', 'event'];
const MESSAGE_TYPES: Record<string, string> = {
  sync: 'sync', synchronous: 'sync', call: 'sync', request: 'sync', solid: 'sync',
  reply: 'reply', response: 'reply', return: 'reply', answer: 'reply', dashed: 'reply',
  async: 'async', asynchronous: 'async', event: 'async', 'fire-and-forget': 'async', notification: 'async',
};
const PARTICIPANT_TYPES: Record<string, string> = { actor: 'actor', user: 'actor', person: 'actor', human: 'actor', system: 'system', service: 'system', participant: 'system' };

/** Keeps notes and fragments on the same messages when one is inserted at `index`. */
function shiftForInsert(c: Obj, index: number): void {
  for (const n of c.notes ?? []) if (n.after >= index) n.after++;
  for (const f of c.fragments ?? []) {
    if (index <= f.first) { f.first++; f.last++; } else if (index <= f.last) f.last++;
    for (const e of f.else ?? []) if (e.at >= index) e.at++;
  }
}

/** Keeps notes and fragments on their messages when the message at `index` goes; empty fragments go too. */
function shiftForRemove(c: Obj, index: number): void {
  for (const n of c.notes ?? []) if (n.after >= index) n.after--;
  c.fragments = (c.fragments ?? []).filter((f: Obj) => !(f.first === index && f.last === index));
  for (const f of c.fragments) {
    if (index < f.first) { f.first--; f.last--; } else if (index <= f.last) f.last--;
    f.else = (f.else ?? []).map((e: Obj) => ({ ...e, at: e.at > index ? e.at - 1 : e.at })).filter((e: Obj) => e.at > f.first && e.at <= f.last);
  }
}

function messageLabel(m: Obj, c: Obj): string {
  if (m.label) return m.label;
  const name = (id: string) => c.participants.find((p: Obj) => p.id === id)?.label ?? id;
  return `${name(m.from)} to ${name(m.to)}`;
}

export function sequenceFamily(): Family {
  const participant = (ctx: EditContext, n: Named): Obj => {
    const p = ctx.content.participants.find((x: Obj) => x.id === n.id);
    if (!p) fail(`${quote(n)} is not a participant.`);
    return p;
  };
  const messageIndex = (ctx: EditContext, n: Named): number => {
    const i = ctx.content.messages.findIndex((m: Obj) => m.id === n.id);
    if (i < 0) fail(`${quote(n)} is not a message.`);
    return i;
  };
  const isMessage = (ctx: EditContext, n: Named) => n.noun === 'message' && ctx.content.messages.some((m: Obj) => m.id === n.id);

  function insertMessage(ctx: EditContext, index: number, m: Obj): string {
    const c = ctx.content;
    const id = ctx.ids.make(`m${c.messages.length + 1}`, 'm');
    shiftForInsert(c, index);
    c.messages.splice(index, 0, { id, ...m });
    return id;
  }

  function removeMessageAt(c: Obj, index: number): void {
    c.messages.splice(index, 1);
    shiftForRemove(c, index);
  }

  const family: Family = {
    nouns: { element: 'participant', link: 'message' },

    named(ctx) {
      const c = ctx.content;
      return [
        ...c.participants.map((p: Obj) => ({ id: p.id, label: p.label, noun: 'participant', nouns: PARTICIPANT_NOUNS })),
        ...c.messages.filter((m: Obj) => m.id).map((m: Obj) => ({ id: m.id, label: messageLabel(m, c), noun: 'message', nouns: MESSAGE_NOUNS })),
      ];
    },

    add(ctx, spec: AddSpec) {
      const c = ctx.content;
      const asMessage = spec.role === 'message' || (spec.role !== 'participant' && spec.from !== undefined && spec.to !== undefined);
      if (asMessage) {
        if (!spec.from || !spec.to) fail('a message needs a sender and a receiver (e.g. "add a message from API to Database: query").');
        const from = participant(ctx, spec.from).id;
        const to = participant(ctx, spec.to).id;
        const type = spec.type ? MESSAGE_TYPES[spec.type.toLowerCase()] ?? 'sync' : 'sync';
        let index = insertIndex(c.messages.length, spec.at);
        if (spec.after) index = (isMessage(ctx, spec.after) ? messageIndex(ctx, spec.after) : lastIndexWith(c, spec.after.id)) + 1;
        else if (spec.before) index = isMessage(ctx, spec.before) ? messageIndex(ctx, spec.before) : firstIndexWith(c, spec.before.id);
        return [insertMessage(ctx, Math.max(0, Math.min(c.messages.length, index)), { from, to, label: spec.label, type })];
      }
      if (c.participants.length >= 30) fail('a sequence diagram holds at most 30 participants.');
      const id = ctx.ids.make(spec.label, 'participant');
      const type = spec.type ? PARTICIPANT_TYPES[spec.type.toLowerCase()] ?? 'system' : 'system';
      let index = insertIndex(c.participants.length, spec.at);
      const anchor = spec.after ?? spec.before;
      if (anchor) index = c.participants.findIndex((p: Obj) => p.id === participant(ctx, anchor).id) + (spec.after ? 1 : 0);
      c.participants.splice(index, 0, { id, label: spec.label, type });
      const added = [id];
      // "add a participant Cache that the API calls": a message to it, when said.
      if (spec.from) added.push(insertMessage(ctx, c.messages.length, { from: participant(ctx, spec.from).id, to: id, label: spec.linkLabel ?? '', type: 'sync' }));
      if (spec.to) added.push(insertMessage(ctx, c.messages.length, { from: id, to: participant(ctx, spec.to).id, label: spec.linkLabel ?? '', type: 'sync' }));
      return added;
    },

    remove(ctx, targets) {
      const c = ctx.content;
      for (const t of targets) {
        if (isMessage(ctx, t)) {
          removeMessageAt(c, messageIndex(ctx, t));
          continue;
        }
        const p = participant(ctx, t);
        if (c.participants.length <= 1) fail('a sequence diagram needs at least one participant.');
        for (let i = c.messages.length - 1; i >= 0; i--) if (c.messages[i].from === p.id || c.messages[i].to === p.id) removeMessageAt(c, i);
        c.notes = (c.notes ?? []).map((n: Obj) => ({ ...n, over: n.over.filter((o: string) => o !== p.id) })).filter((n: Obj) => n.over.length > 0);
        c.participants = c.participants.filter((x: Obj) => x.id !== p.id);
      }
    },

    rename(ctx, target, label) {
      if (isMessage(ctx, target)) ctx.content.messages[messageIndex(ctx, target)].label = label;
      else participant(ctx, target).label = label;
    },

    connect(ctx, from, to, label) {
      const id = insertMessage(ctx, ctx.content.messages.length, { from: participant(ctx, from).id, to: participant(ctx, to).id, label: label ?? '', type: 'sync' });
      return id;
    },

    disconnect(ctx, a, b, both) {
      const c = ctx.content;
      const gone: string[] = [];
      for (let i = c.messages.length - 1; i >= 0; i--) {
        const m = c.messages[i];
        if ((m.from === a.id && m.to === b.id) || (both && m.from === b.id && m.to === a.id)) {
          gone.push(m.id);
          removeMessageAt(c, i);
        }
      }
      if (!gone.length) fail(`no message goes from ${quote(a)} to ${quote(b)}.`);
      return gone;
    },

    labelLink(ctx, from, to, label) {
      const m = ctx.content.messages.find((x: Obj) => x.from === from.id && x.to === to.id);
      if (!m) fail(`no message goes from ${quote(from)} to ${quote(to)}.`);
      m.label = label ?? '';
      return m.id;
    },

    reverseLink(ctx, from, to) {
      const m = ctx.content.messages.find((x: Obj) => (x.from === from.id && x.to === to.id) || (x.from === to.id && x.to === from.id));
      if (!m) fail(`no message goes between ${quote(from)} and ${quote(to)}.`);
      [m.from, m.to] = [m.to, m.from];
      return m.id;
    },

    setType(ctx, target, type) {
      const word = type.toLowerCase();
      if (isMessage(ctx, target)) {
        const value = MESSAGE_TYPES[word];
        if (!value) fail(`a message can be sync, async or a reply, not ${quote(type)}.`);
        ctx.content.messages[messageIndex(ctx, target)].type = value;
        return;
      }
      const value = PARTICIPANT_TYPES[word];
      if (!value) fail(`a participant can be an actor or a system, not ${quote(type)}.`);
      participant(ctx, target).type = value;
    },

    move(ctx, target, to) {
      const c = ctx.content;
      if (isMessage(ctx, target)) fail('messages keep their order in time; remove the message and add it again where it belongs.');
      const from = c.participants.findIndex((p: Obj) => p.id === target.id);
      const [p] = c.participants.splice(from, 1);
      const idx = (n?: Named) => (n ? c.participants.findIndex((x: Obj) => x.id === n.id) : -1);
      const at = to.after ? idx(to.after) + 1 : to.before ? idx(to.before) : insertIndex(c.participants.length, to.at);
      c.participants.splice(Math.max(0, at), 0, p);
    },

    swap(ctx, a, b) {
      const c = ctx.content;
      const i = c.participants.findIndex((p: Obj) => p.id === participant(ctx, a).id);
      const j = c.participants.findIndex((p: Obj) => p.id === participant(ctx, b).id);
      [c.participants[i], c.participants[j]] = [c.participants[j], c.participants[i]];
    },
  };
  return family;
}

function lastIndexWith(c: Obj, id: string): number {
  for (let i = c.messages.length - 1; i >= 0; i--) if (c.messages[i].from === id || c.messages[i].to === id) return i;
  return c.messages.length - 1;
}

function firstIndexWith(c: Obj, id: string): number {
  const i = c.messages.findIndex((m: Obj) => m.from === id || m.to === id);
  return i < 0 ? 0 : i;
}

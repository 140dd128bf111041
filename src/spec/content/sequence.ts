// Content of sequence designs: participants, ordered messages, notes and fragments over message ranges.
import { z } from 'zod';
import { elementId, id, label, title } from './common.js';
import { checkOptionalIds, checkRef, checkUniqueIds } from './refs.js';

export const sequenceContent = z.object({
  title,
  participants: z.array(z.object({ id, label, type: z.enum(['actor', 'system']).default('system') })).min(1).max(30),
  /** A message with from === to is a self message. */
  messages: z.array(z.object({
    id: elementId,
    from: id,
    to: id,
    label: z.string().trim().max(200).default(''),
    type: z.enum(['sync', 'reply', 'async']).default('sync'),
  })).max(500),
  /** `after` is the index of the message the note follows; -1 puts it before the first message. */
  notes: z.array(z.object({ over: z.array(id).min(1).max(30), text: label, after: z.number().int().min(-1) })).max(100).default([]),
  /** A fragment spans messages first..last (indices); `else` starts other branches at a message index. */
  fragments: z.array(z.object({
    type: z.enum(['alt', 'loop', 'opt', 'par', 'critical', 'break']),
    label: z.string().trim().max(200).default(''),
    first: z.number().int().min(0),
    last: z.number().int().min(0),
    else: z.array(z.object({ at: z.number().int().min(0), label: z.string().trim().max(200).default('') })).max(10).default([]),
  })).max(50).default([]),
}).superRefine((c, ctx) => {
  const ids = checkUniqueIds(ctx, c.participants, 'participants');
  checkOptionalIds(ctx, c.messages, 'messages');
  c.messages.forEach((m, i) => {
    checkRef(ctx, ids, m.from, ['messages', i, 'from']);
    checkRef(ctx, ids, m.to, ['messages', i, 'to']);
  });
  c.notes.forEach((n, i) => {
    n.over.forEach((p, j) => checkRef(ctx, ids, p, ['notes', i, 'over', j]));
    if (n.after >= c.messages.length) ctx.addIssue({ code: 'custom', path: ['notes', i, 'after'], message: 'after is past the last message' });
  });
  c.fragments.forEach((f, i) => {
    if (f.first > f.last || f.last >= c.messages.length) ctx.addIssue({ code: 'custom', path: ['fragments', i], message: 'fragment range must be within the messages, first <= last' });
    f.else.forEach((e, j) => {
      if (e.at <= f.first || e.at > f.last) ctx.addIssue({ code: 'custom', path: ['fragments', i, 'else', j, 'at'], message: 'else branch must start inside the fragment, after its first message' });
    });
  });
});
export type SequenceContent = z.infer<typeof sequenceContent>;

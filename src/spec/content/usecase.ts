// Content of use case designs (UML): actors outside one or more system boundaries, use cases inside them, and the
// associations, «include» and «extend» relations between them; generalization through `parent`.
import { z } from 'zod';
import { color, description, elementId, id, label, title } from './common.js';
import { checkForest, checkOptionalIds, checkRef, checkUniqueIds } from './refs.js';

export const USECASE_LINK_TYPES = ['association', 'include', 'extend'] as const;

export const usecaseContent = z.object({
  title,
  actors: z.array(z.object({
    id,
    label,
    /** Generalization: this actor is a kind of `parent` (drawn as a hollow triangle towards the parent). */
    parent: id.optional().describe('id of the more general actor this one specializes'),
    description,
    color,
  })).max(40).default([]),
  /** System boundaries (a system, a subsystem or a package); use cases without `system` sit in the first one. */
  systems: z.array(z.object({ id, label })).max(8).default([]),
  use_cases: z.array(z.object({
    id,
    label,
    system: id.optional().describe('id of the system boundary the use case is inside'),
    /** Generalization between use cases: this one is a special case of `parent`. */
    parent: id.optional().describe('id of the more general use case this one specializes'),
    description,
    color,
  })).max(80).default([]),
  /**
   * association: an actor takes part in a use case (a plain line; from/to may be an actor or a use case).
   * include: `from` always includes `to`. extend: `from` optionally extends `to` (at `extension_point`).
   */
  links: z.array(z.object({
    id: elementId,
    from: id,
    to: id,
    type: z.enum(USECASE_LINK_TYPES).default('association'),
    label: label.optional(),
    extension_point: label.optional().describe('for extend: the extension point or condition of the base use case'),
  })).max(300).default([]),
  /** Notes on an actor or a use case (`on`), or free. */
  notes: z.array(z.object({ id: elementId, text: label, on: id.optional() })).max(30).default([]),
}).superRefine((c, ctx) => {
  if (c.actors.length + c.use_cases.length === 0) ctx.addIssue({ code: 'too_small', origin: 'array', minimum: 1, inclusive: true, path: ['use_cases'], message: 'a use case diagram needs at least one actor or use case' });
  const actors = checkUniqueIds(ctx, c.actors, 'actors');
  const cases = checkUniqueIds(ctx, c.use_cases, 'use_cases');
  const systems = checkUniqueIds(ctx, c.systems, 'systems');
  c.use_cases.forEach((u, i) => {
    if (actors.has(u.id)) ctx.addIssue({ code: 'custom', path: ['use_cases', i, 'id'], message: `id "${u.id}" is also an actor's id` });
    checkRef(ctx, systems, u.system, ['use_cases', i, 'system']);
  });
  checkForest(ctx, c.actors, 'actors');
  checkForest(ctx, c.use_cases, 'use_cases');
  const all = new Set([...actors, ...cases]);
  checkOptionalIds(ctx, c.links, 'links');
  c.links.forEach((l, i) => {
    checkRef(ctx, all, l.from, ['links', i, 'from']);
    checkRef(ctx, all, l.to, ['links', i, 'to']);
    if (l.type !== 'association') {
      if (!cases.has(l.from)) ctx.addIssue({ code: 'custom', path: ['links', i, 'from'], message: `${l.type} joins two use cases; "${l.from}" is not one` });
      if (!cases.has(l.to)) ctx.addIssue({ code: 'custom', path: ['links', i, 'to'], message: `${l.type} joins two use cases; "${l.to}" is not one` });
    }
  });
  checkOptionalIds(ctx, c.notes, 'notes');
  c.notes.forEach((n, i) => checkRef(ctx, all, n.on, ['notes', i, 'on']));
});
export type UsecaseContent = z.infer<typeof usecaseContent>;

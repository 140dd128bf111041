// Content of journey designs (user or customer journey map): ordered stages, steps per stage with a satisfaction
// score (1 = very unhappy … 5 = delighted) and the actors taking part, pain points and opportunities as notes.
import { z } from 'zod';
import { description, elementId, id, label, title } from './common.js';
import { checkOptionalIds, checkRef, checkUniqueIds } from './refs.js';

export const JOURNEY_NOTE_TYPES = ['pain', 'opportunity'] as const;

export const journeyContent = z.object({
  title,
  /** Who goes through the journey (a persona, a customer, the support team…). */
  actors: z.array(z.object({ id, label })).max(12).default([]),
  /** Stages in order, drawn left to right. */
  stages: z.array(z.object({ id, label, description })).min(1).max(12),
  /** Steps in order; each belongs to a stage. */
  steps: z.array(z.object({
    id,
    label,
    stage: id.describe('id of the stage this step belongs to'),
    score: z.number().int().min(1).max(5).optional().describe('satisfaction 1 (very unhappy) to 5 (delighted); leave out when unknown'),
    actors: z.array(id).max(12).default([]).describe('ids of the actors taking part in this step'),
    description,
  })).max(80).default([]),
  /** A pain point or an opportunity, under its stage (or the stage of its step). */
  notes: z.array(z.object({
    id: elementId,
    type: z.enum(JOURNEY_NOTE_TYPES),
    text: label,
    stage: id.optional(),
    step: id.optional(),
  })).max(48).default([]),
}).superRefine((c, ctx) => {
  const stages = checkUniqueIds(ctx, c.stages, 'stages');
  const steps = checkUniqueIds(ctx, c.steps, 'steps');
  const actors = checkUniqueIds(ctx, c.actors, 'actors');
  c.steps.forEach((s, i) => {
    checkRef(ctx, stages, s.stage, ['steps', i, 'stage']);
    s.actors.forEach((a, j) => checkRef(ctx, actors, a, ['steps', i, 'actors', j]));
  });
  checkOptionalIds(ctx, c.notes, 'notes');
  c.notes.forEach((n, i) => {
    checkRef(ctx, stages, n.stage, ['notes', i, 'stage']);
    checkRef(ctx, steps, n.step, ['notes', i, 'step']);
    if (n.stage === undefined && n.step === undefined) ctx.addIssue({ code: 'custom', path: ['notes', i], message: 'a note needs a stage or a step' });
  });
});
export type JourneyContent = z.infer<typeof journeyContent>;

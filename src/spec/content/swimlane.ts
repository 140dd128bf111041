// Content of swimlane designs: lanes (actors), steps placed in lanes, flows between steps.
import { z } from 'zod';
import { id, label, title } from './common.js';
import { checkRef, checkUniqueIds } from './refs.js';

export const swimlaneContent = z.object({
  title,
  lanes: z.array(z.object({ id, label })).min(1).max(12),
  steps: z.array(z.object({
    id,
    lane: id,
    label,
    type: z.enum(['process', 'decision', 'start', 'end']).default('process'),
  })).min(1).max(200),
  flows: z.array(z.object({ from: id, to: id, label: label.optional() })).max(500).default([]),
}).superRefine((c, ctx) => {
  const lanes = checkUniqueIds(ctx, c.lanes, 'lanes');
  const steps = checkUniqueIds(ctx, c.steps, 'steps');
  c.steps.forEach((s, i) => checkRef(ctx, lanes, s.lane, ['steps', i, 'lane']));
  c.flows.forEach((f, i) => {
    checkRef(ctx, steps, f.from, ['flows', i, 'from']);
    checkRef(ctx, steps, f.to, ['flows', i, 'to']);
  });
});
export type SwimlaneContent = z.infer<typeof swimlaneContent>;

// Content of state-machine designs: states (initial/final pseudo-states, optional nesting) and transitions.
import { z } from 'zod';
import { color, description, id, label, title } from './common.js';
import { checkForest, checkRef, checkUniqueIds } from './refs.js';

export const stateContent = z.object({
  title,
  states: z.array(z.object({
    id,
    label,
    /** `history`: a history pseudo-state of its parent (UML H; label H, or H* for deep history). */
    type: z.enum(['normal', 'initial', 'final', 'choice', 'history']).default('normal'),
    /** The composite state this one is nested in. */
    parent: id.optional(),
    /**
     * The concurrent region of its parent it runs in (1, 2, …; PlantUML and Mermaid `--` / `||` between regions).
     * Left out: the parent has one region.
     */
    region: z.number().int().min(1).max(20).optional(),
    description,
    color,
  })).min(1).max(200),
  transitions: z.array(z.object({ from: id, to: id, label: label.optional() })).max(500).default([]),
}).superRefine((c, ctx) => {
  const ids = checkUniqueIds(ctx, c.states, 'states');
  checkForest(ctx, c.states, 'states');
  c.transitions.forEach((t, i) => {
    checkRef(ctx, ids, t.from, ['transitions', i, 'from']);
    checkRef(ctx, ids, t.to, ['transitions', i, 'to']);
  });
});
export type StateContent = z.infer<typeof stateContent>;

// Content of comparison designs: 2-5 options, with criteria rows and/or pros and cons.
import { z } from 'zod';
import { description, elementId, label, title } from './common.js';
import { checkOptionalIds } from './refs.js';

const points = z.array(z.string().trim().min(1).max(200)).max(12).default([]);

export const comparisonContent = z.object({
  title,
  options: z.array(z.object({ id: elementId, label, description, pros: points, cons: points })).min(2).max(5),
  /** One value per option, in the order of `options`. */
  criteria: z.array(z.object({ id: elementId, label, values: z.array(z.string().trim().max(200)) })).max(20).default([]),
}).superRefine((c, ctx) => {
  checkOptionalIds(ctx, c.options, 'options');
  checkOptionalIds(ctx, c.criteria, 'criteria');
  c.criteria.forEach((row, i) => {
    if (row.values.length !== c.options.length) {
      ctx.addIssue({ code: 'custom', path: ['criteria', i, 'values'], message: `needs one value per option (${c.options.length})` });
    }
  });
});
export type ComparisonContent = z.infer<typeof comparisonContent>;

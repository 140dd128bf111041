// Content of proportion designs: parts of a whole with values.
import { z } from 'zod';
import { elementId, label, title } from './common.js';
import { checkOptionalIds } from './refs.js';

export const proportionContent = z.object({
  title,
  unit: z.string().trim().max(20).optional().describe('e.g. "%" or "USD"'),
  parts: z.array(z.object({ id: elementId, label, value: z.number().finite().nonnegative() })).min(1).max(20),
}).superRefine((c, ctx) => checkOptionalIds(ctx, c.parts, 'parts'));
export type ProportionContent = z.infer<typeof proportionContent>;

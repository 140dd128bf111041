// Content of venn and matrix designs.
import { z } from 'zod';
import { description, elementId, id, label, title } from './common.js';
import { checkOptionalIds, checkRef, checkUniqueIds } from './refs.js';

const items = z.array(z.string().trim().min(1).max(200)).max(20).default([]);

export const vennContent = z.object({
  title,
  sets: z.array(z.object({ id, label, items })).min(2).max(3),
  /** Regions where sets meet, named by the ids of the sets that meet there. */
  overlaps: z.array(z.object({ sets: z.array(id).min(2).max(3), label: z.string().trim().max(200).optional(), items })).max(4).default([]),
}).superRefine((c, ctx) => {
  const ids = checkUniqueIds(ctx, c.sets, 'sets');
  c.overlaps.forEach((o, i) => {
    o.sets.forEach((s, j) => checkRef(ctx, ids, s, ['overlaps', i, 'sets', j]));
    if (new Set(o.sets).size !== o.sets.length) ctx.addIssue({ code: 'custom', path: ['overlaps', i, 'sets'], message: 'an overlap names each set once' });
  });
});
export type VennContent = z.infer<typeof vennContent>;

export const QUADRANTS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
const axis = z.object({ label, low: z.string().trim().max(60).optional(), high: z.string().trim().max(60).optional() });

export const matrixContent = z.object({
  title,
  x_axis: axis,
  y_axis: axis,
  /** Quadrant names, keyed by position. */
  quadrants: z.object({
    'top-left': z.object({ label, description }).optional(),
    'top-right': z.object({ label, description }).optional(),
    'bottom-left': z.object({ label, description }).optional(),
    'bottom-right': z.object({ label, description }).optional(),
  }).default({}),
  /** Items placed by quadrant, or exactly by x and y in 0..1 (x grows right, y grows up). */
  items: z.array(z.object({
    id: elementId,
    label,
    quadrant: z.enum(QUADRANTS).optional(),
    x: z.number().min(0).max(1).optional(),
    y: z.number().min(0).max(1).optional(),
  })).max(40).default([]),
}).superRefine((c, ctx) => checkOptionalIds(ctx, c.items, 'items'));
export type MatrixContent = z.infer<typeof matrixContent>;

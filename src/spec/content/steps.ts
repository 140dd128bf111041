// Content of the simple ordered kinds: cycle, pyramid, funnel, hub, list.
import { z } from 'zod';
import { description, elementId, icon, label, title } from './common.js';
import { checkOptionalIds } from './refs.js';

const step = z.object({ id: elementId, label, description, icon });

export const cycleContent = z.object({ title, steps: z.array(step).min(3).max(10) })
  .superRefine((c, ctx) => checkOptionalIds(ctx, c.steps, 'steps'));
export type CycleContent = z.infer<typeof cycleContent>;

/** Levels from the top (narrowest) to the base. */
export const pyramidContent = z.object({
  title,
  levels: z.array(z.object({ id: elementId, label, description, value: z.number().finite().optional() })).min(2).max(10),
}).superRefine((c, ctx) => checkOptionalIds(ctx, c.levels, 'levels'));
export type PyramidContent = z.infer<typeof pyramidContent>;

/** Stages from the wide top of the funnel to its narrow end. */
export const funnelContent = z.object({
  title,
  stages: z.array(z.object({ id: elementId, label, description, value: z.number().finite().nonnegative().optional() })).min(2).max(10),
  unit: z.string().trim().max(20).optional(),
}).superRefine((c, ctx) => checkOptionalIds(ctx, c.stages, 'stages'));
export type FunnelContent = z.infer<typeof funnelContent>;

export const hubContent = z.object({
  title,
  center: z.object({ label, icon }),
  spokes: z.array(step).min(3).max(12),
}).superRefine((c, ctx) => checkOptionalIds(ctx, c.spokes, 'spokes'));
export type HubContent = z.infer<typeof hubContent>;

export const listContent = z.object({ title, items: z.array(step).min(1).max(30) })
  .superRefine((c, ctx) => checkOptionalIds(ctx, c.items, 'items'));
export type ListContent = z.infer<typeof listContent>;

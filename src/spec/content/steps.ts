// Content of the simple ordered kinds: cycle, pyramid, funnel, hub, list.
import { z } from 'zod';
import { description, icon, label, title } from './common.js';

const step = z.object({ label, description, icon });

export const cycleContent = z.object({ title, steps: z.array(step).min(3).max(10) });
export type CycleContent = z.infer<typeof cycleContent>;

/** Levels from the top (narrowest) to the base. */
export const pyramidContent = z.object({
  title,
  levels: z.array(z.object({ label, description, value: z.number().finite().optional() })).min(2).max(10),
});
export type PyramidContent = z.infer<typeof pyramidContent>;

/** Stages from the wide top of the funnel to its narrow end. */
export const funnelContent = z.object({
  title,
  stages: z.array(z.object({ label, description, value: z.number().finite().nonnegative().optional() })).min(2).max(10),
  unit: z.string().trim().max(20).optional(),
});
export type FunnelContent = z.infer<typeof funnelContent>;

export const hubContent = z.object({
  title,
  center: z.object({ label, icon }),
  spokes: z.array(step).min(3).max(12),
});
export type HubContent = z.infer<typeof hubContent>;

export const listContent = z.object({ title, items: z.array(step).min(1).max(30) });
export type ListContent = z.infer<typeof listContent>;

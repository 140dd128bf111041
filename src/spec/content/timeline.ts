// Content of timeline designs: dated events in order.
import { z } from 'zod';
import { description, elementId, icon, label, title } from './common.js';
import { checkOptionalIds } from './refs.js';

export const timelineContent = z.object({
  title,
  events: z.array(z.object({
    id: elementId,
    /** Free text as written: "2024", "Q3 2025", "March 2021", "2024-05-01". */
    date: z.string().trim().min(1).max(60),
    title: label,
    description,
    icon,
  })).min(1).max(60),
}).superRefine((c, ctx) => checkOptionalIds(ctx, c.events, 'events'));
export type TimelineContent = z.infer<typeof timelineContent>;

// Content of timeline designs: dated events in order.
import { z } from 'zod';
import { description, icon, label, title } from './common.js';

export const timelineContent = z.object({
  title,
  events: z.array(z.object({
    /** Free text as written: "2024", "Q3 2025", "March 2021", "2024-05-01". */
    date: z.string().trim().min(1).max(60),
    title: label,
    description,
    icon,
  })).min(1).max(60),
});
export type TimelineContent = z.infer<typeof timelineContent>;

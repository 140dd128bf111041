// Content of gantt designs: tasks with dates or durations, dependencies, sections.
import { z } from 'zod';
import { id, label, title } from './common.js';
import { checkRef, checkUniqueIds } from './refs.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

export const ganttContent = z.object({
  title,
  sections: z.array(z.object({ id, label })).max(30).default([]),
  /** A task starts at `start`, or else right after the latest end of `depends_on` (or the previous task).
   * It ends at `end` or after `duration_days` (default 1). Without any date the chart counts days from day 0. */
  tasks: z.array(z.object({
    id,
    label,
    section: id.optional(),
    start: isoDate.optional(),
    end: isoDate.optional(),
    duration_days: z.number().min(0).max(3650).optional(),
    depends_on: z.array(id).max(20).default([]),
    milestone: z.boolean().default(false),
  })).min(1).max(200),
}).superRefine((c, ctx) => {
  const sections = checkUniqueIds(ctx, c.sections, 'sections');
  const ids = checkUniqueIds(ctx, c.tasks, 'tasks');
  c.tasks.forEach((t, i) => {
    checkRef(ctx, sections, t.section, ['tasks', i, 'section']);
    t.depends_on.forEach((d, j) => checkRef(ctx, ids, d, ['tasks', i, 'depends_on', j]));
    if (t.start !== undefined && t.end !== undefined && t.end < t.start) {
      ctx.addIssue({ code: 'custom', path: ['tasks', i, 'end'], message: 'end is before start' });
    }
  });
});
export type GanttContent = z.infer<typeof ganttContent>;

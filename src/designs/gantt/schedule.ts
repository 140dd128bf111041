// Gantt scheduling: tasks with dates, durations and dependencies in, each task's start and end day out.
import type { GanttContent } from '../../spec/content/index.js';
import { parseIsoDay, type Day } from './dates.js';

type Task = GanttContent['tasks'][number];

export interface Slot {
  /** Start and exclusive end, in days: calendar day numbers, or days from day 0 in relative mode. */
  start: Day;
  end: Day;
  milestone: boolean;
}

export interface Schedule {
  /** 'calendar' when any task has a date; 'relative' counts days from day 0 ("Day N"). */
  mode: 'calendar' | 'relative';
  slots: Map<string, Slot>;
  /** Earliest start and latest end over all tasks. */
  from: Day;
  to: Day;
}

/**
 * A task starts at `start`; else right after the latest end among `depends_on`; else (with an end and a
 * duration) that long before its end; else right after the previous task; else at the project start.
 * It ends after its `end` date (dates are inclusive: a task from the 3rd to the 5th takes three days),
 * else after `duration_days`, else after one day (a milestone takes none). Dependency cycles are cut.
 */
export function schedule(tasks: Task[]): Schedule {
  const dated = tasks.some((t) => t.start !== undefined || t.end !== undefined);
  const origin = dated ? projectStart(tasks) : 0;
  const byId = new Map(tasks.map((t, i) => [t.id, i]));
  const slots: (Slot | undefined)[] = new Array(tasks.length);
  const visiting = new Set<number>();

  const resolve = (i: number): Slot | undefined => {
    if (slots[i]) return slots[i];
    if (visiting.has(i)) return undefined; // a cycle: this edge is ignored
    visiting.add(i);
    const t = tasks[i];
    const startDate = t.start !== undefined ? parseIsoDay(t.start) : undefined;
    const endDate = t.end !== undefined ? parseIsoDay(t.end) : undefined;
    const depEnds = t.depends_on
      .map((id) => byId.get(id))
      .filter((j): j is number => j !== undefined && j !== i)
      .map((j) => resolve(j)?.end)
      .filter((e): e is number => e !== undefined);
    let start: Day;
    if (startDate !== undefined) start = startDate;
    else if (depEnds.length) start = Math.max(...depEnds);
    else if (endDate !== undefined && t.milestone) start = endDate;
    else if (endDate !== undefined && t.duration_days !== undefined) start = endDate + 1 - t.duration_days;
    else if (i > 0) start = resolve(i - 1)?.end ?? origin;
    else start = origin;
    let end: Day;
    if (t.milestone) end = start;
    else if (endDate !== undefined) end = endDate + 1;
    else end = start + (t.duration_days ?? 1);
    const slot = { start, end: Math.max(start, end), milestone: t.milestone };
    visiting.delete(i);
    slots[i] = slot;
    return slot;
  };

  tasks.forEach((_, i) => resolve(i));
  const map = new Map<string, Slot>();
  tasks.forEach((t, i) => { if (!map.has(t.id)) map.set(t.id, slots[i]!); });
  const all = [...map.values()];
  return {
    mode: dated ? 'calendar' : 'relative',
    slots: map,
    from: Math.min(...all.map((s) => s.start)),
    to: Math.max(...all.map((s) => s.end)),
  };
}

/** The earliest given start; failing that, the earliest given end less its duration. */
function projectStart(tasks: Task[]): Day {
  const starts: Day[] = [];
  const fromEnds: Day[] = [];
  for (const t of tasks) {
    const s = t.start !== undefined ? parseIsoDay(t.start) : undefined;
    const e = t.end !== undefined ? parseIsoDay(t.end) : undefined;
    if (s !== undefined) starts.push(s);
    else if (e !== undefined) fromEnds.push(t.milestone ? e : e + 1 - (t.duration_days ?? 1));
  }
  const pool = starts.length ? starts : fromEnds;
  return pool.length ? Math.min(...pool) : 0;
}

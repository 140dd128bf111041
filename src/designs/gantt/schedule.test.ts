import { describe, expect, it } from 'vitest';
import { ganttContent } from '../../spec/content/index.js';
import { formatIsoDay } from './dates.js';
import { schedule } from './schedule.js';

const plan = (tasks: unknown[]) => schedule(ganttContent.parse({ tasks }).tasks);
const iso = (s: ReturnType<typeof plan>, id: string) => {
  const slot = s.slots.get(id)!;
  return [formatIsoDay(slot.start), formatIsoDay(slot.end - (slot.milestone ? 0 : 1))];
};

describe('gantt schedule', () => {
  it('counts days from day 0 when no task has a date', () => {
    const s = plan([
      { id: 'a', label: 'A', duration_days: 3 },
      { id: 'b', label: 'B', duration_days: 2 },
      { id: 'c', label: 'C', depends_on: ['a'], duration_days: 4 },
      { id: 'm', label: 'M', milestone: true, depends_on: ['b', 'c'] },
    ]);
    expect(s.mode).toBe('relative');
    expect(s.slots.get('a')).toEqual({ start: 0, end: 3, milestone: false });
    expect(s.slots.get('b')).toEqual({ start: 3, end: 5, milestone: false }); // after the previous task
    expect(s.slots.get('c')).toEqual({ start: 3, end: 7, milestone: false }); // after its dependency
    expect(s.slots.get('m')).toEqual({ start: 7, end: 7, milestone: true }); // after the latest dependency
    expect([s.from, s.to]).toEqual([0, 7]);
  });

  it('treats end dates as inclusive and starts dependants the next day', () => {
    const s = plan([
      { id: 'a', label: 'A', start: '2025-03-03', end: '2025-03-07' },
      { id: 'b', label: 'B', depends_on: ['a'], duration_days: 5 },
      { id: 'c', label: 'C', end: '2025-03-31', duration_days: 3 },
      { id: 'd', label: 'D', start: '2025-04-01' },
    ]);
    expect(s.mode).toBe('calendar');
    expect(iso(s, 'a')).toEqual(['2025-03-03', '2025-03-07']);
    expect(iso(s, 'b')).toEqual(['2025-03-08', '2025-03-12']);
    expect(iso(s, 'c')).toEqual(['2025-03-29', '2025-03-31']);
    expect(iso(s, 'd')).toEqual(['2025-04-01', '2025-04-01']); // one day by default
  });

  it('anchors undated tasks at the project start', () => {
    const s = plan([
      { id: 'a', label: 'A', duration_days: 2 },
      { id: 'b', label: 'B', start: '2025-06-10', duration_days: 1 },
    ]);
    expect(iso(s, 'a')).toEqual(['2025-06-10', '2025-06-11']);
  });

  it('cuts dependency cycles instead of looping', () => {
    const s = plan([
      { id: 'a', label: 'A', depends_on: ['b'], duration_days: 2 },
      { id: 'b', label: 'B', depends_on: ['a'], duration_days: 2 },
      { id: 'c', label: 'C', depends_on: ['c'], duration_days: 1 },
    ]);
    for (const id of ['a', 'b', 'c']) expect(Number.isFinite(s.slots.get(id)!.start)).toBe(true);
    expect(s.slots.get('a')!.end <= s.slots.get('b')!.start || s.slots.get('b')!.end <= s.slots.get('a')!.start).toBe(true);
  });

  it('never ends a task before it starts', () => {
    const s = plan([
      { id: 'a', label: 'A', start: '2025-01-10', end: '2025-01-20' },
      { id: 'b', label: 'B', depends_on: ['a'], end: '2025-01-05' },
    ]);
    const b = s.slots.get('b')!;
    expect(b.end).toBeGreaterThanOrEqual(b.start);
  });
});

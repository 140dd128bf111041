// Tests of the gantt time axis: unit choice by span, tick alignment and labels, two tiers, relative days.
import { describe, expect, it } from 'vitest';
import { buildAxis, pixelsPerDay } from './axis.js';
import { formatIsoDay, parseIsoDay, weekday } from './dates.js';

const axisFor = (from: string, days: number) => {
  const a = parseIsoDay(from)!;
  return buildAxis(a, a + days, 'calendar', pixelsPerDay(days), 64);
};

describe('gantt axis', () => {
  it('chooses days, weeks, months, quarters or years by the span', () => {
    expect(axisFor('2025-03-03', 12).unit).toBe('day');
    expect(axisFor('2025-03-03', 70).unit).toBe('week');
    expect(axisFor('2025-03-03', 300).unit).toBe('month');
    expect(axisFor('2025-03-03', 1000).unit).toBe('quarter');
    expect(axisFor('2025-03-03', 4000).unit).toBe('year');
  });

  it('covers the whole span with ticks on unit boundaries, spaced wide enough for their labels', () => {
    for (const days of [5, 12, 40, 70, 150, 300, 700, 1000, 4000, 20000]) {
      const from = parseIsoDay('2025-03-13')!;
      const ppd = pixelsPerDay(days);
      const axis = buildAxis(from, from + days, 'calendar', ppd, 64);
      expect(axis.from).toBeLessThanOrEqual(from);
      expect(axis.to).toBeGreaterThanOrEqual(from + days);
      const gaps = axis.ticks.slice(1).map((t, i) => (t.at - axis.ticks[i].at) * ppd);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(axis.unit === 'day' ? 64 * 0.4 : 56);
      for (const t of axis.ticks) {
        const iso = formatIsoDay(t.at);
        if (axis.unit === 'week') expect(weekday(t.at)).toBe(0);
        if (axis.unit === 'month' || axis.unit === 'quarter') expect(iso.endsWith('-01')).toBe(true);
        if (axis.unit === 'year') expect(iso.endsWith('-01-01')).toBe(true);
      }
    }
  });

  it('labels weeks by their Monday and puts month names in a tier above', () => {
    const axis = axisFor('2025-03-05', 60);
    expect(axis.ticks[0].label).toBe('Mar 3');
    expect(axis.upper.map((t) => t.label)).toEqual(['March 2025', 'April 2025', 'May 2025']);
    expect(axis.upper[0].at).toBe(axis.from);
  });

  it('numbers days with the month above, and years above months', () => {
    const days = axisFor('2025-01-28', 10);
    expect(days.ticks.slice(0, 5).map((t) => t.label)).toEqual(['28', '29', '30', '31', '1']);
    expect(days.upper.map((t) => t.label)).toEqual(['January 2025', 'February 2025']);
    const months = axisFor('2025-11-10', 200);
    expect(months.ticks[0].label).toBe('Nov');
    expect(months.upper.map((t) => t.label)).toEqual(['2025', '2026']);
  });

  it('counts "Day N" from day 0 in relative mode', () => {
    const axis = buildAxis(0, 45, 'relative', pixelsPerDay(45), 64);
    expect(axis.ticks[0].label).toBe('Day 0');
    const step = axis.ticks[1].at - axis.ticks[0].at;
    expect([1, 2, 5, 7, 10, 14]).toContain(step);
    expect(axis.ticks.every((t) => t.at % step === 0 && t.label === `Day ${t.at}`)).toBe(true);
    expect(axis.upper).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths, dayLabel, daysInMonth, formatIsoDay, fromCivil, monthLabel, parseIsoDay, quarterLabel, startOfMonth,
  startOfWeek, startOfYear, toCivil, weekday,
} from './dates.js';

describe('gantt dates', () => {
  it('counts days from 1970-01-01', () => {
    expect(parseIsoDay('1970-01-01')).toBe(0);
    expect(parseIsoDay('1970-01-02')).toBe(1);
    expect(parseIsoDay('1969-12-31')).toBe(-1);
    expect(parseIsoDay('2000-03-01')! - parseIsoDay('2000-02-28')!).toBe(2); // 2000 is a leap year
    expect(parseIsoDay('1900-03-01')! - parseIsoDay('1900-02-28')!).toBe(1); // 1900 is not
    expect(parseIsoDay('2024-12-31')! - parseIsoDay('2024-01-01')!).toBe(365);
  });

  it('agrees with the UTC calendar for any day', () => {
    fc.assert(fc.property(fc.integer({ min: -200_000, max: 200_000 }), (d) => {
      const iso = new Date(Date.UTC(1970, 0, 1 + d)).toISOString().slice(0, 10);
      expect(formatIsoDay(d)).toBe(iso);
      expect(parseIsoDay(iso)).toBe(d);
      const c = toCivil(d);
      expect(fromCivil(c.year, c.month, c.day)).toBe(d);
      expect(weekday(d)).toBe((new Date(Date.UTC(1970, 0, 1 + d)).getUTCDay() + 6) % 7);
    }), { seed: 20250101, numRuns: 300 });
  });

  it('clamps impossible dates to the nearest real one and rejects other text', () => {
    expect(formatIsoDay(parseIsoDay('2025-02-30')!)).toBe('2025-02-28');
    expect(formatIsoDay(parseIsoDay('2024-02-30')!)).toBe('2024-02-29');
    expect(formatIsoDay(parseIsoDay('2024-13-05')!)).toBe('2024-12-05');
    expect(formatIsoDay(parseIsoDay('2024-00-00')!)).toBe('2024-01-01');
    expect(parseIsoDay('2024-1-5')).toBeUndefined();
    expect(parseIsoDay('March 3')).toBeUndefined();
    expect(daysInMonth(2023, 2)).toBe(28);
  });

  it('finds week, month and year starts', () => {
    const d = parseIsoDay('2025-03-13')!; // a Thursday
    expect(weekday(d)).toBe(3);
    expect(formatIsoDay(startOfWeek(d))).toBe('2025-03-10');
    expect(formatIsoDay(startOfMonth(d))).toBe('2025-03-01');
    expect(formatIsoDay(startOfYear(d))).toBe('2025-01-01');
    expect(formatIsoDay(addMonths(d, 1))).toBe('2025-04-01');
    expect(formatIsoDay(addMonths(d, 10))).toBe('2026-01-01');
    expect(formatIsoDay(addMonths(d, -3))).toBe('2024-12-01');
  });

  it('labels days, months and quarters', () => {
    const d = parseIsoDay('2025-08-04')!;
    expect(dayLabel(d)).toBe('Aug 4');
    expect(monthLabel(d)).toBe('Aug 2025');
    expect(monthLabel(d, true)).toBe('August 2025');
    expect(quarterLabel(d)).toBe('Q3 2025');
  });
});

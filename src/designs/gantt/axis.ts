// Gantt time axis: the scheduled span and a scale in, the visible range and labelled ticks in one or two tiers out.
import {
  addMonths, dayLabel, monthLabel, monthName, quarterLabel, startOfMonth, startOfWeek, startOfYear, toCivil, type Day,
} from './dates.js';

/** A tick and its label; `alt` are shorter labels to fall back on, in order, when the label does not fit. */
export interface Tick { at: Day; label: string; alt?: string[] }

export interface Axis {
  /** The drawn range: the schedule widened to whole ticks. */
  from: Day;
  to: Day;
  /** Fine ticks (grid lines and their labels), and an optional coarser tier above them. */
  ticks: Tick[];
  upper: Tick[];
  unit: 'day' | 'week' | 'month' | 'quarter' | 'year' | 'relative';
}

/** Pixels per day: about 24 px a day for short plans, wider spans squeezed into about 960 px. */
export function pixelsPerDay(span: number): number {
  const days = Math.max(1, span);
  return Math.max(480, Math.min(960, days * 24)) / days;
}

/**
 * Picks the finest unit whose ticks stand at least `minGap` px apart: days, weeks (Mondays), months,
 * quarters, years (calendar), or every 1, 2, 5, 7, 10, 14, 30… days ("Day N", relative).
 */
export function buildAxis(from: Day, to: Day, mode: 'calendar' | 'relative', ppd: number, minGap: number): Axis {
  if (mode === 'relative') return relativeAxis(from, to, ppd, minGap);
  // Day ticks carry only the day of the month (the month is in the tier above), so they fit closer.
  if (ppd >= minGap * 0.4) return calendar('day', Math.floor(from), Math.ceil(to), (d) => d + 1, (d) => String(toCivil(d).day));
  if (ppd * 7 >= minGap) return calendar('week', startOfWeek(from), Math.ceil(to), (d) => d + 7, dayLabel);
  if (ppd * 30 >= minGap) return calendar('month', startOfMonth(from), Math.ceil(to), (d) => addMonths(d, 1), (d) => monthName(toCivil(d).month));
  if (ppd * 91 >= minGap) {
    const q = (d: Day) => addMonths(startOfYear(d), Math.floor((toCivil(d).month - 1) / 3) * 3);
    return calendar('quarter', q(from), Math.ceil(to), (d) => addMonths(d, 3), quarterLabel);
  }
  const years = Math.max(1, niceStep(minGap / (ppd * 365.25), [1, 2, 5, 10, 20, 25, 50, 100]));
  const y0 = toCivil(from).year;
  const first = addMonths(startOfYear(from), -((((y0 % years) + years) % years) * 12));
  return calendar('year', first, Math.ceil(to), (d) => addMonths(d, 12 * years), (d) => String(toCivil(d).year));
}

function calendar(unit: Axis['unit'], first: Day, end: Day, next: (d: Day) => Day, label: (d: Day) => string): Axis {
  const ticks: Tick[] = [];
  let d = first;
  while (d < end) { ticks.push({ at: d, label: label(d) }); d = next(d); }
  const to = d;
  ticks.push({ at: to, label: label(to) });
  let upper: Tick[] = [];
  if (unit === 'day' || unit === 'week') upper = tierBoundaries(first, to, (x) => addMonths(x, 1), startOfMonth, (x) => monthLabel(x, true), (x) => [monthLabel(x), monthName(toCivil(x).month)]);
  if (unit === 'month') upper = tierBoundaries(first, to, (x) => addMonths(x, 12), startOfYear, (x) => String(toCivil(x).year));
  return { from: first, to, ticks, upper, unit };
}

/** Upper-tier cells: one per month (or year) overlapping the range, labelled at the cell's visible start. */
function tierBoundaries(from: Day, to: Day, next: (d: Day) => Day, start: (d: Day) => Day, label: (d: Day) => string, alt?: (d: Day) => string[]): Tick[] {
  const out: Tick[] = [];
  let d = start(from);
  while (d < to) {
    out.push({ at: Math.max(d, from), label: label(d), ...(alt ? { alt: alt(d) } : {}) });
    d = next(d);
  }
  return out;
}

function relativeAxis(from: Day, to: Day, ppd: number, minGap: number): Axis {
  const step = niceStep(minGap / ppd, [1, 2, 5, 7, 10, 14, 20, 30, 50, 60, 90, 100, 180, 200, 365, 500, 1000]);
  const first = Math.floor(from / step) * step;
  const ticks: Tick[] = [];
  let d = first;
  while (d < to) { ticks.push({ at: d, label: `Day ${d}` }); d += step; }
  ticks.push({ at: d, label: `Day ${d}` });
  return { from: first, to: d, ticks, upper: [], unit: 'relative' };
}

/** The smallest step in the list that is at least `need`, else a multiple of the largest. */
function niceStep(need: number, steps: number[]): number {
  for (const s of steps) if (s >= need) return s;
  const last = steps[steps.length - 1];
  return Math.ceil(need / last) * last;
}

// Calendar arithmetic on day numbers (days since 1970-01-01, UTC): ISO dates in and out, weeks, months, labels.
//
// Pure integer arithmetic (Howard Hinnant's civil-date algorithms): no Date object, no time zone, no clock.

/** Days since 1970-01-01; fractions are parts of a day. */
export type Day = number;

export interface Civil { year: number; month: number; day: number }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

export function fromCivil(year: number, month: number, day: number): Day {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function toCivil(d: Day): Civil {
  const z = Math.floor(d) + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/**
 * Parses YYYY-MM-DD. Out-of-range parts are clamped to the nearest real date (2025-02-30 → 2025-02-28),
 * which is what a writer of such a date most likely meant; anything else is undefined.
 */
export function parseIsoDay(s: string): Day | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s.trim());
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Math.min(12, Math.max(1, Number(m[2])));
  const day = Math.min(daysInMonth(year, month), Math.max(1, Number(m[3])));
  return fromCivil(year, month, day);
}

export function formatIsoDay(d: Day): string {
  const c = toCivil(d);
  return `${String(c.year).padStart(4, '0')}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekday(d: Day): number {
  return (((Math.floor(d) + 3) % 7) + 7) % 7;
}

export function startOfWeek(d: Day): Day {
  return Math.floor(d) - weekday(d);
}

export function startOfMonth(d: Day): Day {
  const c = toCivil(d);
  return fromCivil(c.year, c.month, 1);
}

/** First day of the month n months after d's month. */
export function addMonths(d: Day, n: number): Day {
  const c = toCivil(d);
  const idx = c.year * 12 + (c.month - 1) + n;
  return fromCivil(Math.floor(idx / 12), (idx % 12) + 1, 1);
}

export function startOfYear(d: Day): Day {
  return fromCivil(toCivil(d).year, 1, 1);
}

export function monthName(month: number, short = true): string {
  const name = MONTHS[month - 1];
  return short ? name.slice(0, 3) : name;
}

/** "Mar 4" */
export function dayLabel(d: Day): string {
  const c = toCivil(d);
  return `${monthName(c.month)} ${c.day}`;
}

/** "Mar 2025", or "March 2025" when long. */
export function monthLabel(d: Day, long = false): string {
  const c = toCivil(d);
  return `${monthName(c.month, !long)} ${c.year}`;
}

/** "Q1 2025" */
export function quarterLabel(d: Day): string {
  const c = toCivil(d);
  return `Q${Math.floor((c.month - 1) / 3) + 1} ${c.year}`;
}

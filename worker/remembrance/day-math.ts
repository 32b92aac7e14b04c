/**
 * Calendar dates as the remembrance rules count them: plain YYYY-MM-DD days with no time and no time zone.
 * A stored birth or death date is such a day (the date on the death certificate, in Colombia), and "today" is
 * the Colombian date (worker/services/time.ts todayInColombia), so nothing here ever reads a clock or an offset:
 * a death at 23:30 in Bogotá (04:30 UTC the next day) is still that day's death. Dependency-free.
 */

export type Day = { year: number; month: number; day: number };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day a YYYY-MM-DD string names, or null when it names none (a 30 February, a malformed value). */
export function parseDay(value: string | null | undefined): Day | null {
  const match = value ? DATE.exec(value.trim()) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const formatDay = ({ year, month, day }: Day): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Days since 1970-01-01: differences and ordering without any clock. */
export const dayNumber = ({ year, month, day }: Day): number => Date.UTC(year, month - 1, day) / 86_400_000;

export function fromDayNumber(n: number): Day {
  const date = new Date(n * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const addDays = (from: Day, days: number): Day => fromDayNumber(dayNumber(from) + days);

/** `day` of `month` in `year`, or the month's last day when it has fewer (31 → 28, 29 or 30). */
export function clampedDay(year: number, month: number, day: number): Day {
  return { year, month, day: Math.min(day, daysInMonth(year, month)) };
}

/**
 * The same day `months` later; past the end of a shorter month it is that month's last day: 31 January → 28
 * (or 29) February, 30 March → 30 April, 31 March → 30 April.
 */
export function addMonths(from: Day, months: number): Day {
  const index = from.year * 12 + (from.month - 1) + months;
  return clampedDay(Math.floor(index / 12), (index % 12) + 1, from.day);
}

/**
 * The same day of the month in `year`: 29 February falls on 28 February in common years (the birthday
 * celebration, site/lib/public/birthday.ts, counts it the same way), so the date stays in its month.
 */
export const sameDayIn = (from: Day, year: number): Day => clampedDay(year, from.month, from.day);

/** The `n`th Sunday of `month` (1-based): the second of May, the third of June. */
export function nthSunday(year: number, month: number, n: number): Day {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstSunday = 1 + ((7 - firstWeekday) % 7);
  return { year, month, day: firstSunday + 7 * (n - 1) };
}

export const compareDays = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The couple page's figures of time (product §3.2): each person's age and how long the couple has been
 * together, shown as '{time} de amor'. Both are counted for a calendar date in Colombia (YYYY-MM-DD), the
 * same day the birthday marker uses, so on a birthday the age and the marker agree. A date a month lacks
 * (29 February, the 31st) falls on that month's last day, as birthday.ts celebrates 29 February on the
 * 28th in common years. Dependency-free.
 */

type Ymd = { year: number; month: number; day: number };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dayNumber = (d: Ymd) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** A real calendar date ('2023-02-30' is not one), or null. */
function parseYmd(value: string | null | undefined): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Whole months from `from` to `to` (negative when `to` is earlier), counting a short month's end as the day. */
function wholeMonths(from: Ymd, to: Ymd): number {
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  const monthDay = Math.min(from.day, daysInMonth(to.year, to.month));
  return to.day < monthDay ? months - 1 : months;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Age in whole years on `today`; null for an unreadable date or one after `today`. */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = parseYmd(birthDate);
  const now = parseYmd(today);
  if (!birth || !now || dayNumber(birth) > dayNumber(now)) return null;
  return Math.floor(wholeMonths(birth, now) / 12);
}

/** '1 año', '34 años'. */
export const ageLabel = (age: number) => plural(age, 'año', 'años');

/**
 * How long since `startDate`, the way a couple says it: '5 años y 3 meses', '2 años', '7 meses', and
 * '12 días' in the first month. Null on the first day itself, for an unreadable date and for a future one.
 */
export function loveTime(startDate: string, today: string): string | null {
  const start = parseYmd(startDate);
  const now = parseYmd(today);
  if (!start || !now) return null;
  const months = wholeMonths(start, now);
  if (months < 0) return null;
  if (months === 0) {
    const days = dayNumber(now) - dayNumber(start);
    return days > 0 ? plural(days, 'día', 'días') : null;
  }
  const [years, rest] = [Math.floor(months / 12), months % 12];
  if (years === 0) return plural(rest, 'mes', 'meses');
  return rest === 0 ? plural(years, 'año', 'años') : `${plural(years, 'año', 'años')} y ${plural(rest, 'mes', 'meses')}`;
}

/** Said on the day the relationship starts, when there is no time to count yet. */
export const FIRST_DAY_OF_LOVE = 'Su primer día de amor';

/** '5 años y 3 meses de amor'; the first day's own words on the start date; null before it or without a date. */
export function loveTimeText(startDate: string, today: string): string | null {
  const time = loveTime(startDate, today);
  if (time) return `${time} de amor`;
  const start = parseYmd(startDate);
  const now = parseYmd(today);
  return start && now && dayNumber(start) === dayNumber(now) ? FIRST_DAY_OF_LOVE : null;
}

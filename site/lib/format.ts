/**
 * es-CO formatters for what the site shows. Kept dependency-free so islands can import them too. Money
 * comes from worker/schemas/money.ts, which the API shares.
 */
import { lazyFormat } from '../../worker/schemas/lazy-format';
import { formatInteger } from '../../worker/schemas/money';

export { formatCOP } from '../../worker/schemas/money';

const LOCALE = 'es-CO';
const oneDecimalFormat = lazyFormat(() => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const upToOneDecimalFormat = lazyFormat(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));

/** A count with es-CO grouping: 1200 → '1.200'. */
export function formatCount(value: number): string {
  return formatInteger(Math.trunc(value));
}

/**
 * A short count for headline figures: 50000 → '50K', 1250 → '1,2K', 2500000 → '2,5M'.
 * Rounded down, because the page prints it as a floor ('50K+').
 */
export function formatCompactCount(value: number): string {
  const n = Math.max(0, Math.trunc(value));
  if (n < 1000) return formatCount(n);
  const [divisor, suffix] = n < 1_000_000 ? [1000, 'K'] : [1_000_000, 'M'];
  const scaled = Math.floor((n / divisor) * 10) / 10;
  return `${upToOneDecimalFormat().format(scaled)}${suffix}`;
}

/** A star rating with one decimal and a decimal comma: 4.9 → '4,9', 5 → '5,0'. */
export function formatRating(value: number): string {
  return oneDecimalFormat().format(value);
}

const longDateFormat = lazyFormat(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/**
 * A calendar date stored as 'YYYY-MM-DD' in words: '1948-03-15' → '15 de marzo de 1948'. Read as UTC so
 * the day never shifts with the browser's time zone. Anything else comes back unchanged (never 'Invalid Date').
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? isoDate : longDateFormat().format(time);
}

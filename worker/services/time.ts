/** Timestamps are ISO 8601 strings in UTC everywhere (they sort correctly as text in SQLite). */
export const isoIn = (ms: number, from: number = Date.now()) => new Date(from + ms).toISOString();
export const nowIso = () => new Date().toISOString();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Colombia has no daylight saving: it is always UTC−5. */
const COLOMBIA_OFFSET_MS = -5 * HOUR;

/** Today's date in Colombia as YYYY-MM-DD: a transfer made tonight in Cali is not "in the future". */
export function todayInColombia(now: number = Date.now()): string {
  return new Date(now + COLOMBIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The next midnight in Colombia strictly after `now` (ms since the epoch): when the calendar date there
 * changes, and with it the daily quote and every birthday message.
 */
export function nextMidnightInColombia(now: number = Date.now()): number {
  const local = now + COLOMBIA_OFFSET_MS;
  return local - (((local % DAY) + DAY) % DAY) + DAY - COLOMBIA_OFFSET_MS;
}

/** Colombia has no daylight saving time: it is always UTC−5. */
const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;

/**
 * Today in Colombia as YYYY-MM-DD: the date inputs' maximum and the "not in the future" rule use the same
 * day the API checks against (worker/services/time.ts), whatever the device's clock zone says.
 */
export function colombiaToday(now: number = Date.now()): string {
  return new Date(now + COLOMBIA_OFFSET_MS).toISOString().slice(0, 10);
}

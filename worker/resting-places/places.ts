/**
 * Pure rules of 'Dónde descansa' (docs/features/resting-places.md): Colombia's bounding box, the 'Cómo llegar' links and the bóveda's
 * contract term. No I/O; the schemas, the services, the pages and the islands share them.
 */
import { addMonths, formatDay, parseDay, sameDayIn } from '../remembrance/day-math';

export { COLOMBIA_BOUNDS, isInColombia } from '../schemas/colombia-bounds';

/** Six decimals are about 11 cm: more is noise from the phone, fewer would move the pin. */
const coordinate = (value: number) => String(Number(value.toFixed(6)));

export const coordinatesText = (latitude: number, longitude: number) => `${coordinate(latitude)},${coordinate(longitude)}`;

/** Google Maps' directions to the point, from wherever the visitor is (Maps URLs, `api=1`). */
export const googleDirectionsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${coordinatesText(latitude, longitude)}`;

/** Waze's navigation to the point. */
export const wazeUrl = (latitude: number, longitude: number) =>
  `https://waze.com/ul?ll=${coordinatesText(latitude, longitude)}&navigate=yes`;

/** How far before its end the owner hears about a bóveda's contract: three months, and then on the day. */
export const BOVEDA_NOTICE_MONTHS = 3;

/** The day a bóveda's contract of `years` from `since` ends (29 February → 28 February in a common year). */
export function contractEnd(since: string, years: number): string | null {
  const start = parseDay(since);
  return start ? formatDay(sameDayIn(start, start.year + years)) : null;
}

/** The day the owner is first reminded: three months before the end (31 May → 28 or 29 February). */
export function contractNoticeDay(end: string): string | null {
  const day = parseDay(end);
  return day ? formatDay(addMonths(day, -BOVEDA_NOTICE_MONTHS)) : null;
}

/** The days the owner is e-mailed about a contract ending on `end`: three months before, and the day. */
export function contractNoticeDays(end: string): { notice: 'ahead' | 'today'; day: string }[] {
  const ahead = contractNoticeDay(end);
  return [...(ahead ? [{ notice: 'ahead' as const, day: ahead }] : []), { notice: 'today' as const, day: end }];
}

/** Whether the dashboard shows the contract's end on `today`: from three months before until the day itself. */
export function contractShownOn(end: string, today: string): boolean {
  const from = contractNoticeDay(end);
  return from !== null && today >= from && today <= end;
}

/**
 * Dates and hours the way people in Colombia write them ('lunes 2 de noviembre de 2026', '5:13 p. m.'), in
 * Colombia's time whatever the device's zone. Written by hand rather than with Intl.DateTimeFormat: building a
 * formatter costs a cheap phone tens of milliseconds, and ICU versions word the same date differently, while these
 * texts must read the same on the server, in every browser and in the service worker. Dependency-free for that
 * reason: the e-mails, the prayer card, the public pages and the offline notice all import it.
 */

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** America/Bogota is UTC−5 all year: Colombia has had no daylight saving time since 1993. */
export const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** The instant (ms since the epoch) as Colombia's wall clock: a Date whose UTC fields read Bogotá's. */
export function colombiaClock(instant: number): Date {
  return new Date(instant + COLOMBIA_OFFSET_MS);
}

/** 'noviembre' for 11 (months count from 1); undefined outside 1 to 12. */
export function monthName(month: number): string | undefined {
  return MONTHS[month - 1];
}

/** What to show of a date: its weekday first ('lunes 2 de noviembre') and its year last ('… de 2026'). */
export type DateTextOptions = { weekday?: boolean; year?: boolean };

function dateText(weekday: string | undefined, day: number | undefined, month: string | undefined, year: number | undefined): string {
  const dayAndMonth = `${day} de ${month}`;
  const withYear = year === undefined ? dayAndMonth : `${dayAndMonth} de ${year}`;
  return weekday === undefined ? withYear : `${weekday} ${withYear}`;
}

/** '2 de noviembre' from 2 and 11 (months count from 1); with `year`, '2 de noviembre de 2026'. */
export function dayMonthText(day: number, month: number, year?: number): string {
  return dateText(undefined, day, monthName(month), year);
}

/** '2 de noviembre' from '2026-11-02' (a calendar date); with the options, 'lunes 2 de noviembre de 2026'. */
export function calendarDateText(date: string, options: DateTextOptions = {}): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = options.weekday ? WEEKDAYS[new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay()] : undefined;
  return dateText(weekday, day, monthName(month ?? 1), options.year ? year : undefined);
}

/** The same words for a wall clock (see colombiaClock): 'sábado 5 de diciembre de 2026' with both options. */
export function clockDateText(clock: Date, options: DateTextOptions = {}): string {
  const weekday = options.weekday ? WEEKDAYS[clock.getUTCDay()] : undefined;
  return dateText(weekday, clock.getUTCDate(), MONTHS[clock.getUTCMonth()], options.year ? clock.getUTCFullYear() : undefined);
}

/** '3:00 p. m.', '11:30 a. m.', '12:00 p. m.' (noon), '12:00 a. m.' (midnight): a wall clock's hour as people write it. */
export function clockHourText(clock: Date): string {
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}

/** The article before an hour: 'la' for one o'clock ('a la 1:05 a. m.'), 'las' for any other ('hasta las 6:00 p. m.'). */
export function hourArticle(hourText: string): 'la' | 'las' {
  return hourText.startsWith('1:') ? 'la' : 'las';
}

/**
 * Birthday messages (product §2.4): on the day, the day before, and 2 to 7 days before. One pure
 * function decides, from the birth date and a calendar date in Colombia: the server renders its answer into
 * the HTML, and the page's script asks it again with the browser's clock (a cached page may cross
 * midnight), so both always say the same thing for the same day. Dependency-free: it ships to browsers.
 */
import { plural } from '../../../worker/schemas/plural';
import { COLOMBIA_OFFSET_MS, dayMonthText } from '../../../worker/schemas/spanish-dates';

export type BirthdayKind = 'today' | 'tomorrow' | 'soon';

export type BirthdayMessage = {
  kind: BirthdayKind;
  /** 0 on the day, 1 the day before, 2 to 7 before. */
  daysUntil: number;
  /** The age the person would reach on this birthday. */
  age: number;
  title: string;
  detail: string;
};

/**
 * The calendar date in Colombia (YYYY-MM-DD) at `now`, whatever the device's or server's time zone: the
 * server renders the message for it and the browser checks it again with its own clock.
 */
export function colombiaDate(now: number = Date.now()): string {
  return new Date(now + COLOMBIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The localStorage key of the "celebrated today" marker, one per memorial (its value is the date). */
export const celebrationMarkKey = (profileKey: string) => `recuerdos:cumpleanos:${profileKey}`;

/** Messages start this many days before the birthday. */
export const BIRTHDAY_NOTICE_DAYS = 7;

type Ymd = { year: number; month: number; day: number };

function parseYmd(value: string): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 86_400_000;

/** The birthday as celebrated in `year`: 29 February falls on the 28th in common years. */
function birthdayIn(birth: Ymd, year: number): number {
  const day = birth.month === 2 && birth.day === 29 && !isLeapYear(year) ? 28 : birth.day;
  return dayNumber(year, birth.month, day);
}

/**
 * The message for `today` (YYYY-MM-DD in Colombia), or null outside the week before the birthday and
 * for unreadable dates.
 */
export function birthdayMessage(name: string, birthDate: string, today: string): BirthdayMessage | null {
  const birth = parseYmd(birthDate);
  const now = parseYmd(today);
  if (!birth || !now) return null;
  const todayNumber = dayNumber(now.year, now.month, now.day);
  // This year's birthday, or next year's once this year's has passed (28 December → 2 January).
  let year = now.year;
  if (birthdayIn(birth, year) < todayNumber) year += 1;
  const daysUntil = birthdayIn(birth, year) - todayNumber;
  if (daysUntil > BIRTHDAY_NOTICE_DAYS) return null;

  const age = year - birth.year;
  if (age <= 0) return null;
  const when = dayMonthText(birth.day, birth.month);
  if (daysUntil === 0) {
    return {
      kind: 'today',
      daysUntil,
      age,
      title: `Hoy es el cumpleaños de ${name}`,
      detail: `Hoy cumpliría ${plural(age, 'año', 'años')}. Celebremos su vida con gratitud y con todo el amor que nos dejó.`,
    };
  }
  if (daysUntil === 1) {
    return {
      kind: 'tomorrow',
      daysUntil,
      age,
      title: `Mañana es el cumpleaños de ${name}`,
      detail: `Mañana cumpliría ${plural(age, 'año', 'años')}. Un buen momento para compartir un recuerdo o una canción en su honor.`,
    };
  }
  return {
    kind: 'soon',
    daysUntil,
    age,
    title: `Faltan ${plural(daysUntil, 'día', 'días')} para el cumpleaños de ${name}`,
    detail: `El ${when} cumpliría ${plural(age, 'año', 'años')}. Preparemos el corazón para recordarle con alegría.`,
  };
}

/** True on the birthday itself (29 February counts on the 28th in common years). */
export function isBirthday(birthDate: string, today: string): boolean {
  return birthdayMessage('', birthDate, today)?.kind === 'today';
}

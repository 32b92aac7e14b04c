/**
 * The remembrance part of the public memorial and family pages (docs/features/remembrance.md) as the server renders it: how a date
 * reads on the 'Fechas para recordar' card, the calendar's two addresses, the WhatsApp message, and the fixed
 * words of the candle and reminder cards. Pure, so the words are unit-tested.
 */
import type { RemembranceDate } from '../../../worker/remembrance/rules';
import { calendarDateText, monthName } from '../../../worker/schemas/spanish-dates';
import { NETWORK_ERROR, UNEXPECTED_ERROR } from '../api';
import { shareMessage, whatsappShareUrl, type ShareKind } from '../share';

export const REMEMBRANCE_PAGE_TEXTS = {
  datesTitle: 'Fechas para recordar',
  calendarLabel: 'Agregar a mi calendario',
  calendarSubscribe: 'Suscribirme en mi calendario',
  calendarDownload: 'Descargar las fechas (.ics)',
  calendarHint: 'Al suscribirte, tu calendario mantiene las fechas al día.',
  remindersSummary: 'Recibir recordatorios',
  remindersIntro:
    'Te escribiremos el día de cada fecha, y tres días antes del cabo de año y del 2 de noviembre para que alcances a organizar la misa.',
  remindersEmail: 'Tu correo',
  remindersSubmit: 'Enviarme los recordatorios',
  candleTitle: 'Encender una vela',
  candleIntro: 'Enciende una vela en su memoria, estés donde estés.',
  candleName: 'Tu nombre (opcional)',
  candleNameHint: 'Solo la familia verá tu nombre.',
  candleSubmit: 'Encender una vela',
  /** Followed by the number, read after load: 'Velas encendidas: 12 · esta semana: 3'. */
  candleCount: 'Velas encendidas:',
  candleWeek: 'esta semana:',
  candleLit: 'Tu vela está encendida. Gracias por acompañar a la familia.',
  candleAlreadyLit: 'Ya encendiste una vela hoy en este memorial y sigue encendida. Mañana puedes encender otra.',
  /** `{email}` becomes the address the visitor typed. */
  remindersSent: 'Te enviamos un correo a {email}. Ábrelo y confirma para empezar a recibir los recordatorios.',
  share: 'Compartir por WhatsApp',
  todayEyebrow: 'Hoy',
} as const;

/** A page with no date to show gets no card, no calendar and no reminders (nothing empty on the page). */
export function withDates<R extends { upcoming: readonly unknown[]; today: readonly unknown[] }>(remembrance: R | null): R | null {
  return remembrance && (remembrance.upcoming.length > 0 || remembrance.today.length > 0) ? remembrance : null;
}

/**
 * The data attributes a remembrance form hands the page's script (scripts/public/remembrance.ts): where it posts,
 * what it says once done, and the words for an answer that is not the API's own (no connection, a proxy's page).
 */
export function formData(endpoint: string, done: string, doneAgain?: string): Record<string, string> {
  return {
    'data-endpoint': endpoint,
    'data-done': done,
    ...(doneAgain ? { 'data-done-again': doneAgain } : {}),
    'data-offline': NETWORK_ERROR,
    'data-failed': UNEXPECTED_ERROR,
  };
}

/** 'lunes 2 de noviembre de 2027' from '2027-11-02': the card names the weekday, since people plan a mass on it. */
export function cardDateLabel(date: string): string {
  return calendarDateText(date, { weekday: true, year: true });
}

/** The card's two parts of a date: the short day shown large ('2 nov.') and the full label. */
export type CardDate = { date: string; day: string; month: string; label: string; title: string };

export function cardDates(dates: readonly RemembranceDate[]): CardDate[] {
  return dates.map((entry) => {
    const [, month, day] = entry.date.split('-').map(Number);
    return {
      date: entry.date,
      day: String(day),
      month: (monthName(month ?? 1) ?? '').slice(0, 3),
      label: cardDateLabel(entry.date),
      title: entry.title,
    };
  });
}

/** The calendar's addresses from the page's origin: the file to download and the `webcal://` one to subscribe to. */
export function calendarLinks(origin: string, calendarPath: string): { download: string; subscribe: string } {
  const url = new URL(calendarPath, origin);
  return { download: url.pathname, subscribe: `webcal://${url.host}${url.pathname}` };
}

/** 'Compartir por WhatsApp' on the public page: the share builder's message with the page's address. */
export function pageWhatsappHref(kind: Extract<ShareKind, 'individual' | 'family'>, name: string, pageUrl: string): string {
  return whatsappShareUrl(shareMessage(kind, name, pageUrl));
}

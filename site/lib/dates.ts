/**
 * es-CO dates for the back-office: short month, day and time ('12 may 2026, 3:45 p. m.'). Always in
 * Colombia's time zone, so every administrator reads the same moment whatever their device says.
 * Dependency-free: islands import it.
 */

const COLOMBIA_TIME_ZONE = 'America/Bogota';

const dateTimeFormat = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: COLOMBIA_TIME_ZONE,
});

const dayFormat = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', year: 'numeric', timeZone: COLOMBIA_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('es-CO', { hour: 'numeric', minute: '2-digit', timeZone: COLOMBIA_TIME_ZONE });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An ISO timestamp in one line ('12 de may de 2026, 3:45 p. m.'); '—' when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateTimeFormat.format(date) : '—';
}

/** The same moment as two lines for narrow table cells: { day: '12 de may de 2026', time: '3:45 p. m.' }. */
export function formatDateTimeParts(iso: string | null | undefined): { day: string; time: string } | null {
  const date = parse(iso);
  return date ? { day: dayFormat.format(date), time: timeFormat.format(date) } : null;
}

/** Colombia has no daylight saving time: it is always UTC−5. */
const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;

/**
 * Today's date in Colombia as YYYY-MM-DD, the same rule the API applies to transfer dates: a transfer made
 * tonight in Cali is not "in the future" because the server's clock says tomorrow in UTC.
 */
export function todayInColombia(now: number = Date.now()): string {
  return new Date(now + COLOMBIA_OFFSET_MS).toISOString().slice(0, 10);
}

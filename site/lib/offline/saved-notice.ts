/**
 * The notice on a saved copy opened without a connection: 'Sin conexión · guardado el 24 de noviembre de 2026
 * a las 5:13 p. m.', in Colombia's time whatever the phone's zone. Written by hand rather than with
 * Intl.DateTimeFormat: building a formatter costs a cheap phone tens of milliseconds, and ICU versions word
 * the same date differently ('a las' or a comma), while this text must read the same on every phone.
 *
 * It keeps its own month names rather than importing worker/schemas/spanish-dates.ts, which the words elsewhere
 * use: the offline script (site/components/OfflineScript.astro) is inlined in every page only while it imports no
 * module another page script imports; a shared module would become a file of its own, a request on every page
 * (tests/e2e/security-headers.test.ts and the 404 tests in tests/e2e/public-pages.test.ts fail then).
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

/** America/Bogota is UTC−5 all year: Colombia has had no daylight saving time since 1993. */
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** '24 de noviembre de 2026 a las 5:13 p. m.' ('a la 1:05 a. m.' for one o'clock). */
export function formatSavedAt(savedAt: Date): string {
  const bogota = new Date(savedAt.getTime() + BOGOTA_OFFSET_MS);
  const hours = bogota.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(bogota.getUTCMinutes()).padStart(2, '0');
  const period = hours < 12 ? 'a. m.' : 'p. m.';
  const date = `${bogota.getUTCDate()} de ${MONTHS[bogota.getUTCMonth()]} de ${bogota.getUTCFullYear()}`;
  return `${date} ${hour12 === 1 ? 'a la' : 'a las'} ${hour12}:${minutes} ${period}`;
}

/** The whole notice; without a readable saved time it says only what it knows. */
export function savedCopyNotice(savedAtIso: string): string {
  const savedAt = new Date(savedAtIso);
  return Number.isNaN(savedAt.getTime()) ? 'Sin conexión' : `Sin conexión · guardado el ${formatSavedAt(savedAt)}`;
}

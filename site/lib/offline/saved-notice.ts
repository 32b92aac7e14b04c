/**
 * The notice on a saved copy opened without a connection: 'Sin conexión · guardado el 24 de noviembre de 2026
 * a las 5:13 p. m.', in Colombia's time whatever the phone's zone, worded by the dependency-free
 * worker/schemas/spanish-dates.ts (no Intl: ICU versions word the same date differently, 'a las' or a comma).
 */
import { clockDateText, clockHourText, colombiaClock, hourArticle } from '../../../worker/schemas/spanish-dates';

/** '24 de noviembre de 2026 a las 5:13 p. m.' ('a la 1:05 a. m.' for one o'clock). */
export function formatSavedAt(savedAt: Date): string {
  const bogota = colombiaClock(savedAt.getTime());
  const hour = clockHourText(bogota);
  return `${clockDateText(bogota, { year: true })} a ${hourArticle(hour)} ${hour}`;
}

/** The whole notice; without a readable saved time it says only what it knows. */
export function savedCopyNotice(savedAtIso: string): string {
  const savedAt = new Date(savedAtIso);
  return Number.isNaN(savedAt.getTime()) ? 'Sin conexión' : `Sin conexión · guardado el ${formatSavedAt(savedAt)}`;
}

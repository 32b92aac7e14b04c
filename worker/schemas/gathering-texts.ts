/**
 * The words, limits and pure helpers of gatherings (docs/features/gatherings.md: the velación, the exequias, the masses…), free of
 * any library so the API, the public page, the e-mails, the calendar and the dashboard's island share them: the
 * kinds' Spanish labels, the day and hour in Colombia ('sábado 5 de diciembre, 3:00 p. m.'), the 'Cómo llegar'
 * link, and the conversions between an instant and the dashboard's datetime-local field (Colombia's time).
 */
import { clockDateText, clockHourText, colombiaClock as wallClockOf, hourArticle } from './spanish-dates';

/** Kept equal to GATHERING_KINDS in db/schema/enums.ts (a unit test holds them together). */
export type GatheringKindName = 'velacion' | 'exequias' | 'misa' | 'novenario' | 'misa_de_mes' | 'cabo_de_ano' | 'otro';

/** The Spanish name of each kind, as the page, the e-mail and the calendar say it. */
export const GATHERING_KIND_LABELS: Record<GatheringKindName, string> = {
  velacion: 'Velación',
  exequias: 'Exequias',
  misa: 'Misa',
  novenario: 'Novenario',
  misa_de_mes: 'Misa de mes',
  cabo_de_ano: 'Cabo de año',
  otro: 'Encuentro',
};

export const GATHERING_LIMITS = {
  /** Gatherings a memorial or family may hold (the migration's trigger says the same). */
  perMemorial: 50,
  title: 80,
  placeName: 120,
  address: 200,
  livestreamUrl: 500,
  notes: 500,
  /** How far ahead a gathering may be announced. */
  yearsAhead: 2,
} as const;

export const GATHERING_MESSAGES = {
  notFound: 'Encuentro no encontrado',
  invalidId: 'ID de encuentro no válido',
  kindInvalid: 'Elige el tipo de encuentro: velación, exequias, misa, novenario, misa de mes, cabo de año u otro',
  titleTooLong: `El título puede tener máximo ${GATHERING_LIMITS.title} caracteres`,
  startsAtRequired: 'Indica la fecha y la hora del encuentro',
  startsAtInvalid: 'La fecha y hora no son válidas: usa el formato ISO 8601 con su zona horaria (por ejemplo 2026-12-05T15:00:00-05:00)',
  endsAtInvalid: 'La hora de finalización no es válida: usa el formato ISO 8601 con su zona horaria',
  endsBeforeStart: 'La hora de finalización debe ser posterior a la de inicio',
  startsInPast: 'La fecha y hora del encuentro ya pasaron',
  startsTooFar: `El encuentro puede anunciarse con máximo ${GATHERING_LIMITS.yearsAhead} años de anticipación`,
  placeRequired: 'Indica el lugar del encuentro',
  placeTooLong: `El lugar puede tener máximo ${GATHERING_LIMITS.placeName} caracteres`,
  addressTooLong: `La dirección puede tener máximo ${GATHERING_LIMITS.address} caracteres`,
  latitudeInvalid: 'La latitud debe ser un número entre -90 y 90',
  longitudeInvalid: 'La longitud debe ser un número entre -180 y 180',
  coordinatesPair: 'Indica la latitud y la longitud juntas, o ninguna',
  livestreamInvalid: 'El enlace de la transmisión debe ser una dirección https:// válida',
  livestreamTooLong: `El enlace de la transmisión puede tener máximo ${GATHERING_LIMITS.livestreamUrl} caracteres`,
  notesTooLong: `Las notas pueden tener máximo ${GATHERING_LIMITS.notes} caracteres`,
  tooMany: `Este memorial ya tiene ${GATHERING_LIMITS.perMemorial} encuentros, el máximo. Elimina los que ya pasaron para agregar otro.`,
} as const;

/** The instant as Colombia's wall clock (a Date whose UTC fields read Bogotá's), or null when unreadable. */
function colombiaClock(iso: string): Date | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : wallClockOf(ms);
}

/** The Colombian date (YYYY-MM-DD) of an instant: the day a gathering falls on there. */
export function colombiaDayOf(iso: string): string {
  return colombiaClock(iso)?.toISOString().slice(0, 10) ?? '';
}

/** '3:00 p. m.', '11:30 a. m.', '12:00 p. m.' (noon): Colombia's hour as people write it. */
export function formatColombiaHour(iso: string): string {
  const clock = colombiaClock(iso);
  return clock ? clockHourText(clock) : '';
}

/** 'sábado 5 de diciembre' (with `year`: 'sábado 5 de diciembre de 2026'), in Colombia. */
export function formatColombiaDay(iso: string, options: { year?: boolean } = {}): string {
  const clock = colombiaClock(iso);
  return clock ? clockDateText(clock, { weekday: true, year: options.year }) : '';
}

/**
 * A gathering's day and hour in Colombia, whatever the reader's device says: 'sábado 5 de diciembre, 3:00 p. m.'
 * (with `year`: 'sábado 5 de diciembre de 2026, 3:00 p. m.'). Empty for an unreadable instant.
 */
export function formatGatheringWhen(iso: string, options: { year?: boolean } = {}): string {
  const day = formatColombiaDay(iso, options);
  return day ? `${day}, ${formatColombiaHour(iso)}` : '';
}

/** The end, when there is one: 'hasta las 6:00 p. m.' (or 'hasta la 1:00 p. m.') the same day, 'hasta el domingo 6 de diciembre, 9:00 a. m.' another. */
export function formatGatheringUntil(startsAt: string, endsAt: string | null): string {
  if (!endsAt) return '';
  if (colombiaDayOf(startsAt) !== colombiaDayOf(endsAt)) return `hasta el ${formatGatheringWhen(endsAt)}`;
  const hour = formatColombiaHour(endsAt);
  return `hasta ${hourArticle(hour)} ${hour}`;
}

/** The gathering's name on the page: its title, or its kind's label ('Velación'). */
export const gatheringName = (gathering: { kind: GatheringKindName; title: string | null }): string =>
  gathering.title || GATHERING_KIND_LABELS[gathering.kind];

/**
 * 'Cómo llegar': Google Maps' directions to the coordinates, or without them to the address (with the place's
 * name when there is no address: 'Parroquia San José, Medellín' finds a church). Null with nothing to go by.
 */
export function directionsUrl(place: {
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  place_name: string;
}): string | null {
  const base = 'https://www.google.com/maps/dir/?api=1&destination=';
  if (place.latitude !== null && place.longitude !== null) return `${base}${place.latitude},${place.longitude}`;
  const destination = place.address ? `${place.place_name}, ${place.address}` : place.place_name;
  return destination.trim() ? `${base}${encodeURIComponent(destination)}` : null;
}

/** The dashboard's datetime-local value ('2026-12-05T15:00') of an instant, in Colombia's time. */
export function toColombiaInput(iso: string): string {
  return colombiaClock(iso)?.toISOString().slice(0, 16) ?? '';
}

/** A datetime-local value read as Colombia's time, as the API takes it ('2026-12-05T15:00:00-05:00'); empty stays empty. */
export function fromColombiaInput(value: string): string {
  if (!value) return '';
  return `${value.length === 16 ? `${value}:00` : value}-05:00`;
}

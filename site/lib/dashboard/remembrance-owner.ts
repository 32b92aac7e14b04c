/**
 * The owner's side of the remembrance dates on the dashboard (docs/features/remembrance.md): the card's next dates, the words of
 * the 'Fechas y recordatorios' dialog, its API paths and the small arithmetic of its lists, as pure functions.
 * Dependency-free apart from types and other pure modules, so the island imports it and unit tests cover it.
 */
import type { RemembranceDate } from '../../../worker/remembrance/rules';
import type { Answer, AnswerData, api } from '../api-client';
import { REMEMBRANCE_KINDS, type RemembranceChoices, type RemembranceKind } from '../../../worker/remembrance/choices';
import { dateTitle, joinNames } from '../../../worker/remembrance/texts';
import { REMEMBRANCE_PAGE_SIZE } from '../../../worker/schemas/remembrance-texts';
import { formatCount } from '../format';
import { plural } from '../../../worker/schemas/plural';
import type { MemorialKind } from './dashboard-memorials';

export type { RemembranceKind } from '../../../worker/remembrance/choices';
/** The answers of the owner's routes (GET /api/remembrance/settings, /api/candles/manage, /api/reminders/subscribers). */
export type RemembranceSettings = AnswerData<Awaited<ReturnType<typeof api.remembrance.settings.$get>>>;
export type OwnerCandle = AnswerData<Awaited<ReturnType<typeof api.candles.manage.$get>>>[number];
export type OwnerSubscriber = AnswerData<Awaited<ReturnType<typeof api.reminders.subscribers.$get>>>[number];

/** One date as the card keeps it (the props are serialised into the page: only what the card prints). */
export type CardDate = Pick<RemembranceDate, 'date' | 'kind' | 'person_name' | 'novenario_day' | 'years'>;

/**
 * What a memorial's card knows of its remembrance: its next dates counted from `today` (the Colombian date they
 * were read on), the candles lit and the confirmed reminder subscribers.
 */
/** A bóveda's contract ending soon (docs/features/resting-places.md): shown from three months before its end until the day. */
export type CardContract = { person_name: string; ends_on: string };

export type CardRemembrance = { today: string; upcoming: CardDate[]; candles: number; subscribers: number; contracts?: CardContract[] };

/** The card shows this many dates; the dialog the rest. */
export const CARD_UPCOMING = 3;

/** Dates read to fill the card: a family's members may share a day (2 November), which becomes one line. */
export const UPCOMING_READ = 12;

/** A line of the card: one date and kind, with every member it remembers. */
export type UpcomingLine = { date: string; kind: RemembranceKind; label: string; when: string };

/** A listing the API pages (candles, subscribers). */
export type OwnerPage<T> = { data: T[]; pagination: Answer<Awaited<ReturnType<typeof api.candles.manage.$get>>>['pagination'] };

export const OWNER_PAGE_SIZE = REMEMBRANCE_PAGE_SIZE;

export const REMEMBRANCE_OWNER_TEXTS = {
  open: 'Fechas y recordatorios',
  title: (name: string) => `Fechas y recordatorios de ${name}`,
  upcomingTitle: 'Próximas fechas',
  noUpcoming: 'No hay fechas próximas: todas las fechas están desactivadas.',
  loading: 'Cargando…',
  retry: 'Intentar de nuevo',
  kindsTitle: 'Fechas que se recuerdan',
  kindsHint: 'Las fechas marcadas se muestran en la página, en el calendario que descargan los visitantes y en los recordatorios.',
  noticesTitle: 'Tus avisos por correo',
  ownerReminders: 'Recibir yo también los recordatorios de estas fechas',
  ownerRemindersHint: 'Te escribimos el día de cada fecha, y tres días antes del cabo de año y del 2 de noviembre.',
  candleDigest: 'Recibir el resumen diario de las velas encendidas',
  candleDigestHint: 'Un solo correo cada mañana con las velas del día anterior y los nombres que dejaron; nunca un correo por vela.',
  save: 'Guardar cambios',
  saving: 'Guardando…',
  saved: 'Guardamos tus fechas y avisos',
  saveFailed: 'No pudimos guardar los cambios. Intenta nuevamente.',
  settingsLoadFailed: 'No pudimos leer las fechas de este memorial.',
  candlesTitle: 'Velas encendidas',
  candlesEmpty: 'Aún nadie ha encendido una vela.',
  candlesLoadFailed: 'No pudimos cargar las velas. Intenta nuevamente.',
  candlesHint: 'Los visitantes ven solo el número de velas; los nombres que dejan son solo para ti.',
  anonymous: 'Visitante sin nombre',
  candlesPager: 'Páginas de velas',
  subscribersTitle: 'Recordatorios por correo',
  subscribersEmpty: 'Aún nadie se ha suscrito a los recordatorios.',
  subscribersLoadFailed: 'No pudimos cargar los suscriptores. Intenta nuevamente.',
  subscribersHint: 'Solo ves parte de cada correo: lo suficiente para reconocer a un familiar.',
  subscribersPager: 'Páginas de suscriptores',
  remove: 'Quitar',
  removeQuestion: (email: string) => `¿Quitar a ${email}?`,
  removeConsequence: (name: string) =>
    `Dejará de recibir los recordatorios de las fechas de ${name}. No le enviaremos ningún aviso; si quiere volver, puede suscribirse de nuevo desde el memorial.`,
  confirmRemove: 'Sí, quitar',
  cancel: 'Cancelar',
  removing: 'Quitando…',
  removed: (email: string) => `${email} ya no recibirá recordatorios`,
  removeFailed: 'No pudimos quitar al suscriptor. Intenta nuevamente.',
  draftNote: 'Cuando el memorial esté publicado, los visitantes podrán encender velas y pedir recordatorios.',
} as const;

/** What each kind's box says under its name. */
const KIND_HINTS: Readonly<Record<RemembranceKind, string>> = {
  novenario: 'Los nueve días desde la partida; el último se destaca.',
  misa_de_mes: 'Un mes después de la partida.',
  cabo_de_ano: 'El primer aniversario de la partida.',
  aniversario: 'Cada año, desde el segundo aniversario.',
  cumpleanos: 'Cada año, en su fecha de nacimiento.',
  fieles_difuntos: 'El 2 de noviembre de cada año.',
  dia_de_la_madre: 'El segundo domingo de mayo. Márcalo si era mamá.',
  dia_del_padre: 'El tercer domingo de junio. Márcalo si era papá.',
};

/** Why a family day cannot be kept: no member is recorded with that relationship. */
const UNAVAILABLE_HINTS: Partial<Record<RemembranceKind, string>> = {
  dia_de_la_madre: 'Ningún familiar de este memorial está registrado como madre.',
  dia_del_padre: 'Ningún familiar de este memorial está registrado como padre.',
};

const KIND_NAMES: Readonly<Record<RemembranceKind, string>> = {
  novenario: 'Novenario',
  misa_de_mes: 'Misa de mes',
  cabo_de_ano: 'Cabo de año',
  aniversario: 'Aniversarios',
  cumpleanos: 'Cumpleaños',
  fieles_difuntos: 'Día de los Fieles Difuntos',
  dia_de_la_madre: 'Día de la Madre',
  dia_del_padre: 'Día del Padre',
};

export type KindOption = { kind: RemembranceKind; label: string; hint: string; available: boolean };

/** The boxes of the dialog, in the order the dates come in a year of mourning. */
export function kindOptions(available: Record<RemembranceKind, boolean>): KindOption[] {
  return REMEMBRANCE_KINDS.map((kind) => ({
    kind,
    label: KIND_NAMES[kind],
    hint: available[kind] ? KIND_HINTS[kind] : (UNAVAILABLE_HINTS[kind] ?? KIND_HINTS[kind]),
    available: available[kind],
  }));
}

/**
 * What one date is called on a card. A person's card already names them ('Cabo de año', '3 años de su partida');
 * a family's names the members ('Cabo de año de Jorge', 'Día de los Fieles Difuntos: recordamos a Jorge y Ana').
 */
export function dateLabel(date: Pick<CardDate, 'kind' | 'novenario_day' | 'years'>, names: readonly string[], kind: MemorialKind): string {
  const detail = { novenarioDay: date.novenario_day, years: date.years };
  if (kind === 'family') return dateTitle(date.kind, joinNames(names), detail);
  switch (date.kind) {
    case 'novenario':
      return date.novenario_day === 9 ? 'Último día del novenario' : `Novenario: día ${date.novenario_day} de 9`;
    case 'aniversario':
      return date.years === null ? 'Aniversario de su partida' : `${plural(date.years, 'año', 'años')} de su partida`;
    default:
      return KIND_NAMES[date.kind];
  }
}

const weekdayDateFormat = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** 'Hoy', 'Mañana', else the es-CO date with its weekday ('lunes, 2 de noviembre de 2026'): a mass is arranged by weekday. */
export function whenText(date: string, today: string): string {
  const days = dayNumber(date) - dayNumber(today);
  if (days === 0) return 'Hoy';
  if (days === 1) return 'Mañana';
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : weekdayDateFormat.format(time);
}

/**
 * The card's lines: dates of the same day and kind (a family's 2 November, two members' shared anniversary of
 * the same years) become one line naming everyone, then the first `limit` lines.
 */
export function upcomingLines(
  dates: readonly CardDate[],
  kind: MemorialKind,
  today: string,
  limit: number = CARD_UPCOMING,
): UpcomingLine[] {
  const groups: { first: CardDate; names: string[] }[] = [];
  for (const date of dates) {
    const same = groups.find(
      ({ first }) =>
        first.date === date.date && first.kind === date.kind && first.years === date.years && first.novenario_day === date.novenario_day,
    );
    if (same) {
      if (!same.names.includes(date.person_name)) same.names.push(date.person_name);
    } else groups.push({ first: date, names: [date.person_name] });
  }
  return groups.slice(0, limit).map(({ first, names }) => ({
    date: first.date,
    kind: first.kind,
    label: dateLabel(first, names, kind),
    when: whenText(first.date, today),
  }));
}

/** The card's short counts: '1 vela', '1.234 velas'. */
export function candlesShortText(count: number): string {
  return count === 1 ? '1 vela' : `${formatCount(count)} velas`;
}

export function subscribersShortText(count: number): string {
  return count === 1 ? '1 suscriptor' : `${formatCount(count)} suscriptores`;
}

/** The dialog's counts. */
export function candlesCountText(count: number): string {
  return count === 1 ? '1 vela encendida' : `${formatCount(count)} velas encendidas`;
}

export function subscribersCountText(count: number): string {
  return count === 1 ? '1 persona recibe los recordatorios' : `${formatCount(count)} personas reciben los recordatorios`;
}

type CardRef = { kind: MemorialKind; id: string };

/** The query that names a card's memorial (GET /api/remembrance/settings and the owner's lists). */
export function cardQuery(card: CardRef): { memorial_profile_id: string } | { family_profile_id: string } {
  return card.kind === 'family' ? { family_profile_id: card.id } : { memorial_profile_id: card.id };
}

export function upcomingQuery(card: CardRef, count: number = UPCOMING_READ) {
  return { ...cardQuery(card), count: String(count) };
}

/** A page of the candles or the subscribers (the first page for anything below it). */
export function pageQuery(card: CardRef, page: number) {
  return { ...cardQuery(card), page: String(Math.max(1, Math.floor(page))) };
}

/** The owner's choices as the form holds them. */
export type ChoicesForm = { kinds: RemembranceChoices; owner_reminders: boolean; candle_digest: boolean };

/**
 * The PATCH body: every kind the memorial can keep as the form has it; a kind it cannot keep (a family day with
 * no mother or father recorded) is sent only as off, since the server refuses to turn one on.
 */
export function settingsBody(card: CardRef, form: ChoicesForm, available: Record<RemembranceKind, boolean>) {
  const kinds = Object.fromEntries(
    REMEMBRANCE_KINDS.map((kind) => [kind, available[kind] ? form.kinds[kind] : false]),
  ) as RemembranceChoices;
  return { ...cardQuery(card), kinds, owner_reminders: form.owner_reminders, candle_digest: form.candle_digest };
}

/** The page to show after removing one row of `page` from a list of `total` (the last page may empty). */
export function pageAfterRemoval(page: number, total: number, limit: number = OWNER_PAGE_SIZE): number {
  const pages = Math.max(1, Math.ceil(Math.max(0, total - 1) / Math.max(1, limit)));
  return Math.min(Math.max(1, page), pages);
}

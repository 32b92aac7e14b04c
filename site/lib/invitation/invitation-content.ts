/**
 * What the invitation says, from the memorial's card and the gathering: pure, so the words are unit-tested.
 * Days and hours are Colombia's, whatever the phone's time zone.
 */
import type { InvitationContent } from './invitation-layout';
import { INVITATION_TEXTS, type InvitationKind } from './invitation-texts';

/** The memorial as the dashboard's card knows it. */
export type InvitationMemorial = {
  id: string;
  kind: InvitationKind;
  slug: string;
  name: string;
  /** A same-origin rendition of the photo (the canvas must not be tainted); null when there is none. */
  photo: string | null;
  /** As the card prints them: one line for a person, one per member for a family. */
  lines: string[];
};

/** The gathering, as much of it as the invitation prints. */
export type InvitationGathering = {
  id: string;
  /** Its kind in Spanish ('Velación', 'Misa'…). */
  label: string;
  title: string | null;
  /** ISO 8601 with its offset. */
  starts_at: string;
  ends_at: string | null;
  place_name: string | null;
  address: string | null;
};

const TIME_ZONE = 'America/Bogota';
const dayFormat = new Intl.DateTimeFormat('es-CO', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const hourFormat = new Intl.DateTimeFormat('es-CO', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });
/** Colombia keeps UTC−5 all year. */
const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es-CO') + text.slice(1);
/** es-CO writes '7:00 p. m.' with no-break spaces in some engines: normal spaces, one look everywhere. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** 'Sábado 14 de junio de 2025'. */
export function gatheringDay(iso: string): string {
  return capitalise(plain(dayFormat.format(new Date(iso))).replace(',', ''));
}

/** '7:00 p. m.', or 'De 7:00 p. m. a 9:00 p. m.' with an end. */
export function gatheringHours(startsAt: string, endsAt: string | null): string {
  const start = plain(hourFormat.format(new Date(startsAt)));
  if (!endsAt) return start;
  return `De ${start} a ${plain(hourFormat.format(new Date(endsAt)))}`;
}

/** The gathering's day in Colombia, YYYY-MM-DD (the file's name carries it). */
export function colombianDay(iso: string): string {
  return new Date(new Date(iso).getTime() + COLOMBIA_OFFSET_MS).toISOString().slice(0, 10);
}

const sameWords = (a: string, b: string) => a.trim().toLocaleLowerCase('es-CO') === b.trim().toLocaleLowerCase('es-CO');

/** What the share sheet calls the gathering: its title, or its kind. */
export const gatheringName = (gathering: InvitationGathering) => gathering.title?.trim() || gathering.label;

export function invitationContent(memorial: InvitationMemorial, gathering: InvitationGathering, link: string): InvitationContent {
  const title = gathering.title?.trim() || null;
  return {
    kicker: INVITATION_TEXTS.inMemoryOf,
    name: memorial.name,
    dates: memorial.lines,
    label: gathering.label,
    title: title && !sameWords(title, gathering.label) ? title : null,
    day: gatheringDay(gathering.starts_at),
    hours: gatheringHours(gathering.starts_at, gathering.ends_at),
    place: gathering.place_name?.trim() || null,
    address: gathering.address?.trim() || null,
    scan: INVITATION_TEXTS.scan,
    link,
  };
}

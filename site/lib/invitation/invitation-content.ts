/**
 * What the invitation says, from the memorial's card and the gathering: pure, so the words are unit-tested.
 * Days and hours are Colombia's, whatever the phone's time zone.
 */
import type { GatheringDto } from '../../../worker/schemas/gatherings';
import {
  colombiaDayOf,
  formatColombiaDay,
  formatColombiaHour,
  formatGatheringUntil,
  GATHERING_KIND_LABELS,
} from '../../../worker/schemas/gathering-texts';
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

/** The gathering, as much of it as the invitation prints (the API's `GatheringDto`). */
export type InvitationGathering = Pick<GatheringDto, 'id' | 'kind' | 'title' | 'starts_at' | 'ends_at' | 'place_name' | 'address'>;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es-CO') + text.slice(1);

/** 'Sábado 14 de junio de 2025', in Colombia. */
export const gatheringDay = (iso: string) => capitalise(formatColombiaDay(iso, { year: true }));

/** '7:00 p. m.'; with an end the same day 'De 7:00 p. m. a 9:00 p. m.', another day '11:30 p. m., hasta el jueves 1 de enero, 2:00 a. m.'. */
export function gatheringHours(startsAt: string, endsAt: string | null): string {
  const start = formatColombiaHour(startsAt);
  if (!endsAt) return start;
  if (colombiaDayOf(startsAt) === colombiaDayOf(endsAt)) return `De ${start} a ${formatColombiaHour(endsAt)}`;
  return `${start}, ${formatGatheringUntil(startsAt, endsAt)}`;
}

const sameWords = (a: string, b: string) => a.trim().toLocaleLowerCase('es-CO') === b.trim().toLocaleLowerCase('es-CO');

/** What the picture says: the memorial's name and dates, the gathering's kind, title, day, hours and place, the link. */
export function invitationContent(memorial: InvitationMemorial, gathering: InvitationGathering, link: string): InvitationContent {
  const title = gathering.title?.trim() || null;
  const label = GATHERING_KIND_LABELS[gathering.kind];
  return {
    kicker: INVITATION_TEXTS.inMemoryOf,
    name: memorial.name,
    dates: memorial.lines,
    label,
    title: title && !sameWords(title, label) ? title : null,
    day: gatheringDay(gathering.starts_at),
    hours: gatheringHours(gathering.starts_at, gathering.ends_at),
    place: gathering.place_name.trim() || null,
    address: gathering.address?.trim() || null,
    scan: INVITATION_TEXTS.scan,
    link,
  };
}

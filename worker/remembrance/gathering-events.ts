/**
 * The gatherings (docs/features/gatherings.md) in a memorial's calendar (fechas.ics): one event each at its hour, written in UTC
 * (`DTSTART:20261205T200000Z`, so no VTIMEZONE is needed and every calendar shows it at the right local hour),
 * with the place as LOCATION (name and address), the livestream (or else the page) as URL, and the day and
 * hour in Colombia, the notes and 'Cómo llegar' in the description. The UID is the gathering's own, so an edited
 * gathering moves in a subscribed calendar instead of appearing twice.
 */
import type { ICalCalendar } from 'ical-generator';
import { directionsUrl, formatGatheringWhen, gatheringName, GATHERING_KIND_LABELS } from '../schemas/gathering-texts';
import type { GatheringDto } from '../schemas/gatherings';
import { eventText } from './calendar';

export const gatheringUid = (gathering: Pick<GatheringDto, 'id'>): string => `encuentro-${gathering.id}@recuerdoseternos.co`;

/** Adds `gatherings` to `calendar`; `pageUrl` is the public page's address (already a calendar URI). */
export function addGatheringEvents(calendar: ICalCalendar, gatherings: readonly GatheringDto[], pageUrl: string, stamp: Date): void {
  for (const gathering of gatherings) {
    const name = gatheringName(gathering);
    const summary = gathering.title ? `${GATHERING_KIND_LABELS[gathering.kind]}: ${name}` : name;
    const location = gathering.address ? `${gathering.place_name}, ${gathering.address}` : gathering.place_name;
    const directions = directionsUrl(gathering);
    const description = [
      `${formatGatheringWhen(gathering.starts_at, { year: true })} (hora de Colombia).`,
      gathering.notes,
      directions ? `Cómo llegar: ${directions}` : null,
      gathering.livestream_url ? `Transmisión: ${gathering.livestream_url}` : null,
      `Memorial: ${pageUrl}`,
    ].filter((line): line is string => Boolean(line));
    calendar.createEvent({
      id: gatheringUid(gathering),
      start: new Date(gathering.starts_at),
      ...(gathering.ends_at ? { end: new Date(gathering.ends_at) } : {}),
      summary: eventText(summary),
      location: eventText(location),
      description: eventText(description.join('\n')),
      url: gathering.livestream_url ?? pageUrl,
      stamp,
    });
  }
}

/**
 * The gatherings on the public memorial and family pages (docs/features/gatherings.md) as the server renders them: the card's
 * lines (day and hour in Colombia, the place, 'Cómo llegar', 'Ver transmisión') and the day's banner sentence.
 * Pure, so the words are unit-tested; no script reads them (the card is plain HTML).
 */
import {
  colombiaDayOf,
  directionsUrl,
  formatColombiaHour,
  formatGatheringUntil,
  formatGatheringWhen,
  gatheringName,
  GATHERING_KIND_LABELS,
} from '../../../worker/schemas/gathering-texts';
import type { GatheringDto } from '../../../worker/schemas/gatherings';

export const GATHERINGS_PAGE_TEXTS = {
  title: 'Misas y encuentros',
  intro: 'La familia les invita a acompañarla.',
  directions: 'Cómo llegar',
  livestream: 'Ver transmisión',
  today: 'Hoy',
} as const;

/** One gathering as the card prints it. */
export type GatheringLine = {
  id: string;
  /** Its title, or its kind's label. */
  name: string;
  /** The kind's label above a titled gathering ('Misa'), null when the name already is the label. */
  kindLabel: string | null;
  startsAt: string;
  /** 'sábado 5 de diciembre, 3:00 p. m.' */
  when: string;
  /** 'hasta las 6:00 p. m.', or empty. */
  until: string;
  isToday: boolean;
  place: string;
  address: string | null;
  directions: string | null;
  livestream: string | null;
  notes: string | null;
};

export function gatheringLines(gatherings: readonly GatheringDto[], today: string): GatheringLine[] {
  return gatherings.map((gathering) => {
    const name = gatheringName(gathering);
    const label = GATHERING_KIND_LABELS[gathering.kind];
    return {
      id: gathering.id,
      name,
      kindLabel: gathering.title && gathering.title !== label ? label : null,
      startsAt: gathering.starts_at,
      when: formatGatheringWhen(gathering.starts_at),
      until: formatGatheringUntil(gathering.starts_at, gathering.ends_at),
      isToday: colombiaDayOf(gathering.starts_at) === today,
      place: gathering.place_name,
      address: gathering.address,
      directions: directionsUrl(gathering),
      livestream: gathering.livestream_url,
      notes: gathering.notes,
    };
  });
}

/** 'a las 3:00 p. m.', but 'a la 1:00 p. m.' as Spanish says one o'clock. */
const atHour = (iso: string): string => {
  const hour = formatColombiaHour(iso);
  return hour.startsWith('1:') ? `a la ${hour}` : `a las ${hour}`;
};

/**
 * The banner's sentence for a gathering of today: 'Misa de mes a las 3:00 p. m. en Parroquia San José'; one that
 * began before today and is still going (a velación of two days): 'Velación en Funeraria San Vicente, hasta las 6:00 p. m.'.
 */
export function bannerGatheringText(gathering: GatheringDto, today: string): string {
  const name = gatheringName(gathering);
  if (colombiaDayOf(gathering.starts_at) === today) return `${name} ${atHour(gathering.starts_at)} en ${gathering.place_name}`;
  const until = formatGatheringUntil(gathering.starts_at, gathering.ends_at);
  return until ? `${name} en ${gathering.place_name}, ${until}` : `${name} en ${gathering.place_name}`;
}

/**
 * 'Dónde descansa' on the public pages (docs/features/resting-places.md): what the card says about a place, as pure functions of the
 * place the page's loader read (only visible places reach a page). No map is drawn and no script runs: 'Cómo
 * llegar' is two plain links that carry the coordinates to Google Maps and Waze.
 */
import { RESTING_PLACE_KIND_LABELS, RESTING_PLACE_NUMBER_LABELS, type RestingPlaceKind } from '../../../worker/schemas/resting-place-texts';
import { googleDirectionsUrl, wazeUrl } from '../../../worker/resting-places/places';

export const RESTING_PLACE_PAGE_TEXTS = {
  title: 'Dónde descansa',
  familyTitle: 'Dónde descansan',
  howToGet: 'Cómo llegar',
  googleMaps: 'Google Maps',
  waze: 'Waze',
  directions: 'Cómo encontrarlo en el cementerio',
  since: 'Desde el',
  photoAlt: (name: string) => `Foto del lugar donde descansa ${name}`,
  linkLabel: (app: string, name: string) => `Cómo llegar con ${app} al lugar donde descansa ${name}`,
} as const;

/** The part of a place a page shows. */
export type PagePlace = {
  kind: RestingPlaceKind;
  cemetery: string | null;
  city: string | null;
  section: string | null;
  number: string | null;
  latitude: number | null;
  longitude: number | null;
  directions: string | null;
  since: string | null;
};

export type PlaceView = {
  kind: string;
  /** 'Cementerio Central, Bogotá'. */
  where: string | null;
  /** 'Galería 7 · Bóveda 214'. */
  spot: string | null;
  directions: string | null;
  since: string | null;
  links: { label: string; href: string; app: 'google' | 'waze' }[];
};

const sinceFormat = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The number as the kind calls it, unless the family already wrote the word ('Nicho 31'). */
function numberText(kind: RestingPlaceKind, number: string): string {
  const label = RESTING_PLACE_NUMBER_LABELS[kind];
  return number.toLowerCase().startsWith(label.toLowerCase()) || !/^\d/.test(number) ? number : `${label} ${number}`;
}

export function placeView(place: PagePlace): PlaceView {
  const where = [place.cemetery, place.city].filter(Boolean).join(', ') || null;
  const spot = [place.section, place.number ? numberText(place.kind, place.number) : null].filter(Boolean).join(' · ') || null;
  const time = place.since ? Date.parse(`${place.since}T00:00:00Z`) : NaN;
  const hasPoint = place.latitude !== null && place.longitude !== null;
  return {
    kind: RESTING_PLACE_KIND_LABELS[place.kind],
    where,
    spot,
    directions: place.directions,
    since: Number.isNaN(time) ? null : sinceFormat.format(time),
    links: hasPoint
      ? [
          { app: 'google', label: RESTING_PLACE_PAGE_TEXTS.googleMaps, href: googleDirectionsUrl(place.latitude!, place.longitude!) },
          { app: 'waze', label: RESTING_PLACE_PAGE_TEXTS.waze, href: wazeUrl(place.latitude!, place.longitude!) },
        ]
      : [],
  };
}

import { z } from 'zod';
import { GATHERING_KINDS, type GatheringKind } from '../../db/schema/enums';
import { GATHERING_LIMITS as L, GATHERING_MESSAGES as M } from './gathering-texts';
import { stripTags } from './memorials';
import { mapPointFields } from './map-point';
import { multiLine, oneLine } from './one-line';
import { idParams } from './params';

export {
  colombiaDayOf,
  directionsUrl,
  formatGatheringUntil,
  formatGatheringWhen,
  fromColombiaInput,
  gatheringName,
  GATHERING_KIND_LABELS,
  GATHERING_LIMITS,
  GATHERING_MESSAGES,
  toColombiaInput,
} from './gathering-texts';

/**
 * A gathering as every route answers it (docs/features/gatherings.md). Instants are ISO 8601 in UTC ('2026-12-05T20:00:00.000Z');
 * `profile_id` is the individual memorial's id, `family_profile_id` the family's (exactly one is set).
 */
export type GatheringDto = {
  id: string;
  profile_id: string | null;
  family_profile_id: string | null;
  kind: GatheringKind;
  title: string | null;
  starts_at: string;
  ends_at: string | null;
  place_name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  livestream_url: string | null;
  notes: string | null;
};

/** `/api/gatherings/:id`. */
export const gatheringIdParams = idParams(M.invalidId);

/** ISO 8601 with its offset (Z or ±hh:mm), turned into the UTC instant the database keeps. */
const instant = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: invalid }))
    .transform((value) => new Date(value).toISOString());

/** A one-line optional text: tags stripped, trimmed, empty is none. */
const optionalLine = (max: number, tooLong: string, field: string) =>
  z
    .string({ error: tooLong })
    .transform(stripTags)
    .pipe(z.string().max(max, tooLong))
    .pipe(oneLine(field))
    .nullish()
    .transform((value) => value || null);

/**
 * The livestream's address: https only, no credentials, and one line. The URL parser drops tabs and line breaks
 * inside an address, so 'https://…\r\nBcc: …' would parse and be stored with its CR/LF for every place that writes
 * the link (the page, the calendar, the subscribers' mail): control characters are refused first
 * (./control-characters.ts).
 */
const livestream = z
  .string({ error: M.livestreamInvalid })
  .trim()
  .max(L.livestreamUrl, M.livestreamTooLong)
  .pipe(oneLine('El enlace de la transmisión'))
  .refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, M.livestreamInvalid)
  .nullish()
  .transform((value) => value || null);

/**
 * POST /api/profiles/:id/gatherings, POST /api/family-profiles/:id/gatherings and PUT /api/gatherings/:id (the
 * whole gathering each time). Whether the start already passed is the service's question (it needs the clock).
 */
export const gatheringInputSchema = z
  .object({
    kind: z.enum(GATHERING_KINDS, { error: M.kindInvalid }),
    title: optionalLine(L.title, M.titleTooLong, 'El título'),
    starts_at: z.string({ error: M.startsAtRequired }).min(1, M.startsAtRequired).pipe(instant(M.startsAtInvalid)),
    ends_at: instant(M.endsAtInvalid)
      .nullish()
      .transform((value) => value ?? null),
    place_name: z
      .string({ error: M.placeRequired })
      .transform(stripTags)
      .pipe(z.string().min(1, M.placeRequired).max(L.placeName, M.placeTooLong))
      .pipe(oneLine('El lugar')),
    address: optionalLine(L.address, M.addressTooLong, 'La dirección'),
    ...mapPointFields(M),
    livestream_url: livestream,
    notes: z
      .string({ error: M.notesTooLong })
      .transform(stripTags)
      .pipe(z.string().max(L.notes, M.notesTooLong))
      .pipe(multiLine('Las notas'))
      .nullish()
      .transform((value) => value || null),
  })
  .refine((value) => value.ends_at === null || value.ends_at > value.starts_at, { message: M.endsBeforeStart, path: ['ends_at'] })
  .refine((value) => (value.latitude === null) === (value.longitude === null), { message: M.coordinatesPair, path: ['latitude'] });

export type GatheringInput = z.output<typeof gatheringInputSchema>;

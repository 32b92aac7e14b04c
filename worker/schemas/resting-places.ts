import { z } from 'zod';
import { RESTING_PLACE_KINDS } from '../../db/schema/enums';
import { isInColombia } from './colombia-bounds';
import { isOneLine } from './control-characters';
import { mapPointFields } from './map-point';
import { multiLine, oneLine } from './one-line';
import { RESTING_PLACE_MESSAGES as M } from './resting-place-texts';

export { RESTING_PLACE_KIND_LABELS, RESTING_PLACE_MESSAGES, RESTING_PLACE_NUMBER_LABELS } from './resting-place-texts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const F = M.fields;

/** A calendar day as YYYY-MM-DD that exists (no 30 February). */
export const isCalendarDay = (value: string): boolean => {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const stripTags = (value: string) => value.replace(/<[^>]*>/g, '').trim();
const emptyToNull = (value: string) => (value === '' ? null : value);

/** An optional one-line text: tags stripped, trimmed, '' is none. */
const lineField = (max: number, tooLong: string, field: string) =>
  z
    .string({ error: tooLong })
    .transform(stripTags)
    .pipe(z.string().max(max, tooLong))
    .pipe(oneLine(field))
    .transform(emptyToNull)
    .nullish()
    .transform((value) => value ?? null);

const dayField = (message: string) => z.string({ error: message }).trim().refine(isCalendarDay, message);

const photoUrl = z
  .union([
    z
      .string({ error: M.photoInvalid })
      .trim()
      .max(500, M.photoInvalid)
      .regex(/^\/media\//, M.photoInvalid)
      .refine(isOneLine, M.photoInvalid),
    z.literal('').transform(() => null),
    z.null(),
  ])
  .optional()
  .transform((value) => value ?? null);

const placeFields = z.object(
  {
    kind: z.enum(RESTING_PLACE_KINDS, { error: M.kindRequired }),
    cemetery: lineField(120, M.cemeteryTooLong, F.cemetery),
    city: lineField(80, M.cityTooLong, F.city),
    section: lineField(80, M.sectionTooLong, F.section),
    number: lineField(40, M.numberTooLong, F.number),
    ...mapPointFields(M),
    outside_colombia: z.boolean({ error: M.outsideColombiaInvalid }).optional().default(false),
    directions: z
      .string({ error: M.directionsTooLong })
      .transform(stripTags)
      .pipe(z.string().max(500, M.directionsTooLong))
      .pipe(multiLine(F.directions))
      .transform(emptyToNull)
      .nullish()
      .transform((value) => value ?? null),
    photo_url: photoUrl,
    since: z
      .union([dayField(M.dateInvalid), z.literal('').transform(() => null), z.null()])
      .optional()
      .transform((value) => value ?? null),
    contract_years: z
      .number({ error: M.contractYearsInvalid })
      .int(M.contractYearsInvalid)
      .min(1, M.contractYearsInvalid)
      .max(30, M.contractYearsInvalid)
      .nullish()
      .transform((value) => value ?? null),
    visible: z.boolean({ error: M.visibleInvalid }).optional().default(true),
  },
  { error: M.placeRequired },
);

/**
 * A resting place as the family gives it: the kind, where (cemetery, city, section, number), the point
 * (latitude and longitude together, inside Colombia unless `outside_colombia`), how to find it, a photo, since
 * when, a bóveda's contract in years and whether visitors see it. The rules that need the memorial (a date
 * after the death and not in the future) are the service's.
 */
export const restingPlaceSchema = placeFields.superRefine((place, ctx) => {
  if ((place.latitude === null) !== (place.longitude === null)) {
    ctx.addIssue({ code: 'custom', message: M.coordinatesPair, path: [place.latitude === null ? 'latitude' : 'longitude'] });
  } else if (
    place.latitude !== null &&
    place.longitude !== null &&
    !place.outside_colombia &&
    !isInColombia(place.latitude, place.longitude)
  ) {
    ctx.addIssue({ code: 'custom', message: M.outsideColombia, path: ['latitude'] });
  }
  if (place.contract_years !== null && place.kind !== 'boveda')
    ctx.addIssue({ code: 'custom', message: M.contractOnlyBoveda, path: ['contract_years'] });
  else if (place.contract_years !== null && place.since === null)
    ctx.addIssue({ code: 'custom', message: M.contractNeedsSince, path: ['since'] });
});
export type RestingPlaceInput = z.infer<typeof restingPlaceSchema>;

/** `resting_place` beside a memorial's fields: an object sets the current place, null removes it, absent keeps it. */
export const restingPlaceField = restingPlaceSchema.nullable().optional();

/** `PUT …/resting-place`: the current place (corrected in place, no move), or null to remove it. */
export const restingPlaceUpdateSchema = z.object({ resting_place: restingPlaceSchema.nullable() });

/** The new place of a move rests there from the move's day: its `since` is `moved_on`. */
const sinceMovedOn = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const body = value as { moved_on?: unknown; resting_place?: unknown };
  const place = body.resting_place;
  if (!place || typeof place !== 'object' || Array.isArray(place) || typeof body.moved_on !== 'string') return value;
  return { ...body, resting_place: { ...place, since: body.moved_on.trim() } };
};

const moveFields = z.object({
  moved_on: z.string({ error: M.movedOnRequired }).trim().refine(isCalendarDay, M.movedOnRequired),
  resting_place: restingPlaceSchema,
});

/** `POST …/resting-place/move`: the day the remains left the current place, and the new place (resting there from that day). */
export const restingPlaceMoveSchema = z.preprocess(sinceMovedOn, moveFields);
export type RestingPlaceMove = z.infer<typeof moveFields>;

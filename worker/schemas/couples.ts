import { z } from 'zod';
import { COUPLE_TEMPLATES } from '../../db/schema/enums';
import { COUPLE_LIMITS as L, COUPLE_MESSAGES as M } from './couple-texts';
import { isOneLine } from './control-characters';
import { multiLine, oneLine } from './one-line';
import { stripTags } from './memorials';
import { parseSong } from './youtube';

export { COUPLE_LIMITS, COUPLE_MESSAGES } from './couple-texts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** `field` names the field in the control-character message; `multi` lets line breaks in (a description, the goals). */
const text = (max: number, field: string, multi = false) =>
  z
    .string()
    .transform(stripTags)
    .pipe(z.string().max(max, M.textTooLong))
    .pipe(multi ? multiLine(field) : oneLine(field));
const required = (max: number, message: string, field: string, multi = false) =>
  z
    .string({ error: message })
    .transform(stripTags)
    .pipe(z.string().min(1, message).max(max, M.textTooLong))
    .pipe(multi ? multiLine(field) : oneLine(field));
/** An optional text: empty means none (stored as null). */
const optionalText = (max: number, field: string, multi = false) =>
  text(max, field, multi)
    .nullish()
    .transform((value) => value || null);
const requiredDate = (message: string) => z.string({ error: message }).trim().min(1, message).refine(isDate, message);
const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isDate(value), M.dateInvalid)
  .nullish()
  .transform((value) => value || null);
/** A list of short names or titles, blanks dropped before counting. */
const list = (max: number, tooMany: string) =>
  z
    .array(text(120, 'Cada elemento de la lista'), { error: tooMany })
    .transform((items) => items.filter(Boolean))
    .pipe(z.array(z.string()).max(max, tooMany));

export const mediaUrl = z
  .string({ error: M.invalidMedia })
  .trim()
  .max(500, M.invalidMedia)
  .regex(/^\/media\//, M.invalidMedia)
  .refine(isOneLine, M.invalidMedia);

/**
 * The couple's own fields (product §3.3), without gallery, songs and videos, which have their own calls.
 * The zodiac signs are not taken from the client: the service works them out from the birth dates.
 */
const coupleCore = {
  couple_name: required(120, M.coupleNameRequired, 'El nombre de la pareja'),
  description: required(5000, M.descriptionRequired, 'La descripción', true),
  profile_image_url: z.string({ error: M.imageRequired }).trim().min(1, M.imageRequired).pipe(mediaUrl),
  person1_name: required(100, M.person1NameRequired, 'El nombre'),
  person1_alias: optionalText(60, 'El apodo'),
  person1_birth_date: requiredDate(M.person1BirthRequired),
  person1_comidas_favoritas: list(L.foodsPerPerson, M.foodsFull),
  person1_series_peliculas: list(L.seriesPerPerson, M.seriesFull),
  person1_suegros: list(L.familyPerPerson, M.familyListFull),
  person1_cunados: list(L.familyPerPerson, M.familyListFull),
  person2_name: required(100, M.person2NameRequired, 'El nombre'),
  person2_alias: optionalText(60, 'El apodo'),
  person2_birth_date: requiredDate(M.person2BirthRequired),
  person2_comidas_favoritas: list(L.foodsPerPerson, M.foodsFull),
  person2_series_peliculas: list(L.seriesPerPerson, M.seriesFull),
  person2_suegros: list(L.familyPerPerson, M.familyListFull),
  person2_cunados: list(L.familyPerPerson, M.familyListFull),
  relationship_start_date: optionalDate,
  anniversary_date: optionalDate,
  common_interests: list(L.interests, M.interestsFull),
  pets: optionalText(1000, 'El texto de las mascotas', true),
  short_term_goals: optionalText(2000, 'El texto de las metas', true),
  medium_term_goals: optionalText(2000, 'El texto de las metas', true),
  long_term_goals: optionalText(2000, 'El texto de las metas', true),
  template_id: z.enum(COUPLE_TEMPLATES),
  is_published: z.boolean(),
  /** The customer the page belongs to; null or absent until it is assigned. */
  user_id: z
    .string()
    .trim()
    .max(100, M.invalidOwner)
    .refine(isOneLine, M.invalidOwner)
    .nullish()
    .transform((value) => value || null),
};

const LIST_KEYS = [
  'person1_comidas_favoritas',
  'person1_series_peliculas',
  'person1_suegros',
  'person1_cunados',
  'person2_comidas_favoritas',
  'person2_series_peliculas',
  'person2_suegros',
  'person2_cunados',
  'common_interests',
] as const;

const listDefaults = Object.fromEntries(LIST_KEYS.map((key) => [key, coupleCore[key].optional().default([])]));

export const coupleMemorialSchema = z.object({
  ...coupleCore,
  ...(listDefaults as { [K in (typeof LIST_KEYS)[number]]: z.ZodDefault<z.ZodOptional<(typeof coupleCore)[K]>> }),
  template_id: coupleCore.template_id.optional().default('couple-1'),
  // product §3.2: 'Publicar inmediatamente' is unchecked by default.
  is_published: coupleCore.is_published.optional().default(false),
  user_id: coupleCore.user_id.optional(),
});
export type CoupleMemorialInput = z.infer<typeof coupleMemorialSchema>;

/**
 * A song's video, stored as its plain watch address (`https://www.youtube.com/watch?v={id}`) whatever form was
 * typed (a share link with tracking, a Shorts or music address, words around it), so the page never links to
 * a half-typed or padded address.
 */
const youtubeUrl = z
  .string({ error: M.invalidYoutube })
  .trim()
  .max(500, M.invalidYoutube)
  .transform((value, context) => {
    const song = parseSong(value);
    if (song?.kind === 'video') return song.watchUrl;
    context.addIssue({ code: 'custom', message: M.invalidYoutube });
    return z.NEVER;
  });

export const coupleGallerySchema = z.object({
  photos: z
    .array(z.object({ file_url: mediaUrl, title: optionalText(120, 'El título') }), { error: M.galleryFull })
    .max(L.gallery, M.galleryFull),
});
export const coupleSongsSchema = z.object({
  songs: z
    .array(z.object({ title: required(150, M.songTitleRequired, 'El título'), youtube_url: youtubeUrl }), { error: M.songsFull })
    .max(L.songs, M.songsFull),
});
export const coupleVideosSchema = z.object({
  videos: z
    .array(z.object({ file_url: mediaUrl, title: optionalText(150, 'El título') }), { error: M.videosFull })
    .max(L.videos, M.videosFull),
});
export type CoupleGalleryInput = z.infer<typeof coupleGallerySchema>['photos'];
export type CoupleSongsInput = z.infer<typeof coupleSongsSchema>['songs'];
export type CoupleVideosInput = z.infer<typeof coupleVideosSchema>['videos'];

/**
 * Edit: any subset of the couple's fields with the same rules and, when sent, the whole new gallery, songs
 * or videos, which replace the old ones in the same atomic write (media no longer used is deleted).
 */
export const coupleMemorialUpdateSchema = z
  .object({
    ...coupleCore,
    photos: coupleGallerySchema.shape.photos,
    songs: coupleSongsSchema.shape.songs,
    videos: coupleVideosSchema.shape.videos,
  })
  .partial();
export type CoupleMemorialUpdate = z.infer<typeof coupleMemorialUpdateSchema>;

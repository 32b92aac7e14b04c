import { z } from 'zod';
import { FAMILY_TEMPLATES, INDIVIDUAL_TEMPLATES, RELATIONSHIPS } from '../../db/schema/enums';
import { isOneLine } from './control-characters';
import { multiLine, oneLine } from './one-line';
import { MEMORIAL_FIELD_NAMES as F, MEMORIAL_MESSAGES } from './memorial-texts';
import { SONG_LINK_NOT_VIDEO, songLinkError } from './youtube';
import { restingPlaceField } from './resting-places';
import { newMemorialVisibilityFields } from './visibility';

export { MEMORIAL_FIELD_NAMES, MEMORIAL_MESSAGES } from './memorial-texts';

const M = MEMORIAL_MESSAGES;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Markup is never stored: tags are removed and whitespace trimmed (docs/product: "texts are sanitized"). */
export const stripTags = (value: string) => value.replace(/<[^>]*>/g, '').trim();

const cleanText = (max: number, tooLong: string) => z.string().transform(stripTags).pipe(z.string().max(max, tooLong));
/** A one-line text (a name, a song's title): no line break, no control character. */
const lineText = (max: number, tooLong: string, field: string) => cleanText(max, tooLong).pipe(oneLine(field));
/** The favourite song: a YouTube video's link, or words to search for; any other link is refused. */
const songText = lineText(500, M.musicTooLong, F.music)
  .refine((value) => songLinkError(value) === null, SONG_LINK_NOT_VIDEO)
  .nullish();
/** A multi-line text (the biography): line breaks and tabs, no other control character. */
const paragraphText = (max: number, tooLong: string, field: string) => cleanText(max, tooLong).pipe(multiLine(field));

const dateField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((value) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);

const mediaUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/media\//, 'Archivo no válido')
  .refine(isOneLine, 'Archivo no válido');
const optionalMediaUrl = z.union([mediaUrl, z.literal('').transform(() => null), z.null()]).optional();

/**
 * The wizard sends camelCase names (name, birthDate, …) and docs/product's payload snake_case ones: both
 * are accepted and folded into the snake_case form before validation.
 */
const SHARED_ALIASES: Record<string, string> = {
  birthDate: 'birth_date',
  deathDate: 'death_date',
  favoriteMusic: 'favorite_music',
  templateId: 'template_id',
  profileImageUrl: 'profile_image_url',
  galleryImages: 'gallery_images',
  memorialVideoUrl: 'memorial_video_url',
  videoThumbnailUrl: 'video_thumbnail_url',
  familyName: 'family_name',
  accessCode: 'access_code',
};
/** Only an individual memorial calls its person's name `name` in the wizard; a member's `name` is its own. */
const INDIVIDUAL_ALIASES: Record<string, string> = { ...SHARED_ALIASES, name: 'profile_name' };

const foldAliases = (aliases: Record<string, string>) => (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const folded: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const target = aliases[key] ?? key;
    if (!(target in folded) || folded[target] === undefined) folded[target] = entry;
  }
  return folded;
};

const individualFields = z.object({
  profile_name: z
    .string({ error: M.nameRequired })
    .transform(stripTags)
    .pipe(z.string().min(1, M.nameRequired).max(100, M.nameTooLong))
    .pipe(oneLine(F.name)),
  birth_date: dateField(M.birthRequired),
  death_date: dateField(M.deathRequired),
  template_id: z.enum(INDIVIDUAL_TEMPLATES.filter((t) => t !== 'general-1') as [string, ...string[]], {
    error: M.templateRequired,
  }),
  description: paragraphText(5000, M.descriptionTooLong, F.description).optional().default(''),
  favorite_music: songText,
  profile_image_url: optionalMediaUrl,
  gallery_images: z.array(mediaUrl).max(6, M.galleryFull).optional().default([]),
  memorial_video_url: optionalMediaUrl,
  video_thumbnail_url: optionalMediaUrl,
  show_birth_date: z.boolean().optional(),
  show_death_date: z.boolean().optional(),
});

/** Death after birth and not in the future; `today` is Colombia's date, passed by the service. */
export function checkLifeDates(birth: string, death: string, today: string): string | null {
  if (death < birth) return M.deathBeforeBirth;
  if (death > today) return M.deathFuture;
  return null;
}

/** Creating (`POST /api/profiles`): the fields and who may see it (docs/features/visibility.md), which an edit changes apart (PUT …/visibility). */
const individualCreateFields = individualFields.extend(newMemorialVisibilityFields);
export const individualMemorialSchema = z.preprocess(foldAliases(INDIVIDUAL_ALIASES), individualCreateFields);
export type IndividualMemorialInput = z.infer<typeof individualCreateFields>;

/** The edit (`PUT /api/profiles/{id}`): the same fields and, optionally, `resting_place` (docs/features/resting-places.md; null removes it). */
const individualUpdateFields = individualFields.extend({ resting_place: restingPlaceField });
export const individualMemorialUpdateSchema = z.preprocess(foldAliases(INDIVIDUAL_ALIASES), individualUpdateFields);
export type IndividualMemorialUpdate = z.infer<typeof individualUpdateFields>;

const memberFields = z.object({
  id: z.string().optional(),
  name: z
    .string({ error: M.memberIncomplete })
    .transform(stripTags)
    .pipe(z.string().min(1, M.memberIncomplete).max(50, M.memberNameTooLong))
    .pipe(oneLine(F.memberName)),
  birth_date: dateField(M.memberIncomplete),
  death_date: dateField(M.memberIncomplete),
  profile_image_url: z.string({ error: M.memberIncomplete }).trim().min(1, M.memberIncomplete).pipe(mediaUrl),
  relationship: z.enum(RELATIONSHIPS, { error: M.relationshipInvalid }).optional().default('otro'),
  memorial_video_url: optionalMediaUrl,
  /** Where the member rests (docs/features/resting-places.md): an object sets it, null removes it, absent keeps it. */
  resting_place: restingPlaceField,
});
export const familyMemberSchema = z.preprocess(foldAliases(SHARED_ALIASES), memberFields);
export type FamilyMemberInput = z.infer<typeof memberFields>;

/** The family's own fields without defaults, so an update leaves out what it does not send. */
const familyCore = {
  family_name: z
    .string({ error: M.familyNameRequired })
    .transform(stripTags)
    .pipe(z.string().min(1, M.familyNameRequired).max(100, M.familyNameTooLong))
    .pipe(oneLine(F.familyName)),
  description: paragraphText(1000, M.familyDescriptionTooLong, F.description),
  template_id: z.enum(FAMILY_TEMPLATES, { error: M.familyTemplate }),
  favorite_music: songText,
  memorial_video_url: optionalMediaUrl,
  gallery_images: z.array(mediaUrl),
};

/**
 * A member as the whole family's list carries it: with its place, `display_order`, optional (without it the
 * list's own order is the order). When sent, the service checks the places are 0…n-1, each once.
 */
const orderedMemberSchema = z.preprocess(
  foldAliases(SHARED_ALIASES),
  memberFields.extend({
    display_order: z.number({ error: M.memberOrderInvalid }).int(M.memberOrderInvalid).min(0, M.memberOrderInvalid).optional(),
  }),
);
export type OrderedMemberInput = FamilyMemberInput & { display_order?: number };

const memberList = z.array(orderedMemberSchema, { error: M.membersCount }).min(1, M.membersCount).max(3, M.membersCount);

const familyFields = z.object({
  ...familyCore,
  description: familyCore.description.optional().default(''),
  template_id: familyCore.template_id.optional().default('family-1'),
  gallery_images: familyCore.gallery_images.optional().default([]),
  members: memberList,
  ...newMemorialVisibilityFields,
});
export const familyMemorialSchema = z.preprocess(foldAliases(SHARED_ALIASES), familyFields);
export type FamilyMemorialInput = z.infer<typeof familyFields>;

/**
 * Update: the same rules, every field optional, so a script may send one field. `members`, when sent, is the
 * whole new list in order (or with each entry's `display_order`, 0…n-1): an entry with the `id` of a saved
 * member edits it, one without adds a member, and a saved member left out is removed (the wizard saves
 * everything this way, in one atomic write).
 */
const familyUpdateFields = z.object({ ...familyCore, members: memberList }).partial();
export const familyMemorialUpdateSchema = z.preprocess(foldAliases(SHARED_ALIASES), familyUpdateFields);
export type FamilyMemorialUpdate = z.infer<typeof familyUpdateFields>;

import { z } from 'zod';
import { pageField } from './paging';
import { MEMORY_LIMITS, MEMORY_MESSAGES } from './memory-texts';
import { aboutOneMemorial } from './memorial-ids';
import { multiLine, oneLine } from './one-line';
import { privacyConsentField } from './privacy';
import { stripTags } from './memorials';
import { WALL_MODERATION_MESSAGES } from './wall-moderation-texts';

export { MEMORY_LIMITS, MEMORY_MESSAGES, WALL_PAGE_SIZE } from './memory-texts';

const M = MEMORY_MESSAGES;
const L = MEMORY_LIMITS;

/** Trims and strips markup first, then enforces the limit: what is stored is exactly what passed. */
const cleanText = (max: number, tooLong: string) =>
  z.string({ error: M.nameAndMessageRequired }).transform(stripTags).pipe(z.string().max(max, tooLong));

/** POST /memories (product §2.7), the body the leave-memory modal sends. */
export const memoryInputSchema = aboutOneMemorial(M, {
  // Null when the visitor left no photo: the service accepts that only where the family turned on
  // 'Aceptar recuerdos sin foto' (wall_photo_optional), and otherwise answers 'La foto es requerida'.
  photo_url: z
    .string({ error: M.photoRequired })
    .trim()
    .max(500, M.photoRequired)
    .optional()
    .nullable()
    .transform((value) => value || null),
  author_name: cleanText(L.author, M.authorTooLong).pipe(z.string().min(1, M.nameAndMessageRequired)).pipe(oneLine('El nombre')),
  message: cleanText(L.message, M.messageTooLong).pipe(z.string().min(1, M.nameAndMessageRequired)).pipe(multiLine('El mensaje')),
  song: z
    .string()
    .transform(stripTags)
    .pipe(z.string().max(L.song, M.songTooLong))
    .pipe(oneLine('La canción'))
    .optional()
    .nullable()
    .transform((value) => value || null),
  things_list: z
    .array(z.string().transform(stripTags).pipe(z.string().max(L.missLine, M.missLineTooLong)).pipe(oneLine('Cada cosa que extrañas')))
    .optional()
    .default([])
    // Empty lines are dropped before counting (docs/product: "Empty lines are dropped").
    .transform((lines) => lines.filter((line) => line.length > 0))
    .pipe(z.array(z.string()).max(L.missLines, M.tooManyMissLines)),
  captcha_id: z.string({ error: M.captchaRequired }).trim().min(1, M.captchaRequired).max(64, M.captchaRequired),
  captcha_input: z.string({ error: M.captchaRequired }).trim().min(1, M.captchaRequired).max(L.captcha, M.captchaRequired),
  // The visitor's 'Hacer público' box: consent to be shown, which only the owner's approval completes.
  visitor_consent: z.boolean({ error: M.consentInvalid }).optional().default(false),
  // Another decision: the visitor authorises processing their name, message and photo at all (Ley 1581).
  privacy_consent: privacyConsentField('recuerdo'),
});
export type MemoryInput = z.output<typeof memoryInputSchema>;

/** Which wall a list or a socket is about, as in a memory. */
export const wallQuerySchema = aboutOneMemorial(M, {
  page: pageField(10_000),
});
export type WallQuery = z.output<typeof wallQuerySchema>;

/** GET /memories/manage: one wall's memories, all of them or only those visitors reported ('Reportados'). */
export const manageQuerySchema = aboutOneMemorial(M, {
  page: pageField(10_000),
  filter: z.enum(['all', 'reported'], { error: 'Filtro de recuerdos no válido' }).optional().default('all'),
});

/** PATCH /memories/{id}: the owner's approval. */
export const visibilitySchema = z.object({
  is_authorized: z.boolean({ error: 'Indica si el recuerdo es visible' }),
});

/** GET /memories/settings: the wall whose settings the owner reads. */
export const wallSettingsQuerySchema = aboutOneMemorial(M, {});

/** PATCH /memories/settings: 'Publicar recuerdos sin mi aprobación' and 'Aceptar recuerdos sin foto' for one wall (either or both). */
export const wallSettingsSchema = aboutOneMemorial(M, {
  auto_publish: z.boolean({ error: M.autoPublishInvalid }).optional(),
  wall_photo_optional: z.boolean({ error: WALL_MODERATION_MESSAGES.photoOptionalInvalid }).optional(),
}).refine((input) => input.auto_publish !== undefined || input.wall_photo_optional !== undefined, {
  message: WALL_MODERATION_MESSAGES.settingsEmpty,
  path: ['auto_publish'],
});
export type WallSettingsInput = z.output<typeof wallSettingsSchema>;

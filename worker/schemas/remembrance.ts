import { z } from 'zod';
import { REMEMBRANCE_KINDS } from '../../db/schema/enums';
import { aboutOneMemorial } from './memorial-ids';
import { oneLine } from './one-line';
import { pageField } from './paging';
import { privacyConsentField } from './privacy';
import { stripTags } from './memorials';
import { CANDLE_LIMITS, REMEMBRANCE_MESSAGES as M } from './remembrance-texts';

export { CANDLE_LIMITS, CONFIRMATION_DAYS, REMEMBRANCE_MESSAGES, REMEMBRANCE_PAGE_SIZE } from './remembrance-texts';

/** `?memorial_profile_id=…` or `?family_profile_id=…`: exactly one. */
export const memorialQuerySchema = aboutOneMemorial(M, {});

/** GET /api/remembrance/upcoming: the memorial and how many of its next dates (1 to 20, 5 when left out). */
export const upcomingQuerySchema = z.intersection(
  memorialQuerySchema,
  z.object({
    count: z.coerce
      .number({ error: M.countInvalid })
      .int(M.countInvalid)
      .min(1, M.countInvalid)
      .max(20, M.countInvalid)
      .optional()
      .default(5),
  }),
);

/** The same with a page, for the owner's lists. */
export const memorialPageQuerySchema = aboutOneMemorial(M, { page: pageField(10_000) });

const choice = z.boolean({ error: M.choiceInvalid }).optional();

/** PATCH /api/remembrance/settings: any of the kinds, the owner's reminders and the candles' digest. */
export const remembranceSettingsSchema = aboutOneMemorial(M, {
  kinds: z
    .object(
      Object.fromEntries(REMEMBRANCE_KINDS.map((kind) => [kind, choice])) as Record<(typeof REMEMBRANCE_KINDS)[number], typeof choice>,
    )
    .strict()
    .optional(),
  owner_reminders: choice,
  candle_digest: choice,
}).refine((value) => value.kinds !== undefined || value.owner_reminders !== undefined || value.candle_digest !== undefined, {
  message: M.nothingToChange,
  path: ['kinds'],
});
export type RemembranceSettingsInput = z.output<typeof remembranceSettingsSchema>;

/** POST /api/candles: the memorial, and the visitor's name if they give one (tags stripped; empty is none). */
export const candleInputSchema = aboutOneMemorial(M, {
  name: z
    .string({ error: M.candleNameTooLong })
    .transform(stripTags)
    .pipe(z.string().max(CANDLE_LIMITS.name, M.candleNameTooLong))
    .pipe(oneLine('El nombre'))
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type CandleInput = z.output<typeof candleInputSchema>;

/** POST /api/reminders: an address for one memorial's dates, with the authorisation. */
export const reminderInputSchema = aboutOneMemorial(M, {
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(254, M.emailInvalid)
    .pipe(z.email({ error: M.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  privacy_consent: privacyConsentField('recordatorios'),
});
export type ReminderInput = z.output<typeof reminderInputSchema>;

/** A token from an e-mailed link: base32 of 160 bits, or nothing that could be one. */
export const linkTokenSchema = z
  .string({ error: M.tokenInvalid })
  .trim()
  .regex(/^[a-z2-7]{32}$/, M.tokenInvalid);

export const confirmReminderSchema = z.object({ token: linkTokenSchema });
export const unsubscribeQuerySchema = z.object({ token: linkTokenSchema });

/** POST /api/dev/run-daily?date=YYYY-MM-DD. */
export const runDailyQuerySchema = z.object({
  date: z
    .string({ error: M.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), M.dateInvalid),
});

import { z } from 'zod';
import { MEMORY_REPORT_REASONS } from '../../db/schema/enums';
import { multiLine } from './one-line';
import { stripTags } from './memorials';
import { ID_PATTERN } from './params';
import { MAX_DECISION_IDS, REPORT_DETAILS_MAX, WALL_MODERATION_MESSAGES as W } from './wall-moderation-texts';

export { MAX_DECISION_IDS, REPORT_REASON_LABELS, REPORTS_TO_HIDE, WALL_MODERATION_MESSAGES } from './wall-moderation-texts';

/** POST /memories/{id}/report: a reason from the list and, if the visitor wants, a few words. */
export const reportInputSchema = z.object({
  reason: z.enum(MEMORY_REPORT_REASONS, { error: W.reasonRequired }),
  details: z
    .string({ error: W.detailsTooLong })
    .transform(stripTags)
    .pipe(z.string().max(REPORT_DETAILS_MAX, W.detailsTooLong))
    .pipe(multiLine('El detalle del reporte'))
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type ReportInput = z.output<typeof reportInputSchema>;

/** POST /memories/decisions: one decision on up to 50 memories, all or nothing. */
export const decisionsInputSchema = z.object({
  ids: z
    .array(z.string({ error: W.invalidId }).regex(ID_PATTERN, W.invalidId), { error: W.idsRequired })
    .min(1, W.idsRequired)
    .max(MAX_DECISION_IDS, W.tooManyIds)
    .refine((ids) => new Set(ids).size === ids.length, W.idsRepeated),
  decision: z.enum(['approve', 'decline'], { error: W.decisionInvalid }),
});
export type DecisionsInput = z.output<typeof decisionsInputSchema>;

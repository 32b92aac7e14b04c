import { z } from 'zod';
import { VISIBILITIES } from '../../db/schema/enums';
import { ACCESS_CODE_MAX, ACCESS_CODE_MIN, VISIBILITY_MESSAGES as M } from './visibility-texts';

export { VISIBILITY_CHOICES, VISIBILITY_MESSAGES } from './visibility-texts';

/**
 * How an access code is compared: Unicode-normalised, trimmed, inner spaces folded and lower-cased, so a code
 * read aloud at a funeral ('Abuela Rosa 2024') opens the page however the relative types it.
 */
export function normalizeAccessCode(code: string): string {
  return code.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const accessCode = z
  .string({ error: M.codeLength })
  .transform(normalizeAccessCode)
  .pipe(z.string().min(ACCESS_CODE_MIN, M.codeLength).max(ACCESS_CODE_MAX, M.codeLength));

/**
 * PUT …/{id}/visibility. `access_code` sets (or changes) the private page's code; left out while the memorial
 * is already private, the code stays as it is (the server says when one is missing).
 */
const visibilityField = z.enum(VISIBILITIES, { error: M.invalid });
const accessCodeField = z.union([accessCode, z.literal('').transform(() => undefined)]).optional();

export const visibilityInputSchema = z.object({ visibility: visibilityField, access_code: accessCodeField });
export type VisibilityInput = z.infer<typeof visibilityInputSchema>;

/**
 * A new memorial's choice (POST /api/profiles, POST /api/family-profiles; the wizard's last step, docs/features/visibility.md): the same
 * fields and messages, public when left out. The service applies the same rules (services/visibility.ts).
 */
export const newMemorialVisibilityFields = { visibility: visibilityField.optional().default('public'), access_code: accessCodeField };

/** POST …/{id}/access: a visitor's try. Any text up to a bound: a wrong length is simply a wrong code. */
export const accessCodeInputSchema = z.object({ code: z.string({ error: M.wrongCode }).max(200, M.wrongCode) });

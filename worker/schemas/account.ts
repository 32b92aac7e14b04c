import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-texts';

export { ACCOUNT_MESSAGES } from './account-texts';

/** DELETE /api/account: the password again, so a session left open on a shared phone cannot erase an account. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(200, M.wrongPassword),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../errors';
import { MFA_MESSAGES as M } from '../schemas/mfa-texts';
import { limitLogin, loginEmailKey } from './auth-limits';
import { verifyPassword } from './passwords';
import { resetRateLimit } from './rate-limit';
import { normalizeEmail, type UserRow } from './users';

/**
 * The current password again, before a change to how an account is protected (turning the second factor on or
 * off, a new password or e-mail): a session alone, stolen or left open, is not enough. Every try is a sign-in
 * attempt of that account (auth-limits.ts: 5 per e-mail and 30 per client address every 15 minutes, shared with
 * /login), so a stolen session cannot guess the password here either; the right one clears the account's count,
 * as at the login. 403, not 401: the session itself is fine, and a 401 would send the page home.
 *
 * An account without a password of its own (made with a link, or after an address was claimed:
 * `needsPasswordSetup`) must choose one first.
 */
export async function confirmCurrentPassword(
  deps: { db: Db; ipAddress?: string | null },
  user: Pick<UserRow, 'email' | 'passwordHash' | 'needsPasswordSetup'>,
  password: string | undefined,
): Promise<void> {
  const { db } = deps;
  if (!user.passwordHash || user.needsPasswordSetup) throw forbidden(M.passwordSetupFirst);
  if (!password) throw badRequest(M.currentPasswordRequired);
  const email = normalizeEmail(user.email);
  await limitLogin(db, email, deps.ipAddress ?? 'unknown');
  if (!(await verifyPassword(password, user.passwordHash))) throw forbidden(M.currentPasswordWrong);
  await resetRateLimit(db, loginEmailKey(email));
}

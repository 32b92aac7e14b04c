import type { Db } from '../../db/client';
import { getMfaStatus, type MfaStatus } from '../../worker/services/mfa-account';
import { findUserById } from '../../worker/services/users';

/**
 * The second factor as 'Tu cuenta' first shows it, read with the page. From the account's own row: an
 * administrator still signing in (acting as a customer until the code) is told it is required all the same.
 */
export async function pageMfaStatus(db: Db, userId: string): Promise<MfaStatus | null> {
  const account = await findUserById(db, userId);
  return account ? getMfaStatus({ db }, account) : null;
}

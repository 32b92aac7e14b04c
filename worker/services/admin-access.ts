import type { Db } from '../../db/client';
import { hasSecondFactor } from './mfa-factors';
import { isAdmin, type UserRow } from './users';

/**
 * Whether a sign-in may use the back-office. An administrator needs the second factor on and given in this
 * session: 'enrol' until it is on (after the password they can only enrol), 'verify' for a session that did
 * not give it (sign-ins of an account with the factor always do; this is the belt to those braces).
 */
export type AdminAccess = 'customer' | 'enrol' | 'verify' | 'granted';

export async function adminAccess(db: Db, user: UserRow, mfaVerified: boolean): Promise<AdminAccess> {
  if (!isAdmin(user)) return 'customer';
  if (!(await hasSecondFactor(db, user.id))) return 'enrol';
  return mfaVerified ? 'granted' : 'verify';
}

/**
 * The account as services see it in this session. Services grant an administrator's powers by role (any
 * memorial, higher upload budgets); until the session has given the second factor an administrator acts
 * with a customer's, so a password alone never reaches another family's memorial.
 */
export function actingUser<T extends Pick<UserRow, 'role'>>(user: T, mfaVerified: boolean): T {
  return isAdmin(user) && !mfaVerified ? { ...user, role: 'user' } : user;
}

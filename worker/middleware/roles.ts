import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Auth } from '../context';
import { forbidden, unauthorized } from '../errors';
import { AUTH_MESSAGES } from '../schemas/auth';
import { MFA_MESSAGES } from '../schemas/mfa-texts';
import { actingUser, adminAccess } from '../services/admin-access';
import { hasTemporaryPassword, type UserRow } from '../services/users';

/**
 * The signed-in caller, or a 401 (with `message`, e.g. checkout's 'Debes iniciar sesión para continuar').
 * Either way the answer is marked personal: `Cache-Control: private, no-store` (./private-answers.ts).
 */
function signedIn(c: Context<AppEnv>, message?: string): Auth {
  c.set('needsSession', true);
  const auth = c.get('auth');
  if (!auth) throw unauthorized(message);
  return auth;
}

/**
 * 403 while the account signs in with a password an administrator chose: until the person picks their own
 * (POST /api/auth/set-password, behind `requireSession`), nothing else answers.
 */
function assertOwnPassword(auth: Auth): void {
  if (hasTemporaryPassword(auth.user)) throw forbidden(AUTH_MESSAGES.choosePasswordFirst, 'PASSWORD_SETUP_REQUIRED');
}

/**
 * 401 without a valid session (with `message`, e.g. checkout's 'Debes iniciar sesión para continuar').
 * Handlers after it read the user with `signedInUser(c)`.
 */
export function requireSignedIn(message?: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    assertOwnPassword(signedIn(c, message));
    await next();
  };
}

export const requireAuth = requireSignedIn();

/** Any session, also one still on a temporary password: reading the session and choosing the password. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  signedIn(c);
  await next();
};

/**
 * The back-office's gate (every /api/admin route and its live socket): an administrator's role, their own
 * password, the second factor on, and given in this session. An administrator who has not enrolled yet is
 * told so (403 in Spanish, and /admin shows the enrolment instead of the panel); a 401 would send the page home.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = signedIn(c);
  // At the primary, like the session itself: a replica behind a factor's reset must not let it through.
  const access = await adminAccess(c.get('primaryDb'), auth.user, auth.mfaVerified);
  if (access === 'customer') throw forbidden();
  assertOwnPassword(auth);
  if (access === 'enrol') throw forbidden(MFA_MESSAGES.adminMustEnrol, 'MFA_ENROL_REQUIRED');
  if (access === 'verify') throw forbidden(MFA_MESSAGES.adminMustVerify, 'MFA_VERIFY_REQUIRED');
  await next();
};

/**
 * The signed-in user, as services should see them, for handlers behind one of the guards above: an
 * administrator whose session has not given the second factor acts with a customer's powers
 * (services/admin-access.ts).
 */
export function signedInUser(c: Context<AppEnv>): UserRow {
  const auth = signedIn(c);
  return actingUser(auth.user, auth.mfaVerified);
}

/**
 * The signed-in account as it is stored, whatever this session may do: for decisions about the account itself
 * (deleting it), where an administrator stays an administrator even before giving the second factor.
 */
export function accountOwner(c: Context<AppEnv>): UserRow {
  return signedIn(c).user;
}

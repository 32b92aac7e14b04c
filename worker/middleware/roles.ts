import type { Context, MiddlewareHandler } from 'hono';
import type { UserRole } from '../../db/schema/enums';
import type { AppEnv } from '../context';
import { forbidden, unauthorized } from '../errors';
import { MFA_MESSAGES } from '../schemas/mfa-texts';
import { actingUser, adminAccess } from '../services/admin-access';
import type { UserRow } from '../services/users';

/**
 * 401 without a valid session (with `message`, e.g. checkout's 'Debes iniciar sesión para continuar').
 * Handlers after it read the user with `signedInUser(c)`.
 */
export function requireSignedIn(message?: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('auth')) throw unauthorized(message);
    await next();
  };
}

export const requireAuth = requireSignedIn();

/** 401 without a session, 403 when the signed-in user's role is not one of `roles`. */
export function requireRole(...roles: UserRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.get('auth');
    if (!auth) throw unauthorized();
    if (!roles.includes(auth.user.role)) throw forbidden();
    await next();
  };
}

/**
 * The back-office's gate (every /api/admin route and its live socket): an administrator's role, the second
 * factor on, and given in this session. An administrator who has not enrolled yet is told so (403 in
 * Spanish, and /admin shows the enrolment instead of the panel); a 401 would send the page home.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  const access = await adminAccess(c.get('db'), auth.user, auth.mfaVerified);
  if (access === 'customer') throw forbidden();
  if (access === 'enrol') throw forbidden(MFA_MESSAGES.adminMustEnrol);
  if (access === 'verify') throw forbidden(MFA_MESSAGES.adminMustVerify);
  await next();
};

/**
 * The signed-in user, as services should see them, for handlers behind one of the guards above: an
 * administrator whose session has not given the second factor acts with a customer's powers
 * (services/admin-access.ts).
 */
export function signedInUser(c: Context<AppEnv>): UserRow {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  return actingUser(auth.user, auth.mfaVerified);
}

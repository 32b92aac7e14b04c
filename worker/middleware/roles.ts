import type { Context, MiddlewareHandler } from 'hono';
import type { UserRole } from '../../db/schema/enums';
import type { AppEnv } from '../context';
import { forbidden, unauthorized } from '../errors';
import { ADMIN_ROLES, type UserRow } from '../services/users';

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

export const requireAdmin = requireRole(...ADMIN_ROLES);

/** The signed-in user, for handlers behind one of the guards above. */
export function signedInUser(c: Context<AppEnv>): UserRow {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  return auth.user;
}

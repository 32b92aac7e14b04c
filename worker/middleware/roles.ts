import type { Context, MiddlewareHandler } from 'hono';
import type { UserRole } from '../../db/schema/enums';
import type { AppEnv, Auth } from '../context';
import { forbidden, unauthorized } from '../errors';
import { AUTH_MESSAGES } from '../schemas/auth';
import { ADMIN_ROLES, hasTemporaryPassword, type UserRow } from '../services/users';

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
  if (hasTemporaryPassword(auth.user)) throw forbidden(AUTH_MESSAGES.choosePasswordFirst);
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

/** 401 without a session, 403 when the signed-in user's role is not one of `roles`. */
export function requireRole(...roles: UserRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = signedIn(c);
    if (!roles.includes(auth.user.role)) throw forbidden();
    assertOwnPassword(auth);
    await next();
  };
}

export const requireAdmin = requireRole(...ADMIN_ROLES);

/** The signed-in user, for handlers behind one of the guards above. */
export function signedInUser(c: Context<AppEnv>): UserRow {
  return signedIn(c).user;
}

import type { MiddlewareHandler } from 'hono';
import type { UserRole } from '../../db/schema/enums';
import type { Auth, AppEnv } from '../context';
import { forbidden, unauthorized } from '../errors';

type AuthedEnv = AppEnv & { Variables: AppEnv['Variables'] & { auth: Auth } };

/** 401 without a valid session. Handlers after it can read `c.get('auth')` as non-null. */
export const requireAuth: MiddlewareHandler<AuthedEnv> = async (c, next) => {
  if (!c.get('auth')) throw unauthorized();
  await next();
};

/** 401 without a session, 403 when the signed-in user's role is not one of `roles`. */
export function requireRole(...roles: UserRole[]): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const auth = c.get('auth');
    if (!auth) throw unauthorized();
    if (!roles.includes(auth.user.role)) throw forbidden();
    await next();
  };
}

export const requireAdmin = requireRole('admin', 'super_admin');

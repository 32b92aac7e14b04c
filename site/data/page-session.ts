import type { AstroCookies } from 'astro';
import { env } from 'cloudflare:workers';
import { primaryDb } from '../../worker/d1/request-db';
import { sessionCookieName } from '../../worker/middleware/session';
import { actingUser } from '../../worker/services/admin-access';
import { validateSessionToken } from '../../worker/services/sessions';
import { hasTemporaryPassword, type UserRow } from '../../worker/services/users';

/**
 * The signed-in user behind a server-rendered page, from the same HttpOnly cookie the API reads, with the
 * powers the API gives that session (an administrator who has not given the second factor acts as a
 * customer: services/admin-access.ts). Server-only, and called by the middleware alone (../middleware.ts):
 * pages read `Astro.locals.user()`, looked up once per request. Pages that use it must not be cached publicly. An
 * account still on a password an administrator chose is nobody here, as it is to the API: its pages send it
 * home, where the header asks for its own password first (SetPasswordModal).
 */
export async function pageUser(cookies: AstroCookies, url: URL): Promise<UserRow | null> {
  const token = cookies.get(sessionCookieName(url))?.value;
  if (!token) return null;
  // At the primary, as the API checks it (worker/d1/request-db.ts): never a replica behind a sign-out.
  const valid = await validateSessionToken(primaryDb(env), token);
  if (!valid || !valid.user.isActive || hasTemporaryPassword(valid.user)) return null;
  return actingUser(valid.user, valid.mfaVerified);
}

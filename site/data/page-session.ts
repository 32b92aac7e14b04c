import type { AstroCookies } from 'astro';
import { sessionCookieName } from '../../worker/middleware/session';
import { validateSessionToken } from '../../worker/services/sessions';
import { actingUser } from '../../worker/services/admin-access';
import type { UserRow } from '../../worker/services/users';
import { pageDb } from './site-data';

/**
 * The signed-in user behind a server-rendered page, from the same HttpOnly cookie the API reads, with the
 * powers the API gives that session (an administrator who has not given the second factor acts as a
 * customer: services/admin-access.ts). Server-only. Pages that use it must not be cached publicly.
 */
export async function pageUser(cookies: AstroCookies, url: URL): Promise<UserRow | null> {
  const token = cookies.get(sessionCookieName(url))?.value;
  if (!token) return null;
  const valid = await validateSessionToken(pageDb(), token);
  return valid && valid.user.isActive ? actingUser(valid.user, valid.mfaVerified) : null;
}

import type { AstroCookies } from 'astro';
import { sessionCookieName } from '../../worker/middleware/session';
import { validateSessionToken } from '../../worker/services/sessions';
import { hasTemporaryPassword, type UserRow } from '../../worker/services/users';
import { pageDb } from './site-data';

/**
 * The signed-in user behind a server-rendered page, from the same HttpOnly cookie the API reads.
 * Server-only. Pages that use it must not be cached publicly. An account still on a password an
 * administrator chose is nobody here, as it is to the API: its pages send it home, where the header asks
 * for its own password first (SetPasswordModal).
 */
export async function pageUser(cookies: AstroCookies, url: URL): Promise<UserRow | null> {
  const token = cookies.get(sessionCookieName(url))?.value;
  if (!token) return null;
  const valid = await validateSessionToken(pageDb(), token);
  return valid && valid.user.isActive && !hasTemporaryPassword(valid.user) ? valid.user : null;
}

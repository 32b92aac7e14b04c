import type { AstroCookies } from 'astro';
import { env } from 'cloudflare:workers';
import { primaryDb } from '../../worker/d1/request-db';
import { sessionCookieName } from '../../worker/middleware/session';
import { pageAccount, type SessionAccount } from '../../worker/services/session-accounts';

/**
 * The signed-in account behind a server-rendered page, from the same HttpOnly cookie the API reads, with the
 * powers the API gives that session (an administrator who has not given the second factor acts as a
 * customer: services/admin-access.ts), and without its secrets (services/session-accounts.ts: never the password
 * hash, the second factor's secret or the recovery codes). Server-only, and called by the middleware alone
 * (../middleware.ts): pages read `Astro.locals.user()`, looked up once per request. Pages that use it must not be
 * cached publicly. An account still on a password an administrator chose is nobody here, as it is to the API: its
 * pages send it home, where the header asks for its own password first (SetPasswordModal).
 */
export async function pageUser(cookies: AstroCookies, url: URL): Promise<SessionAccount | null> {
  const token = cookies.get(sessionCookieName(url))?.value;
  if (!token) return null;
  // At the primary, as the API checks it (worker/d1/request-db.ts): never a replica behind a sign-out.
  return pageAccount(primaryDb(env), token);
}

import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { forbidden } from '../errors';
import { validateSessionToken } from '../services/sessions';

const SESSION_COOKIE = 'session';

/**
 * On https the cookie is `__Host-session`: browsers accept that name only when Secure, for this exact host and
 * path /, so a sibling subdomain cannot plant a session of its choosing. Plain http (a developer's machine)
 * cannot use the prefix. Only the name for the request's scheme is ever read.
 */
export function sessionCookieName(url: string | URL): string {
  return hostCookieName(SESSION_COOKIE, url);
}

/** A cookie of ours by its base name: `__Host-` prefixed on https (see sessionCookieName). */
export function hostCookieName(base: string, url: string | URL): string {
  return new URL(url).protocol === 'https:' ? `__Host-${base}` : base;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || undefined;
}

/**
 * A cookie rides along on cross-site requests too, so a write authenticated by cookie must prove it comes
 * from our own pages: our Origin, or else a browser's `Sec-Fetch-Site: same-origin`. A request that carries
 * neither cannot prove anything and is refused (fail closed). Bearer tokens need no such check: another site
 * cannot read them.
 */
export function assertSameOrigin(c: Context<AppEnv>): void {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const sameOrigin = origin ? origin === new URL(c.req.url).origin : fetchSite === 'same-origin';
  if (!sameOrigin) throw forbidden('Solicitud no permitida desde otro sitio', 'CROSS_SITE_REQUEST');
}

/**
 * Resolves the caller from `Authorization: Bearer` (docs/product's contract) or the HttpOnly session cookie
 * (pages and islands). Sets `auth` to null for guests; deactivated users count as guests.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bearer = bearerToken(c);
  const cookie = bearer ? undefined : getCookie(c, sessionCookieName(c.req.url));
  const token = bearer ?? cookie;
  c.set('auth', null);
  if (token) {
    // At the primary: a bookmark the client sent must not let a replica from before a sign-out, a
    // deactivation or a demotion vouch for this session or its role.
    const valid = await validateSessionToken(c.get('primaryDb'), token);
    if (valid && valid.user.isActive) {
      c.set('auth', { user: valid.user, sessionId: valid.sessionId, via: bearer ? 'bearer' : 'cookie', mfaVerified: valid.mfaVerified });
      if (!bearer && !SAFE_METHODS.has(c.req.method)) assertSameOrigin(c);
    }
  }
  await next();
};

import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { forbidden } from '../errors';
import { validateSessionToken } from '../services/sessions';

export const SESSION_COOKIE = 'session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || undefined;
}

/**
 * A cookie rides along on cross-site requests too, so a write authenticated by cookie must carry our
 * own Origin. Bearer tokens need no such check: another site cannot read them.
 */
function assertSameOrigin(c: Context<AppEnv>): void {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const ownOrigin = new URL(c.req.url).origin;
  if (origin ? origin !== ownOrigin : fetchSite === 'cross-site') {
    throw forbidden('Solicitud no permitida desde otro sitio');
  }
}

/**
 * Resolves the caller from `Authorization: Bearer` (the spec's contract) or the HttpOnly session cookie
 * (pages and islands). Sets `auth` to null for guests; deactivated users count as guests.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bearer = bearerToken(c);
  const cookie = bearer ? undefined : getCookie(c, SESSION_COOKIE);
  const token = bearer ?? cookie;
  c.set('auth', null);
  if (token) {
    const valid = await validateSessionToken(c.get('db'), token);
    if (valid && valid.user.isActive) {
      c.set('auth', { user: valid.user, sessionId: valid.sessionId, via: bearer ? 'bearer' : 'cookie' });
      if (!bearer && !SAFE_METHODS.has(c.req.method)) assertSameOrigin(c);
    }
  }
  await next();
};

import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Marks one answer personal and never stored, for routes that hand out a secret without needing a session
 * first: every answer carrying a session, an `mfa_token` or a sign-up proof (api/auth.ts `withSession`).
 */
export const noStore = (c: Context<AppEnv>) => c.header('cache-control', PRIVATE_NO_STORE);

/**
 * Every answer of a route that needs a session (the guards in ./roles.ts mark the request, refusals included)
 * says `Cache-Control: private, no-store`: a shared cache, a proxy or the browser's back button must never keep
 * one person's orders, account or back-office. Set after the route, over whatever it said, since nothing behind
 * a session may be stored. A WebSocket's 101 carries no body and cannot take headers.
 */
export const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.get('needsSession') || c.res.status === 101) return;
  try {
    c.res.headers.set('cache-control', PRIVATE_NO_STORE);
  } catch {
    // Headers of a response passed through as it came (immutable): copy it to set the header.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('cache-control', PRIVATE_NO_STORE);
  }
};

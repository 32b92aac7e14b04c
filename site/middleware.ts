/**
 * Astro's middleware: runs before every page. It gives the page `Astro.locals.user()`, the signed-in user
 * behind the request, resolved once however many times the page and its components ask (data/page-session.ts
 * says how: the session cookie checked at the D1 primary, an administrator without the second factor acting
 * as a customer). Pages read it there and never look the session up themselves.
 *
 * It is looked up only when asked: the public pages the edge keeps (the landing, memorials, families,
 * couples, walls: worker/edge-cache/public-paths.ts) are the same HTML for every visitor and must never read
 * the session, so on those addresses asking is a programming error that fails loudly instead of a page
 * cached with one person's name in it.
 *
 * On those same pages it also cuts Astro's Content-Security-Policy down to the script hashes of the inline
 * scripts the page carries (lib/public/csp-own-scripts.ts): the site's other eight hashes were about 500 bytes
 * of headers that pushed the document past TCP's first window on mobile data. The page is read whole for
 * that, once per render: the edge keeps the result, so a cached visit pays nothing.
 */
import type { MiddlewareHandler } from 'astro';
import { edgeCacheKey } from '../worker/edge-cache/public-paths';
import type { SessionAccount } from '../worker/services/session-accounts';
import { pageUser } from './data/page-session';
import { keepOwnScriptHashes } from './lib/public/csp-own-scripts';

const CSP = 'content-security-policy';

/** The rendered page with its policy's script hashes cut to its own inline scripts. */
async function withOwnScriptHashes(response: Response): Promise<Response> {
  const policy = response.headers.get(CSP);
  if (!policy || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set(CSP, await keepOwnScriptHashes(policy, html));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

export const onRequest: MiddlewareHandler = async (context, next) => {
  if (edgeCacheKey('GET', context.url.href)) {
    const path = context.url.pathname;
    context.locals.user = () => Promise.reject(new Error(`${path} is cached at the edge for every visitor: it must not read the session`));
    return withOwnScriptHashes(await next());
  } else {
    let user: Promise<SessionAccount | null> | undefined;
    context.locals.user = () => (user ??= pageUser(context.cookies, context.url));
  }
  return next();
};

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
 */
import type { MiddlewareHandler } from 'astro';
import { edgeCacheKey } from '../worker/edge-cache/public-paths';
import type { UserRow } from '../worker/services/users';
import { pageUser } from './data/page-session';

export const onRequest: MiddlewareHandler = (context, next) => {
  if (edgeCacheKey('GET', context.url.href)) {
    const path = context.url.pathname;
    context.locals.user = () => Promise.reject(new Error(`${path} is cached at the edge for every visitor: it must not read the session`));
  } else {
    let user: Promise<UserRow | null> | undefined;
    context.locals.user = () => (user ??= pageUser(context.cookies, context.url));
  }
  return next();
};

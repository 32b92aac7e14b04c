import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { sessionCookieName } from '../middleware/session';
import { BOOKMARK_HEADER, bookmarkCookie, bookmarkCookieName, latestBookmark, parseBookmark } from './bookmark';
import { mayCarryBookmark, readConsistency } from './consistency';
import { openRequestD1, runWithRequestD1 } from './request-db';
import { ROWS_READ_HEADER, ROWS_READ_REQUEST } from './rows-read';
import { parseEnv } from '../env';

/**
 * D1 read replication for every request the Worker serves (API, short links, Astro pages): opens the
 * request's D1 session with the consistency it needs (./consistency.ts) and, for personal requests, hands
 * the session's bookmark back as a cookie and an `x-d1-bookmark` header. With replication off (and on local
 * D1) the sessions simply all reach the one database.
 */
export const d1Sessions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  const cookieBookmark = parseBookmark(getCookie(c, bookmarkCookieName(url)));
  const incoming = latestBookmark(cookieBookmark, parseBookmark(c.req.header(BOOKMARK_HEADER)));
  const signedIn = Boolean(c.req.header('authorization') || getCookie(c, sessionCookieName(url)));
  const consistency = readConsistency({ method: c.req.method, pathname: new URL(url).pathname, signedIn });

  // The growth bench's measure of a request (./rows-read.ts): a developer's machine only, and only when asked.
  const tally = c.req.header(ROWS_READ_HEADER) === ROWS_READ_REQUEST && parseEnv(c.env).LOCAL_DEV ? { rows: 0 } : undefined;
  const d1 = openRequestD1(c.env.DB, consistency, incoming, tally);
  await runWithRequestD1(d1, next);
  if (tally && c.res.status !== 101) c.header(ROWS_READ_HEADER, String(tally.rows));

  if (consistency !== 'personal') return;
  const bookmark = d1.bookmark();
  // 101: a WebSocket upgrade's response cannot be rebuilt to take headers, and the socket reads nothing.
  if (!bookmark || c.res.status === 101 || !mayCarryBookmark(c.res.headers.get('cache-control'))) return;
  c.header(BOOKMARK_HEADER, bookmark);
  if (bookmark !== cookieBookmark) c.header('set-cookie', bookmarkCookie(bookmark, url), { append: true });
};

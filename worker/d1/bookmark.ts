/**
 * The D1 bookmark a person carries between requests: an HttpOnly cookie for browsers and the
 * `x-d1-bookmark` header for API clients. Pure (no bindings), so the rules are unit-tested.
 */
import { generateCookie } from 'hono/cookie';
import { hostCookieName } from '../middleware/session';

export const BOOKMARK_HEADER = 'x-d1-bookmark';

/**
 * Long enough to outlast any replica lag by far, short enough that a browser stops sending it soon after
 * the person stops writing (a lapsed cookie only means the next personal read starts at the primary).
 */
export const BOOKMARK_MAX_AGE_S = 60 * 60;

/** `__Host-d1-bookmark` on https (a sibling subdomain cannot plant one), `d1-bookmark` on plain http. */
export function bookmarkCookieName(url: string | URL): string {
  return hostCookieName('d1-bookmark', url);
}

/**
 * D1 bookmarks are three 8-digit hex fields and a hash, e.g.
 * `00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683` (local D1 gives the same shape). Anything else
 * is ignored rather than passed to `withSession`: local D1 would carry garbage along and hand it back, and
 * production D1 would fail the request's queries.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{16,128}$/i;

export function parseBookmark(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && BOOKMARK.test(trimmed) ? trimmed : null;
}

/** Bookmarks sort in commit order, so the later of two is the one that covers both. */
export function latestBookmark(...bookmarks: (string | null)[]): string | null {
  return bookmarks.reduce<string | null>((latest, next) => (next && (!latest || next > latest) ? next : latest), null);
}

/** The Set-Cookie value that hands `bookmark` back to the browser that made the request at `url`. */
export function bookmarkCookie(bookmark: string, url: string | URL): string {
  const secure = new URL(url).protocol === 'https:';
  return generateCookie(bookmarkCookieName(url), bookmark, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAge: BOOKMARK_MAX_AGE_S,
  });
}

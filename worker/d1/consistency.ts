/**
 * Which D1 read consistency a request needs (D1 read replication through the Sessions API). Pure: the
 * middleware (./middleware.ts) gathers the facts and opens the session.
 *
 * - 'public': the pages a visitor opens from a plaque and anonymous API reads. Any replica may answer
 *   ('first-unconstrained'), and nothing is handed back, so these answers carry no Set-Cookie and the edge
 *   cache can keep them.
 * - 'personal': writes and a signed-in person's reads. The session starts from the bookmark the browser last
 *   saw (or at the primary) and the new bookmark is handed back, so the person's next request reads at least
 *   what they wrote, wherever it lands.
 */
export type ReadConsistency = 'public' | 'personal';

export type RequestFacts = {
  method: string;
  pathname: string;
  /** A session cookie or an Authorization header came along (valid or not: checking it is itself a read). */
  signedIn: boolean;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Server-rendered pages that are the same for every visitor: the landing, the memorial, family and couple
 * pages, the walls, the templates gallery and the plaque's short address. They stay 'public' even for a
 * signed-in owner (whose fresh bookmark, if any, is still honoured) because they are cached publicly and must
 * never set a cookie.
 */
const PUBLIC_PAGE = /^\/(?:$|(?:memorial|familia|pareja|muro-de-recuerdos|q|Q)\/|template\/?$)/;

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGE.test(pathname);
}

export function readConsistency({ method, pathname, signedIn }: RequestFacts): ReadConsistency {
  // A write goes to the primary anyway; what matters is handing its bookmark back to the writer.
  if (!SAFE_METHODS.has(method.toUpperCase())) return 'personal';
  if (isPublicPage(pathname)) return 'public';
  return signedIn ? 'personal' : 'public';
}

/**
 * What `withSession` starts from: the person's own bookmark when they brought one (a public page honours
 * it too, so an owner sees their edit at once), otherwise any replica for public reads and the primary for
 * personal ones.
 */
export function sessionStart(consistency: ReadConsistency, bookmark: string | null): string {
  return bookmark ?? (consistency === 'public' ? 'first-unconstrained' : 'first-primary');
}

/**
 * A response a shared cache may store (`public`, `s-maxage`) never carries the bookmark: a cached
 * Set-Cookie would hand one person's bookmark to everyone. Guards API answers like the daily quote
 * (`public, max-age=3600`) when a signed-in person asks for them.
 */
export function mayCarryBookmark(cacheControl: string | null): boolean {
  if (!cacheControl) return true;
  return !cacheControl
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().split('=')[0])
    .some((name) => name === 'public' || name === 's-maxage');
}

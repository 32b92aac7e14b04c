/**
 * Which pages the edge keeps, under which key, and which addresses each kind of write touches. Pure: the
 * middleware (./middleware.ts) and the services' purges both take their paths from here, so a page is
 * always purged under the very key it was stored under.
 */
import { FAMILY_SLUG_PREFIX, SLUG_PATTERN } from '../schemas/slug-shape';

/**
 * Slugs have one shape (../schemas/slug-shape.ts). Anything else in that segment (upper case, `%2D`, a
 * trailing slash) may still render the same page, but under an address no purge would name, so such
 * requests are served fresh instead of cached; an address no page can have never touches the cache at all.
 */
const FAMILY_SLUG = `${FAMILY_SLUG_PREFIX}${SLUG_PATTERN}`;

/**
 * The landing, the memorial, family and couple pages and the walls' first page: the same HTML for every
 * visitor (no cookie read, no Set-Cookie, CSP by hashes rather than a per-request nonce) and none reads its
 * query (the galleries show every photo in the HTML, the rest behind 'Ver más'). Dashboards, /admin, /api,
 * /preview, /edit, /q and everything else are never cached.
 */
const CACHEABLE_PAGES: readonly RegExp[] = [
  /^\/$/,
  new RegExp(`^/memorial/${SLUG_PATTERN}$`),
  new RegExp(`^/familia/${FAMILY_SLUG}$`),
  new RegExp(`^/pareja/${SLUG_PATTERN}$`),
  new RegExp(`^/muro-de-recuerdos/${SLUG_PATTERN}$`),
  new RegExp(`^/familia/${FAMILY_SLUG}/muro-de-recuerdos$`),
];

/**
 * The cache key of a request, or null when it must not come from the edge cache. The key is the URL
 * without its query: no cached page reads one, so `?fbclid=…` from a shared link (or an old gallery link's
 * `?fotos=2`) still finds the copy.
 */
export function edgeCacheKey(method: string, url: string): { key: string; path: string } | null {
  if (method !== 'GET') return null;
  const parsed = new URL(url);
  if (!CACHEABLE_PAGES.some((pattern) => pattern.test(parsed.pathname))) return null;
  return { key: `${parsed.origin}${parsed.pathname}`, path: parsed.pathname };
}

export const LANDING_PATH = '/';

export type WallKind = 'memorial' | 'family';

const segment = (slug: string) => encodeURIComponent(slug);

/** A wall's first page: a family's wall answers at two addresses (product §2.4). */
export function wallPaths(kind: WallKind, slug: string): string[] {
  const wall = `/muro-de-recuerdos/${segment(slug)}`;
  return kind === 'family' ? [wall, `/familia/${segment(slug)}/muro-de-recuerdos`] : [wall];
}

/** An individual memorial's page and its wall, which shows the memorial's name and template. */
export const memorialPaths = (slug: string): string[] => [`/memorial/${segment(slug)}`, ...wallPaths('memorial', slug)];

/** A family's page alone: what its members' cards change. */
export const familyPagePath = (slug: string): string => `/familia/${segment(slug)}`;

/** A family's page and its wall (the wall shows the family's name and template). */
export const familyPaths = (slug: string): string[] => [familyPagePath(slug), ...wallPaths('family', slug)];

/** A couple page (couples have no wall). */
export const couplePaths = (slug: string): string[] => [`/pareja/${segment(slug)}`];

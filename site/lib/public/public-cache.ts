/**
 * Caching for the public memorial pages. They change rarely (an owner edits, a visit is counted) and are
 * opened by many relatives from one shared link, so browsers and shared caches may keep a copy for a
 * minute and serve it while refreshing for five more. The visit count in a cached copy can lag by that
 * much; the page's script shows the fresh count after counting a visit.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** A 404 must not outlive the moment its memorial gets published. */
export const NOT_FOUND_CACHE_CONTROL = 'no-cache';

/**
 * How services say which public pages a write changed. Each write names exactly its pages (the helpers in
 * ./public-paths.ts); a like or a visit names none.
 */
import type { Db } from '../../db/client';
import { bumpVersions, EVERYTHING } from './versions';

export interface PublicPages {
  /** These pages now show something else: no copy of them kept before this call is served again. */
  purge(paths: readonly string[]): Promise<void>;
  /** Something every public page shows changed (the footer): no kept copy of any page is served again. */
  purgeEverything(): Promise<void>;
}

/**
 * The Worker's implementation. Raising a page's version in D1 is what reaches every data centre: each
 * compares its copies' versions with D1's within seconds (./versions.ts). Deleting this data centre's copy
 * as well frees it at once for the isolates here that have not read the new version yet.
 *
 * A failed purge is logged and swallowed, like a live notice: the write is already stored, and failing the
 * request would invite the person to repeat it. The page then shows the change by the next midnight.
 */
export function edgePublicPages(db: Db, origin: string, cache: Cache | undefined): PublicPages {
  const run = async (scopes: string[], paths: string[]) => {
    if (scopes.length === 0) return;
    try {
      await bumpVersions(db, scopes);
      if (cache) await Promise.all(paths.map((path) => cache.delete(`${origin}${path}`)));
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', event: 'edge_cache_purge_failed', scopes, message: String(error) }));
    }
  };
  return {
    purge: (paths) => {
      const unique = [...new Set(paths)];
      return run(unique, unique);
    },
    purgeEverything: () => run([EVERYTHING], []),
  };
}

/**
 * How services say which public pages a write changed. Each write names exactly its pages (the helpers in
 * ./public-paths.ts); a like or a visit names none.
 */
import type { Db } from '../../db/client';
import { forgetKeptCopy } from './isolate-copies';
import { bumpVersions, bumpVersionsStatement, EVERYTHING, rememberBumped, type BumpedVersion, type VersionBump } from './versions';
import { log } from '../log';

/**
 * A purge that lands with its write. A write that takes a page down (a delete, an unpublish) puts
 * `statement` in its own `db.batch`: the old copies stop being served the moment the page is gone, whatever
 * fails after the batch (R2, the isolate). Purging afterwards instead would leave the page up until
 * midnight when something failed in between, and a retry finds no row to purge for. `settle`, with the
 * rows the statement returned, then drops this isolate's and this data centre's copies at once.
 */
export type BatchedPurge = {
  statement: VersionBump;
  settle(bumped: readonly BumpedVersion[]): Promise<void>;
};

export interface PublicPages {
  /** These pages now show something else: no copy of them kept before this call is served again. */
  purge(paths: readonly string[]): Promise<void>;
  /** Something every public page shows changed (the footer): no kept copy of any page is served again. */
  purgeEverything(): Promise<void>;
  /** The purge of `paths` (at least one) as a statement for the write's own batch on `db` (see BatchedPurge). */
  batched(db: Db, paths: readonly string[]): BatchedPurge;
}

function logFailure(scopes: readonly string[], error: unknown): void {
  log.error('edge_cache_purge_failed', error, { scopes });
}

/**
 * The Worker's implementation. Raising a page's version in D1 is what reaches every data centre: each
 * compares its copies' versions with D1's within seconds (./versions.ts). Deleting this data centre's copy
 * (and this isolate's kept one) as well frees it at once for the isolates here that have not read the new
 * version yet, and leaves no copy to serve stale should D1 fail next (./stale-copies.ts).
 *
 * A failed purge is logged and swallowed, like a live notice: the write is already stored, and failing the
 * request would invite the person to repeat it. The page then shows the change by the next midnight.
 */
export function edgePublicPages(db: Db, origin: string, cache: Cache | undefined): PublicPages {
  const dropCopies = async (paths: readonly string[]) => {
    for (const path of paths) forgetKeptCopy(`${origin}${path}`);
    if (cache) await Promise.all(paths.map((path) => cache.delete(`${origin}${path}`)));
  };
  const run = async (scopes: string[], paths: string[]) => {
    if (scopes.length === 0) return;
    try {
      await bumpVersions(db, scopes);
      await dropCopies(paths);
    } catch (error) {
      logFailure(scopes, error);
    }
  };
  return {
    purge: (paths) => {
      const unique = [...new Set(paths)];
      return run(unique, unique);
    },
    purgeEverything: () => run([EVERYTHING], []),
    batched: (writeDb, paths) => {
      const [first, ...rest] = [...new Set(paths)];
      if (first === undefined) throw new Error('A batched purge names at least one page');
      const scopes: [string, ...string[]] = [first, ...rest];
      return {
        statement: bumpVersionsStatement(writeDb, scopes),
        settle: async (bumped) => {
          rememberBumped(bumped);
          // The versions are already raised with the write: a failure here only delays this data centre.
          await dropCopies(scopes).catch((error: unknown) => logFailure(scopes, error));
        },
      };
    },
  };
}

import { edgeCacheVersions } from '../../db/schema';
import type { Db } from '../../db/client';

/**
 * What writes purged from the edge cache, read where the Worker's purge leaves it: each purge raises a
 * page's version in D1 (worker/edge-cache/versions.ts). `take()` lists, sorted, the paths purged since the
 * last call, with '*' for "every page".
 */
export async function watchPurges(db: Db) {
  const read = async () => new Map((await db.select().from(edgeCacheVersions)).map((row) => [row.scope, row.version]));
  let seen = await read();
  return {
    async take(): Promise<string[]> {
      const now = await read();
      const purged = [...now].filter(([scope, version]) => version !== seen.get(scope)).map(([scope]) => scope);
      seen = now;
      return purged.sort();
    },
  };
}

/**
 * A data centre's Cache API as the purge uses it (only `delete` is called), recording which URLs it was
 * told to drop. Install it as `caches.default` with vi.stubGlobal.
 */
export function recordingDataCentreCache() {
  const deleted: string[] = [];
  const cache = {
    delete: async (request: RequestInfo | URL) => {
      deleted.push(typeof request === 'string' ? request : request instanceof URL ? request.href : request.url);
      return true;
    },
  };
  return { deleted, caches: { default: cache } };
}

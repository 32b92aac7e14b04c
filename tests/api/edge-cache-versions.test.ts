import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { edgePublicPages } from '../../worker/edge-cache/purge';
import {
  bumpVersions,
  EVERYTHING,
  forgetRememberedVersions,
  readPageVersions,
  rememberedPageVersions,
  VERSION_MEMO_MS,
} from '../../worker/edge-cache/versions';
import { recordingDataCentreCache } from '../helpers/edge-purges';
import { createTestDb } from '../helpers/test-db';

/**
 * The page versions behind the edge cache (worker/edge-cache/versions.ts), on SQLite with the real
 * migrations and a fixed clock: what an isolate remembers, for how long, and what a purge changes.
 */
const PAGE = '/memorial/rosa-diaz';
const T0 = Date.parse('2026-03-10T17:00:00Z');
let db: Db;

beforeEach(async () => {
  db = await createTestDb();
  forgetRememberedVersions();
});

describe('page versions', () => {
  it('are read from D1 and remembered for a short while, then read again', async () => {
    expect(rememberedPageVersions(PAGE, T0)).toBeNull();
    expect(await readPageVersions(db, PAGE, T0)).toEqual({ everything: 0, page: 0 });
    expect(rememberedPageVersions(PAGE, T0 + VERSION_MEMO_MS - 1)).toEqual({ everything: 0, page: 0 });
    expect(rememberedPageVersions(PAGE, T0 + VERSION_MEMO_MS)).toBeNull();
  });

  it("take a purge made by this isolate into account at once, and another isolate's once read again", async () => {
    await readPageVersions(db, PAGE, T0);
    await bumpVersions(db, [PAGE], T0 + 1000);
    const version = Math.floor((T0 + 1000) / 1000);
    expect(rememberedPageVersions(PAGE, T0 + 1000)).toEqual({ everything: 0, page: version });

    // Another isolate purges everything: this one learns it when its memory runs out.
    await db.run(sql`INSERT INTO edge_cache_versions (scope, version, purged_at) VALUES (${EVERYTHING}, 42, 'x')`);
    expect(rememberedPageVersions(PAGE, T0 + 2000)).toEqual({ everything: 0, page: version });
    expect(await readPageVersions(db, PAGE, T0 + VERSION_MEMO_MS + 1000)).toEqual({ everything: 42, page: version });
  });

  it('never repeat: two purges in one second still differ, and a purge after a restore beats every old version', async () => {
    const first = await bumpVersions(db, [PAGE], T0);
    const second = await bumpVersions(db, [PAGE], T0 + 10);
    expect(second.get(PAGE)).toBe(first.get(PAGE)! + 1);

    // A restored backup brings the version back down; the isolate follows D1, not its memory.
    await db.run(sql`UPDATE edge_cache_versions SET version = 7 WHERE scope = ${PAGE}`);
    expect(await readPageVersions(db, PAGE, T0 + 60_000)).toEqual({ everything: 0, page: 7 });
    const after = await bumpVersions(db, [PAGE], T0 + 60_000);
    expect(after.get(PAGE)).toBeGreaterThan(second.get(PAGE)!);
  });
});

describe("the Worker's purge", () => {
  it("raises the pages' versions and drops this data centre's copies of exactly those pages", async () => {
    const local = recordingDataCentreCache();
    const pages = edgePublicPages(db, 'https://recuerdoseternos.co', local.caches.default as unknown as Cache);
    await pages.purge([PAGE, '/muro-de-recuerdos/rosa-diaz', PAGE]);
    expect(local.deleted).toEqual([
      'https://recuerdoseternos.co/memorial/rosa-diaz',
      'https://recuerdoseternos.co/muro-de-recuerdos/rosa-diaz',
    ]);
    const rows = await db.all<{ scope: string }>(sql`SELECT scope FROM edge_cache_versions ORDER BY scope`);
    expect(rows.map((row) => row.scope)).toEqual([PAGE, '/muro-de-recuerdos/rosa-diaz']);
  });

  it('purges everything with one version, and no copy to delete one by one', async () => {
    const local = recordingDataCentreCache();
    await edgePublicPages(db, 'https://recuerdoseternos.co', local.caches.default as unknown as Cache).purgeEverything();
    expect(local.deleted).toEqual([]);
    expect(await readPageVersions(db, PAGE)).toMatchObject({ everything: expect.any(Number), page: 0 });
    expect((await readPageVersions(db, PAGE)).everything).toBeGreaterThan(0);
  });

  it('logs a failed purge and lets the write that asked for it succeed', async () => {
    const failing = {
      ...db,
      insert: () => {
        throw new Error('D1 no responde');
      },
    } as unknown as Db;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(edgePublicPages(failing, 'https://recuerdoseternos.co', undefined).purge([PAGE])).resolves.toBeUndefined();
    expect(logged.mock.calls.flat().join(' ')).toContain('edge_cache_purge_failed');
    logged.mockRestore();
  });
});

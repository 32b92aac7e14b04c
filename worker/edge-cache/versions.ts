/**
 * Page versions: when each public page (and '*', everything) was last purged, kept in D1 so a purge reaches
 * every data centre. A cached copy is served only while its versions are the current ones.
 *
 * Reading D1 on every cache hit would give back much of what the cache saves, so each isolate remembers
 * what it read for a short while: a purge made elsewhere reaches an isolate within VERSION_MEMO_MS (plus
 * the replica's lag), a purge made by the isolate itself at once.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { edgeCacheVersions } from '../../db/schema';

/** The scope of what every public page shows (the footer). */
export const EVERYTHING = '*';

export const VERSION_MEMO_MS = 15_000;
/** Past this many remembered scopes the memo starts again, so a crawl over every page cannot grow it. */
const MEMO_LIMIT = 5_000;

type Remembered = { version: number; readAt: number };
const memo = new Map<string, Remembered>();

/**
 * Remembers what D1 said last, even when it is lower than before: a database restored from a backup goes
 * back, and its pages must then match the restored versions, not wait for the old ones forever.
 */
function remember(scope: string, version: number, now: number): void {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(scope, { version, readAt: now });
}

/** What a copy of one page was rendered under: the version of everything and the page's own. */
export type PageVersions = { everything: number; page: number };

/**
 * Reads the versions of `path` and of everything through `db` and remembers them. A page about to be
 * rendered reads them through the same D1 session as its own data, and before it, so the data it stores
 * is at least as new as the versions it is tagged with.
 */
export async function readPageVersions(db: Db, path: string, now = Date.now()): Promise<PageVersions> {
  const rows = await db
    .select({ scope: edgeCacheVersions.scope, version: edgeCacheVersions.version })
    .from(edgeCacheVersions)
    .where(inArray(edgeCacheVersions.scope, [EVERYTHING, path]));
  const read = new Map(rows.map((row) => [row.scope, row.version]));
  const versions = { everything: read.get(EVERYTHING) ?? 0, page: read.get(path) ?? 0 };
  remember(EVERYTHING, versions.everything, now);
  remember(path, versions.page, now);
  return versions;
}

/** The versions this isolate last read or wrote for `path`, or null when they are too old to trust. */
export function rememberedPageVersions(path: string, now = Date.now()): PageVersions | null {
  const everything = memo.get(EVERYTHING);
  const page = memo.get(path);
  const fresh = (known: Remembered | undefined): known is Remembered => known !== undefined && now - known.readAt < VERSION_MEMO_MS;
  return fresh(everything) && fresh(page) ? { everything: everything.version, page: page.version } : null;
}

/** A page's new version, as the purge statement returns it. */
export type BumpedVersion = { scope: string; version: number };

/**
 * One purge, in one statement: each scope's version becomes the purge's time in seconds (one more than the
 * last when two purges share a second). Versions therefore never repeat, even after a database restored
 * from a backup brought them back down: a purge after a restore never matches a copy from before it.
 *
 * Not yet run: a write that takes a page down puts it in its own `db.batch` (./purge.ts), then hands the
 * rows it returned to `rememberBumped`.
 */
export function bumpVersionsStatement(db: Db, scopes: readonly [string, ...string[]], now = Date.now()) {
  const purgedAt = new Date(now).toISOString();
  const version = Math.floor(now / 1000);
  return db
    .insert(edgeCacheVersions)
    .values(scopes.map((scope) => ({ scope, version, purgedAt })))
    .onConflictDoUpdate({
      target: edgeCacheVersions.scope,
      set: { version: sql`max(${edgeCacheVersions.version} + 1, excluded.version)`, purgedAt },
    })
    .returning({ scope: edgeCacheVersions.scope, version: edgeCacheVersions.version });
}

export type VersionBump = ReturnType<typeof bumpVersionsStatement>;

/** This isolate takes a purge it made into account at once (the versions its statement returned). */
export function rememberBumped(rows: readonly BumpedVersion[], now = Date.now()): void {
  for (const row of rows) remember(row.scope, row.version, now);
}

export async function bumpVersions(db: Db, scopes: readonly string[], now = Date.now()): Promise<Map<string, number>> {
  const [first, ...rest] = scopes;
  if (first === undefined) return new Map();
  const rows = await bumpVersionsStatement(db, [first, ...rest], now);
  rememberBumped(rows, now);
  return new Map(rows.map((row) => [row.scope, row.version]));
}

/** Tests start each case from an empty memo, as a new isolate does. */
export function forgetRememberedVersions(): void {
  memo.clear();
}

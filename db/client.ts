import { drizzle } from 'drizzle-orm/d1';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The database handle every service takes: D1 inside the Worker and in the API tests (docs/d1.md), libSQL
 * in operator scripts that run in Node. Both are SQLite with drizzle's async API and `batch`.
 */
export type Db = BaseSQLiteDatabase<'async', unknown, Schema> & {
  batch<U extends BatchItem<'sqlite'>, T extends Readonly<[U, ...U[]]>>(batch: T): Promise<BatchResponse<T>>;
};

/** D1 inside the Worker (and in Astro pages through `cloudflare:workers` env). */
export function d1Db(binding: D1Database): DrizzleD1Database<Schema> {
  return drizzle(binding, { schema });
}

/**
 * D1 through a Sessions API session (read replication: worker/d1/). drizzle's d1 driver only ever calls
 * `prepare` and `batch` on its client, which a session has; its types ask for a whole D1Database (`exec`,
 * `dump`, `withSession` too), hence the one cast, kept here.
 */
export function d1SessionDb(session: D1DatabaseSession): DrizzleD1Database<Schema> {
  return drizzle(session as unknown as D1Database, { schema });
}

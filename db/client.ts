import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type RelationalSchemaConfig,
  type TablesRelationalConfig,
} from 'drizzle-orm';
import { DrizzleD1Database, SQLiteD1Session } from 'drizzle-orm/d1';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import { SQLiteAsyncDialect, type BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The database handle every service takes: D1 inside the Worker and in the API tests (docs/d1.md), and local D1
 * through wrangler's platform proxy in operator scripts that run in Node. SQLite with drizzle's async API and `batch`.
 */
export type Db = BaseSQLiteDatabase<'async', unknown, Schema> & {
  batch<U extends BatchItem<'sqlite'>, T extends Readonly<[U, ...U[]]>>(batch: T): Promise<BatchResponse<T>>;
};

/**
 * What every handle shares, made once per isolate: the SQL dialect and the schema's relational description. drizzle's
 * own `drizzle(client, { schema })` walks every table of the schema again for each handle, and the Worker makes a
 * handle per request (a D1 session each, worker/d1/request-db.ts): about a millisecond of CPU a request (docs/performance.md).
 */
let shared: { dialect: SQLiteAsyncDialect; relations: RelationalSchemaConfig<TablesRelationalConfig> } | undefined;

function sharedParts() {
  if (!shared) {
    const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
    shared = {
      dialect: new SQLiteAsyncDialect(),
      relations: { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap },
    };
  }
  return shared;
}

/** What `drizzle(client, { schema })` makes (no logger, no cache), from the shared parts. */
function drizzleD1(client: D1Database): DrizzleD1Database<Schema> {
  const { dialect, relations } = sharedParts();
  const session = new SQLiteD1Session(client, dialect, relations, {});
  return new DrizzleD1Database('async', dialect, session, relations) as DrizzleD1Database<Schema>;
}

/** D1 inside the Worker (and in Astro pages through `cloudflare:workers` env). */
export function d1Db(binding: D1Database): DrizzleD1Database<Schema> {
  return drizzleD1(binding);
}

/**
 * D1 through a Sessions API session (read replication: worker/d1/). drizzle's d1 driver only ever calls
 * `prepare` and `batch` on its client, which a session has; its types ask for a whole D1Database (`exec`,
 * `dump`, `withSession` too), hence the one cast, kept here.
 */
export function d1SessionDb(session: D1DatabaseSession): DrizzleD1Database<Schema> {
  return drizzleD1(session as unknown as D1Database);
}

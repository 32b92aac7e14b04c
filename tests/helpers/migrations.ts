import { readdirSync } from 'node:fs';
import { beforeAll } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrations-dir';
import { applyMigrationFile, createD1UpTo } from './test-db';

/** What a migration test reads the database with: one statement run, and a query's rows. */
export type MigratedReads = {
  execute: (query: string) => Promise<D1Result>;
  rows: (query: string) => Promise<Record<string, unknown>[]>;
};

const readsOf = (d1: () => D1Database): MigratedReads => ({
  execute: (query) => d1().prepare(query).run(),
  rows: async (query) => (await d1().prepare(query).all<Record<string, unknown>>()).results,
});

/**
 * What `migration` (a file of db/migrations) does to rows that existed before it: a database with every committed
 * migration before it (each file one batch, as wrangler applies them), the rows the `seeds` statements insert, then
 * `migration` itself.
 */
export async function migratedOver(migration: string, seeds: string[]): Promise<MigratedReads & { d1: D1Database }> {
  const before = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql') && file < migration)
    .sort();
  const d1 = await createD1UpTo(before);
  const reads = readsOf(() => d1);
  for (const seed of seeds) await reads.execute(seed);
  await applyMigrationFile(d1, migration);
  return { d1, ...reads };
}

/** `migratedOver`, made once in `beforeAll` for the tests of a file or block; its reads work inside tests. */
export function useMigratedOver(migration: string, seeds: string[]): MigratedReads {
  let d1: D1Database | undefined;
  beforeAll(async () => {
    d1 = (await migratedOver(migration, seeds)).d1;
  });
  return readsOf(() => {
    if (!d1) throw new Error('the migrated database is made in beforeAll: read it inside a test');
    return d1;
  });
}

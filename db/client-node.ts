import { createClient } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { MIGRATIONS_DIR } from './migrations-dir';
import * as schema from './schema';

export { MIGRATIONS_DIR };

/**
 * libSQL for operator scripts that run in Node (backups, the local clean-up). The tests run on D1
 * (tests/helpers/test-db.ts), the engine production runs. `url` is `file:path.db` or `:memory:`.
 */
export function libsqlDb(url: string): LibSQLDatabase<typeof schema> {
  const client = createClient({ url });
  return drizzle(client, { schema });
}

/** Applies the committed migrations, the same SQL files wrangler applies to D1. */
export async function migrateLibsql(db: LibSQLDatabase<typeof schema>): Promise<void> {
  await db.run('PRAGMA foreign_keys = ON');
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

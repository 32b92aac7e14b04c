import { fileURLToPath } from 'node:url';

/** The committed migrations: the SQL files wrangler applies to D1, and the tests and Node scripts too. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

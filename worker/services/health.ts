import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { log } from '../log';

/** Whether the database answers a trivial query, and how fast. */
export async function checkDatabase(deps: { db: Db }): Promise<{ ok: boolean; latencyMs: number }> {
  const { db } = deps;
  const started = Date.now();
  try {
    await db.run(sql`SELECT 1`);
    return { ok: true, latencyMs: Date.now() - started };
  } catch (error) {
    log.error('database_check_failed', error, { check: 'database' });
    return { ok: false, latencyMs: Date.now() - started };
  }
}

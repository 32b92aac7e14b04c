import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errorForLog } from '../log-error';

/** Whether the database answers a trivial query, and how fast. */
export async function checkDatabase(db: Db): Promise<{ ok: boolean; latencyMs: number }> {
  const started = Date.now();
  try {
    await db.run(sql`SELECT 1`);
    return { ok: true, latencyMs: Date.now() - started };
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', check: 'database', error: errorForLog(error) }));
    return { ok: false, latencyMs: Date.now() - started };
  }
}

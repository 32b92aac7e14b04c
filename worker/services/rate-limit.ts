import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export type RateRule = { limit: number; windowMs: number };

/**
 * Counts one hit on `key` in a fixed window and says whether it is still within the limit. One
 * upsert statement, so concurrent requests can never both slip under the limit. Tests that count up to a
 * limit start in a fresh window (tests/helpers/rate-windows.ts, docs/testing.md).
 */
export async function hitRateLimit(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<boolean> {
  return (await countRateHit(db, key, rule.windowMs, now)) <= rule.limit;
}

/**
 * Counts one hit on `key` in its fixed window of `windowMs` and answers the window's count with it: for a caller
 * that acts on a threshold rather than refusing (a memorial under attack, services/access-attempts.ts).
 */
export async function countRateHit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const windowStart = now - (now % windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`${windowStart}`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/**
 * Whether `key` has already used up its window, without counting a hit: for limits that count only some
 * outcomes (a stored memory, a wrong code) but must refuse before the work that produces them.
 */
export async function rateLimitReached(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<boolean> {
  const windowStart = now - (now % rule.windowMs);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)))
    .limit(1);
  return (row?.count ?? 0) >= rule.limit;
}

/** Forgets a key's hits, e.g. a successful sign-in clears that e-mail's failed attempts. */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Forgets every counter: only the local switch's dev route uses it, so browser test files start even. */
export async function clearRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits);
}

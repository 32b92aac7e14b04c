import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowCounts } from '../../db/schema';
import type { OrderStatus } from '../../db/schema/enums';

/** The running totals the triggers of migration 0014 keep (db/schema/row-counts.ts). */
export type CountScope =
  | 'users'
  | 'memorial_profiles'
  | 'family_profiles'
  | 'couple_profiles'
  | 'orders'
  | `orders:${OrderStatus}`
  | 'orders:revenue'
  | 'published'
  | 'published_visits';

/** The totals asked for, in one read; a scope nothing has counted yet is 0. */
export async function readCounts<S extends CountScope>(db: Db, scopes: readonly S[]): Promise<Record<S, number>> {
  const rows = await db
    .select()
    .from(rowCounts)
    .where(inArray(rowCounts.scope, [...scopes]));
  const found = new Map(rows.map((row) => [row.scope, row.n]));
  return Object.fromEntries(scopes.map((scope) => [scope, found.get(scope) ?? 0])) as Record<S, number>;
}

export async function readCount(db: Db, scope: CountScope): Promise<number> {
  return (await readCounts(db, [scope]))[scope];
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaObjects } from '../../db/schema';

export type MediaRow = typeof mediaObjects.$inferSelect;
export type NewMediaRow = typeof mediaObjects.$inferInsert;

/** D1 binds at most 100 parameters per statement; lists of keys go in slices below that. */
const IN_LIST_LIMIT = 90;

export function inSlices<T>(items: readonly T[], size = IN_LIST_LIMIT): T[][] {
  const slices: T[][] = [];
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size));
  return slices;
}

export const unique = (items: readonly string[]): string[] => [...new Set(items)];

export async function insertMediaRow(db: Db, row: NewMediaRow): Promise<void> {
  await db.insert(mediaObjects).values(row);
}

export async function findMediaRow(db: Db, key: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaObjects).where(eq(mediaObjects.key, key));
  return row;
}

/** Rows whose `column` is one of `values`, over as many statements as D1's parameter limit needs. */
export async function rowsWhereIn(
  db: Db,
  column: typeof mediaObjects.key | typeof mediaObjects.variantOf,
  values: readonly string[],
  ownerId?: string,
): Promise<MediaRow[]> {
  const rows: MediaRow[] = [];
  for (const slice of inSlices(unique(values))) {
    const condition = inArray(column, slice);
    const where = ownerId === undefined ? condition : and(condition, eq(mediaObjects.ownerId, ownerId));
    rows.push(...(await db.select().from(mediaObjects).where(where)));
  }
  return rows;
}

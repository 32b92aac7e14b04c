import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Running totals the back-office shows on every page of its lists and on its dashboard, kept by triggers
 * (migration 0014_row_counts) on every insert, delete and change that moves one, so a page of 100 000
 * memorials does not count them all again. Scopes: `users`, `memorial_profiles`, `family_profiles`,
 * `couple_profiles`, `orders`, `orders:{status}`, `orders:revenue` (the sum of paid orders' totals, COP),
 * `published` and `published_visits` (published memorials and families, and the sum of their visits).
 * worker/services/row-counts.ts reads them.
 */
export const rowCounts = sqliteTable('row_counts', {
  scope: text('scope').primaryKey(),
  n: integer('n').notNull().default(0),
});

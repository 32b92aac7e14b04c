import { sql } from 'drizzle-orm';
import { check, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, sqlIn } from './columns';
import { SHORT_LINK_TARGETS } from './enums';

/**
 * The permanent short codes printed on plaques (`/q/{code}`). A row is never deleted nor changed: when its page
 * is deleted the code stays here, pointing at nothing, so it can never be handed to another family. Rows are
 * written by database triggers when a memorial, family or couple page is inserted (migration 0004), so every
 * way of creating a page (API, seed, tests, a console) gets its code.
 */
export const shortLinks = sqliteTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    targetType: text('target_type').$type<(typeof SHORT_LINK_TARGETS)[number]>().notNull(),
    targetId: text('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('short_links_target_unique').on(t.targetType, t.targetId),
    check('short_links_target_check', sql`${t.targetType} IN (${sqlIn(SHORT_LINK_TARGETS)})`),
  ],
);

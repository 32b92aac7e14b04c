import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, flag } from './columns';

/** Reflection quotes shown on memorial pages; the daily quote is picked from the active ones. */
export const quotes = sqliteTable(
  'quotes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    text: text('text').notNull().unique(),
    author: text('author').notNull(),
    isActive: flag('is_active', true),
    createdAt: createdAt(),
  },
  (t) => [index('quotes_active_idx').on(t.isActive, t.id)],
);

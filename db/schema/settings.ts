import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { updatedAt } from './columns';
import { users } from './users';

/** Site-wide settings edited by administrators: one JSON object per key (hero_section, footer_info, ...). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).$type<unknown>().notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

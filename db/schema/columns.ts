import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

/** Text primary key holding a random UUID: ids in URLs must not be guessable or enumerable. */
export const uuidPk = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** ISO 8601 UTC timestamp with milliseconds; sorts lexically, so indexes on it page correctly. */
export const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const createdAt = () => text('created_at').notNull().default(isoNow);
export const updatedAt = () => text('updated_at').notNull().default(isoNow);

export const flag = (name: string, defaultValue: boolean) => integer(name, { mode: 'boolean' }).notNull().default(defaultValue);

/** A JSON list of strings stored as text (SQLite has no array type). */
export const textList = (name: string) =>
  text(name, { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`);

/** SQL list literal for CHECK constraints on enum-like columns. */
export const sqlIn = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

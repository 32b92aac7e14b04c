/**
 * The back-office's searches through the FTS5 indexes of migration 0013 (users, orders and the three kinds of
 * memorial), instead of `LIKE '%…%'` over every row. The indexes fold case and accents (`unicode61
 * remove_diacritics 2`), and every word typed is a prefix: 'jose gom' finds José Gómez, 'ana@corr' finds
 * ana@correo.co (an address is words split at '@' and '.'). Every word must appear in the row, in any field.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The FTS5 tables, each keyed by its table's rowid (external content). */
export type SearchIndex =
  'users_search' | 'orders_search' | 'memorial_profiles_search' | 'family_profiles_search' | 'couple_profiles_search';

/** A person does not type more words than this into a back-office search; the rest is noise. */
const MAX_WORDS = 8;

/**
 * The FTS5 query for what was typed: each word quoted (so nothing typed is FTS syntax) and made a prefix.
 * Words are what unicode61 calls tokens (letters, digits, marks); null when nothing typed is one.
 */
export function ftsQuery(search: string): string | null {
  const words = search
    .normalize('NFC')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return words.length > 0 ? words.map((word) => `"${word}"*`).join(' ') : null;
}

/** Rows of `table` (by rowid) whose index entry matches. */
export function matchesIndex(rowid: SQL, index: SearchIndex, query: string): SQL {
  const name = sql.identifier(index);
  return sql`${rowid} IN (SELECT rowid FROM ${name} WHERE ${name} MATCH ${query})`;
}

/** Runs one of the counts below. */
export async function readMatchCount(db: Db, counting: SQL<number>): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`SELECT ${counting} AS n`);
  return Number(row?.n ?? 0);
}

/** How many rows an index matches: every entry is a row of its table (the triggers keep them one to one). */
export function countMatches(index: SearchIndex, query: string): SQL<number> {
  const name = sql.identifier(index);
  return sql<number>`(SELECT count(*) FROM ${name} WHERE ${name} MATCH ${query})`;
}

/**
 * How many rows of `table` match by their own index or by their owner's: the two sets of rowids united, read
 * from the indexes alone (a count over `rowid IN (…) OR user_id IN (…)` looks up every matching row too).
 */
export function countOwnOrOwnerMatches(
  table: 'orders' | 'memorial_profiles' | 'family_profiles' | 'couple_profiles',
  index: SearchIndex,
  query: string,
): SQL<number> {
  const name = sql.identifier(index);
  const rows = sql.identifier(table);
  return sql<number>`(SELECT count(*) FROM (SELECT rowid FROM ${name} WHERE ${name} MATCH ${query}
    UNION SELECT rowid FROM ${rows} WHERE ${ownerMatches(sql`user_id`, query)}))`;
}

/** Rows owned by (`userId` column) a user whose e-mail or name matches. */
export function ownerMatches(userId: SQL, query: string): SQL {
  return sql`${userId} IN (SELECT id FROM users WHERE ${matchesIndex(sql`users.rowid`, 'users_search', query)})`;
}

/**
 * The back-office's searches through the FTS5 indexes of migration 0013 (users, orders and the three kinds of
 * memorial), instead of `LIKE '%…%'` over every row. The indexes fold case and accents (`unicode61
 * remove_diacritics 2`), and every word typed is a prefix: 'jose gom' finds José Gómez, 'ana@corr' finds
 * ana@correo.co (an address is words split at '@' and '.'). Every word must appear in the row, in any field.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The FTS5 tables, each keyed by its table's rowid (external content). */
export type SearchIndex = 'users_search' | 'orders_search' | 'memorial_profiles_search' | 'family_profiles_search' | 'couple_profiles_search';

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

/** Rows owned by (`userId` column) a user whose e-mail or name matches. */
export function ownerMatches(userId: SQL, query: string): SQL {
  return sql`${userId} IN (SELECT id FROM users WHERE ${matchesIndex(sql`users.rowid`, 'users_search', query)})`;
}

import { sql, type SQL } from 'drizzle-orm';

/**
 * `column` holds `text` anywhere, case-folded. `instr`, not `LIKE '%…%'`: D1 refuses a LIKE pattern over 50
 * bytes (docs/d1.md), which a 49-letter search with accents already is, and instr needs no escaping.
 */
export function containsText(column: SQL, text: string): SQL {
  return sql`instr(lower(${column}), ${text.trim().toLowerCase()}) > 0`;
}

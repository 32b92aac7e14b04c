/**
 * The order in which a D1 dump can be replayed. `wrangler d1 export` (locally and from production) writes
 * each table's CREATE followed by its rows, in the order the tables were created. A migration that rebuilt a
 * table (family_profiles here) moves it after the tables that reference it, and SQLite refuses an INSERT into a
 * child whose parent table does not exist yet ("no such table: main.family_profiles"), even with
 * `PRAGMA defer_foreign_keys`: cloudflare/workers-sdk#5683, #9349, cloudflare/workerd#2471. So: pragmas, then
 * every table, then every row in the dump's own order, then indexes, triggers and views. Triggers last also
 * means the restore's INSERTs fire none of them (no new short codes or plaques are drawn), as in the dump.
 * The dump itself is kept as exported; only the replay is reordered.
 */
type Phase = 0 | 1 | 2 | 3;

function phaseOf(statement: string): Phase {
  // Leading comments are not expected in a dump, but would not change what a statement is.
  const head = statement
    .replace(/^(\s|--[^\n]*\n)+/, '')
    .slice(0, 40)
    .toUpperCase();
  if (head.startsWith('PRAGMA')) return 0;
  if (/^CREATE\s+TABLE/.test(head)) return 1;
  if (/^(CREATE\s+(UNIQUE\s+)?INDEX|CREATE\s+TRIGGER|CREATE\s+VIEW|ANALYZE)/.test(head)) return 3;
  // Rows (INSERT), `DELETE FROM sqlite_sequence`, and anything unforeseen keep their place among the rows.
  return 2;
}

/** Statements (already split) in replay order; stable within each phase. */
export function replayOrder(statements: readonly string[]): string[] {
  const phases: string[][] = [[], [], [], []];
  for (const statement of statements) {
    if (statement.trim() === '') continue;
    phases[phaseOf(statement)]!.push(statement);
  }
  return phases.flat();
}

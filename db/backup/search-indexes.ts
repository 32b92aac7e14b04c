/**
 * D1 refuses to export a database holding virtual tables ("cannot export databases with Virtual Tables (fts5)",
 * cloudflare/workers-sdk#6305, #9519), and the back-office's searches are FTS5 indexes (migration 0013). Their
 * content is derived from the tables they index, so a dump does without them: it names every other table,
 * index, trigger and view (a named export skips the rest), and ends with the indexes' own CREATE statements
 * and a 'rebuild' of each, which the restore replays after the rows (db/backup/replay-order.ts keeps a dump's
 * rows, and these statements, in order). Pure.
 */

/** A row of `sqlite_schema`. */
export type SchemaEntry = { type: string; name: string; sql: string | null };

/** The tables FTS5 keeps beside each index (external content: no `_content`, but it is listed for others). */
const FTS5_SHADOW_SUFFIXES = ['_data', '_idx', '_content', '_docsize', '_config'];

export type DumpPlan = {
  /** What the export names: every table, index, trigger and view except the FTS5 indexes and their shadows. */
  names: string[];
  /** Appended to the dump: the FTS5 indexes created again and filled from their tables. */
  rebuild: string[];
};

const quoteId = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function dumpPlan(entries: readonly SchemaEntry[]): DumpPlan {
  const virtual = entries.filter((entry) => entry.type === 'table' && /^CREATE\s+VIRTUAL\s+TABLE/i.test(entry.sql ?? ''));
  const shadows = new Set(virtual.flatMap((entry) => FTS5_SHADOW_SUFFIXES.map((suffix) => `${entry.name}${suffix}`)));
  const virtualNames = new Set(virtual.map((entry) => entry.name));
  const names = entries
    .filter((entry) => ['table', 'index', 'trigger', 'view'].includes(entry.type) && entry.sql !== null)
    .map((entry) => entry.name)
    .filter((name) => !virtualNames.has(name) && !shadows.has(name));
  const rebuild = virtual.flatMap((entry) => [
    `${entry.sql};`,
    `INSERT INTO ${quoteId(entry.name)} (${quoteId(entry.name)}) VALUES ('rebuild');`,
  ]);
  return { names, rebuild };
}

/** The query that lists what `dumpPlan` reads. */
export const SCHEMA_QUERY = 'SELECT type, name, sql FROM sqlite_schema';

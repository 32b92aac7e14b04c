import { getTableName, is, Table } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The methods of a drizzle database that start a statement (or run a batch of them). */
const STATEMENTS = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'batch', 'run', 'all', 'get', 'values', '$count']);

/**
 * `db` behind a Proxy that records, in order, every statement a caller starts on it (`insert:users`,
 * `select`, `batch(2)`…): builders passed to a batch are recorded when built, then the batch with its size. At
 * drizzle's level, so it works over libSQL and D1 alike. Subqueries built with `db.select()` count too.
 */
export function recordingDb(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const name = String(property);
      if (!STATEMENTS.has(name)) return value.bind(target) as unknown;
      return (...args: unknown[]) => {
        const first = args[0];
        const table = is(first, Table) ? `:${getTableName(first)}` : '';
        statements.push(name === 'batch' ? `batch(${(first as unknown[]).length})` : `${name}${table}`);
        return (value as (...inner: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, statements };
}

/**
 * D1's `rows_read` summed over one request, for the growth bench (bench/growth.mjs): what a page or an API
 * answer costs in D1's own unit, which is what production bills and what grows with the data. Only on a
 * developer's machine (LOCAL_DEV) and only for a request that asks with `x-d1-rows-read: count`; the answer
 * then carries the sum in the same header. Never in production: the middleware does not wrap there.
 *
 * drizzle reads rows with `raw()`, which returns no meta, so a counted SELECT through `raw()` is run once more
 * with `all()` to learn its rows_read (a counted request therefore takes longer: the bench times requests
 * without the header). A write through `raw()` (INSERT … RETURNING) is never run twice and is not counted.
 */
export const ROWS_READ_HEADER = 'x-d1-rows-read';
export const ROWS_READ_REQUEST = 'count';

export type RowsReadTally = { rows: number };

type Meta = { meta?: { rows_read?: number } };

const READS = /^\s*(SELECT|WITH)\b/i;

/** The statements a batch carries are the originals underneath the counting proxies (D1 checks their class). */
const originals = new WeakMap<D1PreparedStatement, D1PreparedStatement>();

function countedStatement(statement: D1PreparedStatement, sql: string, tally: RowsReadTally): D1PreparedStatement {
  const counted = new Proxy(statement, { get: (target, property) => member(target, property) });
  originals.set(counted, statement);
  return counted;

  function member(target: D1PreparedStatement, property: string | symbol): unknown {
    if (property === 'bind') return (...values: unknown[]) => countedStatement(target.bind(...values), sql, tally);
    if (property === 'all') return async () => add(await target.all());
    if (property === 'run') return async () => add(await target.run());
    if (property === 'raw') {
      return async (options?: { columnNames?: boolean }) => {
        if (READS.test(sql)) add(await target.all());
        return options?.columnNames ? target.raw({ columnNames: true }) : target.raw();
      };
    }
    const value: unknown = Reflect.get(target, property, target);
    return typeof value === 'function' ? value.bind(target) : value;
  }

  function add<T extends Meta>(result: T): T {
    tally.rows += result.meta?.rows_read ?? 0;
    return result;
  }
}

/** The session (or binding) drizzle is given, counting every statement's rows_read into `tally`. */
export function countRowsRead<T extends D1DatabaseSession>(session: T, tally: RowsReadTally): T {
  return new Proxy(session, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => countedStatement(target.prepare(sql), sql, tally);
      }
      if (property === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((statement) => originals.get(statement) ?? statement));
          for (const result of results) tally.rows += result.meta?.rows_read ?? 0;
          return results;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

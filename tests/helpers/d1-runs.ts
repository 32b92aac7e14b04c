/** What runs a statement on D1: these methods of a prepared statement, and the binding's `batch`. */
const RUNS = new Set<PropertyKey>(['all', 'run', 'first', 'raw']);

/** Calls `send` (which reaches the real binding) or answers in its place: the caller decides, at run time. */
export type AroundRun = <T>(send: () => Promise<T>) => Promise<T>;

/**
 * `binding` with every statement run and every batch handed to `around`, decided when it runs (a statement
 * prepared or bound earlier goes through it too). Anything else reaches the real binding unchanged.
 */
export function aroundEachRun(binding: D1Database, around: AroundRun): D1Database {
  // A batch hands the binding its own statements back, not these wrappers.
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const statement = (prepared: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(prepared, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => statement(target.bind(...values));
        const value: unknown = Reflect.get(target, key);
        if (RUNS.has(key) && typeof value === 'function') return (...args: unknown[]) => around(() => value.apply(target, args));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    unwrapped.set(wrapped, prepared);
    return wrapped;
  };
  return new Proxy(binding, {
    get(target, key) {
      if (key === 'prepare') return (query: string) => statement(target.prepare(query));
      if (key === 'batch')
        return (statements: D1PreparedStatement[]) => around(() => target.batch(statements.map((one) => unwrapped.get(one) ?? one)));
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

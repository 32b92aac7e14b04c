/** What D1 answers when it cannot be reached (the message workerd's binding gives). */
export const D1_DOWN = 'D1_ERROR: Network connection lost.';

const RUNS = new Set<PropertyKey>(['all', 'run', 'first', 'raw']);

/**
 * A D1 binding that fails the way an unreachable D1 does while `down` is set: every statement run and every
 * batch rejects with D1_DOWN, decided when it runs (a statement prepared before the outage fails too). Pass
 * `binding` where the Worker reads `env.DB`.
 */
export function switchableD1(real: D1Database) {
  const state = { down: false };
  const outage = () => Promise.reject(new Error(D1_DOWN));
  // A batch hands the binding its own statements back, not these wrappers.
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const statement = (prepared: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(prepared, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => statement(target.bind(...values));
        const value: unknown = Reflect.get(target, key);
        if (RUNS.has(key) && typeof value === 'function')
          return (...args: unknown[]) => (state.down ? outage() : value.apply(target, args));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    unwrapped.set(wrapped, prepared);
    return wrapped;
  };
  const binding = new Proxy(real, {
    get(target, key) {
      if (key === 'prepare') return (query: string) => statement(target.prepare(query));
      if (key === 'batch')
        return (statements: D1PreparedStatement[]) =>
          state.down ? outage() : target.batch(statements.map((one) => unwrapped.get(one) ?? one));
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    binding,
    fail: () => {
      state.down = true;
    },
    recover: () => {
      state.down = false;
    },
  };
}

/**
 * An async function as an event listener, which must return nothing: the work runs on its own and shows its
 * outcome on the page (each listener catches its failures). What `no-misused-promises` asks (docs/testing.md, "Lint").
 */
export function detached<A extends unknown[]>(run: (...args: A) => Promise<unknown>): (...args: A) => void {
  return (...args) => void run(...args);
}

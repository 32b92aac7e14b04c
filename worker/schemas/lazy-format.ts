/**
 * An Intl formatter built the first time it is asked for, not when its module is imported. The first Intl object
 * an isolate builds costs ~15 ms (ICU's data): built at import, a module that formats only in some requests would
 * put that on every cold start (docs/performance.md, "Start-up").
 */
export function lazyFormat<F>(make: () => F): () => F {
  let made: F | undefined;
  return () => (made ??= make());
}

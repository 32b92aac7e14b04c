import { nanoquery } from '@nanostores/query';
import { computed, type ReadableAtom } from 'nanostores';
import { apiFetchBody, serverMessageOr } from '../../lib/api';

/** A failed read, carrying the server's Spanish words (or the client's network text) and the status. */
export class ApiReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiReadError';
  }
}

/**
 * Server state for the back-office (@nanostores/query): every view reads through fetcher stores keyed by
 * their URL, which dedupe requests, keep the last answer on screen while a new one loads, revalidate when the
 * tab comes back into focus, and are invalidated by mutations and by live notices (stores/admin/live.ts).
 * Keys are the API path with its query, so a notice can invalidate "everything under /api/admin/orders".
 */
export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys }] = nanoquery({
  fetcher: async (...parts) => {
    const result = await apiFetchBody<unknown>(parts.join(''));
    if (!result.ok) throw new ApiReadError(result.error, result.status);
    return result.data;
  },
  dedupeTime: 4_000,
  revalidateOnFocus: true,
  // A failed read is shown at once with a retry button; no silent retries hammering a server that is down.
  onErrorRetry: null,
});

/** Invalidates every cached read whose key starts with one of `prefixes`. */
export function invalidatePrefixes(...prefixes: string[]): void {
  invalidateKeys((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

/** A read as a view shows it: the last answer stays on screen while the next one loads. */
export type ShownRead<T> = {
  /** The newest answer this store has had, for any key: rows stay visible while a new page loads. */
  data: T | undefined;
  loading: boolean;
  /** The last read failed, in words for the banner. */
  error: string | null;
  /** False until the first answer, so the first paint shows the spinner instead of "nothing found". */
  loaded: boolean;
};

/** Wraps a fetcher store so a new key or a revalidation never blanks what the view already shows. */
export function shownRead<T>(store: ReturnType<typeof createFetcherStore<T>>, fallbackError: string): ReadableAtom<ShownRead<T>> {
  let last: T | undefined;
  return computed(store, (value): ShownRead<T> => {
    if (value.data !== undefined) last = value.data;
    const error = value.error ? serverMessageOr(value.error instanceof Error ? value.error.message : '', fallbackError) : null;
    return { data: last, loading: value.loading, error, loaded: last !== undefined || Boolean(value.error) };
  });
}

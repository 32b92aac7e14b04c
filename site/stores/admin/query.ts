import { nanoquery } from '@nanostores/query';
import { computed, type ReadableAtom } from 'nanostores';
import { serverMessageOr, UNEXPECTED_ERROR, type ApiResult } from '../../lib/api';

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
 * Server state for the back-office (@nanostores/query): every view reads through fetcher stores, which dedupe
 * requests, keep the last answer on screen while a new one loads, revalidate when the tab comes back into
 * focus, and are invalidated by mutations and by live notices (stores/admin/live.ts). Each read asks with the
 * typed client (site/lib/api-client.ts) and is cached under its list's name and query (lib/admin/live-topics.ts
 * ADMIN_READS), so a notice can invalidate "every read of the orders".
 */
export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys }] = nanoquery({
  dedupeTime: 4_000,
  revalidateOnFocus: true,
  // A failed read is shown at once with a retry button; no silent retries hammering a server that is down.
  onErrorRetry: null,
});

/** A read's answer as a fetcher store keeps it: the data, or an ApiReadError with the server's words. */
async function answered<T>(reading: Promise<ApiResult<T>>): Promise<T> {
  const result = await reading;
  if (!result.ok) throw new ApiReadError(result.error, result.status);
  return result.data;
}

/** One read, always the same question: cached under `key`, asked with the typed call `read`. */
export function createRead<T>(key: string, read: () => Promise<ApiResult<T>>, settings: { revalidateInterval?: number } = {}) {
  return createFetcherStore<T>(key, { ...settings, fetcher: () => answered(read()) });
}

/**
 * A read of what a view asks (`$asked`; null while nothing is asked, and nothing is read): cached under
 * `key(asked)`, its list's name and query, and asked with the typed call `read(asked)`. Each key keeps the
 * question it names, so a revalidation asks again exactly what the key names.
 */
export function createAskedRead<Q, T>(
  $asked: ReadableAtom<Q | null>,
  key: (asked: Q) => string,
  read: (asked: Q) => Promise<ApiResult<T>>,
) {
  const questions = new Map<string, Q>();
  const $key = computed($asked, (asked) => {
    if (asked === null) return null;
    const named = key(asked);
    questions.set(named, asked);
    return named;
  });
  return createFetcherStore<T>([$key], {
    fetcher: (named) => {
      const asked = questions.get(String(named));
      return asked === undefined ? Promise.reject(new ApiReadError(UNEXPECTED_ERROR, 0)) : answered(read(asked));
    },
  });
}

/** A route's `:id`, written as the back-office has always written ids into addresses. */
export const idParam = (id: string) => ({ id: encodeURIComponent(id) });

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

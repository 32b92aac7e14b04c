/**
 * The D1 session of the request being served, reachable from the API's resolver, the short-link route and
 * Astro pages' `pageDb()` without threading it through every loader: the middleware (./middleware.ts) runs
 * the rest of the request inside an AsyncLocalStorage scope (nodejs_compat).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { d1Db, d1SessionDb, type Db } from '../../db/client';
import { sessionStart, type ReadConsistency } from './consistency';

export type RequestD1 = {
  /** Opened on first use: a request that never reads D1 (assets, media) opens no session and sets no cookie. */
  readonly db: Db;
  /** The session's latest bookmark; null when it was never used. */
  bookmark(): string | null;
};

export function openRequestD1(binding: D1Database, consistency: ReadConsistency, bookmark: string | null): RequestD1 {
  let session: D1DatabaseSession | undefined;
  let db: Db | undefined;
  return {
    get db() {
      if (!db) {
        session = binding.withSession(sessionStart(consistency, bookmark));
        db = d1SessionDb(session);
      }
      return db;
    },
    bookmark: () => session?.getBookmark() ?? null,
  };
}

const current = new AsyncLocalStorage<RequestD1>();

export function runWithRequestD1<T>(handle: RequestD1, fn: () => T): T {
  return current.run(handle, fn);
}

/**
 * The database for the request being served. Outside a request scope (the scheduled clean-up, `astro dev`
 * serving pages without the Worker entry) it is the plain binding, which always reads the primary: never
 * stale, only without replicas.
 */
export function requestDb(env: Pick<Env, 'DB'>): Db {
  return current.getStore()?.db ?? d1Db(env.DB);
}

/**
 * The D1 session of the request being served, reachable from the API's resolver, the short-link route and
 * Astro pages' `pageDb()` without threading it through every loader: the middleware (./middleware.ts) runs
 * the rest of the request inside an AsyncLocalStorage scope (nodejs_compat).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { d1Db, d1SessionDb, type Db } from '../../db/client';
import { sessionStart, type ReadConsistency } from './consistency';
import { countRowsRead, type RowsReadTally } from './rows-read';

export type RequestD1 = {
  /** Opened on first use: a request that never reads D1 (assets, media) opens no session and sets no cookie. */
  readonly db: Db;
  /**
   * A session of its own that starts at the primary whatever bookmark the request brought, for the checks a
   * stale replica must never answer: whether a session is still valid, and its person's role and state. A
   * bookmark is the client's to send, so an old one would otherwise let a replica from before a sign-out, a
   * deactivation or a demotion say yes. Its bookmark is not handed back (the person wrote nothing through it).
   */
  readonly primary: Db;
  /** The session's latest bookmark; null when it was never used. */
  bookmark(): string | null;
};

/** `tally`: count D1's rows_read into it (a LOCAL_DEV request that asked, ./rows-read.ts); never in production. */
export function openRequestD1(
  binding: D1Database,
  consistency: ReadConsistency,
  bookmark: string | null,
  tally?: RowsReadTally,
): RequestD1 {
  const counted = (opened: D1DatabaseSession) => (tally ? countRowsRead(opened, tally) : opened);
  let session: D1DatabaseSession | undefined;
  let db: Db | undefined;
  let primary: Db | undefined;
  return {
    get db() {
      if (!db) {
        session = binding.withSession(sessionStart(consistency, bookmark));
        db = d1SessionDb(counted(session));
      }
      return db;
    },
    get primary() {
      primary ??= d1SessionDb(counted(binding.withSession(PRIMARY)));
      return primary;
    },
    bookmark: () => session?.getBookmark() ?? null,
  };
}

/** D1's start for a session whose first query reads the primary. */
const PRIMARY = 'first-primary';

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

/**
 * The database at the primary, for session and role checks (see RequestD1.primary). Outside a request scope
 * it is the plain binding, which reads the primary too.
 */
export function primaryDb(env: Pick<Env, 'DB'>): Db {
  return current.getStore()?.primary ?? d1Db(env.DB);
}

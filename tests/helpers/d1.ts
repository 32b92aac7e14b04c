import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { aroundEachRun } from './d1-runs';

/**
 * D1 as workerd runs it, for the API tests: the same SQLite build and the same limits production has
 * (docs/d1.md lists them). One Miniflare engine serves a batch of empty databases; a test file asks for
 * as many fresh ones as it likes and `disposeD1Engines` (tests/api/setup-d1.ts) stops the engines after
 * the file.
 */
const DATABASES_PER_ENGINE = 24;

type Engine = { miniflare: Miniflare; handedOut: number };

let current: Engine | undefined;
const engines: Miniflare[] = [];

function startEngine(): Engine {
  const d1Databases = Object.fromEntries(Array.from({ length: DATABASES_PER_ENGINE }, (_, index) => [`DB${index}`, `test-db-${index}`]));
  const miniflare = new Miniflare(convertV4MiniflareOptions({ modules: true, script: 'export default {}', d1Databases }));
  engines.push(miniflare);
  return { miniflare, handedOut: 0 };
}

/**
 * An empty D1 database nobody else in this process has used. Miniflare hands out its own copy of the
 * Workers types' D1Database, structurally the binding the Worker gets, hence the one cast.
 */
export async function emptyD1(): Promise<D1Database> {
  if (!current || current.handedOut === DATABASES_PER_ENGINE) current = startEngine();
  const binding = `DB${current.handedOut++}`;
  return aroundEachRun((await current.miniflare.getD1Database(binding)) as unknown as D1Database, resending);
}

/**
 * Node reaches workerd's D1 over kept-alive loopback sockets. On a busy machine a socket can sit idle past
 * workerd's idle timeout before Node's own (shorter) timer gets to close it, and the next statement written on
 * it fails with 'other side closed' before workerd has read it. Such a statement is sent again, once or
 * twice, on a fresh socket; nothing else is retried. This is the tests' transport, not D1: the Worker calls
 * its binding in-process.
 */
function isStaleSocket(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return (
    error instanceof TypeError &&
    error.message === 'fetch failed' &&
    (cause?.code === 'UND_ERR_SOCKET' || cause?.message === 'other side closed')
  );
}

async function resending<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt === 3 || !isStaleSocket(error)) throw error;
    }
  }
}

/** Stops every engine this process started (their workerd processes with them). */
export async function disposeD1Engines(): Promise<void> {
  current = undefined;
  const stopping = engines.splice(0);
  await Promise.all(stopping.map((engine) => engine.dispose()));
}

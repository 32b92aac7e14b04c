import { Hono } from 'hono';
import { libsqlDb, migrateLibsql } from '../../db/client-node';
import type { Db } from '../../db/client';
import { createApi } from '../../worker/api';
import { LOCAL_VARS } from '../../worker/local/vars';
import { TEST_TOTP_KEY_BASE64 } from './test-totp-key';

/** A fresh in-memory SQLite database with every committed migration applied. */
export async function createTestDb(): Promise<Db> {
  const db = libsqlDb(':memory:');
  await migrateLibsql(db);
  return db;
}

/**
 * The Worker's routing for /api, over the given database, on a developer's machine: the local switch
 * (outbox mail, /api/dev) is on unless a request's own bindings say otherwise, as `wrangler dev` with the
 * generated .dev.vars runs it (with its TOTP_ENCRYPTION_KEY: the tests' own). Production's behaviour is
 * tested by passing `{ LOCAL_DEV: 'false', ... }`.
 */
export function createTestApp(db: Db) {
  return new Hono<{ Bindings: Record<string, unknown> }>()
    .use(async (c, next) => {
      c.env = { ...LOCAL_VARS, TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY_BASE64, ...(c.env ?? {}) };
      await next();
    })
    .route('/api', createApi(() => db));
}

export type TestApp = ReturnType<typeof createTestApp>;

/**
 * Sends a request to the test app and returns status and parsed JSON body. `env` holds the Worker's
 * bindings for the request (e.g. `{ MEDIA: bucket }` from Miniflare's R2).
 */
export async function call<T = unknown>(
  app: TestApp,
  path: string,
  init?: RequestInit,
  env?: object,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await app.request(path, init, env);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

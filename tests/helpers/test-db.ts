import { readMigrationFiles } from 'drizzle-orm/migrator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { MIGRATIONS_DIR } from '../../db/migrations-dir';
import { d1Db, type Db } from '../../db/client';
import { createApi } from '../../worker/api';
import { LOCAL_VARS, LOCAL_WOMPI_VARS } from '../../worker/local/vars';
import { emptyD1 } from './d1';
import { TestMailQueue } from './mail-queue';
import { TEST_TOTP_KEY_BASE64 } from './test-totp-key';

/**
 * A fresh D1 database (workerd's, through Miniflare: tests/helpers/d1.ts) with every committed migration
 * applied, and the binding itself for tests about D1's own behaviour.
 */
export async function createTestD1(): Promise<{ db: Db; binding: D1Database }> {
  const binding = await emptyD1();
  await migrateEmptyD1(binding);
  return { db: d1Db(binding), binding };
}

/** Every committed migration applied to a database that started empty, as one batch. */
export async function migrateEmptyD1(binding: D1Database): Promise<void> {
  try {
    await binding.batch(allMigrationStatements().map((statement) => binding.prepare(statement)));
  } catch (error) {
    if (!(await migratedByEarlierSend(binding, error))) throw error;
  }
}

/**
 * The migrations' batch resent after a stale socket (tests/helpers/d1.ts, docs/d1.md) when its first send had in
 * fact run: on a database that started empty only that resend can meet a table that "already exists", and a D1
 * batch runs whole or not at all, so the first send applied every migration.
 */
async function migratedByEarlierSend(binding: D1Database, error: unknown): Promise<boolean> {
  if (!(error instanceof Error) || !/already exists/.test(`${error.message} ${String(error.cause)}`)) return false;
  const tables = await binding
    .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'auth_tokens'")
    .first<{ n: number }>();
  return tables?.n === 1;
}

let migrationStatements: string[] | undefined;

/**
 * Every committed migration's statements in order, run as one batch: a third of the time drizzle's migrator
 * takes over Miniflare's proxy (no bookkeeping table, which no test reads).
 */
function allMigrationStatements(): string[] {
  migrationStatements ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR })
    .flatMap((migration) => migration.sql)
    .filter((statement) => statement.trim());
  return migrationStatements;
}

/**
 * A fresh D1 database with the named migration files only, applied in order (each one batch, as wrangler
 * applies a file): for tests of what a migration does to rows that existed before it.
 */
export async function createD1UpTo(files: string[]): Promise<D1Database> {
  const binding = await emptyD1();
  for (const file of files) await applyMigrationFile(binding, file);
  return binding;
}

export async function applyMigrationFile(binding: D1Database, file: string): Promise<void> {
  const statements = readFileSync(join(MIGRATIONS_DIR, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim());
  await binding.batch(statements.map((statement) => binding.prepare(statement)));
}

/** A fresh D1 database with every committed migration applied. */
export async function createTestDb(): Promise<Db> {
  return (await createTestD1()).db;
}

/**
 * The Worker's routing for /api, over the given database, on a developer's machine: the local switch
 * (outbox mail, /api/dev) is on unless a request's own bindings say otherwise, as `wrangler dev` with the
 * generated .dev.vars runs it (with its TOTP_ENCRYPTION_KEY: the tests' own; and Wompi's local test keys, dropped when a request turns the switch off). Production's behaviour is
 * tested by passing `{ LOCAL_DEV: 'false', ... }`. Mail goes through `mail`, an in-memory mail queue that hands
 * each message to the real consumer (tests/helpers/mail-queue.ts), unless the request brings its own MAIL_QUEUE.
 */
export function createTestApp(db: Db, mail: TestMailQueue = new TestMailQueue(db)) {
  return new Hono<{ Bindings: Record<string, unknown> }>()
    .use(async (c, next) => {
      const own: Record<string, unknown> = c.env ?? {};
      // Wompi's local test keys only where the local switch stays on: production refuses them (worker/env.ts).
      const local = (own.LOCAL_DEV ?? LOCAL_VARS.LOCAL_DEV) === 'true';
      const env: Record<string, unknown> = {
        ...LOCAL_VARS,
        TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY_BASE64,
        ...(local ? LOCAL_WOMPI_VARS : {}),
        ...own,
      };
      env.MAIL_QUEUE ??= mail.producer(env);
      c.env = env;
      await next();
    })
    .route(
      '/api',
      createApi(() => db),
    );
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

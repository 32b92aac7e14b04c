import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../db/client';
import { createUserWithSession } from './auth';
import { localR2 } from './media-fixtures';
import { TestMailQueue } from './mail-queue';
import { createTestApp, createTestDb, type TestApp } from './test-db';

type LocalR2 = Awaited<ReturnType<typeof localR2>>;
/** A user with a session, as `createUserWithSession` (tests/helpers/auth.ts) makes one. */
export type UserSession = Awaited<ReturnType<typeof createUserWithSession>>;

/** A file's test app: a fresh database, the API over it, and its mail queue (tests/helpers/mail-queue.ts). */
export type TestSetup = { db: Db; app: TestApp; mail: TestMailQueue };
/** The same with Miniflare's R2 as the MEDIA binding: `env` is the bindings a request passes. */
export type MediaTestSetup = TestSetup & { r2: LocalR2; env: LocalR2['env'] };

/**
 * The API test file's set-up, made once in `beforeAll`: a fresh database with every migration and the app over
 * it, and with `{ media: true }` a local R2 bucket (disposed after the file). Read its fields inside hooks and
 * tests (`t.db`, `t.app`), never at the top of the file, where they are not made yet.
 */
export function useTestApp(): TestSetup;
export function useTestApp(options: { media: true }): MediaTestSetup;
export function useTestApp(options: { media?: boolean } = {}): TestSetup | MediaTestSetup {
  const setup = {} as MediaTestSetup;
  beforeAll(async () => {
    setup.db = await createTestDb();
    setup.mail = new TestMailQueue(setup.db);
    setup.app = createTestApp(setup.db, setup.mail);
    if (options.media) {
      setup.r2 = await localR2();
      setup.env = setup.r2.env;
    }
  });
  afterAll(() => setup.r2?.dispose());
  return setup;
}

/**
 * `useTestApp`'s set-up made again before each test (a database of its own per test), for files whose tests count
 * rows from zero or change what the whole site reads. With `{ admin: true }`, an administrator signed in on it
 * (second factor given). Read its fields inside hooks and tests.
 */
export function useFreshTestApp(): TestSetup;
export function useFreshTestApp(options: { admin: true }): TestSetup & { admin: UserSession };
export function useFreshTestApp(options: { admin?: boolean } = {}): TestSetup | (TestSetup & { admin: UserSession }) {
  const setup = {} as TestSetup & { admin: UserSession };
  beforeEach(async () => {
    setup.db = await createTestDb();
    setup.mail = new TestMailQueue(setup.db);
    setup.app = createTestApp(setup.db, setup.mail);
    if (options.admin) setup.admin = await createUserWithSession(setup.db, { role: 'admin' });
  });
  return setup;
}

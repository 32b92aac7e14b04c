import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/client';
import { localR2 } from './media-fixtures';
import { TestMailQueue } from './mail-queue';
import { createTestApp, createTestDb, type TestApp } from './test-db';

type LocalR2 = Awaited<ReturnType<typeof localR2>>;

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

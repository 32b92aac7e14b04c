/**
 * The local D1 and R2 that `npm start` / `wrangler dev --persist-to DIR` use, opened through wrangler's
 * getPlatformProxy exactly as the seed opens them (db/seed/run-local.ts), so a backup reads and a restore
 * writes the very objects a local Worker serves.
 */
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { CONFIG, ROOT } from './project';

/** --persist-to as wrangler reads it: relative to the working directory; by default beside wrangler.toml. */
export function resolveStateDir(persistTo: string | undefined): string {
  return persistTo ? resolve(persistTo) : join(ROOT, '.wrangler/state');
}

/** wrangler keeps its data in DIR/v3 (D1, R2, caches, Durable Objects). */
export const dataDir = (stateDir: string) => join(stateDir, 'v3');

export async function isEmptyState(stateDir: string): Promise<boolean> {
  try {
    return (await readdir(dataDir(stateDir))).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export type LocalBindings = { DB: D1Database; MEDIA: R2Bucket; dispose: () => Promise<void> };

export async function openLocalState(stateDir: string): Promise<LocalBindings> {
  // getPlatformProxy warns that the Durable Object bindings do not run here; backups never use them, so
  // only its errors are shown (unless the operator set WRANGLER_LOG).
  const level = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG ??= 'error';
  const proxy = await getPlatformProxy<Env>({ configPath: CONFIG, persist: { path: dataDir(stateDir) }, remoteBindings: false }).finally(
    () => {
      if (level === undefined) delete process.env.WRANGLER_LOG;
    },
  );
  return { DB: proxy.env.DB, MEDIA: proxy.env.MEDIA, dispose: () => proxy.dispose() };
}

/** Every object in a bucket, page by page. */
export async function* listBucket(bucket: R2Bucket): AsyncGenerator<R2Object> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, limit: 1000 });
    yield* page.objects;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

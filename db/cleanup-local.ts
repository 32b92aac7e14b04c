/**
 * `npm run cleanup:local`: the daily clean-up (worker/services/cleanup.ts) run by hand against the LOCAL D1
 * and R2 (`.wrangler/state`, or WRANGLER_PERSIST_DIR), the same code the Cron Trigger runs in production.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPlatformProxy } from 'wrangler';
import { runCleanup } from '../worker/services/cleanup';
import { d1Db } from './client';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const stateDir = process.env.WRANGLER_PERSIST_DIR ? resolve(process.env.WRANGLER_PERSIST_DIR) : join(ROOT, '.wrangler/state');

const proxy = await getPlatformProxy<Env>({
  configPath: join(ROOT, 'wrangler.toml'),
  persist: { path: join(stateDir, 'v3') },
  remoteBindings: false,
});
try {
  const report = await runCleanup({ db: d1Db(proxy.env.DB), bucket: proxy.env.MEDIA });
  console.log(`Limpieza hecha en ${stateDir}:`, report);
} finally {
  await proxy.dispose();
}

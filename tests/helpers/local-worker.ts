import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_VARS, LOCAL_WOMPI_VARS, localVarFlags } from '../../worker/local/vars';
import { BIN, migrateAndSeed, runScript, startWranglerDev } from './wrangler-dev';

/**
 * Runs the built Worker the way `npm start` does (workerd through `wrangler dev`, local D1 and R2),
 * but on a fresh state directory and a free port, so tests and benchmarks never touch a developer's data.
 */
export type LocalWorker = { url: string; stateDir: string; admin: { email: string; password: string }; stop: () => Promise<void> };

/**
 * Fixed credentials for the seeded administrator, whatever a developer's .env says, with the secret its
 * authenticator is seeded with (the global setup computes its one sign-in code from it).
 */
export const TEST_ADMIN = { email: 'admin@e2e.example.com', password: 'AdminE2e2026' };
export const TEST_ADMIN_TOTP_SECRET = 'KRSXG5CBMRWWS3SFGJSTEMBSGYQHEZLD';

/**
 * The TOTP_ENCRYPTION_KEY the harness's Worker runs with and its seed seals with: a fixed test value, so a
 * state restored from a backup opens under it too. Production mode runs without one, as a deploy that
 * forgot the secret would.
 */
export const E2E_TOTP_KEY = Buffer.alloc(32, 42).toString('base64');

export async function buildSite(): Promise<void> {
  // Vitest sets NODE_ENV=test, which would make Vite ship React's development build: test what ships.
  await runScript(BIN.astro, ['build'], { NODE_ENV: 'production' });
}

/**
 * Fresh local D1 + R2 with migrations applied and the demo data seeded, then the Worker serving it with the
 * local switch on (outbox mail, /api/dev). `{ production: true }` serves it with wrangler.toml's own
 * variables only, exactly as a deploy would run, to prove nothing local turns itself on. `{ stateDir }`
 * serves a state the test made itself (a restored backup) as it is: no migrations, no seed, and stop()
 * leaves it for the test to remove.
 */
export async function startLocalWorker(options: { production?: boolean; stateDir?: string } = {}): Promise<LocalWorker> {
  const ownsState = options.stateDir === undefined;
  const stateDir = options.stateDir ?? (await mkdtemp(join(tmpdir(), 'memorial-state-')));
  if (ownsState) await migrateAndSeed(stateDir, { ...TEST_ADMIN, totpSecret: TEST_ADMIN_TOTP_SECRET }, E2E_TOTP_KEY);

  const worker = await startWranglerDev({
    config: 'dist/server/wrangler.json',
    stateDir,
    // `wrangler deploy` never reads .dev.vars; a developer's copy beside the build must not leak in here either.
    flags: options.production
      ? localVarFlags({ LOCAL_DEV: 'false' })
      : localVarFlags({ ...LOCAL_VARS, TOTP_ENCRYPTION_KEY: E2E_TOTP_KEY, ...LOCAL_WOMPI_VARS }),
  });
  await writeFile(join(stateDir, WORKER_URL_FILE), worker.url);

  return {
    url: worker.url,
    stateDir,
    admin: TEST_ADMIN,
    stop: async () => {
      await worker.stop();
      if (ownsState) await rm(stateDir, { recursive: true, force: true });
    },
  };
}

/**
 * The running Worker and this second process share one SQLite file: while the Worker writes (a queued mail,
 * a page view) the file is locked and wrangler gives up at once with SQLITE_BUSY. Try again until the lock
 * is released, within a deadline fit for a busy machine; any other failure is thrown as it is.
 */
async function runWhileLocked(execute: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await execute();
      return;
    } catch (error) {
      const locked = error instanceof Error && error.message.includes('SQLITE_BUSY');
      if (!locked || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Where startLocalWorker notes the URL of the Worker serving a state, for executeLocalSql's purge. */
const WORKER_URL_FILE = '.worker-url';

/**
 * Runs SQL against the worker's local D1 from outside (tests that change data behind the page). No write
 * service purged the pages the change shows, so the Worker is told to serve no kept copy of any page again
 * (POST /api/dev/edge-cache/purge; a Worker in production mode has no such route, a stopped one keeps nothing).
 */
export async function executeLocalSql(stateDir: string, command: string): Promise<void> {
  await runWhileLocked(() => runScript(BIN.wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--command', command]));
  const url = await readFile(join(stateDir, WORKER_URL_FILE), 'utf8').catch(() => null);
  if (!url) return;
  // A Worker already stopped has nothing kept to serve.
  const purged = await fetch(`${url}/api/dev/edge-cache/purge`, { method: 'POST' }).catch(() => null);
  if (purged && !purged.ok && purged.status !== 404) throw new Error(`The Worker did not purge its edge cache: ${purged.status}`);
}

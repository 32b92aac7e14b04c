// @ts-check
// The benchmark's use of the steps the e2e harness runs too (tests/helpers/wrangler-dev.ts: fresh D1 + R2 state,
// migrations, seed, `wrangler dev`), with one difference: the build goes to bench/results/dist, so a benchmark never
// overwrites the dist/ that the e2e tests or `npm start` are serving.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, migrateAndSeed, ROOT, runScript, startWranglerDev } from '../tests/helpers/wrangler-dev.ts';
import { LOCAL_VARS, localVarFlags, newTotpEncryptionKey } from '../worker/local/vars.ts';

export const OUT_DIR = join(ROOT, 'bench/results/dist');

/** The seeded administrator, with the second factor the back-office requires (bench/growth.mjs signs in). */
export const BENCH_ADMIN = { email: 'admin@bench.example.com', password: 'AdminBench2026', totpSecret: 'KRSXG5CBMRWWS3SFGJSTEMBSGYQHEZLD' };
/** One key per run, for the seed that seals the administrator's secret and the Worker that opens it. */
const TOTP_KEY = newTotpEncryptionKey();

export function build() {
  return runScript(BIN.astro, ['build', '--outDir', OUT_DIR]);
}

/**
 * Builds into bench/results/dist, unless the command line says `--skip-build` (to reuse the last build).
 * @param {readonly string[]} args the bench's command-line arguments
 */
export async function buildUnlessSkipped(args) {
  if (args.includes('--skip-build')) return;
  console.log('Building into bench/results/dist …');
  await build();
}

/** `wrangler d1 execute` against a bench state: `--file` or `--command`, the JSON answer parsed when asked. */
/** @param {string} stateDir @param {string[]} what @param {{ json?: boolean }} [options] */
export async function executeSql(stateDir, what, { json = false } = {}) {
  const args = ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, ...what, ...(json ? ['--json'] : [])];
  const output = await runScript(BIN.wrangler, args);
  if (json) return JSON.parse(output);
}

/**
 * Migrated and seeded state in a temporary directory, served on a free loopback port. `prepare(stateDir)` runs
 * after the seed and before the Worker starts (the growth bench's bulk data).
 */
/** @param {{ prepare?: (stateDir: string) => Promise<void>, inspectorPort?: number }} [options] */
export async function startWorker({ prepare, inspectorPort } = {}) {
  const stateDir = await mkdtemp(join(tmpdir(), 'memorial-bench-'));
  await migrateAndSeed(stateDir, BENCH_ADMIN, TOTP_KEY);
  if (prepare) await prepare(stateDir);

  const worker = await startWranglerDev({
    config: join(OUT_DIR, 'server/wrangler.json'),
    stateDir,
    flags: [
      ...localVarFlags({ ...LOCAL_VARS, TOTP_ENCRYPTION_KEY: TOTP_KEY }),
      // The DevTools inspector, for a person's DevTools (bench/cpu.mjs profiles the isolate in a Miniflare of its own:
      // wrangler's inspector proxy drops a Node client, see bench/isolate-cpu.mjs).
      ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
    ],
    processGroup: true,
  }).catch(async (error) => {
    await rm(stateDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await worker.stop();
    await rm(stateDir, { recursive: true, force: true });
  };
  return { url: worker.url, stateDir, stop, processGroup: worker.pid, inspectorPort };
}

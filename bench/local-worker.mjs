// @ts-check
// The benchmark's own copy of the steps in tests/helpers/local-worker.ts (build, fresh D1 + R2 state,
// migrations, seed, `wrangler dev`), with one difference: the build goes to bench/results/dist, so a
// benchmark never overwrites the dist/ that the e2e tests or `npm start` are serving.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_VARS, localVarFlags, newTotpEncryptionKey } from '../worker/local/vars.ts';

const ROOT = new URL('../', import.meta.url).pathname;
export const OUT_DIR = join(ROOT, 'bench/results/dist');
const BIN = {
  astro: join(ROOT, 'node_modules/astro/bin/astro.mjs'),
  wrangler: join(ROOT, 'node_modules/wrangler/bin/wrangler.js'),
  tsx: join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
};
const QUIET_ENV = { ASTRO_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' };

/** @param {string} script @param {string[]} args @param {Record<string, string>} [env] @returns {Promise<void>} */
function run(script, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...QUIET_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk.toString()));
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} ${args.join(' ')} exited ${code}\n${output}`))));
  });
}

/** @param {string} script @param {string[]} args @returns {Promise<string>} */
function runCapturing(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...QUIET_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${script} ${args.join(' ')} exited ${code}\n${stderr}`))));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/** The seeded administrator, with the second factor the back-office requires (bench/growth.mjs signs in). */
export const BENCH_ADMIN = { email: 'admin@bench.example.com', password: 'AdminBench2026', totpSecret: 'KRSXG5CBMRWWS3SFGJSTEMBSGYQHEZLD' };
/** One key per run, for the seed that seals the administrator's secret and the Worker that opens it. */
const TOTP_KEY = newTotpEncryptionKey();

export function build() {
  return run(BIN.astro, ['build', '--outDir', OUT_DIR]);
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
  if (!json) return run(BIN.wrangler, args);
  const output = await runCapturing(BIN.wrangler, args);
  return JSON.parse(output);
}

/**
 * Migrated and seeded state in a temporary directory, served on a free loopback port. `prepare(stateDir)` runs
 * after the seed and before the Worker starts (the growth bench's bulk data).
 */
/** @param {{ prepare?: (stateDir: string) => Promise<void>, inspectorPort?: number }} [options] */
export async function startWorker({ prepare, inspectorPort } = {}) {
  const stateDir = await mkdtemp(join(tmpdir(), 'memorial-bench-'));
  await run(BIN.wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir]);
  await run(BIN.tsx, ['db/seed/run-local.ts'], {
    WRANGLER_PERSIST_DIR: stateDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_TOTP_SECRET: BENCH_ADMIN.totpSecret,
    TOTP_ENCRYPTION_KEY: TOTP_KEY,
  });
  if (prepare) await prepare(stateDir);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      BIN.wrangler,
      'dev',
      '--config',
      join(OUT_DIR, 'server/wrangler.json'),
      '--persist-to',
      stateDir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      ...localVarFlags({ ...LOCAL_VARS, TOTP_ENCRYPTION_KEY: TOTP_KEY }),
      // The DevTools inspector, for a person's DevTools (bench/cpu.mjs profiles the isolate in a Miniflare of its own:
      // wrangler's inspector proxy drops a Node client, see bench/isolate-cpu.mjs).
      ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
    ],
    // Its own process group, so stopping it also stops the workerd processes it starts.
    { cwd: ROOT, env: { ...process.env, ...QUIET_ENV }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    await rm(stateDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stateDir, stop, processGroup: child.pid, inspectorPort };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`The Worker did not become healthy in time:\n${output}`);
}

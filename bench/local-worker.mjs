// The benchmark's own copy of the steps in tests/helpers/local-worker.ts (build, fresh D1 + R2 state,
// migrations, seed, `wrangler dev`), with one difference: the build goes to bench/results/dist, so a
// benchmark never overwrites the dist/ that the e2e tests or `npm start` are serving.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localVarFlags } from '../worker/local/vars.ts';

const ROOT = new URL('../', import.meta.url).pathname;
export const OUT_DIR = join(ROOT, 'bench/results/dist');
const BIN = {
  astro: join(ROOT, 'node_modules/astro/bin/astro.mjs'),
  wrangler: join(ROOT, 'node_modules/wrangler/bin/wrangler.js'),
  tsx: join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
};
const QUIET_ENV = { ASTRO_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' };

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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

export function build() {
  return run(BIN.astro, ['build', '--outDir', OUT_DIR]);
}

/** Migrated and seeded state in a temporary directory, served on a free loopback port. */
export async function startWorker() {
  const stateDir = await mkdtemp(join(tmpdir(), 'memorial-bench-'));
  await run(BIN.wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir]);
  await run(BIN.tsx, ['db/seed/run-local.ts'], { WRANGLER_PERSIST_DIR: stateDir });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [BIN.wrangler, 'dev', '--config', join(OUT_DIR, 'server/wrangler.json'), '--persist-to', stateDir, '--ip', '127.0.0.1', '--port', String(port), ...localVarFlags()],
    // Its own process group, so stopping it also stops the workerd processes it starts.
    { cwd: ROOT, env: { ...process.env, ...QUIET_ENV }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null) {
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
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`The Worker did not become healthy in time:\n${output}`);
}

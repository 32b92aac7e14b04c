import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The steps that run the built Worker locally on a state of its own (migrations, seed, `wrangler dev` on a free
 * port), shared by the e2e harness (tests/helpers/local-worker.ts) and the benchmarks (bench/local-worker.mjs).
 * Plain erasable TypeScript: Node imports it directly from the bench's .mjs scripts.
 */
export const ROOT = new URL('../../', import.meta.url).pathname;
export const BIN = {
  astro: join(ROOT, 'node_modules/astro/bin/astro.mjs'),
  wrangler: join(ROOT, 'node_modules/wrangler/bin/wrangler.js'),
  tsx: join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
};

const QUIET_ENV = { ASTRO_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' };

/** Runs one of the toolchain's Node scripts from the repository root: resolves with what it printed, fails with all it said. */
export function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...QUIET_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${script} ${args.join(' ')} exited ${code}\n${output}`))));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type SeededAdmin = { email: string; password: string; totpSecret: string };

/** A fresh state: the migrations applied and the demo data seeded, with this administrator and the key sealing its secret. */
export async function migrateAndSeed(stateDir: string, admin: SeededAdmin, totpKey: string): Promise<void> {
  await runScript(BIN.wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir]);
  await runScript(BIN.tsx, ['db/seed/run-local.ts'], {
    WRANGLER_PERSIST_DIR: stateDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_TOTP_SECRET: admin.totpSecret,
    TOTP_ENCRYPTION_KEY: totpKey,
  });
}

type DevOptions = {
  /** The build's wrangler.json. */
  config: string;
  stateDir: string;
  /** More `wrangler dev` arguments: the variables, an inspector port. */
  flags: string[];
  /** In its own process group, so stopping it also stops the workerd processes it starts. */
  processGroup?: boolean;
};

export type WranglerDev = { url: string; pid: number | undefined; stop: () => Promise<void> };

/** `wrangler dev` serving `stateDir` on a free loopback port, once its /api/health answers; stopped if it never does. */
export async function startWranglerDev({ config, stateDir, flags, processGroup = false }: DevOptions): Promise<WranglerDev> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [BIN.wrangler, 'dev', '--config', config, '--persist-to', stateDir, '--ip', '127.0.0.1', '--port', String(port), ...flags],
    { cwd: ROOT, env: { ...process.env, ...QUIET_ENV }, stdio: ['ignore', 'pipe', 'pipe'], detached: processGroup },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const signal = (name: NodeJS.Signals) => {
    if (processGroup && child.pid !== undefined) process.kill(-child.pid, name);
    else child.kill(name);
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signal('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null) signal('SIGKILL');
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`The Worker did not become healthy in time:\n${output}`);
}

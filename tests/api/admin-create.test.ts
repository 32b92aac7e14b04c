import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../worker/services/passwords';

/** `npm run admin:create` against a fresh local D1, exactly as an operator runs it (no terminal: ADMIN_PASSWORD). */
const ROOT = new URL('../../', import.meta.url).pathname;
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const QUIET = { ASTRO_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' };
const SLOW = 120_000;

let stateDir: string;

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...QUIET, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const createAdmin = (args: string[], password: string) =>
  run([TSX, 'db/create-admin.ts', ...args], { ADMIN_PASSWORD: password, WRANGLER_PERSIST_DIR: stateDir });

type Row = { email: string; role: string; first_name: string; email_verified: number; is_active: number; password_hash: string };

async function sql<T = Record<string, unknown>>(command: string): Promise<T[]> {
  const { code, output } = await run([
    WRANGLER,
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    stateDir,
    '--json',
    '--command',
    command,
  ]);
  expect(code, output).toBe(0);
  return (JSON.parse(output.slice(output.indexOf('['))) as [{ results: T[] }])[0].results;
}

const usersInD1 = () => sql<Row>('SELECT email, role, first_name, email_verified, is_active, password_hash FROM users ORDER BY created_at');

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'memorial-admin-'));
  const { code, output } = await run([WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir]);
  if (code !== 0) throw new Error(output);
}, SLOW);

afterAll(() => rm(stateDir, { recursive: true, force: true }));

describe('npm run admin:create', () => {
  it(
    'writes a verified super_admin whose password is hashed with the product scrypt',
    async () => {
      const created = await createAdmin(['--email', 'Jefa@Recuerdos.co', '--name', 'Ana María Pérez'], 'Clave-Fuerte-2026');
      expect(created.code, created.output).toBe(0);
      expect(created.output).toContain('Al iniciar sesión activará la verificación en dos pasos');
      const [admin] = await usersInD1();
      expect(admin).toMatchObject({ email: 'jefa@recuerdos.co', role: 'super_admin', first_name: 'Ana', email_verified: 1, is_active: 1 });
      expect(admin?.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
      expect(await verifyPassword('Clave-Fuerte-2026', admin!.password_hash)).toBe(true);
    },
    SLOW,
  );

  it(
    'run again for the same address, sets the new password and removes the second factor instead of adding a second account',
    async () => {
      // A lost phone: the way back in starts from a new password and a new enrolment.
      await sql(
        "INSERT INTO user_totp (user_id, secret, enabled_at) SELECT id, 'v1.x.y', '2026-01-01T00:00:00.000Z' FROM users WHERE email = 'jefa@recuerdos.co'",
      );
      const again = await createAdmin(['--email', 'jefa@recuerdos.co'], 'Otra-Clave-Segura');
      expect(again.code, again.output).toBe(0);
      const rows = await usersInD1();
      expect(rows).toHaveLength(1);
      expect(await verifyPassword('Otra-Clave-Segura', rows[0]!.password_hash)).toBe(true);
      expect(await sql('SELECT user_id FROM user_totp')).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses a common or short password and a bad e-mail, writing nothing',
    async () => {
      for (const [args, password, message] of [
        [['--email', 'otro@recuerdos.co'], 'password1', 'Esta contraseña es muy común. Elige otra.'],
        [['--email', 'otro@recuerdos.co'], 'abc', 'La contraseña debe tener al menos 8 caracteres'],
        // Seven characters: the old minimum of 6 is no longer enough for a new password (ASVS 5.0 V6.2.1).
        [['--email', 'otro@recuerdos.co'], 'Kq7-zx2', 'La contraseña debe tener al menos 8 caracteres'],
        [['--email', 'no-es-correo'], 'Clave-Fuerte-2026', 'El correo no es válido'],
      ] as const) {
        const refused = await createAdmin([...args], password);
        expect(refused.code).toBe(1);
        expect(refused.output).toContain(message);
      }
      expect(await usersInD1()).toHaveLength(1);
    },
    SLOW,
  );
});

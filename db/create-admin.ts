/**
 * `npm run admin:create -- --email X [--name "Nombre Apellido"] [--remote]`: the first administrator of a new
 * deployment (or a forgotten super administrator's way back in). Asks for the password twice without echo, or
 * reads ADMIN_PASSWORD from the environment (for scripts), hashes it here with the product's own scrypt
 * parameters, and writes a verified, active super_admin into the local D1 (.wrangler/state, or
 * WRANGLER_PERSIST_DIR) or, with --remote, production's D1 through `wrangler d1 execute --remote`.
 * An existing account with that e-mail becomes super_admin with the new password, its sessions end and its
 * second factor is removed (the way back in for someone who lost both the password and the phone).
 * Either way the administrator enrols in the second factor (TOTP) at the first sign-in: the back-office
 * opens only after that. Only the hash leaves this machine; the password never appears in a command line
 * or a file.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { commonPasswordList } from '../worker/build/common-password-list';
import { AUTH_MESSAGES, NEW_PASSWORD_MIN } from '../worker/schemas/auth-texts';
import { hashPassword } from '../worker/services/passwords';
import { readHiddenLine } from './hidden-input';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WRANGLER = resolve(ROOT, 'node_modules/wrangler/bin/wrangler.js');

const USAGE = 'Uso: npm run admin:create -- --email correo@dominio.co [--name "Nombre Apellido"] [--remote]';

const inputSchema = z.object({
  email: z.email('El correo no es válido').transform((email) => email.trim().toLowerCase()),
  name: z.string().trim().max(100, 'El nombre es demasiado largo'),
  password: z
    .string()
    // The product's new-password minimum (ASVS 5.0 V6.2.1), as the sign-up and reset forms ask.
    .min(NEW_PASSWORD_MIN, AUTH_MESSAGES.passwordShort)
    .max(200, 'La contraseña no cumple con los requisitos de seguridad')
    .refine((password) => !new Set(commonPasswordList()).has(password.normalize('NFKC').toLowerCase()), {
      message: 'Esta contraseña es muy común. Elige otra.',
    }),
});

/** A SQL string literal: the values are validated above, and quotes are doubled all the same. */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

function adminSql(input: { id: string; email: string; firstName: string; lastName: string; passwordHash: string }): string {
  const email = literal(input.email);
  const hash = literal(input.passwordHash);
  const now = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
  return [
    `DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE lower(email) = ${email})`,
    ...['user_totp', 'mfa_recovery_codes', 'mfa_challenges'].map(
      (table) => `DELETE FROM ${table} WHERE user_id IN (SELECT id FROM users WHERE lower(email) = ${email})`,
    ),
    `UPDATE users SET role = 'super_admin', password_hash = ${hash}, email_verified = 1, is_active = 1, needs_password_setup = 0, updated_at = ${now} WHERE lower(email) = ${email}`,
    `INSERT INTO users (id, email, email_verified, first_name, last_name, role, is_active, needs_password_setup, password_hash) ` +
      `SELECT ${literal(input.id)}, ${email}, 1, ${literal(input.firstName)}, ${literal(input.lastName)}, 'super_admin', 1, 0, ${hash} ` +
      `WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(email) = ${email})`,
  ].join(';\n');
}

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Sin terminal: define ADMIN_PASSWORD en el entorno para indicar la contraseña.');
  const first = await readHiddenLine('Contraseña del administrador: ');
  const second = await readHiddenLine('Repite la contraseña: ');
  if (first !== second) throw new Error('Las contraseñas no coinciden');
  return first;
}

function wrangler(args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [WRANGLER, ...args], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`wrangler ${args.slice(0, 3).join(' ')} terminó con código ${code}`)),
    );
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string', default: 'Administrador' }, remote: { type: 'boolean', default: false } },
  });
  if (!values.email) throw new Error(USAGE);
  const parsed = inputSchema.safeParse({ email: values.email, name: values.name, password: await askPassword() });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? USAGE);

  const [firstName = '', ...rest] = parsed.data.name.split(/\s+/);
  const statements = adminSql({
    id: crypto.randomUUID(),
    email: parsed.data.email,
    firstName,
    lastName: rest.join(' '),
    passwordHash: await hashPassword(parsed.data.password),
  });
  const target = values.remote
    ? ['--remote']
    : ['--local', '--persist-to', resolve(process.env.WRANGLER_PERSIST_DIR ?? resolve(ROOT, '.wrangler/state'))];
  await wrangler(['d1', 'execute', 'DB', ...target, '--yes', '--command', statements]);
  console.log(`Super administrador listo: ${parsed.data.email} (${values.remote ? 'D1 de producción' : 'D1 local'}).`);
  console.log(
    'Al iniciar sesión activará la verificación en dos pasos: escaneará un código QR con su aplicación de autenticación y guardará sus códigos de recuperación.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

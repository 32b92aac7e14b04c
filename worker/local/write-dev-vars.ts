/**
 * `npm start` / `npm run dev` run this first: it writes `.dev.vars` with the local switch when the file
 * does not exist yet (a developer's own `.dev.vars` is left alone, except that the second factor's two
 * values are added to one written before they existed). The Cloudflare build copies it next to the built
 * Worker for `wrangler dev`; `wrangler deploy` never uploads it.
 *
 * TOTP_ENCRYPTION_KEY is drawn here, once per machine: the local authenticator secrets are sealed under it
 * (the seed reads it from this file too). ADMIN_TOTP_SECRET is the seeded administrator's secret: .env's
 * when set, else .env.example's.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADMIN_TOTP_SECRET, LOCAL_VARS, LOCAL_WOMPI_VARS, newTotpEncryptionKey } from './vars';

const file = fileURLToPath(new URL('../../.dev.vars', import.meta.url));
const envFile = fileURLToPath(new URL('../../.env', import.meta.url));
const header = '# Local development only (written by `npm start`; never deployed). Delete it to regenerate.\n';

if (existsSync(envFile)) process.loadEnvFile(envFile);
const secondFactor: Record<string, string> = {
  TOTP_ENCRYPTION_KEY: newTotpEncryptionKey(),
  ADMIN_TOTP_SECRET: process.env.ADMIN_TOTP_SECRET?.trim() || DEFAULT_ADMIN_TOTP_SECRET,
};
// Wompi's keys (docs/features/payments.md): .env's when set, else .env.example's local test values.
const wompi: Record<string, string> = Object.fromEntries(
  Object.entries(LOCAL_WOMPI_VARS).map(([key, value]) => [key, process.env[key]?.trim() || value]),
);
const lines = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([key, value]) => `${key}=${value}\n`)
    .join('');

if (!existsSync(file)) {
  writeFileSync(file, header + lines({ ...LOCAL_VARS, ...secondFactor, ...wompi }));
  console.info('.dev.vars creado con el modo local (correo en la bandeja local, rutas /api/dev, clave de la verificación en dos pasos).');
} else {
  const current = readFileSync(file, 'utf8');
  if (!/^\s*LOCAL_DEV\s*=\s*["']?true/m.test(current)) {
    console.warn('Aviso: .dev.vars no tiene LOCAL_DEV=true; el Worker local se comportará como en producción.');
  }
  const missing = Object.fromEntries(
    Object.entries({ ...secondFactor, ...wompi }).filter(([key]) => !new RegExp(`^\\s*${key}\\s*=`, 'm').test(current)),
  );
  if (Object.keys(missing).length > 0) {
    appendFileSync(file, (current.endsWith('\n') ? '' : '\n') + lines(missing));
    console.info(`.dev.vars: añadido ${Object.keys(missing).join(', ')}.`);
  }
}

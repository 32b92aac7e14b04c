/**
 * `npm run db:seed`: seeds the LOCAL D1 and R2 that `wrangler dev --persist-to .wrangler/state` and
 * `wrangler d1 migrations apply DB --local --persist-to .wrangler/state` use. Apply migrations first.
 *
 * Environment (from .env when present): ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_TOTP_SECRET, PORT, and
 * WRANGLER_PERSIST_DIR (default .wrangler/state) to seed another state directory, as the end-to-end tests do.
 * The administrator's authenticator secret is sealed under TOTP_ENCRYPTION_KEY: the environment's (the e2e
 * harness passes the one its Worker runs with), else .dev.vars' (what `npm start` serves with).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPlatformProxy } from 'wrangler';
import { totpEncryptionKey } from '../../worker/env';
import { DEFAULT_ADMIN_TOTP_SECRET } from '../../worker/local/vars';
import { d1Db } from '../client';
import { seed } from './index';
import type { SeedCount, SeedReport } from './report';

/** Same defaults as .env.example. */
const DEFAULT_ADMIN_EMAIL = 'admin@recuerdoseternos.co';
const DEFAULT_ADMIN_PASSWORD = 'CambiaEstaClave2026';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function describe(count: SeedCount): string {
  const created = count.created === 1 ? '1 nuevo' : `${count.created} nuevos`;
  const existing = count.existing === 1 ? '1 ya existía' : `${count.existing} ya existían`;
  return `${created}, ${existing}`;
}

function summary(report: SeedReport): string[] {
  return [
    `  Administrador: ${report.admin.created ? 'cuenta creada' : 'la cuenta ya existía (no se cambió)'}`,
    `  Paquetes: ${describe(report.packages)}`,
    `  Ajustes del sitio: ${describe(report.settings)}`,
    `  Frases de reflexión: ${describe(report.quotes)}`,
    `  Imágenes en R2: ${describe(report.mediaUploads)}`,
    `  Registros de medios: ${describe(report.mediaObjects)}`,
    `  Memoriales individuales: ${describe(report.memorials)}`,
    `  Memoriales familiares: ${describe(report.familyProfiles)}`,
    `  Recuerdos del muro: ${describe(report.memories)}`,
    `  Perfiles de pareja: ${describe(report.couples)}`,
  ];
}

async function main(): Promise<void> {
  const envFile = join(ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  const adminEmail = process.env.ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL;
  const adminPassword = process.env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
  const port = process.env.PORT?.trim() || '4321';

  // `wrangler … --persist-to DIR` keeps its data in DIR/v3, while getPlatformProxy takes the v3 folder
  // itself. A relative DIR is relative to the working directory, as it is for wrangler's flag; the
  // default sits beside wrangler.toml, where wrangler puts it.
  const stateDir = process.env.WRANGLER_PERSIST_DIR ? resolve(process.env.WRANGLER_PERSIST_DIR) : join(ROOT, '.wrangler/state');

  const proxy = await getPlatformProxy<Env>({
    configPath: join(ROOT, 'wrangler.toml'),
    persist: { path: join(stateDir, 'v3') },
    remoteBindings: false,
  });
  // .dev.vars' values, as getPlatformProxy read them beside wrangler.toml's (typed Env lists only bindings).
  const devVars = proxy.env as unknown as Record<string, unknown>;
  const fromDevVars = (name: string) => (typeof devVars[name] === 'string' ? devVars[name] : undefined);
  const totpKey = process.env.TOTP_ENCRYPTION_KEY?.trim() || fromDevVars('TOTP_ENCRYPTION_KEY');
  const totpSecret = process.env.ADMIN_TOTP_SECRET?.trim() || fromDevVars('ADMIN_TOTP_SECRET') || DEFAULT_ADMIN_TOTP_SECRET;
  const adminTotp = totpKey ? { secret: totpSecret, encryptionKey: totpEncryptionKey({ TOTP_ENCRYPTION_KEY: totpKey }) } : undefined;
  let report: SeedReport;
  try {
    report = await seed(d1Db(proxy.env.DB), { adminEmail, adminPassword, media: proxy.env.MEDIA, adminTotp });
  } finally {
    await proxy.dispose();
  }

  console.log(`Datos de demostración sembrados en ${stateDir}:`);
  for (const line of summary(report)) console.log(line);
  console.log(`Listo: http://localhost:${port}`);
  console.log(`Administrador: ${report.admin.email} / ${adminPassword}`);
  if (!report.admin.created) {
    console.log('  (la contraseña solo se asigna al crear la cuenta; si la cambiaste, usa la tuya)');
  }
  if (report.admin.totp === 'none') {
    console.log(
      'Verificación en dos pasos: sin TOTP_ENCRYPTION_KEY (npm run local:vars la crea en .dev.vars); el administrador la activará al iniciar sesión.',
    );
  } else {
    console.log(`Verificación en dos pasos (secreto para tu aplicación de autenticación): ${totpSecret}`);
    if (report.admin.totp === 'existing')
      console.log('  (solo se asigna la primera vez; si la activaste con otro secreto, usa tu aplicación)');
  }
}

main().catch((error: unknown) => {
  console.error('No se pudieron sembrar los datos de demostración:');
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  console.error('¿Aplicaste las migraciones? npm run db:migrate');
  process.exitCode = 1;
});

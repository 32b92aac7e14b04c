/**
 * `npm run backup -- [--remote] [--out DIR] [--persist-to STATE_DIR] [--encrypt-to age1…]`: the D1 database
 * (`d1.sql`, as `wrangler d1 export` writes it) and every R2 object (`r2/…`, with `manifest.json`) into DIR, from
 * the local state (`.wrangler/state`, or --persist-to) or, with --remote, from production. The folder is the
 * operator's alone (0700, files 0600); with --encrypt-to (repeatable) or BACKUP_AGE_RECIPIENTS every file is
 * sealed with age to those recipients. See README "Backups".
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sealerFor } from './age';
import { backup, megabytes } from './backup';
import { localSource } from './local-source';
import { resolveStateDir } from './local-state';
import { storageNames } from './project';
import { remoteSettings, remoteSource } from './remote-source';

const USAGE = 'Uso: npm run backup -- [--remote] [--out CARPETA] [--persist-to CARPETA_DE_ESTADO] [--encrypt-to age1… (repetible)]';

/** The recipients from the flags, or else from BACKUP_AGE_RECIPIENTS (separated by commas or spaces). */
function recipients(flags: string[] | undefined, env: NodeJS.ProcessEnv): string[] {
  if (flags && flags.length > 0) return flags;
  return (env.BACKUP_AGE_RECIPIENTS ?? '').split(/[\s,]+/).filter(Boolean);
}

function defaultOut(kind: 'local' | 'remote'): string {
  // backups/remote-2026-11-24T03-00-00Z: sorts by date, and has no ':' (not allowed in Windows names).
  return resolve(
    'backups',
    `${kind}-${new Date()
      .toISOString()
      .replace(/\.\d{3}/, '')
      .replace(/:/g, '-')}`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      remote: { type: 'boolean', default: false },
      out: { type: 'string' },
      'persist-to': { type: 'string' },
      'encrypt-to': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.remote && values['persist-to']) throw new Error(`--persist-to es para el estado local, no con --remote\n${USAGE}`);

  // Checked before anything is read: a mistyped recipient must not cost a production export.
  const sealTo = recipients(values['encrypt-to'], process.env);
  const sealer = sealTo.length > 0 ? sealerFor(sealTo) : undefined;
  const names = storageNames();
  const source = values.remote
    ? remoteSource(remoteSettings(process.env), names)
    : await localSource(resolveStateDir(values['persist-to']), names);
  const out = values.out ? resolve(values.out) : defaultOut(source.kind);
  try {
    const started = Date.now();
    const manifest = await backup(source, out, (line) => console.log(line), { sealer });
    console.log(
      `Copia lista en ${out}: D1 ${megabytes(manifest.d1.size)}, ${manifest.r2.count} objetos de R2 ` +
        `(${megabytes(manifest.r2.total_size)}), en ${Math.round((Date.now() - started) / 1000)} s` +
        (sealer ? `; cifrada con age para ${sealTo.length} destinatario(s)` : ''),
    );
  } finally {
    await source.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? `\n${USAGE}` : '';
  console.error(`La copia de seguridad falló: ${message}${usage}`);
  process.exitCode = 1;
});

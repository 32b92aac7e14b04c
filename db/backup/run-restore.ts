/**
 * `npm run restore -- --from DIR [--persist-to STATE_DIR] [--force] [--identity FILE]`: loads a folder written by
 * `npm run backup` into a fresh local state (`.wrangler/state`, or --persist-to), never into production. It
 * refuses a state that already holds data unless --force (which deletes that state's data first). A copy sealed
 * with age opens with --identity (or BACKUP_AGE_IDENTITY_FILE): an identity file as `age-keygen` writes it.
 * See README "Backups".
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { openerFromFile } from './age';
import { megabytes } from './backup';
import { resolveStateDir } from './local-state';
import { restore } from './restore';

const USAGE =
  'Uso: npm run restore -- --from CARPETA_DE_COPIA [--persist-to CARPETA_DE_ESTADO] [--force] [--identity ARCHIVO_DE_IDENTIDAD_AGE]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      'persist-to': { type: 'string' },
      force: { type: 'boolean', default: false },
      identity: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.from) throw new Error(`Falta --from\n${USAGE}`);

  const stateDir = resolveStateDir(values['persist-to']);
  const identityFile = values.identity ?? process.env.BACKUP_AGE_IDENTITY_FILE;
  const identity = identityFile ? await openerFromFile(identityFile) : undefined;
  const manifest = await restore(values.from, stateDir, { force: values.force, identity }, (line) => console.log(line));
  const shown = relative(process.cwd(), stateDir);
  const serve = values['persist-to']
    ? `npx wrangler dev --config dist/server/wrangler.json --persist-to ${shown && !shown.startsWith('..') ? shown : stateDir}`
    : 'npm run serve';
  console.log(
    `Restaurada en ${stateDir}: D1 y ${manifest.r2.count} objetos de R2 (${megabytes(manifest.r2.total_size)}).\n` +
      `Para verla: npm run build && ${serve}\n` +
      '(no npm start: sembraría los datos de demostración encima de la copia)',
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? `\n${USAGE}` : '';
  console.error(`La restauración falló: ${message}${usage}`);
  process.exitCode = 1;
});

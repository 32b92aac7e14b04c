/**
 * A restore into a fresh local state: every file is checked against the manifest before anything is written;
 * then the dump is replayed in one D1 batch (one transaction: all of it or none), then every object is put back
 * with its metadata, then the bucket is listed to confirm it holds exactly what the manifest lists. A restore
 * that fails part-way removes the state it began, so the next attempt starts clean.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { unstable_splitSqlQuery } from 'wrangler';
import type { Opener } from './age';
import { megabytes, type Log } from './backup';
import { hashFile } from './hashed-files';
import { OBJECTS_DIR, resolveInside } from './key-paths';
import { dataDir, isEmptyState, listBucket, openLocalState } from './local-state';
import { isDeepStrictEqual } from 'node:util';
import {
  D1_FILE,
  isSealedSummary,
  MANIFEST_FILE,
  metadataOf,
  parseManifest,
  parseSummary,
  SEALED_MANIFEST_FILE,
  summaryOf,
  type BackupManifest,
} from './manifest';
import { forEachLimited } from './parallel';
import { ROOT } from './project';
import { replayOrder } from './replay-order';

const PARALLEL = 4;

const NEEDS_IDENTITY =
  'Esta copia está cifrada con age: pasa --identity ARCHIVO con la clave (AGE-SECRET-KEY-…) de uno de sus destinatarios';

/** The opener a sealed copy needs, checked before anything is read: a clear message instead of a failed decryption. */
function openerFor(manifest: BackupManifest, opener: Opener | undefined): Opener | undefined {
  if (manifest.encryption === 'age' && !opener) throw new Error(NEEDS_IDENTITY);
  return manifest.encryption === 'age' ? opener : undefined;
}

/**
 * A sealed copy's whole manifest: opened with the identity, and checked against the readable summary beside it
 * (an edited or swapped summary stops the restore here).
 */
async function openSealedManifest(dir: string, summaryText: string, identity: Opener | undefined): Promise<BackupManifest> {
  const summary = parseSummary(summaryText);
  if (!identity) throw new Error(NEEDS_IDENTITY);
  let sealed: Uint8Array;
  try {
    sealed = await readFile(join(dir, SEALED_MANIFEST_FILE));
  } catch {
    throw new Error(`${dir} no tiene ${SEALED_MANIFEST_FILE}: la copia cifrada está incompleta`);
  }
  let text: string;
  try {
    text = new TextDecoder().decode(await identity.openBytes(sealed));
  } catch {
    throw new Error(`${SEALED_MANIFEST_FILE} no abre con esta identidad: no es la de la copia, o el archivo está dañado`);
  }
  const manifest = parseManifest(text);
  if (manifest.encryption !== 'age' || !isDeepStrictEqual(summaryOf(manifest), summary)) {
    throw new Error(`${MANIFEST_FILE} no coincide con ${SEALED_MANIFEST_FILE}: la copia está dañada o fue editada`);
  }
  return manifest;
}

/** Reads the manifest and checks every file it names (size and SHA-256, of the plaintext). Touches nothing. */
export async function verifyBackup(dir: string, log: Log, identity?: Opener): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${dir} no tiene ${MANIFEST_FILE}: no es una copia terminada de npm run backup`);
  }
  const manifest = isSealedSummary(text) ? await openSealedManifest(dir, text, identity) : parseManifest(text);
  log(
    `Copia del ${manifest.created_at} (${manifest.source === 'remote' ? 'producción' : 'local'}, ${manifest.app.name} ${manifest.app.version}` +
      `${manifest.encryption ? ', cifrada con age' : ''})`,
  );
  const opener = openerFor(manifest, identity);

  const d1 = await hashFile(join(dir, D1_FILE), opener).catch(() => null);
  if (!d1 || d1.size !== manifest.d1.size || d1.sha256 !== manifest.d1.sha256) {
    const why = opener ? ' o la identidad no es la de la copia' : '';
    throw new Error(`${D1_FILE} falta o no coincide con el manifiesto (sha256 o tamaño): la copia está dañada${why}`);
  }
  const objectsRoot = join(dir, OBJECTS_DIR);
  for (const object of manifest.r2.objects) {
    const digest = await hashFile(resolveInside(objectsRoot, object.path), opener).catch(() => null);
    if (!digest || digest.size !== object.size || digest.sha256 !== object.sha256) {
      throw new Error(`${OBJECTS_DIR}/${object.path} (${object.key}) falta o no coincide con el manifiesto: la copia está dañada`);
    }
  }
  log(`Verificada: ${D1_FILE} y ${manifest.r2.count} objetos (${megabytes(manifest.r2.total_size)}) coinciden con sus sha256`);
  return manifest;
}

/** Repository migrations the restored database has not applied (an older backup with newer code). */
async function pendingMigrations(applied: string[]): Promise<string[]> {
  const files = (await readdir(join(ROOT, 'db/migrations'))).filter((name) => name.endsWith('.sql'));
  return files.filter((name) => !applied.includes(name)).sort();
}

/** `identity` opens a copy sealed with age (./age.ts); a plaintext copy needs none. */
export async function restore(
  from: string,
  stateDir: string,
  options: { force: boolean; identity?: Opener },
  log: Log,
): Promise<BackupManifest> {
  const dir = resolve(from);
  // Refused before the (possibly long) verification; deleted only after it, so a damaged copy never costs the state.
  const occupied = !(await isEmptyState(stateDir));
  if (occupied && !options.force) {
    throw new Error(
      `El estado local ${stateDir} no está vacío. Usa otra carpeta con --persist-to, o --force para reemplazarlo (se borra ${dataDir(stateDir)})`,
    );
  }
  const manifest = await verifyBackup(dir, log, options.identity);
  const opener = openerFor(manifest, options.identity);
  const plaintext = async (file: string) => {
    const bytes = await readFile(file);
    return opener ? opener.openBytes(bytes) : bytes;
  };
  if (occupied) {
    log(`--force: borrando ${dataDir(stateDir)}`);
    await rm(dataDir(stateDir), { recursive: true, force: true });
  }

  const local = await openLocalState(stateDir);
  try {
    const statements = replayOrder(unstable_splitSqlQuery(new TextDecoder().decode(await plaintext(join(dir, D1_FILE)))));
    log(`D1: cargando ${statements.length} sentencias…`);
    try {
      await local.DB.batch(statements.map((statement) => local.DB.prepare(statement)));
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error;
      throw new Error(`D1 no aceptó ${D1_FILE}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause: error });
    }
    const migrations = await local.DB.prepare('SELECT name FROM d1_migrations ORDER BY id')
      .all<{ name: string }>()
      .catch(() => null);
    const applied = migrations?.results.map((row) => row.name) ?? [];
    log(`D1: cargada${applied.length > 0 ? ` (última migración: ${applied.at(-1)})` : ''}`);
    const pending = await pendingMigrations(applied);
    if (pending.length > 0) {
      log(
        `Aviso: esta versión del código trae ${pending.length} migración(es) que la copia no tiene (${pending.join(', ')}): ` +
          `npx wrangler d1 migrations apply DB --local --persist-to ${stateDir}`,
      );
    }

    const objectsRoot = join(dir, OBJECTS_DIR);
    let done = 0;
    const step = Math.max(1, Math.ceil(manifest.r2.count / 10));
    await forEachLimited(manifest.r2.objects, PARALLEL, async (object) => {
      const bytes = await plaintext(resolveInside(objectsRoot, object.path));
      // Checked again as loaded: the file is read a second time, and what goes into R2 is this reading.
      if (createHash('sha256').update(bytes).digest('hex') !== object.sha256) {
        throw new Error(`${OBJECTS_DIR}/${object.path} cambió después de verificarlo`);
      }
      await local.MEDIA.put(object.key, bytes, metadataOf(object));
      done++;
      if (done % step === 0 || done === manifest.r2.count) log(`R2: ${done}/${manifest.r2.count} objetos cargados`);
    });

    // What the bucket now holds, against what the manifest lists.
    const stored = new Map<string, number>();
    for await (const object of listBucket(local.MEDIA)) stored.set(object.key, object.size);
    const wrong = manifest.r2.objects.filter((object) => stored.get(object.key) !== object.size);
    if (wrong.length > 0 || stored.size !== manifest.r2.count) {
      throw new Error(
        `R2 quedó distinto de la copia (${stored.size} objetos; ${wrong.length} faltan o difieren, p. ej. ${wrong[0]?.key ?? '-'})`,
      );
    }
  } catch (error) {
    await local.dispose().catch(() => {});
    await rm(dataDir(stateDir), { recursive: true, force: true });
    throw error;
  }
  await local.dispose();
  return manifest;
}

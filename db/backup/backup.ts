/**
 * A backup: D1 first, then R2, into a sibling `.partial` folder that becomes the named folder only once the
 * manifest is written, so a folder with that name is always a whole backup.
 *
 * D1 before R2 on purpose: media is uploaded before the row that names it, so every object the dump names was
 * already in R2 when the listing started. Objects uploaded meanwhile are unnamed extras (the daily clean-up
 * removes such leftovers); one deleted in between is reported as missing.
 */
import { createReadStream } from 'node:fs';
import { chmod, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Sealer } from './age';
import { etagMatches, hashFile, makePrivateDir, PRIVATE_FILE_MODE, writeHashed, type FileDigest } from './hashed-files';
import { unstable_splitSqlQuery } from 'wrangler';
import { hashedKeyPath, OBJECTS_DIR, planObjectPaths } from './key-paths';
import {
  D1_FILE,
  dumpContents,
  entryFor,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  SEALED_MANIFEST_FILE,
  summaryOf,
  type BackupManifest,
  type DumpContents,
  type ObjectEntry,
  type ObjectMetadata,
} from './manifest';
import { forEachLimited } from './parallel';
import { appInfo } from './project';
import type { BackupSource, SourceObject } from './source';

/** Downloads at once: enough to hide a round trip to R2, few enough for a small machine. */
const PARALLEL = 4;

export type Log = (line: string) => void;

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function assertUsable(dir: string): Promise<void> {
  try {
    if ((await readdir(dir)).length > 0) throw new Error(`La carpeta ${dir} ya existe y no está vacía: elige otra con --out`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

async function copyObject(
  source: BackupSource,
  object: SourceObject,
  file: string,
  sealer: Sealer | undefined,
): Promise<{ size: number; sha256: string; metadata: ObjectMetadata } | null> {
  const fetched = await source.getObject(object.key);
  if (!fetched) return null;
  const digest = await writeHashed(fetched.body, file, sealer);
  if (digest.size !== object.size) {
    throw new Error(`R2 entregó ${digest.size} bytes de ${object.key}, y su lista decía ${object.size}; vuelve a intentarlo`);
  }
  if (!etagMatches(fetched.etag, digest))
    throw new Error(`El contenido de ${object.key} no coincide con su ETag de R2; vuelve a intentarlo`);
  return { size: digest.size, sha256: digest.sha256, metadata: fetched.metadata };
}

/** Rows per table and the migration level of a dump file (the plaintext). */
async function contentsOf(file: string): Promise<DumpContents> {
  return dumpContents(unstable_splitSqlQuery(await readFile(file, 'utf8')));
}

/**
 * The dump as the source writes it, made private, and sealed when asked: the plaintext lives only inside the
 * copy's own 0700 folder, and only until it is sealed (and counted).
 */
async function exportD1(source: BackupSource, work: string, sealer: Sealer | undefined): Promise<FileDigest & { contents: DumpContents }> {
  const file = join(work, D1_FILE);
  if (!sealer) {
    await source.exportD1(file);
    await chmod(file, PRIVATE_FILE_MODE);
    return { ...(await hashFile(file)), contents: await contentsOf(file) };
  }
  const plain = join(work, `${D1_FILE}.plain`);
  try {
    await source.exportD1(plain);
    await chmod(plain, PRIVATE_FILE_MODE);
    const contents = await contentsOf(plain);
    return { ...(await writeHashed(createReadStream(plain), file, sealer)), contents };
  } finally {
    await rm(plain, { force: true });
  }
}

/** `sealer`: seal every file to the operator's age recipients (./age.ts); without it the copy is plaintext. */
export async function backup(source: BackupSource, outDir: string, log: Log, options: { sealer?: Sealer } = {}): Promise<BackupManifest> {
  const { sealer } = options;
  const dir = resolve(outDir);
  await assertUsable(dir);
  const work = `${dir}.partial`;
  await rm(work, { recursive: true, force: true });
  await makePrivateDir(work);
  // A folder that already existed (empty, see assertUsable) is replaced by `work` at the end, and so is its mode.

  try {
    const createdAt = new Date().toISOString();
    log(`D1 (${source.database}): exportando desde ${source.where}${sealer ? ' (cifrada con age)' : ''}…`);
    const d1 = await exportD1(source, work, sealer);
    log(`D1: ${D1_FILE}, ${megabytes(d1.size)}`);

    log(`R2 (${source.bucket}): listando objetos…`);
    const listed: SourceObject[] = [];
    for await (const object of source.listObjects()) listed.push(object);
    // A sealed copy's files are named by their key's hash: a readable key names the uploader's account.
    const keys = listed.map((object) => object.key);
    const paths = sealer ? new Map(keys.map((key) => [key, hashedKeyPath(key)])) : planObjectPaths(keys);
    const total = listed.reduce((sum, object) => sum + object.size, 0);
    log(`R2: ${listed.length} objetos, ${megabytes(total)}`);

    const entries: ObjectEntry[] = [];
    const missing: string[] = [];
    let done = 0;
    const step = Math.max(1, Math.ceil(listed.length / 10));
    await forEachLimited(listed, PARALLEL, async (object) => {
      const path = paths.get(object.key)!;
      const copied = await copyObject(source, object, join(work, OBJECTS_DIR, ...path.split('/')), sealer);
      if (copied) entries.push(entryFor(object.key, path, copied, copied.metadata));
      else missing.push(object.key);
      done++;
      if (done % step === 0 || done === listed.length) log(`R2: ${done}/${listed.length} objetos copiados`);
    });
    for (const key of missing) log(`Aviso: ${key} se borró de R2 durante la copia; no está en ella`);

    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      created_at: createdAt,
      source: source.kind,
      ...(sealer ? { encryption: 'age' as const } : {}),
      app: appInfo(),
      d1: { database: source.database, file: D1_FILE, size: d1.size, sha256: d1.sha256 },
      r2: {
        bucket: source.bucket,
        count: entries.length,
        total_size: entries.reduce((sum, entry) => sum + entry.size, 0),
        objects: entries,
      },
      contents: d1.contents,
    };
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    if (sealer) {
      // The whole manifest sealed like the data; beside it, readable, what the copy is and nothing about anyone.
      await writeHashed(new Blob([text]).stream(), join(work, SEALED_MANIFEST_FILE), sealer);
      await writeFile(join(work, MANIFEST_FILE), `${JSON.stringify(summaryOf(manifest), null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
    } else {
      await writeFile(join(work, MANIFEST_FILE), text, { mode: PRIVATE_FILE_MODE });
    }
    // An empty folder of that name may exist (assertUsable); rmdir removes nothing else.
    await rmdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(work, dir);
    return manifest;
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

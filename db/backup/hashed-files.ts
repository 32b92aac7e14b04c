/**
 * Writing and reading a backup's files with their SHA-256 (what the manifest records) and MD5 (what R2's ETag
 * is for an object uploaded in one part, so a download can be checked against the source), streaming, so a
 * 65 MB video never sits whole in memory. The digests are always of the plaintext: a sealed copy (./age.ts)
 * is checked by opening it.
 *
 * A copy holds customers' personal data and password hashes: its folders are made 0700 and its files 0600,
 * readable by the operator's account alone whatever the machine's umask allows others.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rm, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import type { Opener, Sealer } from './age';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export type FileDigest = { size: number; sha256: string; md5: string };

/** Passes bytes through unchanged, hashing them on the way. */
function digester() {
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  const stream = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      sha256.update(chunk);
      md5.update(chunk);
      size += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, result: (): FileDigest => ({ size, sha256: sha256.digest('hex'), md5: md5.digest('hex') }) };
}

const toWeb = (body: ReadableStream<Uint8Array> | Readable): ReadableStream<Uint8Array> =>
  body instanceof Readable ? (Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>) : body;

const toNode = (body: ReadableStream<Uint8Array>): Readable => Readable.fromWeb(body as unknown as NodeWebReadableStream<Uint8Array>);

/** A folder of the copy (and any missing parent), private to the operator. */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Streams `body` into `file` (creating its folders), sealed when a `sealer` is given, through a temporary name
 * so a cut-off write never looks whole. Refuses to replace an existing file. Returns the plaintext's digest.
 */
export async function writeHashed(body: ReadableStream<Uint8Array> | Readable, file: string, sealer?: Sealer): Promise<FileDigest> {
  await makePrivateDir(dirname(file));
  const partial = `${file}.partial`;
  const { stream, result } = digester();
  try {
    const plain = toWeb(body).pipeThrough(stream);
    const out = sealer ? await sealer.seal(plain) : plain;
    await pipeline(toNode(out), createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  // link, not rename: it refuses an existing file, so two keys can never silently share one path.
  try {
    await link(partial, file);
  } finally {
    await unlink(partial);
  }
  return result();
}

/** The digest of a file's plaintext: opened first when the copy is sealed. */
export async function hashFile(file: string, opener?: Opener): Promise<FileDigest> {
  const { stream, result } = digester();
  const stored = toWeb(createReadStream(file));
  const plain = opener ? await opener.open(stored) : stored;
  // Only the digest is wanted: the bytes go nowhere.
  await plain.pipeThrough(stream).pipeTo(new WritableStream());
  return result();
}

/** R2's ETag is the hex MD5 of the bytes for a single-part upload (multipart ETags carry a "-N" suffix). */
export function etagMatches(etag: string | undefined, digest: FileDigest): boolean {
  const clean = etag?.replace(/^W\//, '').replace(/"/g, '');
  return !clean || !/^[0-9a-f]{32}$/i.test(clean) || clean.toLowerCase() === digest.md5;
}

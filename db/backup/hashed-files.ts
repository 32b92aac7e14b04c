/**
 * Writing and reading a backup's files with their SHA-256 (what the manifest records) and MD5 (what R2's ETag
 * is for an object uploaded in one part, so a download can be checked against the source), streaming, so a
 * 65 MB video never sits whole in memory.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rm, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export type FileDigest = { size: number; sha256: string; md5: string };

function digester() {
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sha256.update(chunk);
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { transform, result: (): FileDigest => ({ size, sha256: sha256.digest('hex'), md5: md5.digest('hex') }) };
}

/**
 * Streams `body` into `file` (creating its folders), through a temporary name so a cut-off write never looks
 * whole. Refuses to replace an existing file.
 */
export async function writeHashed(body: ReadableStream<Uint8Array> | Readable, file: string): Promise<FileDigest> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const { transform, result } = digester();
  const source = body instanceof Readable ? body : Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  try {
    await pipeline(source, transform, createWriteStream(partial, { flags: 'wx' }));
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

export async function hashFile(file: string): Promise<FileDigest> {
  const { transform, result } = digester();
  // Only the digest is wanted: the bytes go nowhere.
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(createReadStream(file), transform, sink);
  return result();
}

/** R2's ETag is the hex MD5 of the bytes for a single-part upload (multipart ETags carry a "-N" suffix). */
export function etagMatches(etag: string | undefined, digest: FileDigest): boolean {
  const clean = etag?.replace(/^W\//, '').replace(/"/g, '');
  return !clean || !/^[0-9a-f]{32}$/i.test(clean) || clean.toLowerCase() === digest.md5;
}

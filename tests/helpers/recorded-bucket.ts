import { createHash } from 'node:crypto';
import type { MediaBucket } from '../../worker/media/bucket';

/**
 * Where R2 should fail, as a network error to R2 would: `uploadPart` of part number `part` rejects, and/or the
 * multipart upload's `abort` rejects (then nothing is aborted in R2: the parts it got wait for its own clean-up,
 * which is not an object anyone can list or read).
 */
export type BucketFaults = { part?: number; abort?: boolean };

/**
 * Wraps Miniflare's bucket to see what reaches R2 (each part's size, whether the upload was completed or aborted),
 * and to make one call fail when `faults` says so. `env` is what a request passes as its bindings.
 */
export function recordedBucket(bucket: R2Bucket, faults: BucketFaults = {}) {
  const log = { parts: [] as number[], puts: 0, aborted: 0, completed: 0 };
  const wrapper: MediaBucket = {
    put: (...args: Parameters<R2Bucket['put']>) => {
      log.puts += 1;
      return bucket.put(...args);
    },
    delete: (keys: string | string[]) => bucket.delete(keys),
    async createMultipartUpload(key: string, options?: R2MultipartOptions) {
      const upload = await bucket.createMultipartUpload(key, options);
      const recorded: R2MultipartUpload = {
        key: upload.key,
        uploadId: upload.uploadId,
        // Method syntax: the uploader only ever sends a part's bytes as one array.
        uploadPart(number: number, value: Uint8Array) {
          log.parts.push(value.byteLength);
          if (number === faults.part) return Promise.reject(new Error(`R2 uploadPart ${number}: network connection lost`));
          return upload.uploadPart(number, value);
        },
        async complete(parts: R2UploadedPart[]) {
          log.completed += 1;
          return upload.complete(parts);
        },
        async abort() {
          log.aborted += 1;
          if (faults.abort) throw new Error('R2 abortMultipartUpload: network connection lost');
          return upload.abort();
        },
      };
      return recorded;
    },
  };
  return { log, env: { MEDIA: wrapper } };
}

/** `chunks` passed on as they are, hashed on the way: `digest()` once they are all sent. */
export function hashedWhileSent(chunks: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  async function* pass() {
    for await (const chunk of chunks) {
      hash.update(chunk);
      yield chunk;
    }
  }
  return { chunks: pass(), digest: () => hash.digest('hex') };
}

/** The stored object's size and SHA-256, read as a stream (a video is never held whole), or null. */
export async function storedDigest(bucket: R2Bucket, key: string): Promise<{ size: number; sha256: string } | null> {
  const stored = await bucket.get(key);
  if (!stored) return null;
  const hash = createHash('sha256');
  const reader = stored.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) hash.update(next.value);
  return { size: stored.size, sha256: hash.digest('hex') };
}

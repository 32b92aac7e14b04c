import { httpMetadata, type MediaBucket } from './bucket';
import { log } from '../log';

/**
 * R2 wants every part of a multipart upload but the last to have the same size, at least 5 MiB.
 * 10 MiB keeps the isolate's memory at one part (a 65 MB video is 7 parts) while keeping calls few.
 */
export const PART_SIZE = 10 * 1024 * 1024;

export type StreamOptions = {
  contentType: string;
  /** Most bytes accepted; one more and the upload is aborted and `tooLarge()` thrown. */
  maxBytes: number;
  tooLarge: () => Error;
  partSize?: number;
};

/** One R2 multipart upload, begun lazily with its first part, so a small body never opens one. */
class PartUploader {
  private upload: R2MultipartUpload | null = null;
  private readonly parts: R2UploadedPart[] = [];

  constructor(
    private readonly bucket: MediaBucket,
    private readonly key: string,
    private readonly options: R2MultipartOptions,
  ) {}

  get started(): boolean {
    return this.upload !== null;
  }

  async send(bytes: Uint8Array): Promise<void> {
    this.upload ??= await this.bucket.createMultipartUpload(this.key, this.options);
    // Awaited before the caller refills the buffer: once uploadPart resolves, R2 has the bytes.
    this.parts.push(await this.upload.uploadPart(this.parts.length + 1, bytes));
  }

  async complete(): Promise<void> {
    await this.upload?.complete(this.parts);
  }

  async abort(): Promise<void> {
    await this.upload?.abort().catch((error: unknown) => log.error('r2_abort_failed', error, { key: this.key }));
  }
}

/**
 * Writes a stream of chunks to R2 under `key` without ever holding it whole: chunks are copied into
 * one part-sized buffer, which is sent when full and then reused. A body smaller than one part is a
 * single `put`. On any failure (too large, a broken body, R2 refusing) the multipart upload is
 * aborted, so nothing half-written stays behind, and the error is rethrown. Returns the byte count.
 */
export async function streamToR2(
  bucket: MediaBucket,
  key: string,
  chunks: AsyncIterable<Uint8Array>,
  options: StreamOptions,
): Promise<number> {
  const partSize = options.partSize ?? PART_SIZE;
  const metadata = { httpMetadata: httpMetadata(options.contentType) };
  const uploader = new PartUploader(bucket, key, metadata);
  const part = new Uint8Array(partSize);
  let filled = 0;
  let total = 0;
  try {
    for await (const chunk of chunks) {
      total += chunk.length;
      if (total > options.maxBytes) throw options.tooLarge();
      for (let offset = 0; offset < chunk.length;) {
        const take = Math.min(partSize - filled, chunk.length - offset);
        part.set(chunk.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === partSize) {
          await uploader.send(part);
          filled = 0;
        }
      }
    }
    if (!uploader.started) {
      await bucket.put(key, part.subarray(0, filled), metadata);
      return total;
    }
    if (filled > 0) await uploader.send(part.subarray(0, filled));
    await uploader.complete();
    return total;
  } catch (error) {
    await uploader.abort();
    throw error;
  }
}

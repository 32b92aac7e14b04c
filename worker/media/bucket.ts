/**
 * The part of R2 uploads and deletions use. The Worker's `MEDIA` binding fits it, and so does
 * Miniflare's bucket in tests, or a wrapper that records the calls (how the part sizes are measured).
 */
export type MediaBucket = Pick<R2Bucket, 'put' | 'delete' | 'createMultipartUpload'>;

/** A key never changes content (a replaced photo gets a new key), so caches may keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const httpMetadata = (contentType: string): R2HTTPMetadata => ({ contentType, cacheControl: IMMUTABLE });

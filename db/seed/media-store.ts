/**
 * The little of R2 the seed needs. The Worker's `R2Bucket` (and the binding `getPlatformProxy` hands
 * to Node) satisfies it structurally, so the seed runs against local R2, real R2 or memory alike.
 */
export type MediaPutOptions = { httpMetadata?: { contentType?: string; cacheControl?: string } };

export interface MediaStore {
  head(key: string): Promise<unknown | null>;
  put(key: string, value: ArrayBuffer | Uint8Array, options?: MediaPutOptions): Promise<unknown>;
}

/** Fails to compile if R2Bucket ever stops fitting MediaStore (e.g. after `wrangler types`). */
type Assert<T extends true> = T;
export type R2BucketFitsMediaStore = Assert<R2Bucket extends MediaStore ? true : false>;

export type StoredMedia = { key: string; size: number; body: Uint8Array; httpMetadata: MediaPutOptions['httpMetadata'] };

/** An in-memory MediaStore for tests; `objects` lets a test look at what was stored. */
export function memoryMediaStore(): MediaStore & { readonly objects: ReadonlyMap<string, StoredMedia> } {
  const objects = new Map<string, StoredMedia>();
  return {
    objects,
    async head(key) {
      const object = objects.get(key);
      // Like R2's head: metadata without the body.
      return object ? { key: object.key, size: object.size, httpMetadata: object.httpMetadata } : null;
    },
    async put(key, value, options) {
      // Copy, so a caller reusing its buffer cannot change what was "uploaded".
      const body = value instanceof Uint8Array ? value.slice() : new Uint8Array(value.slice(0));
      const object = { key, size: body.byteLength, body, httpMetadata: options?.httpMetadata };
      objects.set(key, object);
      return { key, size: object.size };
    },
  };
}

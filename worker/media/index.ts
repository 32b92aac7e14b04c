/**
 * What the rest of the Worker (memorial services, public pages) uses from media: the upload routes
 * live in worker/api/uploads.ts and serving in ./routes.ts.
 */
export type { MediaBucket } from './bucket';
export { assertOwnedMedia } from './ownership';
export { deleteMedia } from './delete';
export { variantsFor } from './variants';
export { keyFromMediaUrl, mediaUrl } from './keys';

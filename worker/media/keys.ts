import type { MediaKind } from '../../db/schema/enums';
import type { UploadedMedia } from '../schemas/uploads';
import { mediaUrl } from '../schemas/media-urls';

// The URL helpers are pure and live with the schemas that check stored addresses (docs/architecture.md).
export { KEY_PATTERN, isMediaKey, keyFromMediaUrl, mediaUrl } from '../schemas/media-urls';

/** Where anonymous uploads (a visitor's memory photo) live: they have no owner id. */
export const ANONYMOUS_OWNER = 'anon';

/** A fresh key: the client's file name never becomes part of a path. */
export function newMediaKey(kind: MediaKind, ownerId: string | null, ext: string): string {
  return `${kind}/${ownerId ?? ANONYMOUS_OWNER}/${crypto.randomUUID()}.${ext}`;
}

/** The answer's data for a stored object (`publicUrl` and `url` are the same `/media/{key}`). */
export function uploadedMedia(key: string, contentType: string, size: number): UploadedMedia {
  const url = mediaUrl(key);
  return { publicUrl: url, url, key, contentType, size };
}

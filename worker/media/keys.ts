import type { MediaKind } from '../../db/schema/enums';
import type { UploadedMedia } from '../schemas/uploads';

/** Keys are made by the server ({kind}/{ownerId}/{uuid}.{ext}); anything else is not ours. */
export const KEY_PATTERN = /^[a-z_]+\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+\.[a-z0-9]+$/;

/** Where anonymous uploads (a visitor's memory photo) live: they have no owner id. */
export const ANONYMOUS_OWNER = 'anon';

const MEDIA_PREFIX = '/media/';

/** A fresh key: the client's file name never becomes part of a path. */
export function newMediaKey(kind: MediaKind, ownerId: string | null, ext: string): string {
  return `${kind}/${ownerId ?? ANONYMOUS_OWNER}/${crypto.randomUUID()}.${ext}`;
}

export const isMediaKey = (key: string): boolean => KEY_PATTERN.test(key) && !key.includes('..');

/** The URL pages and memorial records use for a stored object. */
export const mediaUrl = (key: string): string => `${MEDIA_PREFIX}${key}`;

/** The key behind a `/media/{key}` URL, or null for anything else (an outside link, a template file). */
export function keyFromMediaUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return isMediaKey(key) ? key : null;
}

/** The answer's data for a stored object (`publicUrl` and `url` are the same `/media/{key}`). */
export function uploadedMedia(key: string, contentType: string, size: number): UploadedMedia {
  const url = mediaUrl(key);
  return { publicUrl: url, url, key, contentType, size };
}

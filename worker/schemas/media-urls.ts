/**
 * What a `/media/{key}` URL looks like, pure so the settings schema (and the islands that import it) can check a
 * stored image's address without importing `worker/media/` (docs/architecture.md, "Schemas are leaves").
 * `worker/media/keys.ts` re-exports these beside the key makers.
 */

/** Keys are made by the server ({kind}/{ownerId}/{uuid}.{ext}); anything else is not ours. */
export const KEY_PATTERN = /^[a-z_]+\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+\.[a-z0-9]+$/;

const MEDIA_PREFIX = '/media/';

export const isMediaKey = (key: string): boolean => KEY_PATTERN.test(key) && !key.includes('..');

/** The URL pages and memorial records use for a stored object. */
export const mediaUrl = (key: string): string => `${MEDIA_PREFIX}${key}`;

/** The key behind a `/media/{key}` URL, or null for anything else (an outside link, a template file). */
export function keyFromMediaUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return isMediaKey(key) ? key : null;
}

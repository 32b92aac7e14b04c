import type { MediaKind } from '../../db/schema/enums';
import { log } from '../log';

/**
 * What memorial services need from media storage, kept as a small interface so the rules can be
 * tested without R2: refuse URLs the owner did not upload, and delete what a memorial no longer uses.
 */
export interface MediaPort {
  /** Throws a 400 'Archivo no válido' when any URL is not an object this owner stored (of one of `kinds`, if given). */
  assertOwned(ownerId: string, urls: string[], kinds?: readonly MediaKind[]): Promise<void>;
  /** Deletes the objects (and their phone-sized variants); unknown URLs are ignored. */
  remove(urls: string[]): Promise<void>;
}

/**
 * Deletes files a write no longer shows, after that write is stored: a failure (R2 down) is logged and the
 * request still succeeds, since what it changed is saved and its pages purged. The files' `media_objects`
 * rows stay when R2 fails (worker/media/delete.ts deletes objects first), so the daily clean-up
 * (services/cleanup.ts) removes what is left once nothing shows it.
 */
export async function removeUnused(media: MediaPort, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  try {
    await media.remove(urls);
  } catch (error) {
    log.error('media_delete_failed', error, { files: urls.length });
  }
}

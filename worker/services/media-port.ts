import type { MediaKind } from '../../db/schema/enums';

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

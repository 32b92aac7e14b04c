import type { Db } from '../../db/client';
import { mediaObjects } from '../../db/schema';
import type { MediaKind } from '../../db/schema/enums';
import { badRequest } from '../errors';
import { UPLOAD_MESSAGES } from '../schemas/uploads';
import { isMediaKey, keyFromMediaUrl } from './keys';
import { findMediaRow, rowsWhereIn, type MediaRow } from './records';

export const pixels = (row: { width: number | null; height: number | null }) => (row.width ?? 0) * (row.height ?? 0);

/**
 * For each original key, the key of its smallest stored rendition (fewest pixels, then fewest bytes),
 * so a public page can put the phone-sized file in `src` and keep the original for the lightbox.
 * Keys without a rendition are simply absent from the map.
 */
export async function variantsFor(db: Db, keys: string[]): Promise<Map<string, string>> {
  const smallest = new Map<string, MediaRow>();
  for (const row of await rowsWhereIn(db, mediaObjects.variantOf, keys)) {
    if (!row.variantOf) continue;
    const best = smallest.get(row.variantOf);
    const smaller = !best || pixels(row) < pixels(best) || (pixels(row) === pixels(best) && row.size < best.size);
    if (smaller) smallest.set(row.variantOf, row);
  }
  return new Map([...smallest].map(([original, row]) => [original, row.key]));
}

/**
 * The original a phone rendition is uploaded for: an image of the same kind that the same person
 * uploaded before, and not itself a rendition. Anything else (someone else's key, an unknown key, an
 * anonymous uploader, who owns nothing) is 400 'Imagen original no válida'.
 */
export async function findOriginal(db: Db, ownerId: string | null, kind: MediaKind, reference: string): Promise<MediaRow> {
  const key = keyFromMediaUrl(reference) ?? reference;
  const row = ownerId !== null && isMediaKey(key) ? await findMediaRow(db, key) : undefined;
  const valid =
    row && row.ownerId === ownerId && row.variantOf === null && row.kind === kind && row.contentType.startsWith('image/');
  if (!valid) throw badRequest(UPLOAD_MESSAGES.invalidOriginal);
  return row;
}

import type { Db } from '../../db/client';
import { mediaObjects } from '../../db/schema';
import type { MediaKind } from '../../db/schema/enums';
import { badRequest, conflict } from '../errors';
import { MAX_POSTER, MAX_RENDITION_SIDE, UPLOAD_MESSAGES } from '../schemas/uploads';
import type { ImageSize } from './image-size';
import { isMediaKey, keyFromMediaUrl } from './keys';
import { findMediaRow, rowsWhereIn, type MediaRow } from './records';
import { PHONE_RENDITION_WIDTH } from '../schemas/rendition-widths';

export const pixels = (row: { width: number | null; height: number | null }) => (row.width ?? 0) * (row.height ?? 0);

/**
 * For each original key, the key of its smallest stored rendition (fewest pixels, then fewest bytes),
 * so a public page can put the phone-sized file in `src` and keep the original for the lightbox. A portrait copy
 * (narrower than the phone rendition, worker/schemas/rendition-widths.ts) is taken only when the photo has nothing wider: a link
 * preview or a printed card wants the phone rendition. Keys without a rendition are simply absent from the map.
 */
export async function variantsFor(db: Db, keys: string[]): Promise<Map<string, string>> {
  const smallest = new Map<string, MediaRow>();
  const narrow = (row: MediaRow) => (row.width ?? 0) < PHONE_RENDITION_WIDTH;
  for (const row of await rowsWhereIn(db, mediaObjects.variantOf, keys)) {
    if (!row.variantOf) continue;
    const best = smallest.get(row.variantOf);
    const wider = best !== undefined && narrow(best) && !narrow(row);
    const narrower = best !== undefined && !narrow(best) && narrow(row);
    const smaller = !best || wider || (!narrower && (pixels(row) < pixels(best) || (pixels(row) === pixels(best) && row.size < best.size)));
    if (smaller) smallest.set(row.variantOf, row);
  }
  return new Map([...smallest].map(([original, row]) => [original, row.key]));
}

/**
 * The original a rendition is uploaded for: an image of the same kind that the same person uploaded
 * before, and not itself a rendition; for a 'thumbnail', the video it is the poster frame of. Anything else
 * (someone else's key, an unknown key, an anonymous uploader, who owns nothing) is 400 'Imagen original no
 * válida' (for a poster, 'Video no válido para esta portada').
 */
export async function findOriginal(db: Db, ownerId: string | null, kind: MediaKind, reference: string): Promise<MediaRow> {
  const key = keyFromMediaUrl(reference) ?? reference;
  const row = ownerId !== null && isMediaKey(key) ? await findMediaRow(db, key) : undefined;
  const poster = kind === 'thumbnail';
  const wanted = poster ? { kind: 'video', type: 'video/' } : { kind, type: 'image/' };
  const valid =
    row && row.ownerId === ownerId && row.variantOf === null && row.kind === wanted.kind && row.contentType.startsWith(wanted.type);
  if (!valid) throw badRequest(poster ? UPLOAD_MESSAGES.invalidVideo : UPLOAD_MESSAGES.invalidOriginal);
  return row;
}

/**
 * The size rules of a stored copy (docs/features/public-pages.md), checked before anything is put in R2: a video's poster frame is
 * within 400 × 300 and a video has one; a photo's rendition has fewer pixels than its original and at most
 * 1280 px on its long side, so a page never offers a "rendition" as heavy as the photo.
 */
export async function assertVariantSize(db: Db, image: { kind: MediaKind; size: ImageSize }, original: MediaRow | null): Promise<void> {
  const { size } = image;
  if (image.kind === 'thumbnail') {
    if (size.width > MAX_POSTER.width || size.height > MAX_POSTER.height) throw badRequest(UPLOAD_MESSAGES.posterTooLarge);
    if (original && (await rowsWhereIn(db, mediaObjects.variantOf, [original.key])).length > 0) throw conflict(UPLOAD_MESSAGES.posterTaken);
    return;
  }
  if (!original) return;
  if (pixels(size) >= pixels(original)) throw badRequest(UPLOAD_MESSAGES.variantNotSmaller);
  if (Math.max(size.width, size.height) > MAX_RENDITION_SIDE) throw badRequest(UPLOAD_MESSAGES.variantTooLarge);
}

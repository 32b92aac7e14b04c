import type { Db } from '../../db/client';
import type { MediaKind } from '../../db/schema/enums';
import type { UploadedMedia } from '../schemas/uploads';
import { httpMetadata, type MediaBucket } from './bucket';
import type { MediaFormat } from './formats';
import { imageSize } from './image-size';
import { newMediaKey, uploadedMedia } from './keys';
import { insertMediaRow } from './records';
import { unsupported } from './upload-errors';
import { assertVariantSize, findOriginal } from './variants';

export type ImageUpload = {
  ownerId: string | null;
  kind: MediaKind;
  /** Key or URL of the original when this is one of its renditions (or of the video when this is its poster). */
  variantOf?: string;
  format: MediaFormat;
  bytes: Uint8Array;
};

/**
 * Stores a checked image (at most 2 MB, already in memory) with its pixel size, then records it.
 * The object is put before its row, so a row never points at a missing object; if the row cannot be
 * written, the object is removed again.
 */
export async function storeImage(deps: { db: Db; bucket: MediaBucket }, image: ImageUpload): Promise<UploadedMedia> {
  // WebP is the thumbnail format the browser makes; for photos docs/product allows JPG and PNG only.
  if (image.format.ext === 'webp' && image.kind !== 'thumbnail') throw unsupported('image');
  const size = imageSize(image.bytes, image.format);
  if (!size) throw unsupported('image');
  const original = image.variantOf ? await findOriginal(deps.db, image.ownerId, image.kind, image.variantOf) : null;
  await assertVariantSize(deps.db, { kind: image.kind, size }, original);

  const { contentType, ext } = image.format;
  const key = newMediaKey(image.kind, image.ownerId, ext);
  await deps.bucket.put(key, image.bytes, { httpMetadata: httpMetadata(contentType) });
  try {
    await insertMediaRow(deps.db, {
      key,
      ownerId: image.ownerId,
      kind: image.kind,
      contentType,
      size: image.bytes.length,
      width: size.width,
      height: size.height,
      variantOf: original?.key ?? null,
    });
  } catch (error) {
    await deps.bucket.delete(key);
    throw error;
  }
  return uploadedMedia(key, contentType, image.bytes.length);
}

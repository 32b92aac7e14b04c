/**
 * The memorial photos and videos sent to the upload API (POST /api/upload-proxy/proxy, /api/upload/video)
 * through the typed client's addresses, with per-file progress (site/lib/media/upload-request.ts).
 */
import { api } from '../api-client';
import { makePhoneRendition } from './media-canvas';
import { FILE_TEXTS } from '../memorial/memorial-messages';
import { uploadFile, type Progress, type UploadResult } from './upload-request';

export { uploadFile, uploadPercent, type Progress, type Uploaded, type UploadOptions, type UploadResult } from './upload-request';

/** 'thumbnail' is the video's poster frame, the one kind the API accepts as WebP. */
export type ImageType = 'profile' | 'gallery' | 'thumbnail';

/** A memorial photo (or the video's thumbnail) through POST /api/upload-proxy/proxy. */
export function uploadImage(
  file: Blob,
  fileName: string,
  type: ImageType,
  options: { variantOf?: string; onProgress?: Progress; failure?: string } = {},
) {
  const fields: Record<string, string> = { type };
  if (options.variantOf) fields.variant_of = options.variantOf;
  const failure = options.failure ?? FILE_TEXTS.uploadImageFailed;
  return uploadFile(api.uploadProxy.proxy.$url().href, 'file', file, fileName, { fields, onProgress: options.onProgress, failure });
}

/** A memorial video through POST /api/upload/video (streamed into storage by the Worker). */
export function uploadVideo(file: File, onProgress?: Progress) {
  return uploadFile(api.upload.video.$url().href, 'video', file, file.name, { onProgress, failure: FILE_TEXTS.uploadVideoFailed });
}

const renditionName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'foto'}-480.jpg`;

/**
 * A photo (already prepared by its picker: prepare-photo.ts) and then its phone-sized copy (made here with
 * a canvas, sent with `variant_of` = the original's key), so public pages can give phones the small file.
 * The copy is a bonus: if it cannot be made or sent, the photo is still uploaded and pages fall back to
 * the original.
 */
export async function uploadPhoto(
  file: File,
  type: ImageType,
  onProgress?: Progress,
  failure: string = FILE_TEXTS.uploadImageFailed,
): Promise<UploadResult> {
  const original = await uploadImage(file, file.name, type, { onProgress, failure });
  if (!original.ok) return original;
  const small = await makePhoneRendition(file);
  if (small) {
    const rendition = await uploadImage(small, renditionName(file.name), type, { variantOf: original.data.key });
    if (!rendition.ok) console.warn('No se pudo guardar la versión para celular de la foto', rendition.error);
  }
  return original;
}

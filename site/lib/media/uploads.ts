/**
 * The memorial photos and videos sent to the upload API (POST /api/upload-proxy/proxy, /api/upload/video)
 * through the typed client's addresses, with per-file progress (site/lib/media/upload-request.ts).
 */
import { api } from '../api-client';
import { makeRenditions, makeVideoThumbnail } from './media-canvas';
import { FILE_TEXTS } from '../memorial/memorial-messages';
import { uploadFile, type Progress, type Uploaded, type UploadResult } from './upload-request';

export { uploadFile, uploadPercent, type Progress, type Uploaded, type UploadOptions, type UploadResult } from './upload-request';

/**
 * The memorial the editor's uploads are for, when one is being edited: the API counts a helping relative's uploads
 * against the memorial's owner (docs/features/family-circle.md, `?profile_id=` / `?family_profile_id=`). Null while creating.
 */
export type UploadMemorial = { profile_id: string } | { family_profile_id: string } | null;
let uploadMemorial: UploadMemorial = null;

/** Set by the edit wizards on mount; every later photo and video upload names the memorial. */
export function setUploadMemorial(target: UploadMemorial): void {
  uploadMemorial = target;
}

const proxyUrl = () => api.uploadProxy.proxy.$url(uploadMemorial ? { query: uploadMemorial } : undefined).href;
const videoUrl = () => api.upload.video.$url(uploadMemorial ? { query: uploadMemorial } : undefined).href;

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
  return uploadFile(proxyUrl(), 'file', file, fileName, { fields, onProgress: options.onProgress, failure });
}

/**
 * The video's poster frame (product §2.5's thumbnail), made from the chosen file and sent as kind 'thumbnail'
 * with `variant_of` = the stored video's key: pages find it beside its video, and deleting the video deletes it.
 * Best effort: without it the page shows the video without a poster, as before.
 */
export async function uploadPoster(file: Blob, video: Uploaded): Promise<string | null> {
  const image = await makeVideoThumbnail(file);
  if (!image) return null;
  const sent = await uploadImage(image, 'portada-video.webp', 'thumbnail', { variantOf: video.key });
  if (!sent.ok) console.warn('No se pudo guardar la portada del video', sent.error);
  return sent.ok ? sent.data.url : null;
}

/** A stored video with its poster's URL (undefined when none could be made or sent). */
export async function withPoster(file: Blob, result: UploadResult): Promise<UploadResult & { poster?: string }> {
  if (!result.ok) return result;
  const poster = await uploadPoster(file, result.data);
  return poster ? { ...result, poster } : result;
}

/** A memorial video through POST /api/upload/video (streamed into storage by the Worker), then its poster. */
export async function uploadVideo(file: File, onProgress?: Progress) {
  return withPoster(file, await uploadFile(videoUrl(), 'video', file, file.name, { onProgress, failure: FILE_TEXTS.uploadVideoFailed }));
}

const renditionName = (name: string, suffix: string) => `${name.replace(/\.[^.]+$/, '') || 'foto'}-${suffix}.jpg`;
const SUFFIX = { portrait: 'retrato', phone: '480', screen: '1280' } as const;

/**
 * A photo (already prepared by its picker: prepare-photo.ts) and then its renditions (made here with a
 * canvas, each sent with `variant_of` = the original's key): the phone's, about 480 px wide, for `src`, and the
 * screen's, 1280 px, that the lightbox takes on a phone instead of the 2048 px original (docs/features/public-pages.md). They are
 * a bonus; a memorial's own photo (type 'profile') also gets the portrait copy (its centred square at 240 px) that
 * round portraits take instead of the phone rendition (docs/performance.md). If one cannot be made or sent, the photo is
 * still uploaded and pages use what exists.
 */
export async function uploadPhoto(
  file: File,
  type: ImageType,
  onProgress?: Progress,
  failure: string = FILE_TEXTS.uploadImageFailed,
): Promise<UploadResult> {
  const original = await uploadImage(file, file.name, type, { onProgress, failure });
  if (!original.ok) return original;
  for (const { name, blob } of await makeRenditions(file, { portrait: type === 'profile' })) {
    const rendition = await uploadImage(blob, renditionName(file.name, SUFFIX[name]), type, { variantOf: original.data.key });
    if (!rendition.ok) console.warn('No se pudo guardar una versión reducida de la foto', rendition.error);
  }
  return original;
}

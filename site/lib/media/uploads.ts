/**
 * Sending files to the upload API with per-file progress (product §2.4: "per-file progress is shown as
 * percentages"). fetch() cannot report upload progress, so this one module uses XMLHttpRequest; like
 * apiFetch it answers with a result value, never an exception, and carries the server's Spanish message,
 * or the screen's own upload text (product §2.8) when there is none: a lost connection, a proxy's error page.
 */
import { makePhoneRendition } from './media-canvas';
import { FILE_TEXTS } from '../memorial/memorial-messages';

export type Uploaded = { url: string; key: string };
export type UploadResult = { ok: true; data: Uploaded } | { ok: false; status: number; error: string };
export type Progress = (percent: number) => void;

type Envelope = { success?: boolean; error?: unknown; data?: { publicUrl?: unknown; key?: unknown } };

function parse(text: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

function answer(xhr: XMLHttpRequest, failure: string): UploadResult {
  const body = parse(xhr.responseText);
  const url = body?.data?.publicUrl;
  const key = body?.data?.key;
  if (xhr.status >= 200 && xhr.status < 300 && body?.success !== false && typeof url === 'string' && typeof key === 'string') {
    return { ok: true, data: { url, key } };
  }
  const error = typeof body?.error === 'string' && body.error ? body.error : xhr.status === 401 ? FILE_TEXTS.notSignedIn : failure;
  return { ok: false, status: xhr.status, error };
}

/** Whole percent, never 100 before the server has answered (storing a video takes a moment). */
export const uploadPercent = (loaded: number, total: number): number =>
  total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;

export type UploadOptions = {
  fields?: Record<string, string>;
  onProgress?: Progress;
  /** What the person reads when the server gives no reason ('Error al subir la imagen', 'Error al subir archivo'). */
  failure: string;
};

/**
 * One multipart POST: the text fields first (the API decides what the file must be before reading it),
 * then the file under `fileField`. The session cookie goes along as with every same-origin request.
 */
export function uploadFile(
  endpoint: string,
  fileField: string,
  file: Blob,
  fileName: string,
  { fields = {}, onProgress, failure }: UploadOptions,
): Promise<UploadResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fileField, file, fileName);

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total));
    });
    xhr.addEventListener('load', () => {
      const result = answer(xhr, failure);
      if (result.ok) onProgress?.(100);
      resolve(result);
    });
    xhr.addEventListener('error', () => resolve({ ok: false, status: 0, error: failure }));
    xhr.addEventListener('abort', () => resolve({ ok: false, status: 0, error: failure }));
    onProgress?.(0);
    xhr.send(form);
  });
}

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
  return uploadFile('/api/upload-proxy/proxy', 'file', file, fileName, { fields, onProgress: options.onProgress, failure });
}

/** A memorial video through POST /api/upload/video (streamed into storage by the Worker). */
export function uploadVideo(file: File, onProgress?: Progress) {
  return uploadFile('/api/upload/video', 'video', file, file.name, { onProgress, failure: FILE_TEXTS.uploadVideoFailed });
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

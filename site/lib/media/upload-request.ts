/**
 * One multipart upload with per-file progress (product §2.4: "per-file progress is shown as percentages").
 * fetch() cannot report upload progress, so this one module uses XMLHttpRequest; like the typed client's
 * `request` it answers with a result value, never an exception, and carries the server's Spanish message,
 * or the screen's own upload text (product §2.8) when there is none: a lost connection, a proxy's error page.
 * Free of the typed client (the public wall's form sends through it): callers give the route's address,
 * from `$url()` or from the page's data.
 */
import { isErrorCode } from '../../../worker/schemas/error-codes';
import type { ApiFailure } from '../api';
import { FILE_TEXTS } from '../memorial/memorial-messages';

export type Uploaded = { url: string; key: string };
export type UploadResult = { ok: true; data: Uploaded } | ApiFailure;
export type Progress = (percent: number) => void;

type Envelope = { success?: boolean; error?: unknown; code?: unknown; field?: unknown; data?: { publicUrl?: unknown; key?: unknown } };

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
  const field = typeof body?.field === 'string' && body.field ? { field: body.field } : {};
  return { ok: false, status: xhr.status, error, code: isErrorCode(body?.code) ? body.code : 'NO_ENVELOPE', ...field };
}

/** Whole percent, never 100 before the server has answered (storing a video takes a moment). */
export const uploadPercent = (loaded: number, total: number): number => (total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0);

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
    xhr.addEventListener('error', () => resolve({ ok: false, status: 0, error: failure, code: 'NETWORK_FAILED' }));
    xhr.addEventListener('abort', () => resolve({ ok: false, status: 0, error: failure, code: 'NETWORK_FAILED' }));
    onProgress?.(0);
    xhr.send(form);
  });
}

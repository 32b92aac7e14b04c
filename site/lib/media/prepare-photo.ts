/**
 * The one function every photo picker calls before anything is sent (docs/features/limits-and-daily-cleanup.md):
 * a phone's photo of any usual size, JPG, PNG or HEIC, becomes a JPEG the
 * upload API keeps, upright, at most 2048 px on its long side and under 2 MB. The rules and numbers are
 * in photo-rules.ts; this module only decodes, draws and encodes. Browser-only.
 */
import { canvasBlob, drawn, releaseCanvas } from './media-canvas';
import {
  canTravelAsIs,
  encodingAttempts,
  isHeifFile,
  jpegHasExif,
  MAX_IMAGE_BYTES,
  PHOTO,
  preparedName,
  sniffFormat,
  type ImageFormat,
  type PreparationFailure,
} from './photo-rules';

export type PreparedPhoto = { ok: true; file: File; width: number; height: number } | { ok: false; reason: PreparationFailure };

/** Enough for the format and a JPEG's metadata segments, which come before the image data. */
const HEAD_BYTES = 256 * 1024;

/**
 * The photo's pixels, upright: createImageBitmap applies the Exif orientation. Safari decodes HEIC itself;
 * Chromium and Firefox cannot, and only for such a file is the HEIC decoder (libheif, ~500 KB compressed)
 * fetched, in its build that runs under our Content-Security-Policy (no eval; a worker from a blob: URL).
 */
async function decode(file: File, format: ImageFormat): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    if (format !== 'heif' && !isHeifFile(file)) throw error;
    const { heicTo } = await import('heic-to/csp');
    // libheif applies the HEIF's own rotation and mirroring while it decodes.
    return heicTo({ blob: file, type: 'bitmap' });
  }
}

/** The largest, best copy that fits under the API's limit, or null when none does. */
async function encode(bitmap: ImageBitmap, name: string): Promise<PreparedPhoto | null> {
  let canvas: HTMLCanvasElement | null = null;
  try {
    for (const attempt of encodingAttempts({ width: bitmap.width, height: bitmap.height })) {
      if (canvas?.width !== attempt.width || canvas.height !== attempt.height) {
        releaseCanvas(canvas);
        canvas = drawn(bitmap, attempt);
        if (!canvas) return null;
      }
      const blob = await canvasBlob(canvas, PHOTO.type, attempt.quality);
      if (blob && blob.size > 0 && blob.size <= MAX_IMAGE_BYTES) {
        const file = new File([blob], preparedName(name), { type: PHOTO.type, lastModified: Date.now() });
        return { ok: true, file, width: attempt.width, height: attempt.height };
      }
    }
    return null;
  } finally {
    releaseCanvas(canvas);
  }
}

async function prepareNow(file: File): Promise<PreparedPhoto> {
  if (file.size > PHOTO.maxSourceBytes) return { ok: false, reason: 'too-large' };
  let bitmap: ImageBitmap | null = null;
  try {
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    const format = sniffFormat(head);
    bitmap = await decode(file, format);
    const size = { width: bitmap.width, height: bitmap.height };
    const hasExif = format === 'jpeg' && jpegHasExif(head);
    if (canTravelAsIs({ format, bytes: file.size, size, hasExif })) return { ok: true, file, ...size };
    return (await encode(bitmap, file.name)) ?? { ok: false, reason: 'unreadable' };
  } catch (error) {
    console.warn('No se pudo preparar la foto', error);
    return { ok: false, reason: 'unreadable' };
  } finally {
    bitmap?.close();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The photo ready to upload (possibly the very file chosen, when it needs nothing), or why it cannot be.
 * One photo at a time, whoever asks: a 12 MP photo takes ~50 MB of memory while it is drawn, and a phone
 * that decodes six at once can lose the page. Never throws.
 */
export function preparePhoto(file: File): Promise<PreparedPhoto> {
  const turn = queue.then(() => prepareNow(file));
  queue = turn;
  return turn;
}

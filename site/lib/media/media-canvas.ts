/**
 * Images the browser makes from a chosen file with a canvas: the phone- and screen-sized copies of a photo
 * and the video's thumbnail (its poster frame), plus reading a video's length. Browser-only; the arithmetic is in media-geometry.ts.
 * Every function resolves (null or NaN) instead of throwing: these are conveniences, never blockers.
 */
import {
  phoneRenditionSize,
  PHONE_RENDITION,
  portraitCopyCrop,
  PORTRAIT_COPY,
  screenRenditionSize,
  SCREEN_RENDITION,
  THUMBNAIL,
  thumbnailFrameTime,
  thumbnailSize,
  type Crop,
  type Size,
} from './media-geometry';

export function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** Gives a canvas's pixels back at once: phones (Safari above all) cap the memory all canvases may hold. */
export function releaseCanvas(canvas: HTMLCanvasElement | null): void {
  if (!canvas) return;
  canvas.width = 0;
  canvas.height = 0;
}

/**
 * `source` (or its `crop`) drawn at `size` on a white background, or null when the browser has no 2D context to spare.
 */
export function drawn(source: CanvasImageSource, size: Size, crop?: Crop): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // JPEG has no transparency: a PNG with a transparent background would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  if (crop) context.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  else context.drawImage(source, 0, 0, size.width, size.height);
  return canvas;
}

/**
 * Copies of a photo the pages use instead of the original: the phone's (about 480 px wide), the screen's (1280 px)
 * and, for a memorial's own photo, the portrait copy (its centred square at 240 px) for round portraits.
 */
export type RenditionName = 'portrait' | 'phone' | 'screen';

type Drawing = { size: Size; crop?: Crop };
const whole =
  (size: (original: Size) => Size | null) =>
  (original: Size): Drawing | null => {
    const fitted = size(original);
    return fitted && { size: fitted };
  };

const RENDITIONS: Record<RenditionName, { drawing: (original: Size) => Drawing | null; type: string; quality: number }> = {
  portrait: { drawing: portraitCopyCrop, type: PORTRAIT_COPY.type, quality: PORTRAIT_COPY.quality },
  phone: { drawing: whole(phoneRenditionSize), type: PHONE_RENDITION.type, quality: PHONE_RENDITION.quality },
  screen: { drawing: whole(screenRenditionSize), type: SCREEN_RENDITION.type, quality: SCREEN_RENDITION.quality },
};

/**
 * The photo's renditions as JPEGs (the portrait copy only when asked), smallest first, each left out when the photo is already that small or
 * cannot be decoded. The photo is decoded once for all of them; createImageBitmap applies its EXIF
 * orientation, so a phone portrait stays upright.
 */
export async function makeRenditions(file: Blob, options: { portrait?: boolean } = {}): Promise<{ name: RenditionName; blob: Blob }[]> {
  let bitmap: ImageBitmap | null = null;
  const made: { name: RenditionName; blob: Blob }[] = [];
  try {
    bitmap = await createImageBitmap(file);
    const names: RenditionName[] = options.portrait ? ['portrait', 'phone', 'screen'] : ['phone', 'screen'];
    for (const name of names) {
      const rule = RENDITIONS[name];
      const drawing = rule.drawing({ width: bitmap.width, height: bitmap.height });
      const canvas = drawing && drawn(bitmap, drawing.size, drawing.crop);
      const blob = canvas ? await canvasBlob(canvas, rule.type, rule.quality) : null;
      releaseCanvas(canvas);
      if (blob) made.push({ name, blob });
    }
  } catch (error) {
    console.warn('No se pudieron preparar las versiones reducidas de la foto', error);
  } finally {
    bitmap?.close();
  }
  return made;
}

function once(target: EventTarget, event: string): Promise<void> {
  return new Promise((resolve) => target.addEventListener(event, () => resolve(), { once: true }));
}

function failure(video: HTMLVideoElement): Promise<never> {
  return new Promise((_, reject) => video.addEventListener('error', () => reject(new Error('video error')), { once: true }));
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));
}

/** A detached, muted <video> for reading a local file; `dispose` frees the object URL. */
function localVideo(file: Blob): { video: HTMLVideoElement; dispose: () => void } {
  const video = document.createElement('video');
  const url = URL.createObjectURL(file);
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  video.src = url;
  return {
    video,
    dispose: () => {
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
    },
  };
}

/**
 * Moves to `time` and waits for that seek to finish. A 'seeked' left over from an earlier seek arrives
 * while the element is still seeking to the new time, and is ignored.
 */
function seekTo(video: HTMLVideoElement, time: number): Promise<void> {
  return new Promise((resolve) => {
    const onSeeked = () => {
      if (video.seeking) return;
      video.removeEventListener('seeked', onSeeked);
      resolve();
    };
    video.addEventListener('seeked', onSeeked);
    video.currentTime = time;
  });
}

/**
 * The real duration. Recordings made in a browser (MediaRecorder WebM, many phones' uploads) carry no
 * duration in their header, so the element says Infinity until it is asked to seek past the end.
 */
async function knownDuration(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration)) return video.duration;
  await seekTo(video, Number.MAX_SAFE_INTEGER);
  return video.duration;
}

/** The video's length in seconds, or NaN when the browser cannot read it (docs/product: 'Error al procesar el video'). */
export async function readVideoDuration(file: Blob, ms = 15_000): Promise<number> {
  const { video, dispose } = localVideo(file);
  try {
    await Promise.race([once(video, 'loadedmetadata'), failure(video), timeout(ms)]);
    return await Promise.race([knownDuration(video), failure(video), timeout(ms)]);
  } catch {
    return Number.NaN;
  } finally {
    dispose();
  }
}

async function captureThumbnail(video: HTMLVideoElement): Promise<Blob | null> {
  await Promise.race([once(video, 'loadeddata'), failure(video)]);
  const duration = await knownDuration(video);
  // Always seek, even to 0: reading the duration may have left the element at the very end.
  await Promise.race([seekTo(video, thumbnailFrameTime(duration)), failure(video)]);
  const size = thumbnailSize({ width: video.videoWidth, height: video.videoHeight });
  if (size.width === 0) return null;
  const canvas = drawn(video, size);
  return canvas ? canvasBlob(canvas, THUMBNAIL.type, THUMBNAIL.quality) : null;
}

/**
 * The video's thumbnail (product §2.5): at most 400x300 from a frame at min(2 s, 10% of the length), given up
 * after 10 s. Failures are only logged: the memorial is saved without a thumbnail.
 */
export async function makeVideoThumbnail(file: Blob): Promise<Blob | null> {
  const { video, dispose } = localVideo(file);
  try {
    return await Promise.race([captureThumbnail(video), timeout(THUMBNAIL.timeoutMs)]);
  } catch (error) {
    console.warn('No se pudo generar la miniatura del video', error);
    return null;
  } finally {
    dispose();
  }
}

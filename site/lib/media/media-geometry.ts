/**
 * Size and timing arithmetic for the images the browser makes itself (product §2.5): the phone-sized
 * copy of every photo, its screen-sized copy for the lightbox, and the video's thumbnail. Pure, so the
 * numbers are unit-tested.
 */

import { PHONE_RENDITION_WIDTH, PORTRAIT_COPY_SIDE } from '../../../worker/schemas/rendition-widths';

export type Size = { width: number; height: number };

/** Scales `size` down (never up) to fit inside `max`, keeping its shape; at least 1 px each way. */
export function fitWithin(size: Size, max: Size): Size {
  if (size.width <= 0 || size.height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max.width / size.width, max.height / size.height);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/**
 * product §2.5: the thumbnail is at most 400x300, quality 0.8, from a frame at min(2 s, 10% of the length),
 * made within 10 s. It is a JPEG, not the first specification's WebP: the upload API stores JPG and PNG only (it checks
 * the bytes), so a WebP would be refused and the memorial would have no thumbnail at all.
 */
/** product §2.5: WebP at quality 0.8, within 400x300, given up after 10 s. */
export const THUMBNAIL = { maxWidth: 400, maxHeight: 300, type: 'image/webp', quality: 0.8, timeoutMs: 10_000 } as const;

export const thumbnailSize = (video: Size): Size => fitWithin(video, { width: THUMBNAIL.maxWidth, height: THUMBNAIL.maxHeight });

/** The moment the thumbnail is taken from: min(2 s, 10% of the duration); 0 for an unknown length. */
export function thumbnailFrameTime(duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? Math.min(2, duration * 0.1) : 0;
}

/** The phone rendition public pages put in `src`: about 480 px wide, a JPEG at 0.8. */
export const PHONE_RENDITION = { width: PHONE_RENDITION_WIDTH, type: 'image/jpeg', quality: 0.8 } as const;

/**
 * The rendition's size, or null when the photo is already that narrow: the API keeps a rendition only
 * if it has fewer pixels than its original, and a copy as big as the original saves nobody anything.
 */
export function phoneRenditionSize(original: Size): Size | null {
  if (original.width <= PHONE_RENDITION.width) return null;
  return {
    width: PHONE_RENDITION.width,
    height: Math.max(1, Math.round((original.height * PHONE_RENDITION.width) / original.width)),
  };
}

/**
 * The screen rendition the lightbox takes on a phone (docs/features/public-pages.md): at most 1280 px on its long side, the same
 * JPEG at 0.8 as the phone rendition. A phone's full-screen photo at 3x needs about 1170 px; the 2048 px
 * original (about 650 KB) stays for the zip, the print and large screens.
 */
export const SCREEN_RENDITION = { maxSide: 1280, type: 'image/jpeg', quality: 0.8 } as const;

/**
 * The screen rendition's size, or null when the photo is no larger than it on its long side (a copy
 * would be the original again). The API refuses a rendition whose long side passes 1280 px.
 */
export function screenRenditionSize(original: Size): Size | null {
  if (Math.max(original.width, original.height) <= SCREEN_RENDITION.maxSide) return null;
  return fitWithin(original, { width: SCREEN_RENDITION.maxSide, height: SCREEN_RENDITION.maxSide });
}

/**
 * The portrait copy of a memorial's own photo (kind 'profile', docs/performance.md): the photo's centred square at 240 px, what
 * a round portrait shows (`object-fit: cover`, centred) up to 96 CSS px at 2.5x (a family's 88 px circles, the member
 * cards; worker/schemas/rendition-widths.ts), in about a third of the bytes of the phone rendition; the same JPEG at 0.8. Only round slots offer it
 * (site/lib/public/srcset-cap.ts), and only there is the crop invisible.
 */
export const PORTRAIT_COPY = { side: PORTRAIT_COPY_SIDE, type: 'image/jpeg', quality: 0.8 } as const;

/** A part of an image, in its own pixels. */
export type Crop = { x: number; y: number; width: number; height: number };

/**
 * The part of the photo the portrait copy takes (its centred square) and the copy's size, or null when the photo's
 * short side is no larger than the copy (it would not be lighter than what the pages have).
 */
export function portraitCopyCrop(original: Size): { crop: Crop; size: Size } | null {
  const side = Math.min(original.width, original.height);
  if (side <= PORTRAIT_COPY.side) return null;
  const crop = { x: Math.round((original.width - side) / 2), y: Math.round((original.height - side) / 2), width: side, height: side };
  return { crop, size: { width: PORTRAIT_COPY.side, height: PORTRAIT_COPY.side } };
}

/**
 * The rules for turning a phone's photo into one the upload API keeps (JPG or PNG by its bytes, at most
 * 2 MB): what a photo is by its name, type and first bytes, when it may travel as it was chosen, and which
 * sizes and JPEG qualities to try. Pure, so every number is unit-tested; prepare-photo.ts does the drawing.
 */
import { fitWithin, type Size } from './media-geometry';

/** 2 MB exactly as the API counts it (worker/schemas/uploads.ts MAX_IMAGE_BYTES). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const PHOTO = {
  /** A modern phone's photo is 3–12 MB (a 48 MP one up to ~20 MB); past this it is not a photo a person took. */
  maxSourceBytes: 25 * 1024 * 1024,
  /** Sharp on any screen the public pages meet, and a 12 MP photo becomes a few hundred KB. */
  maxSide: 2048,
  /**
   * JPEG, not WebP: the API keeps JPG and PNG only (it checks the bytes), every browser encodes JPEG, and
   * phones open it in any app when a family downloads the memorial.
   */
  type: 'image/jpeg',
  /**
   * Tried in order until the copy fits: 0.9 is as good as a camera's own JPEG; below 0.6 faces start to
   * show blocks, so from there the photo gets smaller instead.
   */
  qualities: [0.9, 0.82, 0.74, 0.66, 0.6],
  /** Each smaller size is this share of the last one's long side... */
  sideStep: 0.75,
  /** ...and none goes below this (still more than the 480 px phone rendition). */
  minSide: 640,
} as const;

export type EncodingAttempt = Size & { quality: number };

/** Why a chosen photo cannot be prepared: over 25 MB, or the browser cannot read it as a picture. */
export type PreparationFailure = 'too-large' | 'unreadable';

/**
 * Every size and quality to try, best first: the photo fitted within 2048 px at each quality, then 25%
 * smaller at each quality, down to 640 px. Real photos fit at the first or second try; only something
 * like pure noise ever reaches the smaller sizes.
 */
export function encodingAttempts(photo: Size): EncodingAttempt[] {
  const attempts: EncodingAttempt[] = [];
  let side: number = PHOTO.maxSide;
  for (;;) {
    const size = fitWithin(photo, { width: side, height: side });
    if (size.width === 0) return attempts;
    for (const quality of PHOTO.qualities) attempts.push({ ...size, quality });
    const next = Math.floor(Math.max(size.width, size.height) * PHOTO.sideStep);
    if (next < PHOTO.minSide || Math.max(size.width, size.height) <= PHOTO.minSide) return attempts;
    side = next;
  }
}

export type ChosenFile = { name: string; type: string; size: number };

const extension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

const HEIF_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
const HEIF_EXTENSIONS = new Set(['heic', 'heif']);
/** What browsers say for a file whose type they do not know: the name decides then. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

/** An iPhone's (or a recent Android's) HEIC/HEIF photo, by its type or, when the browser gives none, its name. */
export function isHeifFile(file: Pick<ChosenFile, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (HEIF_TYPES.has(type)) return true;
  return UNKNOWN_TYPES.has(type) && HEIF_EXTENSIONS.has(extension(file.name));
}

const JPEG_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg']);
const JPEG_EXTENSIONS = new Set(['jpg', 'jpeg', 'jfif']);
const PNG_EXTENSIONS = new Set(['png']);

/** The photos the pickers take: JPG, PNG, HEIC/HEIF (by type, or by name when the type is unknown). */
export function isAcceptedPhoto(file: Pick<ChosenFile, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (isHeifFile(file) || JPEG_TYPES.has(type) || type === 'image/png') return true;
  const ext = extension(file.name);
  return UNKNOWN_TYPES.has(type) && (JPEG_EXTENSIONS.has(ext) || PNG_EXTENSIONS.has(ext));
}

/** The accept attribute: the types for desktop pickers, the extensions for phones that send no type. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.jpg,.jpeg,.png,.heic,.heif';

export type ImageFormat = 'jpeg' | 'png' | 'heif' | 'other';

const ascii = (bytes: Uint8Array, from: number, length: number): string => String.fromCharCode(...bytes.subarray(from, from + length));

/** ISO-BMFF brands of HEIF still images (HEVC-coded, or the generic image brands iPhones also write). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** What the first bytes say the file is: the name and type a phone gives can be wrong, the bytes are not. */
export function sniffFormat(head: Uint8Array): ImageFormat {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (head.length >= 12 && ascii(head, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 4))) return 'heif';
  return 'other';
}

/**
 * Whether a JPEG carries an Exif block, reading its segments up to the image data. Exif is where a phone
 * writes the orientation (which a PDF or an older viewer ignores) and the place the photo was taken:
 * such a photo is always redrawn, upright and without them. Unknown (the head ends first) counts as yes.
 */
export function jpegHasExif(head: Uint8Array): boolean {
  let offset = 2;
  while (offset + 4 <= head.length) {
    if (head[offset] !== 0xff) return true;
    const marker = head[offset + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Start of scan or end of image: no more metadata segments.
    if (marker === 0xda || marker === 0xd9) return false;
    const length = ((head[offset + 2] ?? 0) << 8) | (head[offset + 3] ?? 0);
    if (marker === 0xe1 && offset + 10 <= head.length && ascii(head, offset + 4, 6) === 'Exif\0\0') return true;
    offset += 2 + length;
  }
  return true;
}

/**
 * A photo the API already takes, small enough, and with nothing to fix: it travels as it was chosen,
 * byte for byte (no second JPEG compression). Anything else is redrawn.
 */
export function canTravelAsIs(photo: { format: ImageFormat; bytes: number; size: Size; hasExif: boolean }): boolean {
  const fits = photo.bytes <= MAX_IMAGE_BYTES && Math.max(photo.size.width, photo.size.height) <= PHOTO.maxSide;
  if (!fits) return false;
  if (photo.format === 'png') return true;
  return photo.format === 'jpeg' && !photo.hasExif;
}

/** 'IMG_2041.HEIC' → 'IMG_2041.jpg': the prepared copy keeps the person's name for it. */
export function preparedName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '').trim();
  return `${base || 'foto'}.jpg`;
}

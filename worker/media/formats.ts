/**
 * What a file is, decided from its first bytes (its "magic numbers"), never from its name or the type
 * the browser declared: both are whatever the sender chose. The format also fixes the stored key's
 * extension and the Content-Type /media answers with, so a page can never be served as HTML.
 */
export type MediaCategory = 'image' | 'video';

export type MediaFormat = {
  category: MediaCategory;
  contentType: string;
  ext: string;
};

export const FORMATS = {
  jpeg: { category: 'image', contentType: 'image/jpeg', ext: 'jpg' },
  png: { category: 'image', contentType: 'image/png', ext: 'png' },
  /** Only for video thumbnails, which the browser makes as WebP (product §2.5). */
  webp: { category: 'image', contentType: 'image/webp', ext: 'webp' },
  mp4: { category: 'video', contentType: 'video/mp4', ext: 'mp4' },
  mov: { category: 'video', contentType: 'video/quicktime', ext: 'mov' },
  webm: { category: 'video', contentType: 'video/webm', ext: 'webm' },
  avi: { category: 'video', contentType: 'video/x-msvideo', ext: 'avi' },
} as const satisfies Record<string, MediaFormat>;

/** How many leading bytes `sniffFormat` wants to see (WebM names its doc type a few dozen bytes in). */
export const SNIFF_BYTES = 64;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const EBML_SIGNATURE = [0x1a, 0x45, 0xdf, 0xa3];

/** Classic QuickTime files may start with one of these atoms instead of 'ftyp'. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free']);

/**
 * ISO BMFF brands that are still images or audio, not video: an iPhone HEIC photo or an .m4a song has
 * an 'ftyp' box just like an MP4 and must not pass as one.
 */
const NON_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'M4A ',
  'M4B ',
  'M4P ',
  'F4A ',
  'F4B ',
]);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  bytes.length >= end ? String.fromCharCode(...bytes.subarray(start, end)) : '';

/** The format of a file from its first bytes (give it at least `SNIFF_BYTES` when the file has them). */
export function sniffFormat(head: Uint8Array): MediaFormat | null {
  if (startsWith(head, JPEG_SIGNATURE)) return FORMATS.jpeg;
  if (startsWith(head, PNG_SIGNATURE)) return FORMATS.png;
  if (startsWith(head, EBML_SIGNATURE)) return isWebm(head) ? FORMATS.webm : null;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') return FORMATS.avi;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return FORMATS.webp;
  return isoMedia(head);
}

/** MP4 and MOV are both ISO base media: bytes 4..8 name the first box. */
function isoMedia(head: Uint8Array): MediaFormat | null {
  const box = ascii(head, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (NON_VIDEO_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? FORMATS.mov : FORMATS.mp4;
  }
  return QUICKTIME_ATOMS.has(box) ? FORMATS.mov : null;
}

/**
 * 1A 45 DF A3 opens every Matroska file; WebM is the Matroska profile browsers play, and says so in
 * the header's DocType element (ID 42 82, a one-byte size, then 'webm').
 */
function isWebm(head: Uint8Array): boolean {
  for (let i = EBML_SIGNATURE.length; i + 7 <= head.length; i++) {
    if (head[i] === 0x42 && head[i + 1] === 0x82) return ascii(head, i + 3, i + 7) === 'webm';
  }
  return false;
}

import type { MediaFormat } from './formats';

export type ImageSize = { width: number; height: number };

/**
 * Width and height from the image's own header (PNG IHDR, JPEG SOFn), so media_objects knows each
 * picture's size without an image library in the Worker. Null when the header is missing or broken:
 * such a file would not display either, so the upload refuses it.
 */
export function imageSize(bytes: Uint8Array, format: MediaFormat): ImageSize | null {
  const size =
    format.ext === 'png' ? pngSize(bytes) : format.ext === 'jpg' ? jpegSize(bytes) : format.ext === 'webp' ? webpSize(bytes) : null;
  return size && size.width > 0 && size.height > 0 ? size : null;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The first chunk of a PNG is IHDR (at byte 8: length, 'IHDR', then width and height as u32). */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24) return null;
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (type !== 'IHDR') return null;
  const data = view(bytes);
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

/** Start of scan and end of image: past these no frame header can come. */
const SOS = 0xda;
const EOI = 0xd9;

/**
 * Walks the JPEG marker segments after SOI until a SOFn (start of frame) segment, which holds the
 * height and width. C4 (DHT), C8 (JPG extension) and CC (DAC) share the C0..CF range but are not frames.
 */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  const data = view(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // 0xFF may be padding before the real marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === SOS || marker === EOI) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (offset + 9 > bytes.length) return null;
      return { height: data.getUint16(offset + 5), width: data.getUint16(offset + 7) };
    }
    // Markers without a length (RSTn, TEM) carry no segment.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    offset += 2 + data.getUint16(offset + 2);
  }
  return null;
}

/**
 * WebP keeps its size in the first chunk: VP8X (extended) as 24-bit "minus one" values, VP8L (lossless)
 * as 14-bit fields after a signature byte, VP8 (lossy) as 14-bit values after the key-frame start code.
 */
function webpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const u24 = (at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
  if (chunk === 'VP8X') return { width: 1 + u24(24), height: 1 + u24(27) };
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = view(bytes).getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    const data = view(bytes);
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  return null;
}

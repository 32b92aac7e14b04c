/**
 * The one PNG writer (the captcha's picture, the QR code's 1200 px image): 8-bit pixels, no interlace, every row
 * with filter "none". It only frames data: the caller deflates the rows (`pngRows`) with whatever its runtime
 * offers, synchronously with node:zlib or as a stream with CompressionStream, and hands the result to `pngFile`.
 */
const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG colour types: 0 greyscale (1 byte a pixel), 2 truecolour (3 bytes a pixel). */
export type PngColour = 'grey' | 'rgb';
const COLOUR = { grey: { type: 0, channels: 1 }, rgb: { type: 2, channels: 3 } } as const;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The image data to deflate: each row of `pixels` (row by row, channel bytes per pixel) after its filter byte. */
export function pngRows(width: number, height: number, colour: PngColour, pixels: Uint8Array): Uint8Array {
  const stride = width * COLOUR[colour].channels;
  const rows = new Uint8Array(height * (1 + stride));
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (1 + stride) + 1);
  return rows;
}

/** The whole file around the zlib-deflated `pngRows`. */
export function pngFile(width: number, height: number, colour: PngColour, deflatedRows: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, COLOUR[colour].type, 0, 0, 0], 8); // 8-bit, colour type, deflate, standard filters, no interlace
  const parts = [SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflatedRows), chunk('IEND', new Uint8Array(0))];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

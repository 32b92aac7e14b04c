import { AppError, badRequest } from '../errors';
import { BREB_MESSAGES as M } from '../schemas/payment-method-texts';
import type { MediaFormat } from './formats';

/**
 * The Bre-B QR upload's check (docs/features/payments.md): the image must decode as a QR code, on the server. PNG only: a bank's app
 * hands its QR out as a PNG (a download or a screenshot), a JPEG decoder would weigh on the Worker for a file nobody
 * needs to send, and a photo of a QR is what the customer's own phone should scan, not what the page should show.
 * The PNG is inflated with DecompressionStream (Workers and Node share it), never past the size its header
 * announces (a deflate bomb is a 413, docs/features/payments.md), and jsQR is imported only when an upload needs
 * it, never at the Worker's start-up.
 */

/**
 * A QR image's side: bank images are a few hundred pixels; 2500 × 2500 RGBA is 25 MB, within a Worker's memory.
 * Stricter than the 4,096 × 4,096 first asked for (docs/features/payments.md): at 2500 px the header's inflated size is at most 2500 rows of
 * 2500 × 8 bytes (16-bit RGBA) and their filter bytes, about 48 MB, under the 64 MB.
 */
export const MAX_QR_SIDE = 2500;

type Rgba = { width: number; height: number; data: Uint8ClampedArray };

/** Refuses (415 / 400, Spanish) unless `bytes` is a PNG that holds a readable QR code; returns what it says. */
export async function assertQrImage(bytes: Uint8Array, format: MediaFormat): Promise<string> {
  if (format.ext !== 'png') throw new AppError(415, M.qrNotPng);
  const image = await decodePng(bytes);
  const { default: jsQR } = await import('jsqr');
  const found = jsQR(image.data, image.width, image.height) ?? jsQR(...onWhite(image));
  if (!found?.data) throw badRequest(M.qrNotDecoded);
  return found.data;
}

/** A QR drawn with a transparent background has no light modules until it is put on white. */
function onWhite(image: Rgba): [Uint8ClampedArray, number, number] {
  const data = new Uint8ClampedArray(image.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = image.data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round(image.data[i + c]! * alpha + 255 * (1 - alpha));
    data[i + 3] = 255;
  }
  return [data, image.width, image.height];
}

/**
 * Inflates at most `size` bytes: the image data its header announces. A deflate stream can grow a thousandfold (a
 * 2 MB upload would be 2 GB), so the output is read chunk by chunk into a buffer of that size and the stream is
 * cancelled, with a 413, at the first byte beyond it: nothing the header did not promise is ever held.
 */
async function inflateAtMost(data: Uint8Array, size: number): Promise<Uint8Array> {
  const reader = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
  const out = new Uint8Array(size);
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out.subarray(0, length);
    if (length + value.length > size) {
      await reader.cancel().catch(() => undefined);
      throw new AppError(413, M.qrDataTooLarge);
    }
    out.set(value, length);
    length += value.length;
  }
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * A non-interlaced PNG of any colour type (grey, RGB, palette, grey + alpha, RGBA) at 1–16 bits, to RGBA 8-bit. Any
 * file this cannot read is answered as an image without a readable QR.
 */
export async function decodePng(png: Uint8Array): Promise<Rgba> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  let depth = 8;
  let colour = 0;
  let interlaced = false;
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  while (offset + 12 <= png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      depth = body[8]!;
      colour = body[9]!;
      interlaced = body[12] === 1;
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const channels = CHANNELS[colour];
  if (!width || !height || channels === undefined || interlaced || idat.length === 0 || (colour === 3 && !palette))
    throw badRequest(M.qrNotDecoded);
  // The side is refused from the header, before a byte is inflated; the data is inflated only up to
  // the size the header announces (inflateAtMost).
  if (width > MAX_QR_SIDE || height > MAX_QR_SIDE) throw new AppError(413, M.qrTooLarge);
  const bitsPerPixel = channels * depth;
  const stride = Math.ceil((width * bitsPerPixel) / 8);
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const expected = height * (stride + 1);

  let raw: Uint8Array;
  try {
    const joined = new Uint8Array(idat.reduce((sum, part) => sum + part.length, 0));
    idat.reduce((at, part) => (joined.set(part, at), at + part.length), 0);
    raw = await inflateAtMost(joined, expected);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(M.qrNotDecoded);
  }
  if (raw.length < expected) throw badRequest(M.qrNotDecoded);
  const rows = unfilter(raw, height, stride, bpp);

  const data = new Uint8ClampedArray(width * height * 4);
  const max = (1 << depth) - 1;
  const sample = (row: Uint8Array, index: number): number => {
    if (depth === 8) return row[index]!;
    if (depth === 16) return row[index * 2]!;
    const bit = index * depth;
    return (row[bit >> 3]! >> (8 - depth - (bit & 7))) & max;
  };
  const scale = (value: number) => (depth === 16 || depth === 8 ? value : Math.round((value * 255) / max));
  for (let y = 0; y < height; y++) {
    const row = rows.subarray(y * stride, (y + 1) * stride);
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const s = (c: number) => sample(row, x * channels + c);
      if (colour === 3) {
        const index = s(0);
        data[at] = palette![index * 3] ?? 0;
        data[at + 1] = palette![index * 3 + 1] ?? 0;
        data[at + 2] = palette![index * 3 + 2] ?? 0;
        data[at + 3] = transparency?.[index] ?? 255;
      } else if (colour === 0 || colour === 4) {
        const grey = scale(s(0));
        data[at] = data[at + 1] = data[at + 2] = grey;
        data[at + 3] = colour === 4 ? scale(s(1)) : 255;
      } else {
        data[at] = scale(s(0));
        data[at + 1] = scale(s(1));
        data[at + 2] = scale(s(2));
        data[at + 3] = colour === 6 ? scale(s(3)) : 255;
      }
    }
  }
  return { width, height, data };
}

/** Undoes the five PNG row filters, in place into a fresh buffer of `height` rows of `stride` bytes. */
function unfilter(raw: Uint8Array, height: number, stride: number, bpp: number): Uint8Array {
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const at = y * stride;
    for (let i = 0; i < stride; i++) {
      const left = i >= bpp ? out[at + i - bpp]! : 0;
      const up = y > 0 ? out[at - stride + i]! : 0;
      const upLeft = y > 0 && i >= bpp ? out[at - stride + i - bpp]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (filter !== 0) throw badRequest(M.qrNotDecoded);
      out[at + i] = (line[i]! + predictor) & 0xff;
    }
  }
  return out;
}

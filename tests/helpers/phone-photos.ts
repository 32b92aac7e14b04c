import type { Page } from 'playwright-core';

/**
 * Photos as phones hand them over, made honestly in the test's browser, and a way to look at what the
 * site stored. The big JPEG is a 12 MP landscape of noise (which compresses badly, like a real photo's
 * detail) with a red square in its top-left corner, encoded by Chromium at quality 0.95 (~6.7 MB), then
 * given the Exif block a phone writes when it was held upright: Orientation 6, "turn 90° clockwise to show".
 * Shown correctly it is a 3000×4000 portrait with the red square top-right.
 */
export const BIG_PHOTO = { width: 4000, height: 3000, marker: 600 } as const;

/** An APP1 Exif segment holding one IFD0 entry: Orientation (0x0112, SHORT) = `orientation`. */
function exifOrientationSegment(orientation: number): Uint8Array {
  const tiff = [
    ...[0x4d, 0x4d, 0x00, 0x2a], // big-endian TIFF header
    ...[0x00, 0x00, 0x00, 0x08], // IFD0 right after it
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00],
    ...[0x00, 0x00, 0x00, 0x00], // no next IFD
  ];
  const payload = [...new TextEncoder().encode('Exif'), 0, 0, ...tiff];
  const length = payload.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
}

/** The JPEG with an Exif orientation segment right after its start-of-image marker, where cameras put it. */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const segment = exifOrientationSegment(orientation);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

/** The big phone JPEG described above, drawn and encoded in `page`. */
export async function bigPhoneJpeg(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async ({ width, height, marker }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context');
    const image = context.createImageData(width, height);
    // A fixed seed: the same photo, and so the same size, on every run.
    let seed = 2041;
    const noise = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return (seed / 4294967296 - 0.5) * 64;
    };
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const n = noise();
        image.data[i] = 120 + (80 * x) / width + n;
        image.data[i + 1] = 140 + n;
        image.data[i + 2] = 100 + (80 * y) / height + n;
        image.data[i + 3] = 255;
      }
    }
    context.putImageData(image, 0, 0);
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, marker, marker);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.95));
    if (!blob) throw new Error('the canvas gave no JPEG');
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  }, BIG_PHOTO);
  return Buffer.from(withExifOrientation(new Uint8Array(bytes), 6));
}

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export type ShownPhoto = { width: number; height: number; redCorners: Corner[] };

/**
 * How a browser shows the image at `url` (same origin as `page`): its size and which corners are the red
 * marker's (sampled 2% in from each corner).
 */
export async function shownPhoto(page: Page, url: string): Promise<ShownPhoto> {
  return page.evaluate(async (address) => {
    const response = await fetch(address);
    const bitmap = await createImageBitmap(await response.blob());
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context');
    context.drawImage(bitmap, 0, 0);
    const inset = (side: number) => Math.max(1, Math.round(side * 0.02));
    const points = {
      'top-left': [inset(bitmap.width), inset(bitmap.height)],
      'top-right': [bitmap.width - 1 - inset(bitmap.width), inset(bitmap.height)],
      'bottom-left': [inset(bitmap.width), bitmap.height - 1 - inset(bitmap.height)],
      'bottom-right': [bitmap.width - 1 - inset(bitmap.width), bitmap.height - 1 - inset(bitmap.height)],
    } as const;
    const redCorners = (Object.keys(points) as (keyof typeof points)[]).filter((corner) => {
      const [x, y] = points[corner];
      const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
      return r > 190 && g < 80 && b < 80;
    });
    return { width: bitmap.width, height: bitmap.height, redCorners };
  }, url);
}

import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';

/** A raster as jsQR reads it. */
export type Rgba = { width: number; height: number; data: Uint8ClampedArray };

/** Renders an SVG on white at `width` pixels wide. */
export function renderSvg(svg: string, width: number): Rgba {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, background: 'white' }).render();
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.pixels) };
}

/** Pastes a raster into a larger white canvas at (x, y): a phone photo where the plaque is a small part. */
export function onCanvas(image: Rgba, width: number, height: number, x: number, y: number): Rgba {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let row = 0; row < image.height; row++) {
    data.set(image.data.subarray(row * image.width * 4, (row + 1) * image.width * 4), ((y + row) * width + x) * 4);
  }
  return { width, height, data };
}

/** Decodes an 8-bit greyscale, non-interlaced PNG whose rows all use filter 0 (what worker/qr/png-encode.ts writes). */
export function decodeGreyPng(png: Uint8Array): Rgba {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      if (body[8] !== 8 || body[9] !== 0) throw new Error('not 8-bit greyscale');
    }
    if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    if (raw[y * (width + 1)] !== 0) throw new Error('unexpected PNG filter');
    for (let x = 0; x < width; x++) {
      const v = raw[y * (width + 1) + 1 + x]!;
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

export function decodeQr(image: Rgba): string | null {
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

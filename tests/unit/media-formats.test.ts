import { describe, expect, it } from 'vitest';
import { FORMATS, sniffFormat } from '../../worker/media/formats';
import { imageSize } from '../../worker/media/image-size';
import { LANDSCAPE_JPEG, PHONE_JPEG, VIDEO_HEADERS, pngImage, seedJpeg } from '../helpers/media-fixtures';

/** Formats are decided by the first bytes of a file, whatever its name or declared type says. */
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffFormat', () => {
  it('recognises JPEG and PNG photographs', () => {
    expect(sniffFormat(seedJpeg().subarray(0, 64))).toBe(FORMATS.jpeg);
    expect(sniffFormat(pngImage(4, 3))).toBe(FORMATS.png);
  });

  it('recognises each accepted video container', () => {
    expect(sniffFormat(VIDEO_HEADERS.mp4)).toBe(FORMATS.mp4);
    expect(sniffFormat(VIDEO_HEADERS.mov)).toBe(FORMATS.mov);
    expect(sniffFormat(VIDEO_HEADERS.movLegacy)).toBe(FORMATS.mov);
    expect(sniffFormat(VIDEO_HEADERS.webm)).toBe(FORMATS.webm);
    expect(sniffFormat(VIDEO_HEADERS.avi)).toBe(FORMATS.avi);
  });

  it('refuses look-alikes: text, GIF, HEIC photos, m4a songs, Matroska, WAV', () => {
    expect(sniffFormat(ascii('hola, esto es texto y no una foto'))).toBeNull();
    expect(sniffFormat(ascii('GIF89a\x01\x00\x01\x00'))).toBeNull();
    const brand = (name: string) => new Uint8Array([0, 0, 0, 24, ...ascii(`ftyp${name}`), 0, 0, 0, 0]);
    expect(sniffFormat(brand('heic'))).toBeNull();
    expect(sniffFormat(brand('M4A '))).toBeNull();
    const matroska = VIDEO_HEADERS.webm.slice();
    matroska.set(ascii('matr'), 24);
    expect(sniffFormat(matroska)).toBeNull();
    expect(sniffFormat(ascii('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
  });

  it('refuses files too short to tell', () => {
    expect(sniffFormat(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffFormat(new Uint8Array())).toBeNull();
  });
});

describe('imageSize', () => {
  it('reads a JPEG frame header and a PNG IHDR', () => {
    expect(imageSize(seedJpeg(LANDSCAPE_JPEG.name), FORMATS.jpeg)).toEqual({ width: 1200, height: 800 });
    expect(imageSize(seedJpeg(PHONE_JPEG.name), FORMATS.jpeg)).toEqual({ width: 480, height: 320 });
    expect(imageSize(pngImage(640, 1), FORMATS.png)).toEqual({ width: 640, height: 1 });
  });

  it('gives null for a file whose header is cut or broken', () => {
    expect(imageSize(seedJpeg().subarray(0, 20), FORMATS.jpeg)).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), FORMATS.jpeg)).toBeNull();
    const png = pngImage(8, 8);
    png.set(ascii('IDAT'), 12);
    expect(imageSize(png, FORMATS.png)).toBeNull();
    expect(imageSize(pngImage(0, 5), FORMATS.png)).toBeNull();
  });
});

describe('WebP video thumbnails', () => {
  /** A minimal extended-format (VP8X) WebP header. */
  function webpHeader(width: number, height: number): Uint8Array {
    const bytes = new Uint8Array(64);
    bytes.set(
      [...'RIFF'].map((c) => c.charCodeAt(0)),
      0,
    );
    bytes.set(
      [...'WEBPVP8X'].map((c) => c.charCodeAt(0)),
      8,
    );
    const put24 = (at: number, value: number) => bytes.set([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff], at);
    put24(24, width - 1);
    put24(27, height - 1);
    return bytes;
  }

  it('are recognised by content and measured from the header', () => {
    const header = webpHeader(400, 225);
    expect(sniffFormat(header)).toBe(FORMATS.webp);
    expect(imageSize(header, FORMATS.webp)).toEqual({ width: 400, height: 225 });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { itAnswers } from '../helpers/answers';
import { photoPreparationError, preparingPhotoText } from '../../site/lib/media/media-checks';
import {
  canTravelAsIs,
  encodingAttempts,
  isAcceptedPhoto,
  isHeifFile,
  jpegHasExif,
  MAX_IMAGE_BYTES,
  PHOTO,
  PHOTO_ACCEPT,
  preparedName,
  sniffFormat,
} from '../../site/lib/media/photo-rules';
import { MAX_IMAGE_BYTES as API_MAX_IMAGE_BYTES } from '../../worker/schemas/uploads';
import { seedJpeg } from '../helpers/media-fixtures';
import { withExifOrientation } from '../helpers/phone-photos';

/** Photos straight from the phone (docs/features/limits-and-daily-cleanup.md): the pure rules behind prepare-photo.ts. */
const HEIC = new Uint8Array(readFileSync(new URL('../fixtures/phone-portrait.heic', import.meta.url)));

describe('the sizes and qualities a prepared photo tries', () => {
  it('fits a 12 MP phone photo within 2048 px at quality 0.9 first, then lowers the quality step by step', () => {
    const attempts = encodingAttempts({ width: 4032, height: 3024 });
    expect(attempts.slice(0, 5)).toEqual([0.9, 0.82, 0.74, 0.66, 0.6].map((quality) => ({ width: 2048, height: 1536, quality })));
    expect(attempts[5]).toEqual({ width: 1536, height: 1152, quality: 0.9 });
  });

  it('keeps a portrait a portrait and never goes past 2048 px on the long side', () => {
    const [first] = encodingAttempts({ width: 3000, height: 4000 });
    expect(first).toEqual({ width: 1536, height: 2048, quality: 0.9 });
    for (const attempt of encodingAttempts({ width: 9000, height: 1200 })) {
      expect(Math.max(attempt.width, attempt.height)).toBeLessThanOrEqual(PHOTO.maxSide);
    }
  });

  it('shrinks only down to 640 px, and never enlarges a small photo', () => {
    const sides = [...new Set(encodingAttempts({ width: 4032, height: 3024 }).map((attempt) => attempt.width))];
    expect(sides).toEqual([2048, 1536, 1152, 864, 648]);
    expect(encodingAttempts({ width: 480, height: 640 })).toEqual(PHOTO.qualities.map((quality) => ({ width: 480, height: 640, quality })));
    expect(encodingAttempts({ width: 0, height: 0 })).toEqual([]);
  });

  it('aims under the very limit the upload API enforces', () => {
    expect(MAX_IMAGE_BYTES).toBe(API_MAX_IMAGE_BYTES);
    expect(PHOTO.type).toBe('image/jpeg');
    expect([...PHOTO.qualities]).toEqual([...PHOTO.qualities].sort((a, b) => b - a));
  });
});

describe('what a chosen file is', () => {
  itAnswers('knows a HEIC or HEIF photo by its type, or by its name when the phone sends no type', isHeifFile, [
    [{ name: 'IMG_2041.HEIC', type: 'image/heic' }, true],
    [{ name: 'foto', type: 'image/heif' }, true],
    [{ name: 'IMG_2041.HEIC', type: '' }, true],
    [{ name: 'IMG_2041.heif', type: 'application/octet-stream' }, true],
    [{ name: 'IMG_2041.heic', type: 'image/jpeg' }, false],
    [{ name: 'IMG_2041.jpg', type: '' }, false],
  ]);

  it('takes JPG, PNG and HEIC photos, and nothing else', () => {
    for (const file of [
      { name: 'a.jpg', type: 'image/jpeg' },
      { name: 'a.JPEG', type: '' },
      { name: 'a.png', type: 'image/png' },
      { name: 'a.png', type: '' },
      { name: 'a.heic', type: 'image/heic' },
      { name: 'a.HEIF', type: '' },
    ]) {
      expect(isAcceptedPhoto(file), file.name).toBe(true);
    }
    for (const file of [
      { name: 'a.webp', type: 'image/webp' },
      { name: 'a.gif', type: '' },
      { name: 'a.jpg', type: 'image/gif' },
      { name: 'a.pdf', type: 'application/pdf' },
    ]) {
      expect(isAcceptedPhoto(file), file.name).toBe(false);
    }
  });

  it('offers HEIC and HEIF in the pickers, by type and by extension', () => {
    expect(PHOTO_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/heic', 'image/heif', '.heic', '.heif', '.jpg', '.png']));
  });

  itAnswers('tells the format by the first bytes, whatever the name says', sniffFormat, [
    [seedJpeg(), 'jpeg'],
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'png'],
    [HEIC, 'heif'],
    [new TextEncoder().encode('GIF89a......'), 'other'],
    [new Uint8Array([0xff, 0xd8]), 'other'],
  ]);
});

describe('which photos travel as they were chosen', () => {
  const small = { width: 1200, height: 800 };

  it('finds the Exif block a phone writes, and knows a JPEG without one', () => {
    expect(jpegHasExif(seedJpeg())).toBe(false);
    expect(jpegHasExif(withExifOrientation(seedJpeg(), 6))).toBe(true);
    // After a JFIF header too, where many cameras put it.
    const jfif = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...new TextEncoder().encode('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    const withJfif = new Uint8Array([...jfif, ...withExifOrientation(seedJpeg(), 1).subarray(2)]);
    expect(jpegHasExif(withJfif)).toBe(true);
  });

  it('counts a head that ends before the image data as having Exif (so the photo is redrawn)', () => {
    expect(jpegHasExif(seedJpeg().subarray(0, 40))).toBe(true);
  });

  it('lets a small JPEG without Exif, or a small PNG, go byte for byte', () => {
    expect(canTravelAsIs({ format: 'jpeg', bytes: 60_000, size: small, hasExif: false })).toBe(true);
    expect(canTravelAsIs({ format: 'png', bytes: MAX_IMAGE_BYTES, size: { width: 2048, height: 2048 }, hasExif: false })).toBe(true);
  });

  itAnswers('redraws a JPEG with Exif (orientation, location), a large one, a wide one and every HEIC', canTravelAsIs, [
    [{ format: 'jpeg', bytes: 60_000, size: small, hasExif: true }, false],
    [{ format: 'jpeg', bytes: MAX_IMAGE_BYTES + 1, size: small, hasExif: false }, false],
    [{ format: 'png', bytes: 60_000, size: { width: 2049, height: 100 }, hasExif: false }, false],
    [{ format: 'heif', bytes: 60_000, size: small, hasExif: false }, false],
    [{ format: 'other', bytes: 60_000, size: small, hasExif: false }, false],
  ]);

  itAnswers('names the prepared copy after the chosen photo', preparedName, [
    ['IMG_2041.HEIC', 'IMG_2041.jpg'],
    ['abuela en la finca.png', 'abuela en la finca.jpg'],
    ['.heic', 'foto.jpg'],
    ['sin-extension', 'sin-extension.jpg'],
  ]);
});

describe('what the pickers say', () => {
  it('shows that a photo is being prepared, counting when there are several', () => {
    expect(preparingPhotoText({ done: 0, total: 1 })).toBe('Preparando foto…');
    expect(preparingPhotoText({ done: 1, total: 3 })).toBe('Preparando foto 2 de 3…');
  });

  it('says why a photo could not be prepared in the spec’s words', () => {
    expect(photoPreparationError('unreadable')).toBe('Error al subir la imagen');
    expect(photoPreparationError('too-large')).toBe('La imagen debe ser menor a 25MB');
  });
});

import { describe, expect, it } from 'vitest';
import { itAnswers } from '../helpers/answers';
import { size } from '../helpers/sizes';
import { pageImage } from '../../site/data/page-images';
import {
  phoneRenditionSize,
  portraitCopyCrop,
  PORTRAIT_COPY,
  SCREEN_RENDITION,
  screenRenditionSize,
  THUMBNAIL,
} from '../../site/lib/media/media-geometry';
import { PHOTO } from '../../site/lib/media/photo-rules';
import { PHONE_RENDITION_WIDTH } from '../../worker/schemas/rendition-widths';
import { MAX_POSTER, MAX_RENDITION_SIDE } from '../../worker/schemas/uploads';

/**
 * A photo keeps, beside its 2048 px original, a 480 px copy for `src` and a 1280 px copy the
 * lightbox takes on a phone; pages offer every size that exists and nothing that does not.
 */
describe('the screen rendition of a photo (1280 px on its long side)', () => {
  it.each([
    [size(2048, 1365), size(1280, 853)],
    [size(1536, 2048), size(960, 1280)],
    [size(2048, 2048), size(1280, 1280)],
    [size(2048, 300), size(1280, 188)],
  ])('fits a prepared landscape, portrait and square photo within 1280 px, keeping its shape: %o as %o', (photo, screen) => {
    expect(screenRenditionSize(photo)).toEqual(screen);
  });

  itAnswers('is not made for a photo no larger than 1280 px: the copy would be the original again', screenRenditionSize, [
    [size(1280, 960), null],
    [size(1200, 800), null],
    [size(0, 0), null],
  ]);

  it('sits between the phone rendition and the original, within what the API keeps', () => {
    const original = { width: PHOTO.maxSide, height: 1536 };
    const phone = phoneRenditionSize(original);
    const screen = screenRenditionSize(original);
    expect(phone?.width).toBe(480);
    expect(screen?.width).toBe(SCREEN_RENDITION.maxSide);
    expect(SCREEN_RENDITION.maxSide).toBe(MAX_RENDITION_SIDE);
    expect(SCREEN_RENDITION.type).toBe(PHOTO.type);
    // A 390 px wide phone at 3x draws a full-screen photo with 1170 px: the 1280 copy is enough.
    expect(SCREEN_RENDITION.maxSide).toBeGreaterThanOrEqual(390 * 3);
  });

  it('and the poster frame the browser makes fits what the API keeps as a poster', () => {
    expect({ width: THUMBNAIL.maxWidth, height: THUMBNAIL.maxHeight }).toEqual(MAX_POSTER);
  });
});

describe('what a page offers for one photo (site/data/page-images.ts)', () => {
  const at = (n: number) => `2026-01-0${n}T00:00:00.000Z`;
  const original = { key: 'gallery/u1/original.jpg', width: 2048, height: 1365, createdAt: at(1) };
  const phone = { key: 'gallery/u1/phone.jpg', width: 480, height: 320, createdAt: at(2) };
  const screen = { key: 'gallery/u1/screen.jpg', width: 1280, height: 853, createdAt: at(3) };
  const url = `/media/${original.key}`;

  it('offers 480, 1280 and 2048 px with w descriptors, the 480 one in src', () => {
    expect(pageImage(url, original, [screen, phone])).toEqual({
      src: '/media/gallery/u1/phone.jpg',
      srcset: '/media/gallery/u1/phone.jpg 480w, /media/gallery/u1/screen.jpg 1280w, /media/gallery/u1/original.jpg 2048w',
      width: 480,
      height: 320,
      full: url,
      fullWidth: 2048,
      fullHeight: 1365,
    });
  });

  it('falls back to what exists for a photo uploaded before the 1280 px copy', () => {
    expect(pageImage(url, original, [phone]).srcset).toBe('/media/gallery/u1/phone.jpg 480w, /media/gallery/u1/original.jpg 2048w');
    expect(pageImage(url, original, [screen])).toMatchObject({
      src: '/media/gallery/u1/screen.jpg',
      srcset: '/media/gallery/u1/screen.jpg 1280w, /media/gallery/u1/original.jpg 2048w',
    });
  });

  it('gives the original alone to a photo with no copy, and to an outside link', () => {
    expect(pageImage(url, original, [])).toMatchObject({ src: url, srcset: undefined, width: 2048, height: 1365 });
    expect(pageImage('https://example.com/x.jpg', undefined, [])).toMatchObject({ src: 'https://example.com/x.jpg', srcset: undefined });
  });

  it('leaves out a copy without a size, one not smaller than the original, and a second of one width', () => {
    const unsized = { key: 'gallery/u1/unsized.jpg', width: null, height: null, createdAt: at(4) };
    const huge = { key: 'gallery/u1/huge.jpg', width: 2048, height: 1365, createdAt: at(5) };
    const again = { key: 'gallery/u1/again.jpg', width: 1280, height: 853, createdAt: at(6) };
    expect(pageImage(url, original, [again, huge, unsized, screen, phone]).srcset).toBe(
      '/media/gallery/u1/phone.jpg 480w, /media/gallery/u1/screen.jpg 1280w, /media/gallery/u1/original.jpg 2048w',
    );
  });
});

describe("the portrait copy of a memorial's own photo", () => {
  it('is the centred square a round portrait shows (object-fit: cover), 240 px: enough for 96 CSS px at 2.5x', () => {
    expect(portraitCopyCrop({ width: 2048, height: 1536 })).toEqual({
      crop: { x: 256, y: 0, width: 1536, height: 1536 },
      size: { width: 240, height: 240 },
    });
    expect(portraitCopyCrop({ width: 1536, height: 2048 })).toEqual({
      crop: { x: 0, y: 256, width: 1536, height: 1536 },
      size: { width: 240, height: 240 },
    });
    expect(portraitCopyCrop({ width: 2048, height: 2048 })?.crop).toEqual({ x: 0, y: 0, width: 2048, height: 2048 });
    expect(PORTRAIT_COPY.side).toBeGreaterThanOrEqual(96 * 2.5);
    expect(PORTRAIT_COPY.side).toBeLessThan(PHONE_RENDITION_WIDTH);
    expect(PORTRAIT_COPY.type).toBe(PHOTO.type);
  });

  itAnswers('is not made when the photo is already that small', portraitCopyCrop, [
    [size(240, 600), null],
    [size(0, 0), null],
  ]);

  it('is offered in srcset, while src stays the phone rendition', () => {
    const original = { key: 'profile/u1/original.jpg', width: 1536, height: 2048, createdAt: '2026-01-01T00:00:00.000Z' };
    const copy = { key: 'profile/u1/copy.jpg', width: 240, height: 240, createdAt: '2026-01-01T00:00:01.000Z' };
    const phone = { key: 'profile/u1/phone.jpg', width: 480, height: 640, createdAt: '2026-01-01T00:00:02.000Z' };
    expect(pageImage('/media/profile/u1/original.jpg', original, [copy, phone])).toMatchObject({
      src: '/media/profile/u1/phone.jpg',
      srcset: '/media/profile/u1/copy.jpg 240w, /media/profile/u1/phone.jpg 480w, /media/profile/u1/original.jpg 1536w',
      width: 480,
      height: 640,
    });
  });
});

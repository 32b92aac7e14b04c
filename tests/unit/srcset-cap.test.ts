import { describe, expect, it } from 'vitest';
import { imageForSlot, srcsetUpTo } from '../../site/lib/public/srcset-cap';

const full = '/media/a-480.jpg 480w, /media/a-1280.jpg 1280w, /media/a.jpg 2048w';

describe('srcsetUpTo', () => {
  it('keeps only the small rendition for a portrait of at most 144 CSS px (432 device px at 3x)', () => {
    expect(srcsetUpTo(full, 144)).toBeUndefined();
  });

  it('keeps the first candidate wide enough and those below it', () => {
    expect(srcsetUpTo(full, 224)).toBe('/media/a-480.jpg 480w, /media/a-1280.jpg 1280w');
    expect(srcsetUpTo(full, 426)).toBe('/media/a-480.jpg 480w, /media/a-1280.jpg 1280w');
  });

  it('keeps every candidate when none is wide enough', () => {
    expect(srcsetUpTo(full, 736)).toBe(full);
  });

  it('reads candidates in any order', () => {
    expect(srcsetUpTo('/b.jpg 2048w, /b-480.jpg 480w, /b-1280.jpg 1280w', 300)).toBe('/b-480.jpg 480w, /b-1280.jpg 1280w');
  });

  it('leaves a missing or unreadable srcset as it is', () => {
    expect(srcsetUpTo(undefined, 100)).toBeUndefined();
    expect(srcsetUpTo('/c.jpg 2x, /c-small.jpg 1x', 100)).toBe('/c.jpg 2x, /c-small.jpg 1x');
  });
});

describe('imageForSlot (the portrait copy)', () => {
  const withCopy = {
    src: '/media/p-480.jpg',
    srcset: '/media/p-240.jpg 240w, /media/p-480.jpg 480w, /media/p-1280.jpg 1280w, /media/p.jpg 1536w',
  };
  // A copy made before the portrait copy became 240 px.
  const withOldCopy = {
    src: '/media/p-480.jpg',
    srcset: '/media/p-288.jpg 288w, /media/p-480.jpg 480w, /media/p-1280.jpg 1280w, /media/p.jpg 1536w',
  };

  it('gives a round portrait the copy beside the phone rendition (a 3x screen takes that), up to what the slot can use', () => {
    expect(imageForSlot(withCopy, { maxCssWidth: 144, portrait: true })).toEqual({
      src: '/media/p-480.jpg',
      srcset: '/media/p-240.jpg 240w, /media/p-480.jpg 480w',
    });
    expect(imageForSlot(withCopy, { maxCssWidth: 96, portrait: true })).toEqual({
      src: '/media/p-480.jpg',
      srcset: '/media/p-240.jpg 240w, /media/p-480.jpg 480w',
    });
    // A 288 px copy is enough for a member card's 96 px at 3x, so it is the card's photo alone.
    expect(imageForSlot(withOldCopy, { maxCssWidth: 96, portrait: true })).toEqual({ src: '/media/p-288.jpg', srcset: undefined });
  });

  it('never offers the copy to any other slot (a gallery tile, a memorial hero), which keep what they had', () => {
    expect(imageForSlot(withCopy, {})).toEqual({
      src: '/media/p-480.jpg',
      srcset: '/media/p-480.jpg 480w, /media/p-1280.jpg 1280w, /media/p.jpg 1536w',
    });
    expect(imageForSlot(withCopy, { maxCssWidth: 144 })).toEqual({ src: '/media/p-480.jpg', srcset: undefined });
    expect(imageForSlot({ src: '/media/a-480.jpg', srcset: full }, { maxCssWidth: 224 })).toEqual({
      src: '/media/a-480.jpg',
      srcset: '/media/a-480.jpg 480w, /media/a-1280.jpg 1280w',
    });
  });

  it('leaves a photo without renditions, or a srcset it cannot read, as it is', () => {
    expect(imageForSlot({ src: '/x.jpg', srcset: undefined }, { maxCssWidth: 96, portrait: true })).toEqual({
      src: '/x.jpg',
      srcset: undefined,
    });
    const odd = { src: '/c.jpg', srcset: '/c.jpg 2x, /c-small.jpg 1x' };
    expect(imageForSlot(odd, { maxCssWidth: 96 })).toBe(odd);
  });
});

import { describe, expect, it } from 'vitest';
import { srcsetUpTo } from '../../site/lib/public/srcset-cap';

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

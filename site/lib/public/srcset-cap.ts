/**
 * A photo's `srcset` cut to what one slot can ever use. A portrait drawn at most 144 CSS px wide needs no more
 * than 432 device pixels even on a 3x screen, so the 1280 px and 2048 px candidates are never chosen there;
 * leaving them out keeps the page's HTML inside the first round trip on mobile data (docs/performance.md: a
 * real family's photo addresses are long and unique, so gzip cannot shrink them).
 */

import { PHONE_RENDITION_WIDTH } from '../../../worker/schemas/rendition-widths';

/** The densest screens the pages are drawn for. */
export const MAX_DEVICE_PIXEL_RATIO = 3;

/**
 * The candidates of `srcset` ('url 480w, url 1280w, …', narrowest first or not) up to the first one at least
 * `maxCssWidth × MAX_DEVICE_PIXEL_RATIO` wide; undefined when a single candidate is left (the `src` alone then
 * says it). A srcset it cannot read is returned as it is.
 */
export function srcsetUpTo(srcset: string | undefined, maxCssWidth: number): string | undefined {
  if (!srcset) return srcset;
  const candidates = srcset.split(',').map((part) => {
    const [url, descriptor] = part.trim().split(/\s+/);
    const width = descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) : Number.NaN;
    return { text: part.trim(), url, width };
  });
  if (candidates.some((candidate) => !candidate.url || !Number.isInteger(candidate.width) || candidate.width <= 0)) return srcset;
  const needed = maxCssWidth * MAX_DEVICE_PIXEL_RATIO;
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  const firstEnough = sorted.findIndex((candidate) => candidate.width >= needed);
  const kept = firstEnough < 0 ? sorted : sorted.slice(0, firstEnough + 1);
  return kept.length > 1 ? kept.map((candidate) => candidate.text).join(', ') : undefined;
}

/**
 * What one slot offers: `srcset` without the portrait copy (a candidate narrower than the phone rendition) unless
 * the slot is a small round portrait (`portrait`), then cut to `maxCssWidth` as srcsetUpTo does. When one candidate
 * is left it is the `src`, with no srcset (a member card's portrait then takes the portrait copy alone); otherwise
 * `src` stays the phone rendition. A gallery tile never gets the copy, so its document keeps its size.
 */
export function imageForSlot(
  image: { src: string; srcset: string | undefined },
  options: { maxCssWidth?: number; portrait?: boolean },
): { src: string; srcset: string | undefined } {
  if (!image.srcset) return image;
  const candidates = image.srcset.split(',').map((part) => {
    const [url, descriptor] = part.trim().split(/\s+/);
    return { text: part.trim(), url, width: descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) : Number.NaN };
  });
  if (candidates.some((candidate) => !candidate.url || !Number.isInteger(candidate.width) || candidate.width <= 0)) return image;
  const offered = candidates
    .filter((candidate) => options.portrait || candidate.width >= PHONE_RENDITION_WIDTH)
    .sort((a, b) => a.width - b.width);
  const needed = options.maxCssWidth === undefined ? Number.POSITIVE_INFINITY : options.maxCssWidth * MAX_DEVICE_PIXEL_RATIO;
  const firstEnough = offered.findIndex((candidate) => candidate.width >= needed);
  const kept = firstEnough < 0 ? offered : offered.slice(0, firstEnough + 1);
  if (kept.length === 1 && kept[0]?.url) return { src: kept[0].url, srcset: undefined };
  return { src: image.src, srcset: kept.map((candidate) => candidate.text).join(', ') };
}

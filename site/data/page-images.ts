/**
 * Photos as public pages render them: the phone rendition in `src` (what a visitor on mobile data gets),
 * a `srcset` that lets large screens take the original, and the real pixel size for width/height so
 * nothing moves while images arrive. Server-only (reads media_objects through D1).
 */
import type { Db } from '../../db/client';
import { mediaObjects } from '../../db/schema';
import { keyFromMediaUrl, mediaUrl } from '../../worker/media';
import { rowsWhereIn, type MediaRow } from '../../worker/media/records';

export type PageImage = {
  /** The smallest rendition (or the original when it has none). */
  src: string;
  /** 'small 480w, original 1200w' when both sizes are known; undefined otherwise. */
  srcset: string | undefined;
  width: number;
  height: number;
  /** The original, for the lightbox and for link previews. */
  full: string;
  fullWidth: number;
  fullHeight: number;
};

/** A square guess for photos whose size was never recorded (an outside link): CSS fixes the box anyway. */
const UNKNOWN_SIZE = 800;

function smallest(rows: MediaRow[]): MediaRow | undefined {
  return rows.reduce<MediaRow | undefined>((best, row) => {
    const pixels = (row.width ?? 0) * (row.height ?? 0);
    const bestPixels = best ? (best.width ?? 0) * (best.height ?? 0) : Infinity;
    return pixels < bestPixels ? row : best;
  }, undefined);
}

/**
 * Looks up every photo of a page in two queries (originals and their renditions) and returns a resolver
 * from stored URL to PageImage.
 */
export async function loadPageImages(db: Db, urls: readonly string[]): Promise<(url: string) => PageImage> {
  const keys = urls.map(keyFromMediaUrl).filter((key): key is string => key !== null);
  const [originals, renditions] = keys.length
    ? await Promise.all([rowsWhereIn(db, mediaObjects.key, keys), rowsWhereIn(db, mediaObjects.variantOf, keys)])
    : [[], []];
  const byKey = new Map(originals.map((row) => [row.key, row]));
  const renditionsOf = new Map<string, MediaRow[]>();
  for (const row of renditions) {
    if (!row.variantOf || !row.contentType.startsWith('image/')) continue;
    renditionsOf.set(row.variantOf, [...(renditionsOf.get(row.variantOf) ?? []), row]);
  }

  return (url: string): PageImage => {
    const key = keyFromMediaUrl(url);
    const original = key ? byKey.get(key) : undefined;
    const fullWidth = original?.width ?? UNKNOWN_SIZE;
    const fullHeight = original?.height ?? UNKNOWN_SIZE;
    const small = key ? smallest(renditionsOf.get(key) ?? []) : undefined;
    if (!small?.width || !small.height || !original?.width) {
      return { src: url, srcset: undefined, width: fullWidth, height: fullHeight, full: url, fullWidth, fullHeight };
    }
    return {
      src: mediaUrl(small.key),
      srcset: `${mediaUrl(small.key)} ${small.width}w, ${url} ${original.width}w`,
      width: small.width,
      height: small.height,
      full: url,
      fullWidth,
      fullHeight,
    };
  };
}

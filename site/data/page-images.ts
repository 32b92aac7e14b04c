/**
 * Photos as public pages render them: the phone rendition in `src` (what a visitor on mobile data gets),
 * a `srcset` of every size that exists (480 px, 1280 px, the 2048 px original) so the browser takes the
 * smallest that is sharp where the photo is drawn (a phone's lightbox: the 1280 one), and the real pixel
 * size for width/height so nothing moves while images arrive. Server-only (reads media_objects through D1).
 *
 * Which renditions exist is what media_objects records (a row per rendition, `variant_of` = its original,
 * with its width), never a naming rule: a photo uploaded before the 1280 px rendition existed simply has
 * one candidate fewer, and no page links a file that is not there.
 */
import type { Db } from '../../db/client';
import { mediaObjects } from '../../db/schema';
import { keyFromMediaUrl, mediaUrl } from '../../worker/media';
import { rowsWhereIn, type MediaRow } from '../../worker/media/records';
import { PHONE_RENDITION_WIDTH } from '../../worker/schemas/rendition-widths';

export type PageImage = {
  /** The smallest rendition at least as wide as the phone one (or the original when it has none). */
  src: string;
  /** 'small 480w, screen 1280w, original 2048w' with every size known; undefined without a rendition. */
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

const pixelsOf = (row: Pick<MediaRow, 'width' | 'height'>) => (row.width ?? 0) * (row.height ?? 0);

/** The renditions a page may offer, narrowest first: images with a known size, smaller than their original. */
function usable<R extends SizedRow>(rows: readonly R[], original: SizedRow): R[] {
  const byWidth = new Map<number, R>();
  // Oldest first: of two renditions one width wide (one srcset descriptor), the first uploaded is kept.
  for (const row of [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const width = row.width ?? 0;
    const fits = width > 0 && width < (original.width ?? 0) && (row.height ?? 0) > 0 && pixelsOf(row) < pixelsOf(original);
    if (fits && !byWidth.has(width)) byWidth.set(width, row);
  }
  return [...byWidth.values()].sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
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
  return pageImagesFrom(originals, renditions);
}

/** The resolver of `loadPageImages`, from the photos' own rows and their renditions' rows (rows of other media are ignored). */
export function pageImagesFrom(originals: readonly MediaRow[], renditions: readonly MediaRow[]): (url: string) => PageImage {
  const byKey = new Map(originals.map((row) => [row.key, row]));
  const renditionsOf = new Map<string, MediaRow[]>();
  for (const row of renditions) {
    if (!row.variantOf || !row.contentType.startsWith('image/')) continue;
    renditionsOf.set(row.variantOf, [...(renditionsOf.get(row.variantOf) ?? []), row]);
  }

  return (url: string): PageImage => {
    const key = keyFromMediaUrl(url);
    return pageImage(url, key ? byKey.get(key) : undefined, key ? (renditionsOf.get(key) ?? []) : []);
  };
}

type SizedRow = Pick<MediaRow, 'key' | 'width' | 'height' | 'createdAt'>;

/**
 * One photo as a page renders it, from its media_objects row (undefined for an outside link) and its
 * renditions' rows: pure, so the fallbacks are unit-tested.
 */
export function pageImage(url: string, original: SizedRow | undefined, rows: readonly SizedRow[]): PageImage {
  const fullWidth = original?.width ?? UNKNOWN_SIZE;
  const fullHeight = original?.height ?? UNKNOWN_SIZE;
  const renditions = original?.width ? usable(rows, original) : [];
  // A portrait copy (narrower than the phone rendition) is only a srcset candidate, for the slots that want it.
  const small = renditions.find((row) => (row.width ?? 0) >= PHONE_RENDITION_WIDTH) ?? renditions[0];
  if (!small?.width || !small.height || !original?.width) {
    return { src: url, srcset: undefined, width: fullWidth, height: fullHeight, full: url, fullWidth, fullHeight };
  }
  const candidates = [...renditions.map((row) => `${mediaUrl(row.key)} ${row.width}w`), `${url} ${original.width}w`];
  return {
    src: mediaUrl(small.key),
    srcset: candidates.join(', '),
    width: small.width,
    height: small.height,
    full: url,
    fullWidth,
    fullHeight,
  };
}

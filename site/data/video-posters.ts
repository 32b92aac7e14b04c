/**
 * The poster frames of a page's videos (docs/features/public-pages.md): the browser makes one at upload and stores it as kind
 * 'thumbnail' with `variant_of` = the video's key (site/lib/media/uploads.ts), so a video shows a face
 * instead of a black box until it is played. Server-only (reads media_objects through D1).
 *
 * A video uploaded before posters existed has no such row: the resolver gives undefined, and the page
 * renders no `poster` attribute rather than a broken address.
 */
import type { Db } from '../../db/client';
import { mediaObjects } from '../../db/schema';
import { keyFromMediaUrl, mediaUrl } from '../../worker/media';
import { rowsWhereIn, type MediaRow } from '../../worker/media/records';

/** One query for every video of a page; the resolver maps a video's URL to its poster's, if it has one. */
export async function loadVideoPosters(db: Db, urls: readonly (string | null | undefined)[]): Promise<(url: string) => string | undefined> {
  const keys = urls.map((url) => (url ? keyFromMediaUrl(url) : null)).filter((key): key is string => key !== null);
  return videoPostersFrom(keys.length ? await rowsWhereIn(db, mediaObjects.variantOf, keys) : []);
}

/** The resolver of `loadVideoPosters`, from the rows whose `variant_of` is a video's key (other rows are ignored). */
export function videoPostersFrom(rows: readonly MediaRow[]): (url: string) => string | undefined {
  const posters = new Map<string, string>();
  // Oldest first: the API keeps one poster per video, and the first is the one it kept.
  for (const row of [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    if (!row.variantOf || row.kind !== 'thumbnail' || !row.contentType.startsWith('image/') || posters.has(row.variantOf)) continue;
    posters.set(row.variantOf, mediaUrl(row.key));
  }
  return (url) => {
    const key = keyFromMediaUrl(url);
    return key ? posters.get(key) : undefined;
  };
}

import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaObjects } from '../../db/schema';
import type { MediaBucket } from './bucket';
import { keyFromMediaUrl } from './keys';
import { inSlices, rowsWhereIn, unique } from './records';

/** R2 deletes at most 1000 keys per call. */
const R2_DELETE_LIMIT = 1000;

/**
 * Deletes the objects behind `/media/{key}` URLs, with their phone renditions, and their media_objects
 * rows; other URLs (outside links, template files) are ignored. Objects go first: if R2 fails, the rows
 * are still there and a retry finds everything again (deleting a missing key is a no-op). Callers pass
 * only URLs nothing else still shows. Returns the keys deleted.
 */
export async function deleteMedia(db: Db, bucket: Pick<MediaBucket, 'delete'>, urls: string[]): Promise<string[]> {
  const originals = unique(urls.map(keyFromMediaUrl).filter((key): key is string => key !== null));
  if (originals.length === 0) return [];
  const variants = await rowsWhereIn(db, mediaObjects.variantOf, originals);
  const keys = unique([...originals, ...variants.map((row) => row.key)]);
  for (const slice of inSlices(keys, R2_DELETE_LIMIT)) await bucket.delete(slice);
  for (const slice of inSlices(keys)) await db.delete(mediaObjects).where(inArray(mediaObjects.key, slice));
  return keys;
}

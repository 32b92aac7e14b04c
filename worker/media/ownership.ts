import type { Db } from '../../db/client';
import { mediaObjects } from '../../db/schema';
import type { MediaKind } from '../../db/schema/enums';
import { badRequest } from '../errors';
import { UPLOAD_MESSAGES } from '../schemas/uploads';
import { keyFromMediaUrl } from './keys';
import { rowsWhereIn, unique } from './records';

/**
 * Throws 400 'Archivo no válido' unless every URL is `/media/{key}` of an object `ownerId` uploaded
 * (and, with `kinds`, of one of those kinds). Memorial create/update call it, so a page can only show
 * its owner's own files, never a stranger's upload or an outside link dressed up as ours.
 */
export async function assertOwnedMedia(db: Db, ownerId: string, urls: string[], kinds?: readonly MediaKind[]): Promise<void> {
  const keys = urls.map(keyFromMediaUrl);
  const wanted = unique(keys.filter((key): key is string => key !== null));
  if (wanted.length !== unique(urls).length) throw badRequest(UPLOAD_MESSAGES.invalidMedia);
  if (wanted.length === 0) return;
  const rows = await rowsWhereIn(db, mediaObjects.key, wanted, ownerId);
  const accepted = rows.filter((row) => !kinds || kinds.includes(row.kind));
  if (accepted.length !== wanted.length) throw badRequest(UPLOAD_MESSAGES.invalidMedia);
}

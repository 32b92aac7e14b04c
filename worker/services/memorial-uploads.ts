import type { Db } from '../../db/client';
import type { UploadFor } from '../schemas/uploads';
import { requireMemorialRole } from './memorial-access';
import { findUserById, type UserRow } from './users';
import { AppError, notFound } from '../errors';
import { UPLOAD_MESSAGES } from '../schemas/uploads';

/**
 * Whose upload this is (docs/features/family-circle.md): the signed-in person's own, unless they upload for a memorial they help with as
 * an editor (`?profile_id=` / `?family_profile_id=`). Then the file belongs to the memorial's owner: it counts against
 * the owner's daily limits (never the helper's own), may be a video because the owner paid for the memorial, and is a
 * file the memorial may show (services accept a manager's change only with the owner's files). The owner and an
 * administrator upload as themselves. A memorial the person may not edit is the upload's 404 (or the role's 403).
 */
export async function uploaderFor(deps: { db: Db }, actor: UserRow, target: UploadFor): Promise<UserRow> {
  const ref = target.profile_id
    ? ({ kind: 'memorial', id: target.profile_id } as const)
    : target.family_profile_id
      ? ({ kind: 'family', id: target.family_profile_id } as const)
      : null;
  if (!ref) return actor;
  const access = await requireMemorialRole(deps, actor, ref, 'editor').catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw notFound(UPLOAD_MESSAGES.memorialNotFound);
    throw error;
  });
  if (access.role !== 'editor') return actor;
  const owner = await findUserById(deps.db, access.ownerId);
  if (!owner) throw notFound(UPLOAD_MESSAGES.memorialNotFound);
  return owner;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles } from '../../db/schema';
import { AppError, conflict, notFound } from '../errors';
import { UPLOAD_MESSAGES } from '../schemas/uploads';
import { requireMemorialRole, type AccessActor } from '../services/memorial-access';

export type VideoTarget = { profile_id?: string; family_profile_id?: string };

/**
 * A memorial holds one video: uploading another for a memorial (or family page) that has one answers
 * 409 'Este memorial ya tiene un video'. Only whoever may edit the memorial (its owner, an editor, an administrator:
 * services/memorial-access.ts) asks; anyone else's is 404, as if it did not exist, so the answer never tells a
 * stranger which ids are real.
 */
export async function assertVideoSlotFree(deps: { db: Db }, actor: AccessActor, target: VideoTarget): Promise<void> {
  const { db } = deps;
  if (target.profile_id) {
    const [row] = await db
      .select({ videoUrl: memorialProfiles.memorialVideoUrl, ownerId: memorialProfiles.userId })
      .from(memorialProfiles)
      .where(eq(memorialProfiles.id, target.profile_id));
    await assertEditor(db, actor, row, { kind: 'memorial', id: target.profile_id });
    assertFree(row);
  }
  if (target.family_profile_id) {
    const [row] = await db
      .select({ videoUrl: familyProfiles.memorialVideoUrl, ownerId: familyProfiles.userId })
      .from(familyProfiles)
      .where(eq(familyProfiles.id, target.family_profile_id));
    await assertEditor(db, actor, row, { kind: 'family', id: target.family_profile_id });
    assertFree(row);
  }
}

async function assertEditor(
  db: Db,
  actor: AccessActor,
  row: { ownerId: string } | undefined,
  ref: { kind: 'memorial' | 'family'; id: string },
): Promise<void> {
  if (!row) throw notFound(UPLOAD_MESSAGES.memorialNotFound);
  try {
    await requireMemorialRole({ db }, actor, { ...ref, ownerId: row.ownerId }, 'editor');
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound(UPLOAD_MESSAGES.memorialNotFound);
    throw error;
  }
}

function assertFree(row: { videoUrl: string | null } | undefined): void {
  if (!row) throw notFound(UPLOAD_MESSAGES.memorialNotFound);
  if (row.videoUrl) throw conflict(UPLOAD_MESSAGES.videoTaken);
}

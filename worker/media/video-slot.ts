import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles } from '../../db/schema';
import { conflict, notFound } from '../errors';
import { UPLOAD_MESSAGES } from '../schemas/uploads';

export type VideoTarget = { profile_id?: string; family_profile_id?: string };

/**
 * A memorial holds one video: uploading another for a memorial (or family page) that has one answers
 * 409 'Este memorial ya tiene un video'. Someone else's memorial is 404, as if it did not exist, so the
 * answer never tells a stranger which ids are real.
 */
export async function assertVideoSlotFree(deps: { db: Db }, actor: { id: string }, target: VideoTarget): Promise<void> {
  const { db } = deps;
  const userId = actor.id;
  if (target.profile_id) {
    const [row] = await db
      .select({ videoUrl: memorialProfiles.memorialVideoUrl })
      .from(memorialProfiles)
      .where(and(eq(memorialProfiles.id, target.profile_id), eq(memorialProfiles.userId, userId)));
    assertFree(row);
  }
  if (target.family_profile_id) {
    const [row] = await db
      .select({ videoUrl: familyProfiles.memorialVideoUrl })
      .from(familyProfiles)
      .where(and(eq(familyProfiles.id, target.family_profile_id), eq(familyProfiles.userId, userId)));
    assertFree(row);
  }
}

function assertFree(row: { videoUrl: string | null } | undefined): void {
  if (!row) throw notFound(UPLOAD_MESSAGES.memorialNotFound);
  if (row.videoUrl) throw conflict(UPLOAD_MESSAGES.videoTaken);
}

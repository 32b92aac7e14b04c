import { eq, or } from 'drizzle-orm';
import type { Db } from '../../client';
import { coupleGalleryPhotos, coupleProfiles, coupleSongs } from '../../schema';
import { SEED_COUPLES, type SeedCouple } from '../data/couples';
import { tally, type SeedCount } from '../report';

/**
 * Writes one demo couple with its photos and songs in one atomic batch, only when neither its id nor its
 * slug exists: a photo or song an administrator removed from an existing couple stays removed.
 */
async function seedCouple(db: Db, couple: SeedCouple, ownerId: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: coupleProfiles.id })
    .from(coupleProfiles)
    .where(or(eq(coupleProfiles.id, couple.id), eq(coupleProfiles.slug, couple.slug)))
    .limit(1);
  if (existing) return false;

  const { photos, songs, ...memorial } = couple;
  await db.batch([
    db
      .insert(coupleProfiles)
      .values({ ...memorial, createdBy: ownerId })
      .onConflictDoNothing(),
    ...photos.map((photo, index) =>
      db
        .insert(coupleGalleryPhotos)
        .values({ id: photo.id, coupleProfileId: couple.id, photoUrl: photo.url, photoTitle: photo.title, displayOrder: index })
        .onConflictDoNothing(),
    ),
    ...songs.map((song, index) =>
      db
        .insert(coupleSongs)
        .values({ id: song.id, coupleProfileId: couple.id, songTitle: song.title, youtubeUrl: song.youtubeUrl, displayOrder: index })
        .onConflictDoNothing(),
    ),
  ]);
  return true;
}

/** The published demo couple and the draft one, made by the administrator (no customer owns them). */
export async function seedCouples(db: Db, adminId: string): Promise<SeedCount> {
  let created = 0;
  for (const couple of SEED_COUPLES) if (await seedCouple(db, couple, adminId)) created += 1;
  return tally(SEED_COUPLES.length, created);
}

import { eq, or } from 'drizzle-orm';
import type { Db } from '../../client';
import { familyMembers, familyProfiles, memorialProfiles } from '../../schema';
import { SEED_FAMILY, SEED_MEMORIAL } from '../data/memorials';
import { tally, type SeedCount } from '../report';

/** The published individual demo memorial, owned by the administrator. */
export async function seedMemorial(db: Db, ownerId: string): Promise<SeedCount> {
  const m = SEED_MEMORIAL;
  // No conflict target: a clash on the id or on the slug (someone already uses it) both mean "leave it".
  const created = await db
    .insert(memorialProfiles)
    .values({
      id: m.id,
      userId: ownerId,
      slug: m.slug,
      profileType: 'individual',
      profileName: m.profileName,
      birthDate: m.birthDate,
      deathDate: m.deathDate,
      description: m.description,
      profileImageUrl: m.profileImageUrl,
      galleryImages: m.galleryImages,
      favoriteMusic: m.favoriteMusic,
      templateId: m.templateId,
      isPublished: true,
      showBirthDate: true,
      showDeathDate: true,
    })
    .onConflictDoNothing()
    .returning({ id: memorialProfiles.id });
  return tally(1, created.length);
}

/**
 * The published family demo page with its members. Members are written only together with a new page
 * (one atomic batch): if the page exists, a member an administrator removed stays removed.
 */
export async function seedFamily(db: Db, ownerId: string): Promise<SeedCount> {
  const f = SEED_FAMILY;
  const [existing] = await db
    .select({ id: familyProfiles.id })
    .from(familyProfiles)
    .where(or(eq(familyProfiles.id, f.id), eq(familyProfiles.slug, f.slug)))
    .limit(1);
  if (existing) return tally(1, 0);

  await db.batch([
    db
      .insert(familyProfiles)
      .values({
        id: f.id,
        userId: ownerId,
        slug: f.slug,
        familyName: f.familyName,
        description: f.description,
        templateId: f.templateId,
        favoriteMusic: f.favoriteMusic,
        galleryImages: f.galleryImages,
        isPublished: true,
      })
      .onConflictDoNothing(),
    ...f.members.map((member, index) =>
      db
        .insert(familyMembers)
        .values({ ...member, familyProfileId: f.id, displayOrder: index })
        .onConflictDoNothing(),
    ),
  ]);
  return tally(1, 1);
}

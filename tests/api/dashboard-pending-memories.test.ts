import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles, memories, users } from '../../db/schema';
import { countPendingMemories } from '../../site/data/dashboard-data';
import { createTestDb } from '../helpers/test-db';

/**
 * The cards' "N recuerdos por aprobar": one grouped count per kind of profile, only the owner's walls,
 * only memories the visitor made public (a private one has nothing to approve).
 */
describe('memories awaiting approval on the dashboard cards', () => {
  let db: Db;
  let ownerId: string;
  let memorialId: string;
  let quietMemorialId: string;
  let familyId: string;

  async function user(email: string): Promise<string> {
    const [row] = await db.insert(users).values({ email }).returning();
    if (!row) throw new Error('user not inserted');
    return row.id;
  }

  async function memorial(userId: string, slug: string): Promise<string> {
    const [row] = await db
      .insert(memorialProfiles)
      .values({ userId, slug, profileName: 'Rosa', birthDate: '1950-01-01', deathDate: '2020-01-01' })
      .returning();
    if (!row) throw new Error('memorial not inserted');
    return row.id;
  }

  const memory = (wall: { memorialProfileId?: string; familyProfileId?: string }, isAuthorized: boolean, visitorConsent = true) => ({
    ...wall,
    photoUrl: '/media/memory/anon/a.jpg',
    authorName: 'Camila',
    message: 'Te extrañamos',
    visitorConsent,
    isAuthorized,
  });

  beforeAll(async () => {
    db = await createTestDb();
    ownerId = await user('duena@example.com');
    const strangerId = await user('otra@example.com');
    memorialId = await memorial(ownerId, 'rosa');
    quietMemorialId = await memorial(ownerId, 'rosa-2');
    const strangerMemorial = await memorial(strangerId, 'ajena');
    const [family] = await db.insert(familyProfiles).values({ userId: ownerId, slug: 'familia-gomez', familyName: 'Gómez' }).returning();
    if (!family) throw new Error('family not inserted');
    familyId = family.id;

    await db.insert(memories).values([
      memory({ memorialProfileId: memorialId }, false),
      memory({ memorialProfileId: memorialId }, false),
      memory({ memorialProfileId: memorialId }, true),
      // Private: the visitor did not make it public, approved or not.
      memory({ memorialProfileId: memorialId }, false, false),
      memory({ memorialProfileId: memorialId }, true, false),
      // Everything on this one is already on the wall, or private.
      memory({ memorialProfileId: quietMemorialId }, true),
      memory({ memorialProfileId: quietMemorialId }, false, false),
      memory({ familyProfileId: familyId }, false),
      memory({ memorialProfileId: strangerMemorial }, false),
    ]);
  });

  it('counts each wall of the owner that has memories waiting, and nothing else', async () => {
    expect(await countPendingMemories(db, ownerId)).toEqual({ [`memorial:${memorialId}`]: 2, [`family:${familyId}`]: 1 });
  });

  it('is empty for someone without memorials', async () => {
    expect(await countPendingMemories(db, 'nobody')).toEqual({});
  });
});

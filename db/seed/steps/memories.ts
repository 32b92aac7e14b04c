import type { Db } from '../../client';
import { memories } from '../../schema';
import { SEED_MEMORIES, SEED_MEMORIES_PROFILE_ID, seedMemoryPhotoUrl } from '../data/memories';
import { nonEmpty, tally, type SeedCount } from '../report';

/**
 * The demo wall's memories, written only together with a new demo memorial (`withNewMemorial`): a memory
 * the owner deleted or hid later stays that way on the next seed.
 */
export async function seedMemories(db: Db, withNewMemorial: boolean): Promise<SeedCount> {
  if (!withNewMemorial) return tally(SEED_MEMORIES.length, 0);
  const results = await db.batch(
    nonEmpty(
      SEED_MEMORIES.map((memory) =>
        db
          .insert(memories)
          .values({
            id: memory.id,
            memorialProfileId: SEED_MEMORIES_PROFILE_ID,
            photoUrl: seedMemoryPhotoUrl(memory),
            authorName: memory.authorName,
            message: memory.message,
            song: memory.song,
            thingsList: memory.thingsList,
            visitorConsent: memory.visitorConsent,
            isAuthorized: memory.isAuthorized,
            likes: memory.likes,
            createdAt: memory.createdAt,
          })
          .onConflictDoNothing()
          .returning({ id: memories.id }),
      ),
    ),
  );
  return tally(
    SEED_MEMORIES.length,
    results.reduce((n, rows) => n + rows.length, 0),
  );
}

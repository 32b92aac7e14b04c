import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wallBlocks } from '../../db/schema';
import { conflict, notFound } from '../errors';
import type { WallTarget } from '../realtime/wall-live';
import { BLOCK_DAYS, WALL_MODERATION_MESSAGES as W } from '../schemas/wall-moderation-texts';
import { findMemorialOfWall, moderatedMemorial, moderatedMemory } from './memories';
import { DAY } from './time';
import type { UserRow } from './users';
import { mayModerateWall } from './wall-moderators';
import { blocksOnWall } from './wall-writers';

/** A block as the family sees it: the name the memory was signed with and until when; never an address. */
export type WallBlockDto = { id: string; author_name: string; expires_at: string; created_at: string };

type BlockRow = typeof wallBlocks.$inferSelect;
const toBlockDto = (row: BlockRow): WallBlockDto => ({
  id: row.id,
  author_name: row.authorName,
  expires_at: row.expiresAt,
  created_at: row.createdAt,
});

const blockTarget = (row: Pick<BlockRow, 'memorialProfileId' | 'familyProfileId'>): WallTarget =>
  row.memorialProfileId ? { kind: 'memorial', id: row.memorialProfileId } : { kind: 'family', id: row.familyProfileId ?? '' };

/**
 * 'Bloquear a quien escribió' (POST /api/memories/{id}/block-writer): blocks, on this memory's wall only, the
 * writer the wall recognises by the memory's `writer_hash`, for 30 days from now (blocking again starts the 30
 * days again). Their next memories are stored but wait hidden for the family. The memory itself stays as it is.
 * 409 for a memory left before the wall kept writer hashes.
 */
export async function blockWriter(deps: { db: Db }, actor: UserRow, memoryId: string, now = Date.now()): Promise<WallBlockDto> {
  const { db } = deps;
  const { row } = await moderatedMemory(db, actor, memoryId);
  if (!row.writerHash) throw conflict(W.writerUnknown);
  const expiresAt = new Date(now + BLOCK_DAYS * DAY).toISOString();
  const target = row.memorialProfileId
    ? [wallBlocks.memorialProfileId, wallBlocks.writerHash]
    : [wallBlocks.familyProfileId, wallBlocks.writerHash];
  const [block] = await db
    .insert(wallBlocks)
    .values({
      memorialProfileId: row.memorialProfileId,
      familyProfileId: row.familyProfileId,
      writerHash: row.writerHash,
      authorName: row.authorName,
      blockedBy: actor.id,
      expiresAt,
      createdAt: new Date(now).toISOString(),
    })
    .onConflictDoUpdate({
      target,
      set: { expiresAt, authorName: row.authorName, blockedBy: actor.id, createdAt: new Date(now).toISOString() },
    })
    .returning();
  if (!block) throw new Error('wall block upsert returned nothing');
  return toBlockDto(block);
}

/** GET /api/memories/blocks: the wall's blocks still in force, newest first. */
export async function listWallBlocks(deps: { db: Db }, actor: UserRow, target: WallTarget, now = Date.now()): Promise<WallBlockDto[]> {
  const { db } = deps;
  await moderatedMemorial(db, actor, target);
  const rows = await db
    .select()
    .from(wallBlocks)
    .where(and(blocksOnWall(target), gt(wallBlocks.expiresAt, new Date(now).toISOString())))
    .orderBy(desc(wallBlocks.createdAt), desc(wallBlocks.id))
    .limit(100);
  return rows.map(toBlockDto);
}

/** 'Quitar bloqueo' (DELETE /api/memories/blocks/{id}): the writer's next memories arrive as anyone's. */
export async function liftWallBlock(deps: { db: Db }, actor: UserRow, blockId: string): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(wallBlocks).where(eq(wallBlocks.id, blockId)).limit(1);
  const memorial = row ? await findMemorialOfWall(db, { target: blockTarget(row) }, false) : null;
  if (!row || !memorial || !(await mayModerateWall(db, actor, memorial))) throw notFound(W.blockNotFound);
  await db.delete(wallBlocks).where(eq(wallBlocks.id, blockId));
}

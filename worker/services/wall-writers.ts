import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wallBlocks } from '../../db/schema';
import type { WallTarget } from '../realtime/wall-live';
import { hashToken } from './tokens';

/**
 * How a wall recognises a visitor again without keeping who they are (docs/features/memory-wall.md). `client` is the address the
 * rate limits count by (worker/middleware/client.ts: IPv4, or an IPv6 /64); only its SHA-256 with the wall's or
 * the memory's id is stored, as candles store theirs, so a hash means nothing on another wall or memory and
 * the address is never written.
 */
export const wallWriterHash = (target: WallTarget, client: string): string =>
  hashToken(`wall-writer:${target.kind}:${target.id}:${client}`);

/** One visitor's report of one memory: the same address reports a memory once. */
export const memoryReporterHash = (memoryId: string, client: string): string => hashToken(`memory-report:${memoryId}:${client}`);

/** The blocks of one wall. */
export const blocksOnWall = (target: WallTarget): SQL =>
  target.kind === 'memorial' ? eq(wallBlocks.memorialProfileId, target.id) : eq(wallBlocks.familyProfileId, target.id);

/** Whether the writer behind `writerHash` is blocked on `target`'s wall right now. */
export async function isWriterBlocked(db: Db, target: WallTarget, writerHash: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ id: wallBlocks.id })
    .from(wallBlocks)
    .where(and(blocksOnWall(target), eq(wallBlocks.writerHash, writerHash), gt(wallBlocks.expiresAt, new Date(now).toISOString())))
    .limit(1);
  return row !== undefined;
}

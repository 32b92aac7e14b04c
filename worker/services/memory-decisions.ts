import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memories } from '../../db/schema';
import { wallPaths } from '../edge-cache/public-paths';
import type { PublicPages } from '../edge-cache/purge';
import { notFound } from '../errors';
import type { WallLive } from '../realtime/wall-live';
import { MEMORY_MESSAGES as M } from '../schemas/memory-texts';
import type { DecisionsInput } from '../schemas/wall-moderation';
import { findMemorialOfWall, isPublicMemory, targetOf, toMemoryDto, type MemoryDto, type WallMemorial } from './memories';
import { closeReports } from './memory-report-rows';
import type { UserRow } from './users';
import { mayModerateWall } from './wall-moderators';

/**
 * 'Aprobar seleccionados' / 'Rechazar seleccionados' (POST /api/memories/decisions): one decision on up to 50
 * memories, all or nothing. Every id must be a memory the actor may moderate (mayModerateWall), on one wall or
 * several; otherwise the whole lot is 404 'Recuerdo no encontrado' and nothing changes, so a stranger learns
 * nothing about which ids exist. 'approve' approves (a memory without its visitor's consent stays private),
 * 'decline' withdraws the approval; either way the family has decided, so the memories' open reports are closed
 * and a memory hidden by reports is hidden no more. One batch writes it all (the ids are at most 50 bound
 * parameters a statement, inside D1's 100). Walls whose public memories changed hear of each one and have their
 * kept page purged once.
 */
export async function decideMemories(
  deps: { db: Db; wall: WallLive; pages: PublicPages },
  actor: UserRow,
  input: DecisionsInput,
): Promise<MemoryDto[]> {
  const { db } = deps;
  const { ids, decision } = input;
  const before = await db.select().from(memories).where(inArray(memories.id, ids));
  if (before.length !== ids.length) throw notFound(M.memoryNotFound);
  const walls = new Map<string, WallMemorial>();
  for (const row of before) {
    const target = targetOf(row);
    const key = `${target.kind}:${target.id}`;
    if (walls.has(key)) continue;
    const memorial = await findMemorialOfWall(db, { target }, false);
    if (!memorial || !(await mayModerateWall(db, actor, memorial))) throw notFound(M.memoryNotFound);
    walls.set(key, memorial);
  }

  const [after] = await db.batch([
    db
      .update(memories)
      .set({ isAuthorized: decision === 'approve', hiddenByReports: false })
      .where(inArray(memories.id, ids))
      .returning(),
    closeReports(db, ids),
  ]);

  const wasPublic = new Map(before.map((row) => [row.id, isPublicMemory(row)]));
  const byId = new Map(after.map((row) => [row.id, row]));
  // In the order the family chose them, not the order the database returned them.
  const decided = ids.flatMap((id) => byId.get(id) ?? []);
  const changedWalls = new Set<string>();
  for (const row of decided) {
    if (!wasPublic.get(row.id) && !isPublicMemory(row)) continue;
    const target = targetOf(row);
    changedWalls.add(`${target.kind}:${target.id}`);
    await deps.wall.publish(target, { type: 'updated', memoryId: row.id });
  }
  for (const key of changedWalls) {
    const memorial = walls.get(key);
    if (memorial) await deps.pages.purge(wallPaths(memorial.kind, memorial.slug));
  }
  return decided.map(toMemoryDto);
}

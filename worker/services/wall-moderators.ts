import type { Db } from '../../db/client';
import { isAdmin, type UserRow } from './users';

/** The wall being moderated, as far as the rule needs it. */
export type ModeratedWall = { kind: 'memorial' | 'family'; id: string; ownerId: string };

/**
 * Who may moderate a wall's memories: approve, decline, delete, read reports, block writers, change the wall's
 * settings. Today its owner and the administrators. Every moderation path asks this one function (the single
 * memory, the bulk decisions, the manager's list, the blocks), so letting a memorial's co-managers moderate is a
 * change here alone; it takes `db` and answers a promise for that reason.
 */
export async function mayModerateWall(db: Db, actor: UserRow, wall: ModeratedWall): Promise<boolean> {
  void db;
  return wall.ownerId === actor.id || isAdmin(actor);
}

import type { Db } from '../../db/client';
import { isAdmin, type UserRow } from './users';
import { managerRole } from './memorial-access';

/** The wall being moderated, as far as the rule needs it. */
export type ModeratedWall = { kind: 'memorial' | 'family'; id: string; ownerId: string };

/**
 * Who may moderate a wall's memories: approve, decline, delete, read reports, block writers. Its owner, its
 * managers of either role (memorial-access.ts: a moderator is the least role, so every manager may) and the
 * administrators. The bulk decisions, the manager's list and the blocks ask this, as a yes or no; the single-memory
 * paths go through memorial-access.ts's requireMemorialRole, which also says how the actor came by the right.
 */
export async function mayModerateWall(db: Db, actor: UserRow, wall: ModeratedWall): Promise<boolean> {
  if (wall.ownerId === actor.id || isAdmin(actor)) return true;
  return (await managerRole(db, { kind: wall.kind, id: wall.id }, actor.id)) !== null;
}

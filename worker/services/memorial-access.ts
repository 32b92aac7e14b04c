import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProfiles, memorialManagers, memorialProfiles } from '../../db/schema';
import type { ManagerRole } from '../../db/schema/enums';
import { forbidden, notFound } from '../errors';
import { MANAGER_MESSAGES } from '../schemas/manager-texts';
import { MEMORIAL_MESSAGES } from '../schemas/memorial-texts';
import { auditInsert } from './audit';
import { isAdmin, type UserRow } from './users';

/**
 * The one access layer for what happens to an individual or family memorial (docs/features/family-circle.md): who may do what is decided
 * here and only here. Roles nest: the owner (the memorial's `user_id`) may do everything an editor may, an editor
 * everything a moderator may. An administrator passes every editor and moderator check and the owner's checks that
 * say `{ admin: true }` (reading for support), never the owner's own acts (deleting, managers, hand-over).
 *
 * A stranger, a revoked manager and a missing id all get the same 404 ('Memorial no encontrado'): nobody learns
 * which ids are real. A manager whose role is too low gets a 403 with the reason, since they know the memorial.
 */
export type MemorialRole = 'owner' | ManagerRole;
export type MemorialKind = 'memorial' | 'family';
export type MemorialRef = { kind: MemorialKind; id: string };
export type AccessActor = Pick<UserRow, 'id' | 'role'>;

/** What the check found: the memorial, its owner, and the actor's role on it ('admin' for support). */
export type MemorialAccess = MemorialRef & { ownerId: string; role: MemorialRole | 'admin' };

const RANK: Record<MemorialRole, number> = { moderator: 1, editor: 2, owner: 3 };

export const memorialNotFound = (kind: MemorialKind) =>
  notFound(kind === 'family' ? MEMORIAL_MESSAGES.familyNotFound : MEMORIAL_MESSAGES.notFound);

/** Whether `role` covers what `need` asks (owner ⊇ editor ⊇ moderator). */
export const roleCovers = (role: MemorialRole, need: MemorialRole): boolean => RANK[role] >= RANK[need];

/** The memorial's owner, or null when there is no such memorial. */
export async function memorialOwnerId(db: Db, ref: MemorialRef): Promise<string | null> {
  const table = ref.kind === 'memorial' ? memorialProfiles : familyProfiles;
  const [row] = await db.select({ ownerId: table.userId }).from(table).where(eq(table.id, ref.id)).limit(1);
  return row?.ownerId ?? null;
}

/** The condition naming one memorial's rows in memorial_managers (and memorial_invitations' columns alike). */
export const managersOf = (ref: MemorialRef) =>
  ref.kind === 'memorial' ? eq(memorialManagers.memorialProfileId, ref.id) : eq(memorialManagers.familyProfileId, ref.id);

/** The role `userId` was given on the memorial, or null. */
export async function managerRole(db: Db, ref: MemorialRef, userId: string): Promise<ManagerRole | null> {
  const [row] = await db
    .select({ role: memorialManagers.role })
    .from(memorialManagers)
    .where(and(managersOf(ref), eq(memorialManagers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/** The actor's role on a memorial whose owner is known: 'owner', a manager's role, or null. */
export async function roleOn(db: Db, actor: Pick<UserRow, 'id'>, ref: MemorialRef & { ownerId: string }): Promise<MemorialRole | null> {
  if (ref.ownerId === actor.id) return 'owner';
  return managerRole(db, ref, actor.id);
}

/**
 * Checks that `actor` may act on the memorial as `need` (or more) and answers how. `memorial.ownerId` may be given
 * when the caller already read the row; otherwise it is read here (a missing memorial is the 404).
 */
export async function requireMemorialRole(
  deps: { db: Db },
  actor: AccessActor,
  memorial: MemorialRef & { ownerId?: string },
  need: MemorialRole,
  options: { admin?: boolean } = {},
): Promise<MemorialAccess> {
  const ref: MemorialRef = { kind: memorial.kind, id: memorial.id };
  const ownerId = memorial.ownerId ?? (await memorialOwnerId(deps.db, ref));
  if (!ownerId) throw memorialNotFound(ref.kind);
  if (ownerId === actor.id) return { ...ref, ownerId, role: 'owner' };
  if (isAdmin(actor) && (need !== 'owner' || options.admin)) return { ...ref, ownerId, role: 'admin' };
  const role = await managerRole(deps.db, ref, actor.id);
  if (!role) throw memorialNotFound(ref.kind);
  if (!roleCovers(role, need)) throw forbidden(need === 'owner' ? MANAGER_MESSAGES.ownerOnly : MANAGER_MESSAGES.roleTooLow);
  return { ...ref, ownerId, role };
}

/** Whose uploads a change may use: a manager's files count as the owner's (they were uploaded for the memorial). */
export const mediaOwnerFor = (access: MemorialAccess, actor: Pick<UserRow, 'id'>): string =>
  access.role === 'editor' || access.role === 'moderator' ? access.ownerId : actor.id;

/**
 * The audit row of a change made by anyone but the owner (a manager or an administrator), for the batch that makes
 * it: who made it, as what, on whose memorial. The owner's own changes are theirs to make and are not logged.
 */
export function auditManagedChange(
  db: Db,
  actor: Pick<UserRow, 'id'>,
  access: MemorialAccess,
  action: string,
  details: Record<string, unknown> = {},
) {
  if (access.role === 'owner') return [];
  const entityType = access.kind === 'memorial' ? 'memorial_profile' : 'family_profile';
  return [
    auditInsert(db, {
      actorId: actor.id,
      action,
      entityType,
      entityId: access.id,
      details: { owner_id: access.ownerId, role: access.role, ...details },
    }),
  ];
}

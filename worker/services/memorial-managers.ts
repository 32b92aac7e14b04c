import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  familyMembers,
  familyProfiles,
  mediaObjects,
  memorialInvitations,
  memorialManagers,
  memorialProfiles,
  users,
} from '../../db/schema';
import type { InvitationRole, ManagerRole } from '../../db/schema/enums';
import { AppError, conflict, forbidden, notFound } from '../errors';
import { familyPagePath, memorialPaths } from '../edge-cache/public-paths';
import { log } from '../log';
import { invitationAcceptedMessage, invitationMessage, managerRemovedMessage } from '../mail/manager-templates';
import type { Mailer } from '../mail/types';
import { keyFromMediaUrl } from '../media/keys';
import { memorialChanged, type Live } from '../realtime/live';
import { INVITATION_DAYS, MANAGER_MESSAGES as M, MAX_MANAGERS } from '../schemas/manager-texts';
import type { InviteManagerInput } from '../schemas/managers';
import { auditInsert, auditInsertWhen } from './audit';
import { countInvitationEmail } from './invitation-limits';
import { managersOf, requireMemorialRole, type AccessActor, type MemorialKind, type MemorialRef } from './memorial-access';
import { generateToken, hashToken } from './tokens';
import { DAY, isoIn, nowIso } from './time';
import { findUserByEmail, fullName, normalizeEmail, type UserRow } from './users';

/**
 * 'Familia que ayuda' (docs/features/family-circle.md): the owner invites relatives by e-mail as editors or moderators, changes their role,
 * revokes them; a manager may leave; the owner may hand the memorial on. Who may do each is memorial-access.ts's
 * decision (managing managers is the owner's alone); invitations are one-time, hashed, 7-day tokens that only the
 * invited address can accept.
 */
export type ManagerDeps = { db: Db; mailer: Mailer; appUrl: string; live: Live };

export type ManagerDto = { user_id: string; name: string; email: string; role: ManagerRole; since: string };
export type InvitationDto = { id: string; email: string; role: InvitationRole; expires_at: string; created_at: string };
export type ManagersDto = { managers: ManagerDto[]; invitations: InvitationDto[] };

/** A memorial as the managers' screens name it. */
type MemorialInfo = MemorialRef & { name: string; slug: string; ownerId: string; isPublished: boolean };

export const INVITATION_TTL_MS = INVITATION_DAYS * DAY;

const invitationsOf = (ref: MemorialRef) =>
  ref.kind === 'memorial' ? eq(memorialInvitations.memorialProfileId, ref.id) : eq(memorialInvitations.familyProfileId, ref.id);

/** Not accepted and not expired at `now`. */
const pending = (now: string) => and(isNull(memorialInvitations.acceptedAt), gt(memorialInvitations.expiresAt, now));

const refOf = (row: { memorialProfileId: string | null; familyProfileId: string | null }): MemorialRef =>
  row.memorialProfileId ? { kind: 'memorial', id: row.memorialProfileId } : { kind: 'family', id: row.familyProfileId ?? '' };

const columnsFor = (ref: MemorialRef) => ({
  memorialProfileId: ref.kind === 'memorial' ? ref.id : null,
  familyProfileId: ref.kind === 'family' ? ref.id : null,
});

async function memorialInfo(db: Db, ref: MemorialRef): Promise<MemorialInfo | null> {
  if (ref.kind === 'memorial') {
    const [row] = await db
      .select({
        name: memorialProfiles.profileName,
        slug: memorialProfiles.slug,
        ownerId: memorialProfiles.userId,
        isPublished: memorialProfiles.isPublished,
      })
      .from(memorialProfiles)
      .where(eq(memorialProfiles.id, ref.id))
      .limit(1);
    return row ? { ...ref, ...row } : null;
  }
  const [row] = await db
    .select({
      name: familyProfiles.familyName,
      slug: familyProfiles.slug,
      ownerId: familyProfiles.userId,
      isPublished: familyProfiles.isPublished,
    })
    .from(familyProfiles)
    .where(eq(familyProfiles.id, ref.id))
    .limit(1);
  return row ? { ...ref, ...row } : null;
}

const toInvitationDto = (row: typeof memorialInvitations.$inferSelect): InvitationDto => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expires_at: row.expiresAt,
  created_at: row.createdAt,
});

/** GET …/managers: who helps and who is invited (pending, unexpired), the owner's to see. */
export async function listManagers(deps: { db: Db }, actor: AccessActor, ref: MemorialRef): Promise<ManagersDto> {
  const { db } = deps;
  await requireMemorialRole(deps, actor, ref, 'owner');
  const [managers, invitations] = await Promise.all([
    db
      .select({
        userId: memorialManagers.userId,
        role: memorialManagers.role,
        since: memorialManagers.createdAt,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(memorialManagers)
      .innerJoin(users, eq(users.id, memorialManagers.userId))
      .where(managersOf(ref))
      .orderBy(asc(memorialManagers.createdAt)),
    db
      .select()
      .from(memorialInvitations)
      .where(and(invitationsOf(ref), pending(nowIso())))
      .orderBy(asc(memorialInvitations.createdAt)),
  ]);
  return {
    managers: managers.map((row) => ({
      user_id: row.userId,
      name: fullName(row) || row.email,
      email: row.email,
      role: row.role,
      since: row.since,
    })),
    invitations: invitations.map(toInvitationDto),
  };
}

/** The inviter's name as the e-mail says it. */
const nameOf = (user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => fullName(user) || user.email;

/**
 * Writes one invitation (replacing a pending one to the same address and of the same kind) and e-mails its link.
 * A manager's invitation is inserted only while the memorial has fewer than MAX_MANAGERS managers and pending
 * invitations, inside the statement, so two invitations sent at once cannot pass the cap together. Every e-mail
 * counts against the daily limits first (./invitation-limits.ts: 3 to one address for one memorial, 20 per owner).
 */
async function issueInvitation(
  deps: ManagerDeps,
  inviter: UserRow,
  memorial: MemorialInfo,
  email: string,
  role: InvitationRole,
): Promise<InvitationDto> {
  const { db } = deps;
  await countInvitationEmail(db, inviter.id, memorial, email);
  const token = generateToken();
  const now = nowIso();
  const id = crypto.randomUUID();
  const tokenHash = hashToken(token);
  const columns = columnsFor(memorial);
  const expiresAt = isoIn(INVITATION_TTL_MS);
  const sameKind = role === 'owner' ? eq(memorialInvitations.role, 'owner') : ne(memorialInvitations.role, 'owner');
  const managersCount = sql`(SELECT count(*) FROM ${memorialManagers} WHERE ${managersOf(memorial)})`;
  const pendingCount = sql`(SELECT count(*) FROM ${memorialInvitations} WHERE ${and(invitationsOf(memorial), pending(now), ne(memorialInvitations.role, 'owner'))})`;
  const room = role === 'owner' ? sql`1` : sql`${managersCount} + ${pendingCount} < ${MAX_MANAGERS}`;
  await db.batch([
    // The same person invited again gets a new link; the old one stops working.
    db
      .delete(memorialInvitations)
      .where(and(invitationsOf(memorial), eq(memorialInvitations.email, email), isNull(memorialInvitations.acceptedAt), sameKind)),
    // Columns in memorial_invitations' order: id, memorial, family, email, role, token, invited_by, expires, accepted_at, accepted_by, created.
    db.insert(memorialInvitations).select(sql`
      SELECT ${id}, ${columns.memorialProfileId}, ${columns.familyProfileId}, ${email}, ${role}, ${tokenHash}, ${inviter.id},
        ${expiresAt}, NULL, NULL, ${now}
      WHERE ${room}`),
    auditInsertWhen(
      db,
      {
        actorId: inviter.id,
        action: role === 'owner' ? 'memorial_transfer_offered' : 'manager_invited',
        ...auditTarget(memorial),
        details: { email, role },
      },
      sql`SELECT 1 FROM ${memorialInvitations} WHERE ${memorialInvitations.id} = ${id}`,
    ),
  ]);
  const [row] = await db.select().from(memorialInvitations).where(eq(memorialInvitations.id, id)).limit(1);
  if (!row) throw conflict(M.tooMany);
  await deps.mailer.send(
    invitationMessage({
      to: email,
      inviterName: nameOf(inviter),
      kind: memorial.kind,
      memorialName: memorial.name,
      role,
      link: `${deps.appUrl}/invitacion?token=${encodeURIComponent(token)}`,
    }),
  );
  return toInvitationDto(row);
}

const auditTarget = (ref: MemorialRef) => ({
  entityType: ref.kind === 'memorial' ? 'memorial_profile' : 'family_profile',
  entityId: ref.id,
});

/** The owner's memorial, with its name, after the owner-only check. */
async function ownedMemorial(deps: { db: Db }, actor: AccessActor, ref: MemorialRef): Promise<MemorialInfo> {
  await requireMemorialRole(deps, actor, ref, 'owner');
  const memorial = await memorialInfo(deps.db, ref);
  if (!memorial) throw notFound();
  return memorial;
}

/** The account behind an address, if any, and its role on the memorial. */
async function standingOf(db: Db, memorial: MemorialInfo, email: string): Promise<'owner' | 'manager' | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  if (user.id === memorial.ownerId) return 'owner';
  const [row] = await db
    .select({ id: memorialManagers.id })
    .from(memorialManagers)
    .where(and(managersOf(memorial), eq(memorialManagers.userId, user.id)))
    .limit(1);
  return row ? 'manager' : null;
}

/** POST …/managers: the owner invites a relative as editor or moderator. */
export async function inviteManager(
  deps: ManagerDeps,
  actor: UserRow,
  ref: MemorialRef,
  input: InviteManagerInput,
): Promise<InvitationDto> {
  const memorial = await ownedMemorial(deps, actor, ref);
  const email = normalizeEmail(input.email);
  const standing = await standingOf(deps.db, memorial, email);
  if (standing === 'owner') throw conflict(M.alreadyOwner);
  if (standing === 'manager') throw conflict(M.alreadyManager);
  return issueInvitation(deps, actor, memorial, email, input.role);
}

/** POST …/transfer: the owner offers the memorial to a relative; accepting makes them its owner. */
export async function offerTransfer(deps: ManagerDeps, actor: UserRow, ref: MemorialRef, input: { email: string }): Promise<InvitationDto> {
  const memorial = await ownedMemorial(deps, actor, ref);
  const email = normalizeEmail(input.email);
  if ((await standingOf(deps.db, memorial, email)) === 'owner') throw conflict(M.transferSelf);
  return issueInvitation(deps, actor, memorial, email, 'owner');
}

/** PATCH …/managers/{userId}: the owner raises or lowers a manager's role. */
export async function changeManagerRole(
  deps: ManagerDeps,
  actor: AccessActor,
  ref: MemorialRef,
  userId: string,
  role: ManagerRole,
): Promise<ManagerDto> {
  const { db } = deps;
  await requireMemorialRole(deps, actor, ref, 'owner');
  const where = and(managersOf(ref), eq(memorialManagers.userId, userId));
  const [[row]] = await db.batch([
    db.update(memorialManagers).set({ role, updatedAt: nowIso() }).where(where).returning(),
    auditInsertWhen(
      db,
      { actorId: actor.id, action: 'manager_role_changed', ...auditTarget(ref), details: { user_id: userId, role } },
      sql`SELECT 1 FROM ${memorialManagers} WHERE ${where}`,
    ),
  ]);
  if (!row) throw notFound(M.managerNotFound);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  await deps.live.customer(userId, 'memorials');
  return { user_id: row.userId, name: user ? nameOf(user) : '', email: user?.email ?? '', role: row.role, since: row.createdAt };
}

/**
 * DELETE …/managers/{userId}: the owner revokes a manager, or a manager leaves (their own id). Anyone else is the
 * memorial's 404, and the owner cannot "leave" their own memorial (403: delete it or hand it on).
 */
export async function removeManager(deps: ManagerDeps, actor: AccessActor, ref: MemorialRef, userId: string): Promise<void> {
  const { db } = deps;
  const leaving = userId === actor.id;
  const access = await requireMemorialRole(deps, actor, ref, leaving ? 'moderator' : 'owner');
  if (leaving && access.role !== 'editor' && access.role !== 'moderator') throw forbidden(M.ownerOnly);
  const where = and(managersOf(ref), eq(memorialManagers.userId, userId));
  const [removed] = await db.batch([
    db.delete(memorialManagers).where(where).returning({ id: memorialManagers.id, role: memorialManagers.role }),
    auditInsert(db, {
      actorId: actor.id,
      action: leaving ? 'manager_left' : 'manager_removed',
      ...auditTarget(ref),
      details: { user_id: userId },
    }),
  ]);
  const [row] = removed;
  if (!row) throw notFound(M.managerNotFound);
  await Promise.all([deps.live.customer(userId, 'memorials'), deps.live.customer(access.ownerId, 'memorials')]);
  if (!leaving) await tellRemoved(deps, actor, ref, userId, row.role);
}

/**
 * The helper the owner removed hears it by e-mail (docs/features/family-circle.md): which memorial, who removed them, what they can no
 * longer do. The removal is written by then; a mail that cannot be queued is logged, never the request's failure.
 */
async function tellRemoved(deps: ManagerDeps, actor: AccessActor, ref: MemorialRef, userId: string, role: ManagerRole): Promise<void> {
  const { db } = deps;
  const [memorial, [person], [remover]] = await Promise.all([
    memorialInfo(db, ref),
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db.select().from(users).where(eq(users.id, actor.id)).limit(1),
  ]);
  if (!memorial || !person || !remover) return;
  const page = memorial.kind === 'memorial' ? memorialPaths(memorial.slug)[0] : familyPagePath(memorial.slug);
  await deps.mailer
    .send(
      managerRemovedMessage({
        to: person.email,
        name: person.firstName,
        removerName: nameOf(remover),
        kind: memorial.kind,
        memorialName: memorial.name,
        role,
        published: memorial.isPublished,
        link: `${deps.appUrl}${memorial.isPublished && page ? page : '/dashboard'}`,
      }),
    )
    .catch((error: unknown) => log.error('manager_removed_mail_failed', error));
}

/** DELETE …/invitations/{invitationId}: the owner withdraws a pending invitation (or hand-over). */
export async function cancelInvitation(deps: { db: Db }, actor: AccessActor, ref: MemorialRef, invitationId: string): Promise<void> {
  const { db } = deps;
  await requireMemorialRole(deps, actor, ref, 'owner');
  const removed = await db
    .delete(memorialInvitations)
    .where(and(invitationsOf(ref), eq(memorialInvitations.id, invitationId), isNull(memorialInvitations.acceptedAt)))
    .returning({ id: memorialInvitations.id });
  if (removed.length === 0) throw notFound(M.invitationNotFound);
}

/** What the /invitacion page shows about a link, before anyone accepts. */
export type InvitationView =
  | { state: 'unknown' }
  | { state: 'used' | 'expired' | 'void' }
  | {
      state: 'valid';
      id: string;
      email: string;
      role: InvitationRole;
      kind: MemorialKind;
      memorial_name: string;
      inviter_name: string;
      expires_at: string;
    };

type InvitationRow = typeof memorialInvitations.$inferSelect;

/** An invitation's state: spent, out of date, or made void by a hand-over since it was sent. */
async function invitationState(
  db: Db,
  row: InvitationRow,
): Promise<{ state: 'used' | 'expired' | 'void' } | { state: 'valid'; memorial: MemorialInfo }> {
  if (row.acceptedAt) return { state: 'used' };
  if (row.expiresAt <= nowIso()) return { state: 'expired' };
  const memorial = await memorialInfo(db, refOf(row));
  // The memorial changed hands since: the previous owner's invitations no longer speak for it.
  if (!memorial || memorial.ownerId !== row.invitedBy) return { state: 'void' };
  return { state: 'valid', memorial };
}

/** The invitation behind an e-mailed token, as the page shows it (nothing is spent). */
export async function viewInvitation(deps: { db: Db }, token: string): Promise<InvitationView> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(memorialInvitations)
    .where(eq(memorialInvitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  const found = await invitationState(db, row);
  if (found.state !== 'valid') return found;
  const [inviter] = row.invitedBy ? await db.select().from(users).where(eq(users.id, row.invitedBy)).limit(1) : [];
  return {
    state: 'valid',
    id: row.id,
    email: row.email,
    role: row.role,
    kind: found.memorial.kind,
    memorial_name: found.memorial.name,
    inviter_name: inviter ? nameOf(inviter) : '',
    expires_at: row.expiresAt,
  };
}

/** What accepting answers: the memorial, and what the person now is on it. */
export type AcceptedDto = { kind: MemorialKind; id: string; slug: string; name: string; role: InvitationRole };

const REFUSALS = {
  used: () => new AppError(410, M.invitationUsed),
  expired: () => new AppError(410, M.invitationExpired),
  void: () => new AppError(410, M.invitationVoid),
} as const;

/** POST /api/invitations/accept: the e-mailed link's token. */
export async function acceptInvitation(deps: ManagerDeps, actor: UserRow, token: string): Promise<AcceptedDto> {
  const [row] = await deps.db
    .select()
    .from(memorialInvitations)
    .where(eq(memorialInvitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw notFound(M.invitationInvalid);
  return accept(deps, actor, row);
}

/** POST /api/invitations/{id}/accept: the dashboard's 'Invitaciones para ti' (the address is the proof, as with the link). */
export async function acceptInvitationById(deps: ManagerDeps, actor: UserRow, id: string): Promise<AcceptedDto> {
  const [row] = await deps.db.select().from(memorialInvitations).where(eq(memorialInvitations.id, id)).limit(1);
  // Someone else's invitation is as unknown as a missing one.
  if (!row || row.email !== normalizeEmail(actor.email)) throw notFound(M.invitationNotFound);
  return accept(deps, actor, row);
}

/** The one way an invitation is spent: checks, then one batch, then the owner is told. */
async function accept(deps: ManagerDeps, actor: UserRow, row: InvitationRow): Promise<AcceptedDto> {
  const { db } = deps;
  // A forwarded link is refused before anything is spent: the invitation still works for its addressee.
  if (normalizeEmail(actor.email) !== row.email) throw forbidden(M.otherAccount(row.email));
  if (!actor.emailVerified) throw forbidden(M.verifyFirst);
  const found = await invitationState(db, row);
  if (found.state !== 'valid') throw REFUSALS[found.state]();
  const { memorial } = found;
  if (memorial.ownerId === actor.id) throw conflict(row.role === 'owner' ? M.transferSelf : M.alreadyOwner);

  const now = nowIso();
  const spend = spendInvitation(db, row.id, actor.id, now);
  // Every other statement of the batch runs only when this one spent the invitation (same time, same person).
  const spent = sql`SELECT 1 FROM ${memorialInvitations} WHERE ${and(eq(memorialInvitations.id, row.id), eq(memorialInvitations.acceptedBy, actor.id), eq(memorialInvitations.acceptedAt, now))}`;
  const actorManager = and(managersOf(memorial), eq(memorialManagers.userId, actor.id));
  const columns = columnsFor(memorial);
  if (row.role === 'owner') await handOver(db, actor, memorial, spend, spent, now);
  else {
    await db.batch([
      spend,
      // Invited again while already helping (a race with a second invitation): the new role replaces the old.
      db.delete(memorialManagers).where(and(actorManager, sql`EXISTS (${spent})`)),
      // Columns in memorial_managers' order: id, memorial, family, user, role, created, updated.
      db.insert(memorialManagers).select(sql`
        SELECT ${crypto.randomUUID()}, ${columns.memorialProfileId}, ${columns.familyProfileId}, ${actor.id}, ${row.role}, ${now}, ${now}
        WHERE EXISTS (${spent})`),
      auditInsertWhen(
        db,
        {
          actorId: actor.id,
          action: 'invitation_accepted',
          ...auditTarget(memorial),
          details: { role: row.role, invited_by: row.invitedBy },
        },
        spent,
      ),
    ]);
  }
  const [done] = await db
    .select({ id: memorialInvitations.id })
    .from(memorialInvitations)
    .where(and(eq(memorialInvitations.id, row.id), eq(memorialInvitations.acceptedBy, actor.id), eq(memorialInvitations.acceptedAt, now)));
  // Lost a race with a second click, or the invitation ran out in between.
  if (!done) throw REFUSALS.used();

  await tellOwner(deps, actor, memorial, row.role);
  return { kind: memorial.kind, id: memorial.id, slug: memorial.slug, name: memorial.name, role: row.role };
}

/**
 * The hand-over, in one batch guarded by the spent invitation: the memorial becomes the acceptor's, the previous
 * owner stays as editor, the acceptor's own manager row (if they helped before) goes, the files the memorial shows
 * become the new owner's (so the previous owner's account and its clean-up never take them away), and any other
 * pending hand-over of the memorial is withdrawn. The order stays the buyer's: the memorial keeps its `order_id`,
 * which still counts against the buyer's quota (quotas.ts counts by order). What the order bought for the memorial
 * follows it without a write here: the plaque is found through its memorial (plaques.ts `heldBy`), and the QR code
 * and recordatorio routes ask the memorial's roles (docs/features/family-circle.md, "What follows the memorial").
 */
async function handOver(
  db: Db,
  actor: UserRow,
  memorial: MemorialInfo,
  spend: ReturnType<typeof spendInvitation>,
  spent: SQL,
  now: string,
) {
  const previous = memorial.ownerId;
  const table = memorial.kind === 'memorial' ? memorialProfiles : familyProfiles;
  const taken = sql`SELECT 1 FROM ${table} WHERE ${and(eq(table.id, memorial.id), eq(table.userId, actor.id))}`;
  const columns = columnsFor(memorial);
  const keys = await memorialKeys(db, memorial);
  await db.batch([
    spend,
    db
      .update(table)
      .set({ userId: actor.id, updatedAt: now })
      .where(and(eq(table.id, memorial.id), eq(table.userId, previous), sql`EXISTS (${spent})`)),
    db.delete(memorialManagers).where(and(managersOf(memorial), eq(memorialManagers.userId, actor.id), sql`EXISTS (${taken})`)),
    db.insert(memorialManagers).select(sql`
      SELECT ${crypto.randomUUID()}, ${columns.memorialProfileId}, ${columns.familyProfileId}, ${previous}, 'editor', ${now}, ${now}
      WHERE EXISTS (${taken}) AND EXISTS (${spent})`),
    ...(keys.length > 0
      ? [
          db
            .update(mediaObjects)
            .set({ ownerId: actor.id })
            .where(
              and(
                eq(mediaObjects.ownerId, previous),
                or(inArray(mediaObjects.key, keys), inArray(mediaObjects.variantOf, keys)),
                sql`EXISTS (${taken})`,
              ),
            ),
        ]
      : []),
    db
      .delete(memorialInvitations)
      .where(
        and(invitationsOf(memorial), eq(memorialInvitations.role, 'owner'), isNull(memorialInvitations.acceptedAt), sql`EXISTS (${taken})`),
      ),
    auditInsertWhen(
      db,
      { actorId: actor.id, action: 'memorial_transferred', ...auditTarget(memorial), details: { from: previous, to: actor.id } },
      taken,
    ),
  ]);
}

/** Marks the invitation accepted by `actorId` at `now`, only while it is still pending. */
function spendInvitation(db: Db, id: string, actorId: string, now: string) {
  return db
    .update(memorialInvitations)
    .set({ acceptedAt: now, acceptedBy: actorId })
    .where(and(eq(memorialInvitations.id, id), pending(now)));
}

/** The R2 keys of every file the memorial shows (at most a few dozen: one statement's parameters suffice). */
async function memorialKeys(db: Db, memorial: MemorialRef): Promise<string[]> {
  let urls: (string | null)[] = [];
  if (memorial.kind === 'memorial') {
    const [row] = await db.select().from(memorialProfiles).where(eq(memorialProfiles.id, memorial.id)).limit(1);
    if (row) urls = [row.profileImageUrl, ...row.galleryImages, row.memorialVideoUrl, row.videoThumbnailUrl];
  } else {
    const [[row], members] = await Promise.all([
      db.select().from(familyProfiles).where(eq(familyProfiles.id, memorial.id)).limit(1),
      db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, memorial.id)),
    ]);
    if (row)
      urls = [
        ...row.galleryImages,
        row.memorialVideoUrl,
        ...members.flatMap((member) => [member.profileImageUrl, member.memorialVideoUrl]),
      ];
  }
  return [...new Set(urls.map((url) => (url ? keyFromMediaUrl(url) : null)).filter((key): key is string => key !== null))];
}

/** The owner (after a hand-over, the previous owner) hears that the invitation was accepted: an e-mail and their open dashboard. */
async function tellOwner(deps: ManagerDeps, actor: UserRow, memorial: MemorialInfo, role: InvitationRole): Promise<void> {
  const [owner] = await deps.db.select().from(users).where(eq(users.id, memorial.ownerId)).limit(1);
  await Promise.all([memorialChanged(deps.live, memorial.ownerId), deps.live.customer(actor.id, 'memorials')]);
  if (!owner) return;
  await deps.mailer.send(
    invitationAcceptedMessage({
      to: owner.email,
      name: owner.firstName,
      personName: nameOf(actor),
      kind: memorial.kind,
      memorialName: memorial.name,
      role,
      link: `${deps.appUrl}/dashboard`,
    }),
  );
}

/** 'Invitaciones para ti': pending invitations to the signed-in person's address. */
export type MyInvitationDto = {
  id: string;
  role: InvitationRole;
  kind: MemorialKind;
  memorial_name: string;
  inviter_name: string;
  expires_at: string;
};

export async function listMyInvitations(deps: { db: Db }, actor: Pick<UserRow, 'email'>): Promise<MyInvitationDto[]> {
  const { db } = deps;
  const rows = await db
    .select()
    .from(memorialInvitations)
    .where(and(eq(memorialInvitations.email, normalizeEmail(actor.email)), pending(nowIso())))
    .orderBy(desc(memorialInvitations.createdAt))
    .limit(20);
  const views: MyInvitationDto[] = [];
  for (const row of rows) {
    const found = await invitationState(db, row);
    if (found.state !== 'valid') continue;
    const [inviter] = row.invitedBy ? await db.select().from(users).where(eq(users.id, row.invitedBy)).limit(1) : [];
    views.push({
      id: row.id,
      role: row.role,
      kind: found.memorial.kind,
      memorial_name: found.memorial.name,
      inviter_name: inviter ? nameOf(inviter) : '',
      expires_at: row.expiresAt,
    });
  }
  return views;
}

/** A family's member as the prayer card's 'whose card' choice names them. */
export type SharedMemberDto = { id: string; name: string; death_date: string };

/**
 * 'Compartidos conmigo': the memorials of others the person helps with, and as what. A family's `members` let an
 * editor choose whose recordatorio to print (an empty list for a person's memorial).
 */
export type SharedMemorialDto = {
  kind: MemorialKind;
  id: string;
  slug: string;
  name: string;
  role: ManagerRole;
  owner_name: string;
  is_published: boolean;
  members: SharedMemberDto[];
};

/** Beside each memorial shared with the person: their role on it, and the owner's name and address. */
const sharedAs = { role: memorialManagers.role, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** Where each kind of shared memorial is read from: its table, its name, and the manager's column that points at it. */
const SHARED_SOURCES = {
  memorial: { table: memorialProfiles, name: memorialProfiles.profileName, managed: memorialManagers.memorialProfileId },
  family: { table: familyProfiles, name: familyProfiles.familyName, managed: memorialManagers.familyProfileId },
};

export async function listSharedWithMe(deps: { db: Db }, actor: Pick<UserRow, 'id'>): Promise<SharedMemorialDto[]> {
  const { db } = deps;
  const sharedOf = (source: (typeof SHARED_SOURCES)[MemorialKind]) =>
    db
      .select({ id: source.table.id, slug: source.table.slug, name: source.name, isPublished: source.table.isPublished, ...sharedAs })
      .from(memorialManagers)
      .innerJoin(source.table, eq(source.table.id, source.managed))
      .innerJoin(users, eq(users.id, source.table.userId))
      .where(eq(memorialManagers.userId, actor.id))
      .orderBy(asc(memorialManagers.createdAt));
  const [individual, family] = await Promise.all([sharedOf(SHARED_SOURCES.memorial), sharedOf(SHARED_SOURCES.family)]);
  const members =
    family.length === 0
      ? []
      : await db
          .select({
            id: familyMembers.id,
            familyId: familyMembers.familyProfileId,
            name: familyMembers.name,
            deathDate: familyMembers.deathDate,
          })
          .from(familyMembers)
          .innerJoin(memorialManagers, eq(memorialManagers.familyProfileId, familyMembers.familyProfileId))
          .where(eq(memorialManagers.userId, actor.id))
          .orderBy(asc(familyMembers.displayOrder), asc(familyMembers.createdAt));
  const shared =
    (kind: MemorialKind) =>
    (row: (typeof individual)[number]): SharedMemorialDto => ({
      kind,
      id: row.id,
      slug: row.slug,
      name: row.name,
      role: row.role,
      owner_name: nameOf(row),
      is_published: row.isPublished,
      members:
        kind === 'family'
          ? members
              .filter((member) => member.familyId === row.id)
              .map((member) => ({ id: member.id, name: member.name, death_date: member.deathDate }))
          : [],
    });
  return [...individual.map(shared('memorial')), ...family.map(shared('family'))];
}

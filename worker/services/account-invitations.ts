import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, familyProfiles, memorialInvitations, memorialProfiles } from '../../db/schema';
import type { InvitationRole } from '../../db/schema/enums';
import { normalizeEmail, type UserRow } from './users';

/**
 * An account's invitations ('Familia que ayuda', docs/features/family-circle.md) as 'Mis datos' reads them and as
 * deleting the account forgets them (docs/features/personal-data.md): the ones it sent (`invited_by`) and the ones to its address (by
 * e-mail, accepted or not), which would otherwise outlive the account with its address and its name's trace.
 */

/** What an invitation became: accepted, still waiting, or ran out (a void one, after a hand-over, reads as waiting until it expires). */
export type InvitationStatus = 'accepted' | 'pending' | 'expired';

type ExportedInvitation = {
  memorial_profile_id: string | null;
  family_profile_id: string | null;
  memorial_name: string | null;
  role: InvitationRole;
  status: InvitationStatus;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
};

/** 'Mis datos': the invitations sent (with the address each went to) and those received at the account's address. Never a token. */
export type AccountInvitations = {
  sent: (ExportedInvitation & { email: string })[];
  received: ExportedInvitation[];
};

const statusOf = (row: { acceptedAt: string | null; expiresAt: string }, now: string): InvitationStatus =>
  row.acceptedAt ? 'accepted' : row.expiresAt > now ? 'pending' : 'expired';

export async function invitationsOfAccount(db: Db, user: Pick<UserRow, 'id' | 'email'>): Promise<AccountInvitations> {
  const email = normalizeEmail(user.email);
  const rows = await db
    .select({
      memorialProfileId: memorialInvitations.memorialProfileId,
      familyProfileId: memorialInvitations.familyProfileId,
      memorialName: sql<string | null>`coalesce(${memorialProfiles.profileName}, ${familyProfiles.familyName})`,
      email: memorialInvitations.email,
      role: memorialInvitations.role,
      invitedBy: memorialInvitations.invitedBy,
      createdAt: memorialInvitations.createdAt,
      expiresAt: memorialInvitations.expiresAt,
      acceptedAt: memorialInvitations.acceptedAt,
    })
    .from(memorialInvitations)
    .leftJoin(memorialProfiles, eq(memorialProfiles.id, memorialInvitations.memorialProfileId))
    .leftJoin(familyProfiles, eq(familyProfiles.id, memorialInvitations.familyProfileId))
    .where(or(eq(memorialInvitations.invitedBy, user.id), eq(memorialInvitations.email, email)))
    .orderBy(desc(memorialInvitations.createdAt));
  const now = new Date().toISOString();
  const exported = (row: (typeof rows)[number]): ExportedInvitation => ({
    memorial_profile_id: row.memorialProfileId,
    family_profile_id: row.familyProfileId,
    memorial_name: row.memorialName,
    role: row.role,
    status: statusOf(row, now),
    created_at: row.createdAt,
    expires_at: row.expiresAt,
    accepted_at: row.acceptedAt,
  });
  return {
    sent: rows.filter((row) => row.invitedBy === user.id).map((row) => ({ ...exported(row), email: row.email })),
    received: rows.filter((row) => row.email === email).map(exported),
  };
}

/** The audit actions whose details name the invited address. */
const INVITING_ACTIONS = ['manager_invited', 'memorial_transfer_offered'];

/**
 * For the deletion's batch (./account-deletion.ts): the invitations the account sent, those to its address and
 * those it accepted go (an accepted one has done its work: the manager row it made leaves with the account, or
 * stays as someone else's); and the audit rows of invitations to its address lose that address. Those of its own
 * memorials would cascade anyway.
 */
export function forgetAccountInvitations(db: Db, user: Pick<UserRow, 'id' | 'email'>) {
  const email = normalizeEmail(user.email);
  return [
    db
      .delete(memorialInvitations)
      .where(
        or(eq(memorialInvitations.invitedBy, user.id), eq(memorialInvitations.email, email), eq(memorialInvitations.acceptedBy, user.id)),
      ),
    db
      .update(auditLog)
      .set({ details: sql`json_remove(${auditLog.details}, '$.email')` })
      .where(
        and(
          inArray(auditLog.action, INVITING_ACTIONS),
          sql`${auditLog.details} IS NOT NULL`,
          sql`json_extract(${auditLog.details}, '$.email') = ${email}`,
        ),
      ),
  ] as const;
}

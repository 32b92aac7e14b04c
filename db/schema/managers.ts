import { sql } from 'drizzle-orm';
import { check, index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, sqlIn, updatedAt, uuidPk } from './columns';
import { INVITATION_ROLES, MANAGER_ROLES, type InvitationRole, type ManagerRole } from './enums';
import { users } from './users';
import { eitherMemorial, exactlyOne } from './either-memorial';

/**
 * The relatives who help the owner with one memorial ('Familia que ayuda'): one row per person and memorial, with
 * their role. The owner is never a row here (the memorial's `user_id` is); a hand-over swaps the two.
 */
export const memorialManagers = sqliteTable(
  'memorial_managers',
  {
    id: uuidPk(),
    ...eitherMemorial(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ManagerRole>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('memorial_managers_memorial_user_unique').on(t.memorialProfileId, t.userId),
    uniqueIndex('memorial_managers_family_user_unique').on(t.familyProfileId, t.userId),
    // 'Compartidos conmigo': a person's memorials of others.
    index('memorial_managers_user_idx').on(t.userId),
    check('memorial_managers_one_memorial_check', exactlyOne(t.memorialProfileId, t.familyProfileId)),
    check('memorial_managers_role_check', sql`${t.role} IN (${sqlIn(MANAGER_ROLES)})`),
  ],
);

/**
 * An e-mailed invitation to help with a memorial (role 'editor' or 'moderator') or to take it over ('owner'). Only
 * the token's SHA-256 is kept; the link lives 7 days and is spent once (`accepted_at`). It names an address, not an
 * account: only an account with that (verified) address may accept it.
 */
export const memorialInvitations = sqliteTable(
  'memorial_invitations',
  {
    id: uuidPk(),
    ...eitherMemorial(),
    /** Lower case, as accounts keep theirs. */
    email: text('email').notNull(),
    role: text('role').$type<InvitationRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: text('expires_at').notNull(),
    acceptedAt: text('accepted_at'),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('memorial_invitations_memorial_idx').on(t.memorialProfileId, t.createdAt),
    index('memorial_invitations_family_idx').on(t.familyProfileId, t.createdAt),
    // The dashboard's 'Invitaciones para ti': a signed-in person's pending invitations by address.
    index('memorial_invitations_email_idx').on(t.email, t.expiresAt),
    check('memorial_invitations_one_memorial_check', exactlyOne(t.memorialProfileId, t.familyProfileId)),
    check('memorial_invitations_role_check', sql`${t.role} IN (${sqlIn(INVITATION_ROLES)})`),
  ],
);

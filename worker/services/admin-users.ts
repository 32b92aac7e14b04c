import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupleProfiles, familyProfiles, memorialProfiles, orders, sessions, users } from '../../db/schema';
import type { UserRole } from '../../db/schema/enums';
import { AppError, conflict, forbidden, notFound } from '../errors';
import { confirmEmailChangeMessage, confirmNewEmailMessage, emailChangedMessage } from '../mail/account-templates';
import type { Mailer, MailMessage } from '../mail/types';
import type { Live } from '../realtime/live';
import { AUTH_MESSAGES } from '../schemas/auth';
import {
  ADMIN_USER_MESSAGES as M,
  type AdminCreateUserInput,
  type AdminListQuery,
  type AdminUpdateUserInput,
} from '../schemas/admin-users';
import { auditInsert } from './audit';
import { sendMagicLink, sendPasswordResetLink } from './auth';
import { limitMail } from './auth-limits';
import { cancelEmailChange, emailChangePath, pendingEmailOf, requestEmailChange } from './email-changes';
import { issueAuthToken, spendUserTokens } from './auth-tokens';
import { isUniqueViolation } from './db-errors';
import { countMatches, ftsQuery, matchesIndex, readMatchCount } from './admin-search';
import { decodeCursor, pageOf, planPage, seekOrder, withSeek } from './keyset-pages';
import { paginate, type Pagination } from './pagination';
import { readCount } from './row-counts';
import { confirmCurrentPassword } from './password-check';
import { sendSecurityNotice } from './security-notices';
import { isAdmin, normalizeEmail, userIdentity, type UserIdentity, type UserRow } from './users';
import { log } from '../log';

/** A user as the back-office lists it (product §3.3 "User (admin view)"). */
export type AdminUserDto = UserIdentity & {
  is_active: boolean;
  email_verified: boolean;
  /** An address an administrator asked for, waiting for the person to confirm it from `email` (services/email-changes.ts). */
  pending_email: string | null;
  /** The second factor is on (a super admin may reset it, services/mfa-account.ts). */
  mfa_enabled: boolean;
  created_at: string;
  orders_count: number;
  /** Paid or accepted orders: with any (or any memorial), the account cannot be deleted, only deactivated. */
  paid_orders_count: number;
  profiles_count: number;
};

/** One of a user's memorials in the back-office (product §3.2: id, profile_name, is_published, slug, created_at). */
export type AdminUserMemorialDto = {
  id: string;
  type: 'individual' | 'family' | 'couple';
  profile_name: string;
  slug: string;
  is_published: boolean;
  created_at: string;
};

type AdminUserDeps = { db: Db; mailer: Mailer; appUrl: string; live: Live; ipAddress: string | null };

// Correlated subqueries name their tables outright: drizzle leaves a lone table's columns unqualified, and an
// unqualified "id" inside the subquery would be the subquery's own.
const ordersCount = sql<number>`(SELECT count(*) FROM orders WHERE orders.user_id = users.id)`;
const paidOrdersCount = sql<number>`(SELECT count(*) FROM orders WHERE orders.user_id = users.id AND (orders.paid_at IS NOT NULL OR orders.status = 'completed'))`;
const memorialsCount = sql<number>`((SELECT count(*) FROM memorial_profiles WHERE memorial_profiles.user_id = users.id)
  + (SELECT count(*) FROM family_profiles WHERE family_profiles.user_id = users.id)
  + (SELECT count(*) FROM couple_profiles WHERE couple_profiles.user_id = users.id))`;

const mfaEnabled = sql<number>`EXISTS (SELECT 1 FROM user_totp WHERE user_totp.user_id = users.id AND user_totp.enabled_at IS NOT NULL)`;

const listSelection = { user: users, ordersCount, paidOrdersCount, memorialsCount, mfaEnabled, pendingEmail: pendingEmailOf };

function toAdminUserDto(row: {
  user: UserRow;
  ordersCount: number;
  paidOrdersCount: number;
  memorialsCount: number;
  mfaEnabled: number;
  pendingEmail: string | null;
}): AdminUserDto {
  const { user } = row;
  return {
    ...userIdentity(user),
    is_active: user.isActive,
    email_verified: user.emailVerified,
    pending_email: row.pendingEmail ?? null,
    mfa_enabled: Boolean(Number(row.mfaEnabled)),
    created_at: user.createdAt,
    orders_count: Number(row.ordersCount),
    paid_orders_count: Number(row.paidOrdersCount),
    profiles_count: Number(row.memorialsCount),
  };
}

async function getAdminUser(db: Db, id: string): Promise<AdminUserDto> {
  const [row] = await db.select(listSelection).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(M.notFound);
  return toAdminUserDto(row);
}

/**
 * 'Gestión de usuarios': newest first, searchable by name or e-mail (words as prefixes, services/admin-search.ts),
 * 10 a page (product §3.2, §3.9), each page sought by its neighbour's cursor (services/keyset-pages.ts).
 */
export async function listAdminUsers(deps: { db: Db }, query: AdminListQuery): Promise<{ data: AdminUserDto[]; pagination: Pagination }> {
  const { db } = deps;
  const anchor = decodeCursor(query.cursor);
  const words = query.search ? ftsQuery(query.search) : null;
  if (query.search && !words) return { data: [], pagination: paginate(query.page, query.limit, 0) };
  const where = words ? matchesIndex(sql`users.rowid`, 'users_search', words) : undefined;
  // Without a search the total is the kept one (services/row-counts.ts), not 20 000 rows counted again.
  const n = words ? await readMatchCount(db, countMatches('users_search', words)) : await readCount(db, 'users');
  const seek = planPage(query.page, query.limit, n, anchor);
  if (!seek) return { data: [], pagination: paginate(query.page, query.limit, n) };
  const rows = await db
    .select(listSelection)
    .from(users)
    .where(withSeek(where, users.createdAt, users.id, seek))
    .orderBy(...seekOrder(users.createdAt, users.id, seek))
    .limit(seek.take)
    .offset(seek.skip);
  const page = pageOf(rows, (row) => ({ createdAt: row.user.createdAt, id: row.user.id }), seek, query.page);
  return { data: page.rows.map(toAdminUserDto), pagination: paginate(query.page, query.limit, n, page.cursor) };
}

/**
 * Who may touch whom (the first specification left it open): an admin manages customers; only a super_admin creates,
 * promotes, demotes, deactivates or deletes an administrator.
 */
function assertMayManage(actor: UserRow, target: { role: UserRole }, newRole?: UserRole): void {
  if (actor.role === 'super_admin') return;
  if (isAdmin(target) || (newRole !== undefined && newRole !== 'user')) throw forbidden(M.forbidden);
}

/** An active super_admin other than `userId` exists: the condition that keeps the last one in place. */
const anotherActiveSuperAdmin = (userId: string) =>
  sql`EXISTS (SELECT 1 FROM ${users} AS others WHERE others.role = 'super_admin' AND others.is_active = 1 AND others.id <> ${userId})`;

/**
 * Creates an account for someone. The administrator never chooses its password: the account has none, and the
 * person receives a link at their address to sign in and choose their own (the link is never shown to the
 * administrator, who would otherwise hold a way into the account).
 */
export async function createAdminUser(
  deps: AdminUserDeps,
  actor: UserRow,
  input: AdminCreateUserInput,
): Promise<{ user: AdminUserDto; message: string }> {
  assertMayManage(actor, { role: 'user' }, input.role);
  // Read before anything is written: a misconfigured origin must not leave an account behind.
  const origin = deps.appUrl;
  let created: UserRow | undefined;
  try {
    [created] = await deps.db
      .insert(users)
      .values({
        email: normalizeEmail(input.email),
        firstName: input.first_name,
        lastName: input.last_name,
        role: input.role,
        // An administrator vouches for the address; the e-mailed link proves it again and the person chooses
        // their password after it (needs_password_setup).
        emailVerified: true,
        passwordHash: null,
        needsPasswordSetup: true,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
  if (!created) throw new AppError(500, M.saveFailed);
  const user = created;

  try {
    await sendMagicLink({ db: deps.db, mailer: deps.mailer, appUrl: origin }, user);
  } catch (error) {
    // Without the link a password-less account could never be entered: undo it so the admin can retry.
    await deps.db.delete(users).where(eq(users.id, user.id));
    throw error;
  }
  await auditInsert(deps.db, {
    actorId: actor.id,
    action: 'user.create',
    entityType: 'user',
    entityId: user.id,
    details: { email: user.email, role: user.role, send_magic_link: true },
    ipAddress: deps.ipAddress,
  });
  await deps.live.admins('users');
  return { user: await getAdminUser(deps.db, user.id), message: M.createdWithLink };
}

/**
 * 'Enviar enlace para restablecer la contraseña': the forgot-password link, to the address the account has now
 * (never to one waiting for confirmation), audited. The administrator learns nothing that opens the account.
 */
export async function sendAdminPasswordReset(deps: AdminUserDeps, actor: UserRow, id: string): Promise<{ email: string }> {
  const { db } = deps;
  const [target] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound(M.notFound);
  if (target.id !== actor.id) assertMayManage(actor, target);
  if (!target.isActive) throw conflict(M.passwordResetInactive);
  // The same allowance as 'Olvidé mi contraseña': the back-office cannot flood a mailbox either.
  await limitMail(db, normalizeEmail(target.email), deps.ipAddress ?? 'admin');
  await sendPasswordResetLink({ db, mailer: deps.mailer, appUrl: deps.appUrl }, target, M.passwordResetFailed);
  await auditInsert(db, {
    actorId: actor.id,
    action: 'user.password_reset_sent',
    entityType: 'user',
    entityId: id,
    details: { email: target.email },
    ipAddress: deps.ipAddress,
  });
  return { email: target.email };
}

export type AdminUserUpdate = { user: AdminUserDto; emailPendingAt: string | null };

/**
 * Edits an account. Never its password (sendAdminPasswordReset e-mails a link instead). Someone else's new
 * e-mail is only requested: the person confirms it from the address they have now (services/email-changes.ts);
 * a super administrator whose session gave the second factor may apply it at once (`apply_email_now`, for a
 * person who lost that mailbox): then both addresses are told and the new one must be proven.
 */
export async function updateAdminUser(
  deps: AdminUserDeps & { mfaVerified: boolean },
  actor: UserRow,
  id: string,
  input: AdminUpdateUserInput,
): Promise<AdminUserUpdate> {
  const { db } = deps;
  const [target] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound(M.notFound);
  const roleChanges = input.role !== undefined && input.role !== target.role;
  const deactivates = input.is_active === false && target.isActive;
  // Everyone keeps their own name and e-mail up to date; nobody changes their own role or switches themselves off.
  if (target.id === actor.id) {
    if (roleChanges || deactivates) throw forbidden(M.forbidden);
  } else {
    assertMayManage(actor, target, roleChanges ? input.role : undefined);
  }

  const byOther = target.id !== actor.id;
  const requestedEmail = input.email === undefined ? undefined : normalizeEmail(input.email);
  const emailChanges = requestedEmail !== undefined && requestedEmail !== target.email;
  // One's own address: the current password first, so a stolen session cannot take the account.
  if (!byOther && emailChanges) await confirmCurrentPassword(deps, target, input.current_password);
  // Someone else's address in an administrator's hands would let them reset or sign in as that person.
  const appliesNow = emailChanges && byOther && input.apply_email_now === true;
  if (appliesNow && !(actor.role === 'super_admin' && deps.mfaVerified)) throw forbidden(M.emailDirectForbidden);
  const pendingEmail = emailChanges && byOther && !appliesNow ? requestedEmail : null;
  // Read before anything is written: the confirmation link needs the site's address.
  const origin = pendingEmail !== null ? deps.appUrl : null;

  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date().toISOString() };
  if (emailChanges && pendingEmail === null) changes.email = requestedEmail;
  if (appliesNow) changes.emailVerified = false;
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.role !== undefined) changes.role = input.role;
  if (input.is_active !== undefined) changes.isActive = input.is_active;

  // The last active super_admin keeps the role and stays active: one guarded statement, so two admins
  // demoting each other at once cannot both succeed.
  const losesSuperAdmin = target.role === 'super_admin' && ((roleChanges && input.role !== 'super_admin') || deactivates);
  const guard = losesSuperAdmin ? and(eq(users.id, id), anotherActiveSuperAdmin(id)) : eq(users.id, id);
  let updated: UserRow | undefined;
  try {
    [updated] = await db.update(users).set(changes).where(guard).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
  if (!updated) throw forbidden(M.forbidden);

  let confirmToken: string | null = null;
  if (pendingEmail !== null) {
    confirmToken = await requestEmailChange(db, { userId: id, newEmail: pendingEmail, requestedBy: actor.id });
  } else if (requestedEmail !== undefined) {
    // The address was set outright (their own change, a super admin's, or back to the one they have): nothing waits.
    await cancelEmailChange(db, id);
  }

  // A deactivated account, or one whose address a super admin moved, is signed out everywhere now, and its
  // e-mailed links (sent to the old address) no longer work.
  const signedOut = deactivates || appliesNow;
  if (signedOut) {
    await db.delete(sessions).where(eq(sessions.userId, id));
    await spendUserTokens(db, id);
    // Their open dashboards read the page again and, without a session, go home.
    await deps.live.customer(id, 'account');
  }
  await auditInsert(db, {
    actorId: actor.id,
    action: 'user.update',
    entityType: 'user',
    entityId: id,
    details: {
      changed: Object.keys(input).filter((key) => key !== 'current_password'),
      ...(roleChanges ? { role: { from: target.role, to: input.role } } : {}),
      ...(input.is_active !== undefined && input.is_active !== target.isActive ? { is_active: input.is_active } : {}),
      ...(emailChanges
        ? {
            email: {
              from: target.email,
              to: requestedEmail,
              ...(pendingEmail !== null ? { pending: true } : {}),
              ...(appliesNow ? { applied_by_super_admin: true } : {}),
            },
          }
        : {}),
    },
    ipAddress: deps.ipAddress,
  });
  if (appliesNow) await tellAddressesOfChange(deps, target, updated);
  // One's own change: the owner hears of it at the address the account had (a thief would change it).
  if (!byOther && emailChanges) await sendSecurityNotice(deps, target, 'email_changed', { newEmail: updated.email });
  if (confirmToken !== null && origin !== null) {
    await sendQuietly(
      deps.mailer,
      confirmEmailChangeMessage({
        to: target.email,
        name: target.firstName,
        newEmail: pendingEmail!,
        link: `${origin}${emailChangePath(confirmToken)}`,
      }),
    );
  }
  // An administrator who lost the role, or whose sessions just ended, stops hearing the back-office now: an
  // open socket was authorised once, at its start, and would otherwise go on.
  if (isAdmin(target) && (!isAdmin(updated) || signedOut)) await deps.live.endAdminSockets(id);
  await deps.live.admins('users');
  return { user: await getAdminUser(db, id), emailPendingAt: pendingEmail !== null ? target.email : null };
}

/** Sends without failing the change, which is already stored: a lost e-mail is logged, never a 500. */
async function sendQuietly(mailer: Mailer, message: MailMessage): Promise<void> {
  await mailer.send(message).catch((error: unknown) => log.error('mail_failed', error, { subject: message.subject }));
}

/**
 * After a super administrator applied an account's new e-mail at once: the old address hears of it (its owner
 * may not have asked), and the new one gets the link that proves it, the only way back in (the account is
 * unverified now, and proving it asks for a new password).
 */
async function tellAddressesOfChange(deps: AdminUserDeps, before: UserRow, after: UserRow): Promise<void> {
  let origin: string;
  try {
    origin = deps.appUrl;
  } catch (error) {
    log.error('mail_failed', error);
    return;
  }
  await sendQuietly(
    deps.mailer,
    emailChangedMessage({ to: before.email, name: before.firstName, newEmail: after.email, link: `${origin}/` }),
  );
  const token = await issueAuthToken(deps.db, after.id, 'verify_email');
  // The page registration uses: opening it verifies the address and, from another browser, asks for a password.
  await sendQuietly(
    deps.mailer,
    confirmNewEmailMessage({ to: after.email, name: after.firstName, link: `${origin}/verify-email#token=${token}` }),
  );
}

/**
 * A plaque on a grave must never lose its page because an account was deleted: a user with memorials or
 * paid orders is deactivated instead. Their unpaid orders (pending, cancelled, failed) go with them.
 */
export async function deleteAdminUser(deps: AdminUserDeps, actor: UserRow, id: string): Promise<void> {
  const { db } = deps;
  const [target] = await db.select(listSelection).from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound(M.notFound);
  assertMayManage(actor, target.user);
  if (target.user.id === actor.id) throw forbidden(M.forbidden);
  if (Number(target.memorialsCount) > 0 || Number(target.paidOrdersCount) > 0) throw conflict(M.hasMemorialsOrPaidOrders);

  const guard =
    target.user.role === 'super_admin' && target.user.isActive ? and(eq(users.id, id), anotherActiveSuperAdmin(id)) : eq(users.id, id);
  const [, removed] = await db.batch([
    db.delete(orders).where(and(eq(orders.userId, id), sql`${orders.paidAt} IS NULL`, notInArray(orders.status, ['completed']))),
    db.delete(users).where(guard).returning({ id: users.id }),
    auditInsert(db, {
      actorId: actor.id,
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      details: { email: target.user.email, role: target.user.role },
      ipAddress: deps.ipAddress,
    }),
  ]);
  if (removed.length === 0) throw forbidden(M.forbidden);
  if (isAdmin(target.user)) await deps.live.endAdminSockets(id);
  await deps.live.admins('users');
}

/** The memorials a user owns, newest first (product §3.2 "view the published memorials of a user"). */
export async function listUserMemorials(deps: { db: Db }, userId: string): Promise<AdminUserMemorialDto[]> {
  const { db } = deps;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!owner) throw notFound(M.notFound);
  const [individual, family, couple] = await Promise.all([
    db
      .select({
        id: memorialProfiles.id,
        name: memorialProfiles.profileName,
        slug: memorialProfiles.slug,
        published: memorialProfiles.isPublished,
        createdAt: memorialProfiles.createdAt,
      })
      .from(memorialProfiles)
      .where(eq(memorialProfiles.userId, userId)),
    db
      .select({
        id: familyProfiles.id,
        name: familyProfiles.familyName,
        slug: familyProfiles.slug,
        published: familyProfiles.isPublished,
        createdAt: familyProfiles.createdAt,
      })
      .from(familyProfiles)
      .where(eq(familyProfiles.userId, userId)),
    db
      .select({
        id: coupleProfiles.id,
        name: coupleProfiles.coupleName,
        slug: coupleProfiles.slug,
        published: coupleProfiles.isPublished,
        createdAt: coupleProfiles.createdAt,
      })
      .from(coupleProfiles)
      .where(eq(coupleProfiles.userId, userId)),
  ]);
  const toDto =
    (type: AdminUserMemorialDto['type']) =>
    (row: (typeof individual)[number]): AdminUserMemorialDto => ({
      id: row.id,
      type,
      profile_name: row.name,
      slug: row.slug,
      is_published: row.published,
      created_at: row.createdAt,
    });
  return [...individual.map(toDto('individual')), ...family.map(toDto('family')), ...couple.map(toDto('couple'))].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
}

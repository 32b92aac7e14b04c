import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  coupleProfiles,
  familyProfiles,
  mailOutbox,
  mediaObjects,
  memorialProfiles,
  memories,
  orders,
  paymentEvents,
  plaques,
  privacyConsents,
  rateLimits,
  reminderSubscriptions,
  users,
} from '../../db/schema';
import { sqlIn } from '../../db/schema/columns';
import type { PublicPages } from '../edge-cache/purge';
import { familyPaths, memorialPaths } from '../edge-cache/public-paths';
import { withExampleLanding } from '../edge-cache/settings-pages';
import { conflict, forbidden, tooManyRequests } from '../errors';
import type { MediaBucket } from '../media/bucket';
import { deleteMedia } from '../media/delete';
import { mediaUrl } from '../media/keys';
import type { Live } from '../realtime/live';
import { ACCOUNT_MESSAGES as M } from '../schemas/account-texts';
import { AUTH_MESSAGES } from '../schemas/auth';
import { ONLINE_PAYMENT_METHOD } from '../schemas/online-payment-texts';
import { abandonedOnlineCutoff, accountMediaUrls, ADDRESS_KEEPING_STATUSES, DELETED_ACCOUNT, orderFate } from './account-deletion-rules';
import { forgetAccountInvitations } from './account-invitations';
import { auditInsert } from './audit';
import { loginEmailKey } from './auth-limits';
import { isForeignKeyViolation } from './db-errors';
import { listOwnFamilies } from './family-memorials';
import { verifyPassword } from './passwords';
import { heldBy } from './plaques';
import { listOwnIndividualMemorials } from './individual-memorials';
import { hitRateLimit } from './rate-limit';
import { MINUTE } from './time';
import { isAdmin, normalizeEmail, type UserRow } from './users';
import { log } from '../log';

export type AccountDeletionDeps = {
  db: Db;
  /** R2: the account's files go after the database, best effort (the daily clean-up takes what is left). */
  bucket: Pick<MediaBucket, 'delete'>;
  live: Live;
  pages: PublicPages;
  ipAddress: string;
};

/** What went and what stayed, counted: the audit row keeps these numbers and nothing about the person. */
export type DeletionReport = {
  memorials: number;
  family_memorials: number;
  memories: number;
  orders_kept: number;
  orders_deleted: number;
  plaques_kept: number;
  couple_pages_unassigned: number;
  files: number;
};

/**
 * Confirming with the password is a sign-in attempt: it spends the account's sign-in allowance (5 per 15 minutes,
 * shared with /login, so the two together never give a password guesser more) and this address's own.
 */
const PER_CLIENT = { limit: 30, windowMs: 15 * MINUTE };
const PER_ACCOUNT = { limit: 5, windowMs: 15 * MINUTE };

async function confirmPassword(db: Db, user: UserRow, password: string, client: string): Promise<void> {
  const allowed = await Promise.all([
    hitRateLimit(db, loginEmailKey(normalizeEmail(user.email)), PER_ACCOUNT),
    hitRateLimit(db, `account-delete:client:${client}`, PER_CLIENT),
  ]);
  if (allowed.includes(false)) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
  if (!user.passwordHash) throw forbidden(M.noPassword);
  // 403, not 401: the session is fine, and a 401 would send the dashboard home as if it had expired.
  if (!(await verifyPassword(password, user.passwordHash))) throw forbidden(M.wrongPassword);
}

/**
 * Deletes the signed-in customer's account ('Mis datos', Ley 1581 de 2012 art. 8 e: suppression). One D1 batch
 * does the database part, all or nothing:
 * - memorials and family memorials go (their members and memories cascade, and so do their remembrance choices,
 *   candles and reminder subscribers; a plaque not yet engraved leaves with its memorial, by migration 0005's
 *   triggers);
 * - paid orders stay for the accounting records the law requires, moved to DELETED_ACCOUNT with the payer's
 *   name blanked; amounts, dates, method and the transfer reference stay. Unpaid ones go; one being checked stops
 *   everything (409), except an online order abandoned at Wompi's checkout (a day old, never reported approved),
 *   which goes too;
 * - the payment gateway's events about their orders go, kept or not: their raw payload holds the payer's e-mail,
 *   name and phone (the kept order keeps the gateway and its transaction id);
 * - engraved plaques they hold (`heldBy`: their memorials', not one they bought and handed on) stay with their
 *   code, their delivery data blanked;
 * - couple pages an administrator made for them are unassigned (couple_profiles.user_id SET NULL), not deleted;
 * - consents stay as anonymous proof (unlinked, address blanked), also those of the memories that go;
 * - their own reminder subscriptions (by their address, to anyone's memorials) go, their authorisations kept anonymous;
 * - the invitations they sent, those to their address and those they accepted go; audit rows of invitations to
 *   their address lose it (./account-invitations.ts);
 * - sessions and one-time links cascade; e-mails kept for delivery, sign-in counters and the personal parts of
 *   their audit rows (address, e-mail, delivery place) go;
 * - one audit row records the deletion with counts only.
 * Then the files leave R2, the pages leave the edge cache, and open back-offices and dashboards are told.
 * Administrators cannot delete themselves here (403): the last super_admin must never vanish, and an admin's
 * account is managed in the back-office.
 */
export async function deleteOwnAccount(deps: AccountDeletionDeps, user: UserRow, password: string): Promise<DeletionReport> {
  const { db } = deps;
  if (isAdmin(user)) throw forbidden(M.adminAccount);
  await confirmPassword(db, user, password, deps.ipAddress);

  const [individuals, families, ownOrders, uploads, couples] = await Promise.all([
    listOwnIndividualMemorials({ db }, user),
    listOwnFamilies({ db }, user),
    db
      .select({
        id: orders.id,
        status: orders.status,
        paidAt: orders.paidAt,
        paymentMethod: orders.paymentMethod,
        createdAt: orders.createdAt,
        // Qualified by hand: drizzle names a column without its table in a one-table select.
        approvalReported:
          sql<boolean>`EXISTS (SELECT 1 FROM payment_events WHERE payment_events.order_id = ${orders}.id AND payment_events.transaction_status = 'APPROVED')`.mapWith(
            Boolean,
          ),
      })
      .from(orders)
      .where(eq(orders.userId, user.id)),
    db
      .select({ key: mediaObjects.key })
      .from(mediaObjects)
      .where(and(eq(mediaObjects.ownerId, user.id), isNull(mediaObjects.variantOf))),
    db.select({ id: coupleProfiles.id }).from(coupleProfiles).where(eq(coupleProfiles.userId, user.id)),
  ]);
  const now = Date.now();
  const fates = ownOrders.map((order) => orderFate(order, now));
  const waiting = ownOrders.filter((_, i) => fates[i] === 'wait');
  if (waiting.length > 0)
    throw conflict(waiting.every((order) => order.paymentMethod === ONLINE_PAYMENT_METHOD) ? M.onlinePaymentPending : M.paymentPending);
  const kept = fates.filter((fate) => fate === 'keep').length;

  // Subqueries rather than lists of ids: D1 binds at most 100 parameters per statement, and a loved memorial's wall
  // holds more memories than that.
  const theirOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
  const onTheirWalls = or(
    inArray(
      memories.memorialProfileId,
      db.select({ id: memorialProfiles.id }).from(memorialProfiles).where(eq(memorialProfiles.userId, user.id)),
    ),
    inArray(memories.familyProfileId, db.select({ id: familyProfiles.id }).from(familyProfiles).where(eq(familyProfiles.userId, user.id))),
  );
  const received = await db.select({ photoUrl: memories.photoUrl }).from(memories).where(onTheirWalls);
  // The plaques they hold (their memorials', whoever bought them; a deleted memorial's, its buyer's): the data
  // of a plaque they bought and handed on is the new owner's (docs/features/family-circle.md).
  const theirPlaques = heldBy(db, user.id);
  const keptPlaques = await db
    .select({ id: plaques.id })
    .from(plaques)
    .where(and(theirPlaques, sql`${plaques.status} <> 'por_grabar'`));
  const at = new Date(now).toISOString();
  const email = normalizeEmail(user.email);

  const counts: Omit<DeletionReport, 'files'> = {
    memorials: individuals.length,
    family_memorials: families.length,
    memories: received.length,
    orders_kept: kept,
    orders_deleted: ownOrders.length - kept,
    plaques_kept: keptPlaques.length,
    couple_pages_unassigned: couples.length,
  };

  try {
    await db.batch([
      // The consents stay as proof, without the addresses they came from (theirs, and their walls' visitors').
      db
        .update(privacyConsents)
        .set({ ipAddress: null })
        .where(
          or(
            eq(privacyConsents.userId, user.id),
            inArray(privacyConsents.memoryId, db.select({ id: memories.id }).from(memories).where(onTheirWalls)),
            inArray(privacyConsents.plaqueId, db.select({ id: plaques.id }).from(plaques).where(theirPlaques)),
            // The reminder subscribers of their memorials: the subscriptions cascade with the memorials.
            inArray(
              privacyConsents.reminderSubscriptionId,
              db
                .select({ id: reminderSubscriptions.id })
                .from(reminderSubscriptions)
                .where(
                  or(
                    inArray(
                      reminderSubscriptions.memorialProfileId,
                      db.select({ id: memorialProfiles.id }).from(memorialProfiles).where(eq(memorialProfiles.userId, user.id)),
                    ),
                    inArray(
                      reminderSubscriptions.familyProfileId,
                      db.select({ id: familyProfiles.id }).from(familyProfiles).where(eq(familyProfiles.userId, user.id)),
                    ),
                    // Their own subscriptions to other families' memorials (kept by address, deleted below).
                    eq(reminderSubscriptions.email, email),
                  ),
                ),
            ),
          ),
        ),
      // Plaques the courier has keep an address (the table's CHECK), empty; the others none.
      db
        .update(plaques)
        .set({
          recipientName: null,
          recipientPhone: null,
          department: null,
          municipality: null,
          address: sql`CASE WHEN ${plaques.status} IN (${sqlIn(ADDRESS_KEEPING_STATUSES)}) THEN '' ELSE NULL END`,
          deliveryNotes: null,
          deliveryUpdatedAt: null,
          updatedAt: at,
        })
        .where(theirPlaques),
      // Before the orders move: `theirOrders` is read by user id.
      db.delete(paymentEvents).where(inArray(paymentEvents.orderId, theirOrders)),
      ...(kept > 0 ? [db.insert(users).values(DELETED_ACCOUNT).onConflictDoNothing()] : []),
      db
        .update(orders)
        .set({ userId: DELETED_ACCOUNT.id, payerName: null, updatedAt: at })
        .where(and(eq(orders.userId, user.id), or(sql`${orders.paidAt} IS NOT NULL`, eq(orders.status, 'completed')))),
      // Only what orderFate calls 'delete' (an online order abandoned at Wompi's checkout included: none of them had
      // an approval reported, or the reads above would have answered 409): an order that appeared meanwhile blocks
      // the user's delete below.
      db
        .delete(orders)
        .where(
          and(
            eq(orders.userId, user.id),
            isNull(orders.paidAt),
            or(
              inArray(orders.status, ['cancelled', 'failed']),
              and(
                eq(orders.paymentMethod, ONLINE_PAYMENT_METHOD),
                inArray(orders.status, ['pending', 'pending_verification']),
                lt(orders.createdAt, abandonedOnlineCutoff(now)),
              ),
            ),
          ),
        ),
      db.delete(memorialProfiles).where(eq(memorialProfiles.userId, user.id)),
      db.delete(familyProfiles).where(eq(familyProfiles.userId, user.id)),
      // Their own reminder subscriptions, to anyone's memorials, confirmed or pending: kept by address, not by account.
      db.delete(reminderSubscriptions).where(eq(reminderSubscriptions.email, email)),
      // The invitations they sent, those to their address and those they accepted (docs/features/personal-data.md), before the account goes.
      ...forgetAccountInvitations(db, user),
      db.delete(mailOutbox).where(sql`lower(${mailOutbox.toEmail}) = ${email}`),
      db.delete(rateLimits).where(inArray(rateLimits.key, [loginEmailKey(email), `mail:email:${email}`])),
      // Their own audit rows lose the address they acted from and the delivery place they gave; rows about their
      // account lose its e-mail. Who did what, and when, stays (actor_id is set null with the account).
      db.update(auditLog).set({ ipAddress: null }).where(eq(auditLog.actorId, user.id)),
      db
        .update(auditLog)
        .set({ details: sql`json_remove(${auditLog.details}, '$.municipality', '$.department')` })
        .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'plaque.delivery_saved'), sql`${auditLog.details} IS NOT NULL`)),
      db
        .update(auditLog)
        .set({ details: sql`json_remove(${auditLog.details}, '$.email')` })
        .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, user.id), sql`${auditLog.details} IS NOT NULL`)),
      // Sessions and one-time links cascade; uploads, couple pages and audit rows are unlinked (SET NULL).
      db.delete(users).where(eq(users.id, user.id)),
      auditInsert(db, {
        actorId: null,
        action: 'account.deleted_by_owner',
        entityType: 'user',
        entityId: user.id,
        details: counts,
      }),
    ]);
  } catch (error) {
    // An order made or paid between the reads and the batch: nothing was written, the person tries again.
    if (isForeignKeyViolation(error)) throw conflict(M.changedMeanwhile);
    throw error;
  }

  const files = accountMediaUrls({
    individuals,
    families,
    memoryPhotos: received.map((m) => m.photoUrl),
    uploads: uploads.map((row) => mediaUrl(row.key)),
  });
  let deletedFiles = 0;
  try {
    deletedFiles = (await deleteMedia(db, deps.bucket, files)).length;
  } catch (error) {
    // The rows of what R2 kept stay, owned by nobody and shown by nothing: the daily clean-up deletes them.
    log.error('account_media_delete_failed', error);
  }

  const paths = [
    ...(await Promise.all(individuals.map((p) => withExampleLanding(db, 'individual', p.slug, memorialPaths(p.slug))))).flat(),
    ...(await Promise.all(families.map((f) => withExampleLanding(db, 'family', f.slug, familyPaths(f.slug))))).flat(),
  ];
  await deps.pages.purge(paths);
  await Promise.all([
    deps.live.admins('users'),
    deps.live.admins('orders'),
    deps.live.admins('memorials'),
    deps.live.admins('plaques'),
    deps.live.customer(user.id, 'account'),
  ]);
  return { ...counts, files: deletedFiles };
}

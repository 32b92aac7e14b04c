import { and, eq, inArray, isNotNull, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { log } from '../log';
import type { Db } from '../../db/client';
import {
  authTokens,
  candles,
  captchas,
  mailOutbox,
  mediaObjects,
  mfaChallenges,
  paymentEvents,
  privacyConsents,
  rateLimits,
  reminderSubscriptions,
  remembranceDeliveries,
  sessions,
  users,
} from '../../db/schema';
import type { MediaBucket } from '../media/bucket';
import { deleteMedia } from '../media/delete';
import { mediaUrl } from '../media/keys';
import { RETRY_WINDOW_MS } from './failed-mail';
import { DAY, HOUR, todayInColombia } from './time';

/** An upload nobody attached within a day was abandoned (a closed wizard, a memory never posted). */
export const UNATTACHED_MEDIA_AFTER_MS = 24 * HOUR;
/** Stored e-mails are a delivery record, not an archive. */
export const MAIL_KEPT_MS = 30 * DAY;
/** A sign-up whose address was never proven is dropped after a week (the verification link's lifetime). */
export const UNVERIFIED_SIGNUP_KEPT_MS = 7 * DAY;
/**
 * The sent-log only has to outlive the days a message can still be sent for (its day, and three days ahead):
 * a month is plenty, and the rows name nobody, only ids.
 */
export const DELIVERIES_KEPT_MS = 30 * DAY;
/**
 * A gateway event that matched no order (an unknown reference, or not about a transaction) is listed for the
 * administrators to review; its raw payload can hold the payer's e-mail, name and phone, so after three months it goes.
 * Events linked to an order stay with it (and go when its account is deleted).
 */
export const UNMATCHED_PAYMENT_EVENTS_KEPT_MS = 90 * DAY;
/** Longer than the longest rate-limit window (a day), so a live counter is never reset early. */
const RATE_LIMIT_ROWS_KEPT_MS = 2 * DAY;

export type CleanupReport = {
  media: number;
  sessions: number;
  tokens: number;
  captchas: number;
  rateLimits: number;
  mail: number;
  unverifiedUsers: number;
  /** 'Recibir recordatorios' requests never confirmed before their link expired (7 days). */
  unconfirmedReminders: number;
  /** Candles whose day is over: the hash that made a second one that day a no-op is blanked. */
  candleVisitors: number;
  deliveries: number;
  /** Gateway events that matched no order, older than UNMATCHED_PAYMENT_EVENTS_KEPT_MS. */
  paymentEvents: number;
};

/** At most this many objects a night: each run stays well inside a Worker's limits; the rest go tomorrow. */
const MEDIA_PER_RUN = 500;

/**
 * Every place a stored object can be shown from, as SQL that is true when `url` is used somewhere. New
 * tables that hold /media URLs belong here, or their media is swept a day after upload.
 */
const isReferenced = (url: SQL) => sql`(
  EXISTS (SELECT 1 FROM memorial_profiles WHERE profile_image_url = ${url} OR memorial_video_url = ${url} OR video_thumbnail_url = ${url})
  OR EXISTS (SELECT 1 FROM memorial_profiles, json_each(memorial_profiles.gallery_images) AS item WHERE item.value = ${url})
  OR EXISTS (SELECT 1 FROM family_profiles WHERE memorial_video_url = ${url})
  OR EXISTS (SELECT 1 FROM family_profiles, json_each(family_profiles.gallery_images) AS item WHERE item.value = ${url})
  OR EXISTS (SELECT 1 FROM family_members WHERE profile_image_url = ${url} OR memorial_video_url = ${url})
  OR EXISTS (SELECT 1 FROM memories WHERE photo_url = ${url})
  OR EXISTS (SELECT 1 FROM couple_profiles WHERE profile_image_url = ${url})
  OR EXISTS (SELECT 1 FROM couple_gallery_photos WHERE photo_url = ${url})
  OR EXISTS (SELECT 1 FROM couple_videos WHERE video_url = ${url})
  OR EXISTS (SELECT 1 FROM resting_places WHERE photo_url = ${url})
  OR EXISTS (SELECT 1 FROM settings WHERE instr(value, ${url}) > 0)
)`;

/** Originals older than a day that nothing shows, and renditions whose original is gone. */
async function abandonedMedia(db: Db, before: string): Promise<string[]> {
  const url = sql`'/media/' || ${mediaObjects.key}`;
  const [originals, orphans] = await Promise.all([
    db
      .select({ key: mediaObjects.key })
      .from(mediaObjects)
      .where(and(lt(mediaObjects.createdAt, before), isNull(mediaObjects.variantOf), not(isReferenced(url))))
      .limit(MEDIA_PER_RUN),
    db
      .select({ key: mediaObjects.key })
      .from(mediaObjects)
      .where(
        and(
          lt(mediaObjects.createdAt, before),
          isNotNull(mediaObjects.variantOf),
          sql`NOT EXISTS (SELECT 1 FROM media_objects AS original WHERE original.key = ${mediaObjects.variantOf})`,
        ),
      )
      .limit(MEDIA_PER_RUN),
  ]);
  return [...originals, ...orphans].map((row) => row.key);
}

const changes = (result: unknown): number => {
  const meta = (result as { meta?: { changes?: number }; rowsAffected?: number }) ?? {};
  return meta.meta?.changes ?? meta.rowsAffected ?? 0;
};

/**
 * The daily clean-up (the Worker's Cron Trigger, worker/scheduled.ts). Idempotent: a second run the same
 * day finds nothing more. Besides the sign-in leftovers it drops reminder requests never confirmed, blanks the
 * candles' visitor hashes once their day is over, forgets the remembrance sent-log after a month, and
 * the payment gateway's events that matched no order after 90 days. Media objects go from R2 with their rows (and their phone renditions).
 */
export async function runCleanup(deps: { db: Db; bucket: Pick<MediaBucket, 'delete'>; now?: number }): Promise<CleanupReport> {
  const { db } = deps;
  const now = deps.now ?? Date.now();
  const at = (ms: number) => new Date(now - ms).toISOString();
  const nowIso = new Date(now).toISOString();

  const media = await deleteMedia(db, deps.bucket, (await abandonedMedia(db, at(UNATTACHED_MEDIA_AFTER_MS))).map(mediaUrl));

  const expiredSessions = await db.delete(sessions).where(and(lt(sessions.expiresAt, nowIso), lt(sessions.refreshExpiresAt, nowIso)));
  const spentTokens = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, nowIso), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, at(DAY)))));
  // The sign-in's second-factor steps are one-time tokens too (5 minutes).
  const spentChallenges = await db
    .delete(mfaChallenges)
    .where(or(lt(mfaChallenges.expiresAt, nowIso), and(isNotNull(mfaChallenges.usedAt), lt(mfaChallenges.usedAt, at(DAY)))));
  const oldCaptchas = await db.delete(captchas).where(lt(captchas.expiresAt, nowIso));
  const oldCounters = await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - RATE_LIMIT_ROWS_KEPT_MS));
  const oldMail = await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, at(MAIL_KEPT_MS)));
  // A failed e-mail's sealed copy (its one-time links) outlives 'Reintentar' by nothing (services/failed-mail.ts).
  await db
    .update(mailOutbox)
    .set({ sealedMessage: null })
    .where(and(isNotNull(mailOutbox.sealedMessage), lt(mailOutbox.failedAt, at(RETRY_WINDOW_MS))));
  // Only sign-ups that never did anything: an account an administrator gave an order to stays.
  const neverUsed = and(
    eq(users.emailVerified, false),
    lt(users.createdAt, at(UNVERIFIED_SIGNUP_KEPT_MS)),
    sql`NOT EXISTS (SELECT 1 FROM orders WHERE orders.user_id = ${users.id})`,
    sql`NOT EXISTS (SELECT 1 FROM memorial_profiles WHERE memorial_profiles.user_id = ${users.id})`,
    sql`NOT EXISTS (SELECT 1 FROM family_profiles WHERE family_profiles.user_id = ${users.id})`,
    sql`NOT EXISTS (SELECT 1 FROM couple_profiles WHERE couple_profiles.user_id = ${users.id})`,
    inArray(users.role, ['user']),
  );
  // A sign-up whose address was never proven was never an account: its authorisation (with the address it
  // came from) goes with it, unlike a deleted account's, which stays as anonymous proof.
  const [, unverified] = await db.batch([
    db.delete(privacyConsents).where(inArray(privacyConsents.userId, db.select({ id: users.id }).from(users).where(neverUsed))),
    db.delete(users).where(neverUsed),
  ]);

  // An unconfirmed reminder request never became a subscription: like a sign-up never verified, its
  // authorisation (with the address it came from) goes with it.
  const unconfirmed = and(isNull(reminderSubscriptions.confirmedAt), lt(reminderSubscriptions.confirmExpiresAt, nowIso));
  const [, expiredRequests] = await db.batch([
    db
      .delete(privacyConsents)
      .where(
        inArray(
          privacyConsents.reminderSubscriptionId,
          db.select({ id: reminderSubscriptions.id }).from(reminderSubscriptions).where(unconfirmed),
        ),
      ),
    db.delete(reminderSubscriptions).where(unconfirmed),
  ]);
  const candleVisitors = await db
    .update(candles)
    .set({ visitorHash: null })
    .where(and(isNotNull(candles.visitorHash), lt(candles.litOn, todayInColombia(now))));
  const oldDeliveries = await db.delete(remembranceDeliveries).where(lt(remembranceDeliveries.claimedAt, at(DELIVERIES_KEPT_MS)));

  const unmatchedEvents = await db
    .delete(paymentEvents)
    .where(and(isNull(paymentEvents.orderId), lt(paymentEvents.receivedAt, at(UNMATCHED_PAYMENT_EVENTS_KEPT_MS))));

  const report: CleanupReport = {
    media: media.length,
    sessions: changes(expiredSessions),
    tokens: changes(spentTokens) + changes(spentChallenges),
    captchas: changes(oldCaptchas),
    rateLimits: changes(oldCounters),
    mail: changes(oldMail),
    unverifiedUsers: changes(unverified),
    unconfirmedReminders: changes(expiredRequests),
    candleVisitors: changes(candleVisitors),
    deliveries: changes(oldDeliveries),
    paymentEvents: changes(unmatchedEvents),
  };
  log.info('daily_cleanup', report);
  return report;
}

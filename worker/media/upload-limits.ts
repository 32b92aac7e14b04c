import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaObjects, orders } from '../../db/schema';
import { forbidden, tooManyRequests } from '../errors';
import { UPLOAD_MESSAGES } from '../schemas/uploads';
import { hitRateLimit, type RateRule } from '../services/rate-limit';
import { isAdmin, type UserRow } from '../services/users';
import { DAY, isoIn, MINUTE } from '../services/time';

/**
 * Uploads without a session (a visitor's photo for a memory wall) per client address. Generous enough
 * for a family leaving several memories from one phone or one shared connection (mobile carriers put
 * many people behind one address), tight enough that nobody can use the bucket as free storage.
 */
export const ANONYMOUS_UPLOAD_RULE: RateRule = { limit: 20, windowMs: 15 * MINUTE };

export async function limitAnonymousUpload(deps: { db: Db; ipAddress: string }): Promise<void> {
  const allowed = await hitRateLimit(deps.db, `upload:anon:client:${deps.ipAddress}`, ANONYMOUS_UPLOAD_RULE);
  if (!allowed) throw tooManyRequests(UPLOAD_MESSAGES.tooManyUploads);
}

/**
 * What one account may upload in any 24 hours. A whole memorial (10 photos with their phone renditions, a
 * 65 MB video and its thumbnail) fits several times over; an account used as free storage does not. A
 * rolling window rather than the calendar day: nobody doubles the budget around midnight.
 */
export const DAILY_UPLOAD_BYTES = 200 * 1024 * 1024;
export const DAILY_UPLOAD_FILES = 100;
/**
 * Administrators build couple pages for customers (10 photos and two 65 MB videos each) and help with
 * memorials: several a day must fit. Still bounded, so a stolen admin session cannot fill the bucket.
 */
export const ADMIN_DAILY_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024;
export const ADMIN_DAILY_UPLOAD_FILES = 600;

/** What a signed-in upload may still take: bytes left today, and whether videos are allowed at all. */
export type UploadQuota = { remainingBytes: number; mayUploadVideo: boolean; admin: boolean };

/** Refuses (429) an account whose day is spent; otherwise what is left of it. */
export async function uploadQuota(deps: { db: Db }, user: UserRow): Promise<UploadQuota> {
  const { db } = deps;
  const [[used], [paid]] = await Promise.all([
    db
      .select({ files: count(), bytes: sql<number>`coalesce(sum(${mediaObjects.size}), 0)` })
      .from(mediaObjects)
      .where(and(eq(mediaObjects.ownerId, user.id), gt(mediaObjects.createdAt, isoIn(-DAY)))),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, user.id), inArray(orders.status, ['completed']))),
  ]);
  const files = used?.files ?? 0;
  const bytes = Number(used?.bytes ?? 0);
  const admin = isAdmin(user);
  const budget = admin
    ? { bytes: ADMIN_DAILY_UPLOAD_BYTES, files: ADMIN_DAILY_UPLOAD_FILES }
    : { bytes: DAILY_UPLOAD_BYTES, files: DAILY_UPLOAD_FILES };
  if (files >= budget.files || bytes >= budget.bytes) throw dailyBudgetSpent(admin);
  // A video is part of a paid memorial; administrators upload for the customers they help.
  return { remainingBytes: budget.bytes - bytes, mayUploadVideo: admin || (paid?.n ?? 0) > 0, admin };
}

export const dailyBudgetSpent = (admin = false) => tooManyRequests(admin ? UPLOAD_MESSAGES.adminDailyBudget : UPLOAD_MESSAGES.dailyBudget);
export const videoNeedsOrder = () => forbidden(UPLOAD_MESSAGES.videoNeedsOrder);

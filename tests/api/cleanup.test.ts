import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authTokens,
  captchas,
  mailOutbox,
  mediaObjects,
  mfaChallenges,
  orders,
  paymentEvents,
  rateLimits,
  sessions,
  users,
} from '../../db/schema';
import { keyFromMediaUrl } from '../../worker/media/keys';
import { runCleanup, UNMATCHED_PAYMENT_EVENTS_KEPT_MS } from '../../worker/services/cleanup';
import { createSession } from '../../worker/services/sessions';
import { DAY, HOUR } from '../../worker/services/time';
import { bearer, createUserWithSession, jsonPost, type Envelope } from '../helpers/auth';
import { bucketKeys } from '../helpers/media-fixtures';
import { givePaidOrder, individualPayload, insertCouple, uploadPhoto } from '../helpers/memorials';
import { call } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ media: true });

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** The clean-up as the Cron Trigger runs it, `days` from now. */
const cleanupIn = (days: number) => runCleanup({ db: t.db, bucket: t.r2.bucket, now: Date.now() + days * DAY });
const mediaKeys = async (owner: string) =>
  (await t.db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, owner))).map((row) => row.key);

describe('the daily clean-up', () => {
  it('removes media never attached after 24 hours, from R2 and the database, and keeps what a memorial shows', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const shown = await uploadPhoto(t.app, token, t.r2.env, 'profile');
    const shownGallery = await uploadPhoto(t.app, token, t.r2.env, 'gallery');
    const abandoned = await uploadPhoto(t.app, token, t.r2.env, 'gallery');
    const created = await call<Envelope<{ id: string }>>(
      t.app,
      '/api/profiles',
      jsonPost(individualPayload({ profileImageUrl: shown, galleryImages: [shownGallery] }), bearer(token)),
      t.r2.env,
    );
    expect(created.status).toBe(201);

    // Within the first day nothing goes: the wizard may still be open.
    expect((await cleanupIn(0)).media).toBe(0);
    expect(await mediaKeys(user.id)).toHaveLength(3);

    const report = await cleanupIn(2);
    expect(report.media).toBe(1);
    const left = await mediaKeys(user.id);
    expect(left.sort()).toEqual([keyFromMediaUrl(shown), keyFromMediaUrl(shownGallery)].sort());
    expect(await bucketKeys(t.r2.bucket, `gallery/${user.id}/`)).toEqual([keyFromMediaUrl(shownGallery)]);
    expect(await t.r2.bucket.head(keyFromMediaUrl(abandoned)!)).toBeNull();

    // Idempotent: the next run finds nothing more.
    expect((await cleanupIn(2)).media).toBe(0);
  });

  it('removes a phone rendition with its abandoned original, and one whose original is gone', async () => {
    const { user, token } = await createUserWithSession(t.db);
    const original = keyFromMediaUrl(await uploadPhoto(t.app, token, t.r2.env, 'gallery'))!;
    const [row] = await t.db.select().from(mediaObjects).where(eq(mediaObjects.key, original));
    await t.db.insert(mediaObjects).values([
      {
        key: `gallery/${user.id}/variant.jpg`,
        ownerId: user.id,
        kind: 'gallery',
        contentType: 'image/jpeg',
        size: 10,
        variantOf: original,
      },
      {
        key: `gallery/${user.id}/orphan.jpg`,
        ownerId: user.id,
        kind: 'gallery',
        contentType: 'image/jpeg',
        size: 10,
        variantOf: 'gallery/x/nada.jpg',
      },
    ]);
    expect(row).toBeDefined();
    await cleanupIn(2);
    expect(await mediaKeys(user.id)).toEqual([]);
  });

  it('purges expired sessions, spent or expired links and sign-in steps, captchas, old rate-limit counters and e-mail older than 30 days', async () => {
    const { user } = await createUserWithSession(t.db);
    const live = await createSession(t.db, user.id);
    const old = await createSession(t.db, user.id);
    const past = new Date(Date.now() - HOUR).toISOString();
    await t.db.update(sessions).set({ expiresAt: past, refreshExpiresAt: past }).where(eq(sessions.id, old.id));
    await t.db.insert(authTokens).values([
      { tokenHash: `expired-${user.id}`, userId: user.id, purpose: 'magic_link', expiresAt: past },
      { tokenHash: `live-${user.id}`, userId: user.id, purpose: 'magic_link', expiresAt: new Date(Date.now() + HOUR).toISOString() },
    ]);
    await t.db.insert(mfaChallenges).values([
      { tokenHash: `expired-${user.id}`, userId: user.id, expiresAt: past },
      { tokenHash: `live-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + HOUR).toISOString() },
    ]);
    await t.db.insert(captchas).values([
      { id: `old-${user.id}`, answerHash: 'x', expiresAt: past },
      { id: `new-${user.id}`, answerHash: 'x', expiresAt: new Date(Date.now() + HOUR).toISOString() },
    ]);
    await t.db.insert(rateLimits).values([
      { key: `old:${user.id}`, count: 3, windowStart: Date.now() - 3 * DAY },
      { key: `new:${user.id}`, count: 3, windowStart: Date.now() },
    ]);
    await t.db.insert(mailOutbox).values([
      {
        toEmail: 'vieja@correo.co',
        subject: 'x',
        textBody: 'x',
        htmlBody: 'x',
        transport: 'outbox',
        status: 'sent',
        createdAt: new Date(Date.now() - 31 * DAY).toISOString(),
      },
      { toEmail: 'nueva@correo.co', subject: 'x', textBody: 'x', htmlBody: 'x', transport: 'outbox', status: 'sent' },
    ]);

    const report = await cleanupIn(0);
    expect(report).toMatchObject({ sessions: 1, captchas: 1, rateLimits: 1, mail: 1 });
    expect(report.tokens).toBeGreaterThanOrEqual(1);
    const sessionIds = (await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((row) => row.id);
    expect(sessionIds).toContain(live.id);
    expect(sessionIds).not.toContain(old.id);
    expect((await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).map((row) => row.tokenHash)).toEqual([
      `live-${user.id}`,
    ]);
    expect((await t.db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, user.id))).map((row) => row.tokenHash)).toEqual([
      `live-${user.id}`,
    ]);
    expect(
      await t.db
        .select()
        .from(captchas)
        .where(inArray(captchas.id, [`old-${user.id}`, `new-${user.id}`])),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(rateLimits)
        .where(inArray(rateLimits.key, [`old:${user.id}`, `new:${user.id}`])),
    ).toHaveLength(1);
    expect((await t.db.select().from(mailOutbox)).map((row) => row.toEmail)).toContain('nueva@correo.co');
    expect((await t.db.select().from(mailOutbox)).map((row) => row.toEmail)).not.toContain('vieja@correo.co');
  });

  it('removes sign-ups never verified after 7 days, but not verified ones nor any with an order or a couple page', async () => {
    const stale = await createUserWithSession(t.db, { verified: false });
    const withOrder = await createUserWithSession(t.db, { verified: false });
    await givePaidOrder(t.db, withOrder.user.id);
    const withCouple = await createUserWithSession(t.db, { verified: false });
    await insertCouple(t.db, { userId: withCouple.user.id });
    const verified = await createUserWithSession(t.db);

    expect((await cleanupIn(6)).unverifiedUsers).toBe(0);
    const report = await cleanupIn(8);
    expect(report.unverifiedUsers).toBeGreaterThanOrEqual(1);
    const left = (
      await t.db
        .select()
        .from(users)
        .where(inArray(users.id, [stale.user.id, withOrder.user.id, withCouple.user.id, verified.user.id]))
    ).map((row) => row.id);
    expect(left.sort()).toEqual([withOrder.user.id, withCouple.user.id, verified.user.id].sort());
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, stale.user.id))).toEqual([]);
  });

  it('deletes payment events that matched no order after 90 days (the administrators review them first), never one linked to an order', async () => {
    expect(UNMATCHED_PAYMENT_EVENTS_KEPT_MS).toBe(90 * DAY);
    const { user } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    const event = (orderId: string | null, outcome: 'unknown_reference' | 'paid') => ({
      id: crypto.randomUUID(),
      gateway: 'wompi',
      eventType: 'transaction.updated',
      orderId,
      outcome,
      payload: JSON.stringify({ data: { transaction: { customer_email: 'pagador@correo.co' } } }),
    });
    const unmatched = event(null, 'unknown_reference');
    const linked = event(order!.id, 'paid');
    await t.db.insert(paymentEvents).values([unmatched, linked]);
    const left = async () =>
      (
        await t.db
          .select()
          .from(paymentEvents)
          .where(inArray(paymentEvents.id, [unmatched.id, linked.id]))
      ).map((row) => row.id);

    await cleanupIn(89);
    expect((await left()).sort()).toEqual([unmatched.id, linked.id].sort());
    expect((await cleanupIn(91)).paymentEvents).toBeGreaterThanOrEqual(1);
    expect(await left()).toEqual([linked.id]);
  });
});

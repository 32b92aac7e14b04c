import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { candles, privacyConsents, reminderSubscriptions, remembranceSettings } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import type { LiveNotice } from '../../worker/realtime/live';
import { bearer, createUserWithSession, jsonPost, uniqueClient, uniqueEmail, type Envelope } from '../helpers/auth';
import { localR2 } from '../helpers/media-fixtures';
import { insertMemorial } from '../helpers/memorials';
import { recordingWallRooms } from '../helpers/memories';
import { recordingRooms } from '../helpers/rooms';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

/** 'Mis datos' and 'Eliminar mi cuenta' include the remembrance side of the account's memorials (issue 24). */
let db: Db;
let app: TestApp;
let r2: Awaited<ReturnType<typeof localR2>>;
let env: object;

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db);
  r2 = await localR2();
  env = {
    ...r2.env,
    WALL_ROOMS: recordingWallRooms().namespace,
    ADMIN_ROOMS: recordingRooms<LiveNotice>().namespace,
    CUSTOMER_ROOMS: recordingRooms<LiveNotice>().namespace,
  };
});
afterAll(() => r2.dispose());

async function ownerWithRemembrance() {
  const owner = await createUserWithSession(db);
  const memorial = await insertMemorial(db, owner.user.id, { isPublished: true });
  await call(app, '/api/candles', jsonPost({ memorial_profile_id: memorial.id, name: 'Tía Carmen' }));
  const email = uniqueEmail('familiar');
  await call(app, '/api/reminders', jsonPost({ email, memorial_profile_id: memorial.id, privacy_consent: true }, { 'cf-connecting-ip': uniqueClient() }));
  const token = new URL((await listOutbox(db, email))[0]!.links[0]!).searchParams.get('token');
  await call(app, '/api/reminders/confirm', jsonPost({ token }));
  await call(app, '/api/remembrance/settings', { ...jsonPost({ memorial_profile_id: memorial.id, kinds: { dia_del_padre: true } }, bearer(owner.token)), method: 'PATCH' });
  return { owner, memorial, email };
}

describe("'Mis datos'", () => {
  it("exports the memorials' remembrance choices, candles with names, and subscribers masked", async () => {
    const { owner, memorial, email } = await ownerWithRemembrance();
    const response = await app.request('/api/account/export', { headers: bearer(owner.token) }, env);
    expect(response.status).toBe(200);
    const data = (await response.json()) as Record<string, unknown>;
    expect(data.remembrance_settings).toEqual([
      expect.objectContaining({ memorial_profile_id: memorial.id, owner_reminders: true, candle_digest: true, kinds: expect.objectContaining({ dia_del_padre: true }) }),
    ]);
    expect(data.candles).toEqual([expect.objectContaining({ memorial_profile_id: memorial.id, name: 'Tía Carmen' })]);
    expect(data.reminder_subscribers).toEqual([expect.objectContaining({ memorial_profile_id: memorial.id, email: `${email.slice(0, 2)}***@example.com` })]);
    expect(JSON.stringify(data)).not.toContain(email);
  });
});

describe("'Eliminar mi cuenta'", () => {
  it("removes the memorials' candles, subscribers and choices, and keeps the subscribers' authorisations without their address", async () => {
    const { owner, memorial } = await ownerWithRemembrance();
    const [subscription] = await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.memorialProfileId, memorial.id));
    const [before] = await db.select().from(privacyConsents).where(eq(privacyConsents.reminderSubscriptionId, subscription!.id));
    expect(before!.ipAddress).not.toBeNull();
    const answer = await call<Envelope>(app, '/api/account', { ...jsonPost({ password: 'clave-segura' }, bearer(owner.token)), method: 'DELETE' }, env);
    expect(answer.status).toBe(200);
    expect(await db.select().from(candles).where(eq(candles.memorialProfileId, memorial.id))).toEqual([]);
    expect(await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.memorialProfileId, memorial.id))).toEqual([]);
    expect(await db.select().from(remembranceSettings).where(eq(remembranceSettings.memorialProfileId, memorial.id))).toEqual([]);
    const [consent] = await db.select().from(privacyConsents).where(eq(privacyConsents.id, before!.id));
    expect(consent).toMatchObject({ purpose: 'recordatorios', reminderSubscriptionId: null, ipAddress: null });
  });
});

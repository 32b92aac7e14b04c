import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candles, privacyConsents, reminderSubscriptions, remembranceSettings } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import type { LiveNotice } from '../../worker/realtime/live';
import { bearer, createUserWithSession, uniqueClient, uniqueEmail } from '../helpers/auth';
import { insertMemorial } from '../helpers/memorials';
import { recordingWallRooms } from '../helpers/memories';
import { recordingRooms } from '../helpers/rooms';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

/** 'Mis datos' and 'Eliminar mi cuenta' include the remembrance side of the account's memorials (docs/features/personal-data.md). */
const t = useTestApp({ media: true });
let env: object;

beforeAll(async () => {
  env = {
    ...t.r2.env,
    WALL_ROOMS: recordingWallRooms().namespace,
    ADMIN_ROOMS: recordingRooms<LiveNotice>().namespace,
    CUSTOMER_ROOMS: recordingRooms<LiveNotice>().namespace,
  };
});

/** The typed clients as `token`'s user (a visitor without one), from an address of its own. */
const as = (token?: string) => testClient(t.app, env, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const subscribe = (email: string, memorialId: string) =>
  read(as().reminders.index.$post({ json: { email, memorial_profile_id: memorialId, privacy_consent: true } }));
const confirmReminder = (token: string) => read(as().reminders.confirm.$post({ json: { token } }));
/** 'Mis datos' answers a JSON file to download (a body, not a typed JSON answer): read as the test did. */
const exportAccount = (token: string) => as(token).account.export.$get();
const deleteAccount = (token: string) => read(as(token).account.index.$delete({ json: { password: 'clave-segura' } }));

async function ownerWithRemembrance() {
  const owner = await createUserWithSession(t.db);
  const memorial = await insertMemorial(t.db, owner.user.id, { isPublished: true });
  await read(as().candles.index.$post({ json: { memorial_profile_id: memorial.id, name: 'Tía Carmen' } }));
  const email = uniqueEmail('familiar');
  await subscribe(email, memorial.id);
  const token = new URL((await listOutbox(t.db, email))[0]!.links[0]!).searchParams.get('token');
  await confirmReminder(token!);
  await read(as(owner.token).remembrance.settings.$patch({ json: { memorial_profile_id: memorial.id, kinds: { dia_del_padre: true } } }));
  return { owner, memorial, email };
}

/** The account's holder subscribes, with the account's address, to two other families' memorials: one confirmed, one pending. */
async function holderSubscribedElsewhere() {
  const holder = await createUserWithSession(t.db);
  const family = await createUserWithSession(t.db);
  const confirmed = await insertMemorial(t.db, family.user.id, { isPublished: true, profileName: 'Jorge Eliécer Vargas' });
  const pending = await insertMemorial(t.db, family.user.id, { isPublished: true, profileName: 'Lucía Mejía de Vargas' });
  for (const memorial of [confirmed, pending]) {
    const asked = await subscribe(holder.email.toUpperCase(), memorial.id);
    expect(asked.status).toBe(202);
  }
  const link = (await listOutbox(t.db, holder.email)).find((mail) => mail.subject.includes('Jorge Eliécer Vargas'))!;
  await confirmReminder(new URL(link.links[0]!).searchParams.get('token')!);
  return { holder, confirmed, pending };
}

describe("'Mis datos'", () => {
  it("exports the holder's own reminder subscriptions to other families' memorials, confirmed and pending", async () => {
    const { holder, confirmed, pending } = await holderSubscribedElsewhere();
    const response = await exportAccount(holder.token);
    expect(response.status).toBe(200);
    const data = (await response.json()) as { reminder_subscriptions: unknown[] };
    expect(data.reminder_subscriptions).toHaveLength(2);
    expect(data.reminder_subscriptions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          memorial_profile_id: confirmed.id,
          memorial_name: 'Jorge Eliécer Vargas',
          email: holder.email,
          status: 'confirmed',
          confirmed_at: expect.any(String),
        }),
        expect.objectContaining({
          memorial_profile_id: pending.id,
          memorial_name: 'Lucía Mejía de Vargas',
          email: holder.email,
          status: 'pending',
          confirmed_at: null,
        }),
      ]),
    );
    // Never a token or its hash.
    expect(JSON.stringify(data.reminder_subscriptions)).not.toMatch(/token|[0-9a-f]{64}/i);
  });

  it("exports the memorials' remembrance choices, candles with names, and subscribers masked", async () => {
    const { owner, memorial, email } = await ownerWithRemembrance();
    const response = await exportAccount(owner.token);
    expect(response.status).toBe(200);
    const data = (await response.json()) as Record<string, unknown>;
    expect(data.remembrance_settings).toEqual([
      expect.objectContaining({
        memorial_profile_id: memorial.id,
        owner_reminders: true,
        candle_digest: true,
        kinds: expect.objectContaining({ dia_del_padre: true }),
      }),
    ]);
    expect(data.candles).toEqual([expect.objectContaining({ memorial_profile_id: memorial.id, name: 'Tía Carmen' })]);
    expect(data.reminder_subscribers).toEqual([
      expect.objectContaining({ memorial_profile_id: memorial.id, email: `${email.slice(0, 2)}***@example.com` }),
    ]);
    expect(JSON.stringify(data)).not.toContain(email);
  });
});

describe("'Eliminar mi cuenta'", () => {
  it("deletes the holder's own reminder subscriptions to other families' memorials, keeping their authorisations anonymous", async () => {
    const { holder, confirmed } = await holderSubscribedElsewhere();
    const stranger = uniqueEmail('otra');
    await subscribe(stranger, confirmed.id);
    const theirs = await t.db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, holder.email));
    expect(theirs).toHaveLength(2);
    const consentIds: string[] = [];
    for (const subscription of theirs) {
      const consents = await t.db.select().from(privacyConsents).where(eq(privacyConsents.reminderSubscriptionId, subscription.id));
      expect(consents).toHaveLength(1);
      consentIds.push(consents[0]!.id);
    }

    const answer = await deleteAccount(holder.token);
    expect(answer.status).toBe(200);
    expect(await t.db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, holder.email))).toEqual([]);
    for (const id of consentIds) {
      const [consent] = await t.db.select().from(privacyConsents).where(eq(privacyConsents.id, id));
      expect(consent).toMatchObject({ purpose: 'recordatorios', reminderSubscriptionId: null, ipAddress: null });
    }
    // The other family's memorial keeps its other subscribers.
    expect(await t.db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, stranger))).toHaveLength(1);
  });

  it("removes the memorials' candles, subscribers and choices, and keeps the subscribers' authorisations without their address", async () => {
    const { owner, memorial } = await ownerWithRemembrance();
    const [subscription] = await t.db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.memorialProfileId, memorial.id));
    const [before] = await t.db.select().from(privacyConsents).where(eq(privacyConsents.reminderSubscriptionId, subscription!.id));
    expect(before!.ipAddress).not.toBeNull();
    const answer = await deleteAccount(owner.token);
    expect(answer.status).toBe(200);
    expect(await t.db.select().from(candles).where(eq(candles.memorialProfileId, memorial.id))).toEqual([]);
    expect(await t.db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.memorialProfileId, memorial.id))).toEqual([]);
    expect(await t.db.select().from(remembranceSettings).where(eq(remembranceSettings.memorialProfileId, memorial.id))).toEqual([]);
    const [consent] = await t.db.select().from(privacyConsents).where(eq(privacyConsents.id, before!.id));
    expect(consent).toMatchObject({ purpose: 'recordatorios', reminderSubscriptionId: null, ipAddress: null });
  });
});

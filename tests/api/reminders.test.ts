import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { familyProfiles, privacyConsents, reminderSubscriptions } from '../../db/schema';
import { memorialPhrase } from '../../worker/schemas/family-name';
import { REMEMBRANCE_MESSAGES } from '../../worker/schemas/remembrance-texts';
import { listOutbox, type OutboxEntry } from '../../worker/mail/outbox';
import { runCleanup } from '../../worker/services/cleanup';
import type { MailMessage } from '../../worker/mail/types';
import { mailboxOf, maskEmail, reminderLinkState, requestReminders } from '../../worker/services/reminders';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { recordingDb } from '../helpers/recording-db';
import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';
import { bearer, createUserWithSession, jsonPost, uniqueClient, uniqueEmail } from '../helpers/auth';
import { insertMemorial } from '../helpers/memorials';
import { read, testClient, type Refusal } from '../helpers/test-client';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

let db: Db;
let app: TestApp;

beforeEach(async () => {
  db = await createTestDb();
  app = createTestApp(db);
});

async function published() {
  const owner = await createUserWithSession(db);
  const memorial = await insertMemorial(db, owner.user.id, { isPublished: true, profileName: 'Rosa Elvira Cárdenas' });
  return { owner, memorial };
}

type Subscription = InferRequestType<ApiClients['reminders']['index']['$post']>['json'];

/** The typed client as a visitor from an address of its own (or `client`), or as `token`'s user. */
const visitor = (client = uniqueClient()) => testClient(app, undefined, { 'cf-connecting-ip': client }).reminders;
const asUser = (token: string) => testClient(app, undefined, bearer(token)).reminders;
const subscribe = (body: Subscription, client = uniqueClient()) => read(visitor(client).index.$post({ json: body }));
const confirm = (token: string) => read(visitor().confirm.$post({ json: { token } }));
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const confirmLinkIn = (mail: OutboxEntry | undefined) => mail?.links.find((link) => link.includes('/recordatorios/confirmar')) ?? '';

describe('POST /api/reminders (double opt-in)', () => {
  it('answers 202, stores the authorisation and sends only the confirmation until its link is opened', async () => {
    const { memorial } = await published();
    const email = uniqueEmail('visita');
    const { status, body } = await subscribe({ email: email.toUpperCase(), memorial_profile_id: memorial.id, privacy_consent: true });
    expect(status).toBe(202);
    expect(body).toEqual({ success: true, data: null });

    const [row] = await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, email));
    expect(row).toMatchObject({ email, confirmedAt: null, memorialProfileId: memorial.id });
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [consent] = await db.select().from(privacyConsents).where(eq(privacyConsents.reminderSubscriptionId, row!.id));
    expect(consent).toMatchObject({ purpose: 'recordatorios', policyVersion: expect.any(String) });
    expect(consent!.ipAddress).toMatch(/^203\.0\.113\./);

    const outbox = await listOutbox(db, email);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toBe('Confirma los recordatorios de Rosa Elvira Cárdenas');
    const link = confirmLinkIn(outbox[0]);
    // Only the hash is stored: the link's token itself is nowhere in the table.
    expect(JSON.stringify(row)).not.toContain(tokenOf(link));

    const confirmation = (alreadyConfirmed: boolean) => ({
      memorial_name: 'Rosa Elvira Cárdenas',
      memorial_kind: 'memorial',
      page_path: `/memorial/${memorial.slug}`,
      already_confirmed: alreadyConfirmed,
    });
    const confirmed = await confirm(tokenOf(link));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual(confirmation(false));
    const [after] = await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.id, row!.id));
    expect(after!.confirmedAt).not.toBeNull();

    // Single use: opened again it confirms nothing new, and says the subscription is confirmed (docs/features/accounts-and-security.md).
    const twice = await confirm(tokenOf(link));
    expect(twice.status).toBe(200);
    expect(twice.body.data).toEqual(confirmation(true));
    const [again] = await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.id, row!.id));
    expect(again!.confirmedAt).toBe(after!.confirmedAt);
  });

  it('tells a confirmed link, a pending one and a dead one apart without writing (the page reads it before its button)', async () => {
    const { memorial } = await published();
    const email = uniqueEmail('visita');
    await subscribe({ email, memorial_profile_id: memorial.id, privacy_consent: true });
    const token = tokenOf(confirmLinkIn((await listOutbox(db, email))[0]));
    expect(await reminderLinkState({ db }, token)).toEqual({ state: 'pending' });
    // Reading it twice confirmed nothing.
    const [pending] = await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, email));
    expect(pending!.confirmedAt).toBeNull();

    await confirm(token);
    expect(await reminderLinkState({ db }, token)).toEqual({
      state: 'confirmed',
      confirmed: {
        memorial_name: 'Rosa Elvira Cárdenas',
        memorial_kind: 'memorial',
        page_path: `/memorial/${memorial.slug}`,
        already_confirmed: true,
      },
    });
    expect(await reminderLinkState({ db }, 'x'.repeat(40))).toEqual({ state: 'invalid' });

    // An expired pending link is dead both ways.
    const late = uniqueEmail('tarde');
    await subscribe({ email: late, memorial_profile_id: memorial.id, privacy_consent: true });
    const lateToken = tokenOf(confirmLinkIn((await listOutbox(db, late))[0]));
    await db
      .update(reminderSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(reminderSubscriptions.email, late));
    expect(await reminderLinkState({ db }, lateToken)).toEqual({ state: 'invalid' });
    const refused = await confirm(lateToken);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('El enlace de confirmación no es válido o ya venció. Suscríbete de nuevo desde el memorial.');
  });

  it("says 'recordar a la familia Gómez Rincón' for a family, never 'a Familia Gómez Rincón'", async () => {
    const owner = await createUserWithSession(db);
    const [family] = await db
      .insert(familyProfiles)
      .values({ userId: owner.user.id, slug: `familia-gomez-rincon-${Date.now()}`, familyName: 'Familia Gómez Rincón', isPublished: true })
      .returning();
    const email = uniqueEmail('visita');
    expect((await subscribe({ email, family_profile_id: family!.id, privacy_consent: true })).status).toBe(202);
    const [mail] = await listOutbox(db, email);
    expect(mail!.subject).toBe('Confirma los recordatorios de la familia Gómez Rincón');

    const confirmed = await confirm(tokenOf(confirmLinkIn(mail)));
    expect(confirmed.body.data).toMatchObject({ memorial_name: 'Familia Gómez Rincón', memorial_kind: 'family', already_confirmed: false });
    const data = confirmed.body.data!;
    // What /recordatorios/confirmar shows, first and when opened again.
    expect(REMEMBRANCE_MESSAGES.confirmed(memorialPhrase(data.memorial_kind, data.memorial_name))).toContain(
      'recordar a la familia Gómez Rincón.',
    );
    expect(REMEMBRANCE_MESSAGES.alreadyConfirmed(memorialPhrase(data.memorial_kind, data.memorial_name))).toContain(
      'recordar a la familia Gómez Rincón.',
    );
  });

  it('answers the same 202 for an address already subscribed, and sends it nothing new', async () => {
    const { memorial } = await published();
    const email = uniqueEmail('visita');
    await subscribe({ email, memorial_profile_id: memorial.id, privacy_consent: true });
    await confirm(tokenOf(confirmLinkIn((await listOutbox(db, email))[0])));
    const again = await subscribe({ email, memorial_profile_id: memorial.id, privacy_consent: true });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ success: true, data: null });
    expect(await listOutbox(db, email)).toHaveLength(1);
  });

  it('sends a pending address a fresh link, and the older one stops working', async () => {
    const { memorial } = await published();
    const email = uniqueEmail('visita');
    await subscribe({ email, memorial_profile_id: memorial.id, privacy_consent: true });
    const old = confirmLinkIn((await listOutbox(db, email))[0]);
    expect((await subscribe({ email, memorial_profile_id: memorial.id, privacy_consent: true })).status).toBe(202);
    const outbox = await listOutbox(db, email);
    expect(outbox).toHaveLength(2);
    expect((await confirm(tokenOf(old))).status).toBe(400);
    expect((await confirm(tokenOf(confirmLinkIn(outbox[0])))).status).toBe(200);
    expect(await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, email))).toHaveLength(1);
  });

  it('refuses without the authorisation, with a bad address, or for an unpublished memorial', async () => {
    const { owner, memorial } = await published();
    // Untyped `call` on purpose: a body without the authorisation is one the route's type refuses.
    const missing = await call<Refusal>(app, '/api/reminders', jsonPost({ email: uniqueEmail(), memorial_profile_id: memorial.id }));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Debes autorizar el tratamiento de tu correo para recibir recordatorios');
    expect((await subscribe({ email: 'no-es-correo', memorial_profile_id: memorial.id, privacy_consent: true })).body.error).toBe(
      'Correo inválido',
    );
    const draft = await insertMemorial(db, owner.user.id);
    expect((await subscribe({ email: uniqueEmail(), memorial_profile_id: draft.id, privacy_consent: true })).status).toBe(404);
    expect(await db.select().from(reminderSubscriptions)).toEqual([]);
  });

  describe('up to the limits', () => {
    startInFreshRateWindows();

    it('limits requests per address (10 an hour) and confirmation e-mails per e-mail address (3 a day)', async () => {
      const { memorial } = await published();
      const email = uniqueEmail('molesto');
      for (let i = 0; i < 3; i += 1)
        expect((await subscribe({ email, memorial_profile_id: memorial.id, privacy_consent: true })).status).toBe(202);
      const fourth = await subscribe({ email, memorial_profile_id: memorial.id, privacy_consent: true });
      expect(fourth.status).toBe(429);
      expect(fourth.body.error).toBe('Recibimos varias solicitudes seguidas. Espera un momento e intenta de nuevo.');
      expect(await listOutbox(db, email)).toHaveLength(3);

      const client = uniqueClient();
      for (let i = 0; i < 10; i += 1)
        expect((await subscribe({ email: uniqueEmail(), memorial_profile_id: memorial.id, privacy_consent: true }, client)).status).toBe(
          202,
        );
      expect((await subscribe({ email: uniqueEmail(), memorial_profile_id: memorial.id, privacy_consent: true }, client)).status).toBe(429);
    });
  });

  it('drops requests never confirmed after 7 days in the daily clean-up, with their authorisation', async () => {
    const { memorial } = await published();
    const email = uniqueEmail('olvido');
    await subscribe({ email, memorial_profile_id: memorial.id, privacy_consent: true });
    const [row] = await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, email));
    expect((await runCleanup({ db, bucket: { delete: async () => undefined } })).unconfirmedReminders).toBe(0);
    const report = await runCleanup({ db, bucket: { delete: async () => undefined }, now: Date.now() + 8 * 86_400_000 });
    expect(report.unconfirmedReminders).toBe(1);
    expect(await db.select().from(reminderSubscriptions)).toEqual([]);
    expect(await db.select().from(privacyConsents).where(eq(privacyConsents.reminderSubscriptionId, row!.id))).toEqual([]);
  });
});

describe('POST /api/reminders does the same work whatever the address', () => {
  /** One request through the service, over a database that records every statement, with a mailer that records. */
  async function recorded(memorialId: string, email: string) {
    const { db: watched, statements } = recordingDb(db);
    const sent: MailMessage[] = [];
    const deferred: Promise<void>[] = [];
    const mailer = { send: async (message: MailMessage) => void sent.push(message) };
    const input = { email, memorial_profile_id: memorialId, family_profile_id: null, privacy_consent: true } as const;
    await requestReminders(
      { db: watched, mailer, appUrl: 'https://recuerdos.test', ipAddress: uniqueClient(), defer: (task) => void deferred.push(task) },
      input,
    );
    await Promise.all(deferred);
    return { statements, sent: sent.length, deferred: deferred.length };
  }

  it('issues the same statements, in the same order, for a new, a pending and a confirmed address, and answers before any e-mail', async () => {
    const { memorial } = await published();
    const fresh = uniqueEmail('nueva');
    const pending = uniqueEmail('pendiente');
    const confirmed = uniqueEmail('confirmada');
    await subscribe({ email: pending, memorial_profile_id: memorial.id, privacy_consent: true });
    await subscribe({ email: confirmed, memorial_profile_id: memorial.id, privacy_consent: true });
    await confirm(tokenOf(confirmLinkIn((await listOutbox(db, confirmed))[0])));

    const forNew = await recorded(memorial.id, fresh);
    const forPending = await recorded(memorial.id, pending);
    const forConfirmed = await recorded(memorial.id, confirmed);
    expect(forNew.statements.length).toBeGreaterThan(3);
    expect(forPending.statements).toEqual(forNew.statements);
    expect(forConfirmed.statements).toEqual(forNew.statements);
    // The e-mail (or, for a confirmed address, nothing) is always handed over after the answer, once.
    expect([forNew.deferred, forPending.deferred, forConfirmed.deferred]).toEqual([1, 1, 1]);
    expect([forNew.sent, forPending.sent, forConfirmed.sent]).toEqual([1, 1, 0]);

    // And the outcome is still right: one authorisation per link sent, none for the confirmed address's request.
    const consentsOf = async (email: string) => {
      const [row] = await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, email));
      return (await db.select().from(privacyConsents).where(eq(privacyConsents.reminderSubscriptionId, row!.id))).length;
    };
    expect([await consentsOf(fresh), await consentsOf(pending), await consentsOf(confirmed)]).toEqual([1, 2, 1]);
    const [stillConfirmed] = await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, confirmed));
    expect(stillConfirmed).toMatchObject({ confirmTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/), confirmedAt: expect.any(String) });
  });

  it('answers without waiting for the mail provider', async () => {
    const { memorial } = await published();
    const { db: watched } = recordingDb(db);
    const hung = { send: () => new Promise<void>(() => {}) };
    const input = { email: uniqueEmail(), memorial_profile_id: memorial.id, family_profile_id: null, privacy_consent: true } as const;
    await expect(
      requestReminders({ db: watched, mailer: hung, appUrl: 'https://recuerdos.test', ipAddress: uniqueClient(), defer: () => {} }, input),
    ).resolves.toBeUndefined();
  });
});

describe('the per-address cap counts mailboxes', () => {
  startInFreshRateWindows();

  it('folds +tags for every domain, and dots and googlemail.com for Gmail', () => {
    expect(mailboxOf('Nombre+1@Example.co')).toBe('nombre@example.co');
    expect(mailboxOf('n.a.m.e+x@googlemail.com')).toBe('name@gmail.com');
    expect(mailboxOf('n.a.m.e@example.co')).toBe('n.a.m.e@example.co');
    expect(mailboxOf('+solo@example.co')).toBe('+solo@example.co');
  });

  it('counts name+1@, name+2@ and n.a.m.e@gmail.com against one cap of 3 a day', async () => {
    const { memorial } = await published();
    const local = `name${crypto.randomUUID().slice(0, 8).replace(/-/g, '')}`;
    const dotted = `${[...local].join('.')}@gmail.com`;
    const variants = [`${local}+1@gmail.com`, `${local}+2@gmail.com`, dotted];
    for (const email of variants)
      expect((await subscribe({ email, memorial_profile_id: memorial.id, privacy_consent: true })).status).toBe(202);
    const fourth = await subscribe({ email: `${local}+4@googlemail.com`, memorial_profile_id: memorial.id, privacy_consent: true });
    expect(fourth.status).toBe(429);
  });
});

describe('unsubscribing', () => {
  async function confirmedSubscriber() {
    const { owner, memorial } = await published();
    const email = uniqueEmail('visita');
    await subscribe({ email, memorial_profile_id: memorial.id, privacy_consent: true });
    await confirm(tokenOf(confirmLinkIn((await listOutbox(db, email))[0])));
    const [row] = await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, email));
    return { owner, memorial, email, row: row! };
  }

  it('one-click (RFC 8058): a POST with List-Unsubscribe=One-Click and no session deletes the address, and keeps the authorisation anonymous', async () => {
    const { row } = await confirmedSubscriber();
    // The e-mail's own one-click POST, with RFC 8058's form body as a mail client sends it: not a typed call.
    const response = await app.request(`/api/reminders/unsubscribe?token=${row.unsubscribeToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { unsubscribed: true } });
    expect(await db.select().from(reminderSubscriptions)).toEqual([]);
    const [consent] = await db.select().from(privacyConsents).where(eq(privacyConsents.purpose, 'recordatorios'));
    expect(consent).toMatchObject({ reminderSubscriptionId: null, ipAddress: null });
    // A second click finds nothing, and says so without an error.
    const again = await read(visitor().unsubscribe.$post({ query: { token: row.unsubscribeToken } }));
    expect(again.body).toEqual({ success: true, data: { unsubscribed: false } });
  });

  it('sends a person who opens the one-click address in a browser to the page with the button', async () => {
    const { row } = await confirmedSubscriber();
    const response = await visitor().unsubscribe.$get({ query: { token: row.unsubscribeToken } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/recordatorios/baja?token=${row.unsubscribeToken}`);
    expect(await db.select().from(reminderSubscriptions)).toHaveLength(1);
    expect((await visitor().unsubscribe.$post({ query: { token: 'corto' } })).status).toBe(400);
  });
});

describe("the owner's subscribers", () => {
  it('lists confirmed subscribers with their addresses masked, and removes one', async () => {
    const { owner, memorial } = await published();
    const confirmedEmail = 'maria.lopez@example.com';
    await subscribe({ email: confirmedEmail, memorial_profile_id: memorial.id, privacy_consent: true });
    await confirm(tokenOf(confirmLinkIn((await listOutbox(db, confirmedEmail))[0])));
    await subscribe({ email: uniqueEmail('pendiente'), memorial_profile_id: memorial.id, privacy_consent: true });

    const list = await read(asUser(owner.token).subscribers.$get({ query: { memorial_profile_id: memorial.id } }));
    expect(list.status).toBe(200);
    expect(list.body.pagination.total).toBe(1);
    expect(list.body.data).toEqual([{ id: expect.any(String), email: 'ma***@example.com', confirmed_at: expect.any(String) }]);

    const stranger = await createUserWithSession(db);
    expect((await asUser(stranger.token).subscribers.$get({ query: { memorial_profile_id: memorial.id } })).status).toBe(404);
    const refused = await read(asUser(stranger.token).subscribers[':id'].$delete({ param: { id: list.body.data[0]!.id } }));
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Suscriptor no encontrado');

    const removed = await asUser(owner.token).subscribers[':id'].$delete({ param: { id: list.body.data[0]!.id } });
    expect(removed.status).toBe(200);
    expect(await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.email, confirmedEmail))).toEqual([]);
  });

  it('masks short and long local parts alike', () => {
    expect(maskEmail('ab@x.co')).toBe('a***@x.co');
    expect(maskEmail('a@x.co')).toBe('a***@x.co');
    expect(maskEmail('juan.perez@correo.com.co')).toBe('ju***@correo.com.co');
  });
});

describe('a memorial name stored with line breaks', () => {
  it('reaches the confirmation’s subject on one line', async () => {
    const owner = await createUserWithSession(db);
    const memorial = await insertMemorial(db, owner.user.id, { isPublished: true, profileName: 'Rosa Elvira\r\nBcc: x@evil.example' });
    const email = uniqueEmail('visita');
    expect((await subscribe({ email, memorial_profile_id: memorial.id, privacy_consent: true })).status).toBe(202);
    const [mail] = await listOutbox(db, email);
    expect(mail!.subject).toBe('Confirma los recordatorios de Rosa Elvira Bcc: x@evil.example');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
  });
});

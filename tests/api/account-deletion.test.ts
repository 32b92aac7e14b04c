import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  authTokens,
  coupleProfiles,
  familyMembers,
  familyProfiles,
  mailOutbox,
  mediaObjects,
  memorialProfiles,
  memories,
  orders,
  paymentEvents,
  plaques,
  privacyConsents,
  sessions,
  users,
} from '../../db/schema';
import { keyFromMediaUrl } from '../../worker/media/keys';
import type { LiveNotice } from '../../worker/realtime/live';
import { ACCOUNT_MESSAGES as M } from '../../worker/schemas/account-texts';
import { AUTH_MESSAGES } from '../../worker/schemas/auth';
import { DELETED_ACCOUNT } from '../../worker/services/account-deletion-rules';
import { bearer, createUserWithSession, jsonPost, uniqueClient } from '../helpers/auth';
import { watchPurges } from '../helpers/edge-purges';
import { fullCustomer, type FullCustomer } from '../helpers/full-customer';
import { bucketKeys } from '../helpers/media-fixtures';
import { giveOrder } from '../helpers/memorials';
import { recordingWallRooms } from '../helpers/memories';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { recordingRooms } from '../helpers/rooms';
import { read, testClient, type Refusal } from '../helpers/test-client';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

/**
 * 'Mis datos' → 'Eliminar mi cuenta' (DELETE /api/account with the password): what goes, what the law makes the
 * company keep (anonymised), and that nobody else's data is touched.
 */
const t = useTestApp({ media: true });
let env: object;
let admins: ReturnType<typeof recordingRooms<LiveNotice>>;
let customers: ReturnType<typeof recordingRooms<LiveNotice>>;
let adminId: string;

beforeAll(async () => {
  admins = recordingRooms<LiveNotice>();
  customers = recordingRooms<LiveNotice>();
  env = { ...t.r2.env, WALL_ROOMS: recordingWallRooms().namespace, ADMIN_ROOMS: admins.namespace, CUSTOMER_ROOMS: customers.namespace };
  adminId = (await createUserWithSession(t.db, { role: 'admin' })).user.id;
});

/** The typed clients as `token`'s user (a guest without one) on `on` (the shared test app unless given), from an address of its own. */
const as = (token?: string, on: TestApp = t.app) =>
  testClient(on, env, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const deleteAccount = (token: string, json: { password: string }, on?: TestApp) => read(as(token, on).account.index.$delete({ json }));
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
/** The rows of these memories, these orders, and the gateway's events about these orders, as they are now. */
const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
const memoriesById = (rows: { id: string }[]) =>
  t.db
    .select()
    .from(memories)
    .where(inArray(memories.id, idsOf(rows)));
const ordersById = (rows: { id: string }[]) =>
  t.db
    .select()
    .from(orders)
    .where(inArray(orders.id, idsOf(rows)));
const paymentEventsOf = (rows: { id: string }[]) =>
  t.db
    .select()
    .from(paymentEvents)
    .where(inArray(paymentEvents.orderId, idsOf(rows)));
const mediaKeys = (urls: string[]) => urls.map((url) => keyFromMediaUrl(url)!);

describe('refusals', () => {
  let customer: FullCustomer;
  beforeAll(async () => {
    customer = await fullCustomer(t.app, t.db, env, adminId, 'Rechazo');
  });

  it('needs a session', async () => {
    const answer = await read(as().account.index.$delete({ json: { password: 'clave-segura' } }));
    expect(answer.status).toBe(401);
  });

  it('asks for the password, refuses a wrong one in Spanish (403, the session stays), and touches nothing', async () => {
    // No password at all: what the route's type forbids, sent untyped.
    expect(await call<Refusal>(t.app, '/api/account', { ...jsonPost({}, bearer(customer.token)), method: 'DELETE' }, env)).toMatchObject({
      status: 400,
      body: { error: M.passwordRequired },
    });
    expect(await deleteAccount(customer.token, { password: '' })).toMatchObject({ status: 400, body: { error: M.passwordRequired } });
    expect(await deleteAccount(customer.token, { password: 'no-es-esta' })).toMatchObject({
      status: 403,
      body: { error: M.wrongPassword },
    });
    expect(await userRow(customer.userId)).toBeDefined();
    expect(await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.userId, customer.userId))).toHaveLength(1);
    expect((await as(customer.token).auth.session.$get()).status).toBe(200);
  });

  describe('up to the limit', () => {
    startInFreshRateWindows();

    it('counts wrong passwords against the sign-in allowance of the account (5 every 15 minutes)', async () => {
      const other = await createUserWithSession(t.db);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await deleteAccount(other.token, { password: 'no-es-esta' })).status);
      expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
      // The right password no longer helps until the window passes: guessing gets no shortcut.
      expect(await deleteAccount(other.token, { password: 'clave-segura' })).toMatchObject({
        status: 429,
        body: { error: AUTH_MESSAGES.tooManyAttempts },
      });
      expect(await userRow(other.user.id)).toBeDefined();
    });
  });

  // The last super administrator can never vanish this way; the answer sends an administrator to a super administrator.
  it.each(
    (['admin', 'super_admin'] as const).flatMap((role) => [
      { role, session: 'with the second factor given', options: {} },
      { role, session: 'who never enrolled the second factor', options: { secondFactor: false } },
      { role, session: 'whose session has not given the second factor', options: { secondFactor: true, mfaVerified: false } },
    ]),
  )('refuses an $role $session', async ({ role, options }) => {
    const admin = await createUserWithSession(t.db, { role, ...options });
    const answer = await deleteAccount(admin.token, { password: 'clave-segura' });
    expect(answer).toMatchObject({ status: 403, body: { error: M.adminAccount } });
    expect(M.adminAccount).toContain('super administrador');
    expect(await userRow(admin.user.id)).toBeDefined();
  });

  it('waits while a payment is being checked, and deletes nothing meanwhile', async () => {
    const waiting = await createUserWithSession(t.db);
    const order = await giveOrder(t.db, waiting.user.id, 'individual', { paid: false });
    expect(await deleteAccount(waiting.token, { password: 'clave-segura' })).toMatchObject({
      status: 409,
      body: { error: M.paymentPending },
    });
    expect(await userRow(waiting.user.id)).toBeDefined();
    expect(await t.db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
  });

  it("lets online orders abandoned at Wompi's checkout go with the account after a day, unless Wompi reported one approved", async () => {
    const customer = await createUserWithSession(t.db);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
    const online = async (madeAt: string) => {
      const order = await giveOrder(t.db, customer.user.id, 'individual', { paid: false });
      await t.db
        .update(orders)
        .set({ paymentMethod: 'wompi', paymentIntentId: `RE-${order.id}`, createdAt: madeAt })
        .where(eq(orders.id, order.id));
      return order;
    };
    const fresh = await online(hoursAgo(2));
    const old = await online(hoursAgo(25));
    const ids = [fresh.id, old.id];
    // Within its first day an online payment may still arrive (PSE takes hours).
    expect(await deleteAccount(customer.token, { password: 'clave-segura' })).toMatchObject({
      status: 409,
      body: { error: M.onlinePaymentPending },
    });

    await t.db
      .update(orders)
      .set({ createdAt: hoursAgo(25) })
      .where(eq(orders.id, fresh.id));
    // Wompi reported an approval about one of them: an administrator settles it first.
    await t.db.insert(paymentEvents).values({
      gateway: 'wompi',
      eventType: 'transaction.updated',
      transactionId: 'tx-aprobada',
      reference: `RE-${old.id}`,
      transactionStatus: 'APPROVED',
      orderId: old.id,
      outcome: 'unavailable',
      payload: '{}',
    });
    expect(await deleteAccount(customer.token, { password: 'clave-segura' })).toMatchObject({
      status: 409,
      body: { error: M.onlinePaymentPending },
    });
    expect(await t.db.select().from(orders).where(inArray(orders.id, ids))).toHaveLength(2);

    // Only refusals reported: nothing was ever paid, and nothing holds the account back.
    await t.db.update(paymentEvents).set({ transactionStatus: 'DECLINED', outcome: 'ignored' }).where(eq(paymentEvents.orderId, old.id));
    const answer = await deleteAccount(customer.token, { password: 'clave-segura' });
    expect(answer).toMatchObject({ status: 200, body: { data: { orders_kept: 0, orders_deleted: 2 } } });
    expect(await userRow(customer.user.id)).toBeUndefined();
    expect(await t.db.select().from(orders).where(inArray(orders.id, ids))).toEqual([]);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.transactionId, 'tx-aprobada'))).toEqual([]);
  });
});

describe('a customer deletes their account', () => {
  let gone: FullCustomer;
  let stays: FullCustomer;
  let goneFiles: string[];
  let staysFiles: string[];
  let goneOrders: (typeof orders.$inferSelect)[];
  let answer: Awaited<ReturnType<typeof deleteAccount>>;
  let purged: string[];

  beforeAll(async () => {
    gone = await fullCustomer(t.app, t.db, env, adminId, 'Gone');
    stays = await fullCustomer(t.app, t.db, env, adminId, 'Stays');
    // The workshop engraved and shipped one plaque already: it stays, with its code and tracking number.
    const [familyPlaque] = await t.db.select().from(plaques).where(eq(plaques.targetId, gone.family.id));
    await t.db
      .update(plaques)
      .set({
        status: 'enviada',
        recipientName: 'Destinatario Gone',
        recipientPhone: '3009876543',
        department: 'Caldas',
        municipality: 'Manizales',
        address: 'Carrera 23 # 60-15',
        carrier: 'Servientrega',
        trackingNumber: 'SV-123',
      })
      .where(eq(plaques.id, familyPlaque!.id));
    const filesOf = async (customer: FullCustomer) => [
      ...(await t.db.select({ key: mediaObjects.key }).from(mediaObjects).where(eq(mediaObjects.ownerId, customer.userId))).map(
        (row) => row.key,
      ),
      ...mediaKeys(customer.memories.map((memory) => memory.photo_url)),
    ];
    goneFiles = await filesOf(gone);
    staysFiles = await filesOf(stays);
    goneOrders = await t.db.select().from(orders).where(eq(orders.userId, gone.userId));
    // Wompi's raw events name the payer: one about each of their orders (kept or not), one about the other customer's.
    const stayingOrder = (await t.db.select().from(orders).where(eq(orders.userId, stays.userId)))[0]!;
    await t.db.insert(paymentEvents).values(
      [...goneOrders, stayingOrder].map((order) => ({
        gateway: 'wompi',
        eventType: 'transaction.updated',
        orderId: order.id,
        reference: order.paymentIntentId,
        outcome: 'ignored' as const,
        payload: JSON.stringify({
          data: {
            transaction: { customer_email: 'pagador@correo.co', customer_data: { full_name: 'Pagador', phone_number: '3001234567' } },
          },
        }),
      })),
    );
    const purges = await watchPurges(t.db);
    admins.published.length = 0;
    customers.published.length = 0;
    answer = await deleteAccount(gone.token, { password: gone.password });
    purged = await purges.take();
  });

  it('answers with what went and stayed, and ends the session cookie', () => {
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      memorials: 1,
      family_memorials: 1,
      memories: 2,
      orders_kept: 2,
      orders_deleted: 1,
      plaques_kept: 1,
      couple_pages_unassigned: 1,
    });
    expect(answer.body.data.files).toBeGreaterThanOrEqual(goneFiles.length);
    expect(answer.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('deletes the account, its sessions and links: the old token no longer works', async () => {
    expect(await userRow(gone.userId)).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, gone.userId))).toEqual([]);
    expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, gone.userId))).toEqual([]);
    expect((await as(gone.token).auth.session.$get()).status).toBe(401);
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.toEmail}) = ${gone.email}`),
    ).toEqual([]);
  });

  it('deletes the memorials, the family with its members, and the memories on their walls', async () => {
    expect(await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, gone.memorial.id))).toEqual([]);
    expect(await t.db.select().from(familyProfiles).where(eq(familyProfiles.id, gone.family.id))).toEqual([]);
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, gone.family.id))).toEqual([]);
    expect(await memoriesById(gone.memories)).toEqual([]);
  });

  it('deletes their files from R2 and from media_objects, the memories’ photos too', async () => {
    const left = await bucketKeys(t.r2.bucket);
    for (const key of goneFiles) expect(left, key).not.toContain(key);
    expect(await t.db.select().from(mediaObjects).where(inArray(mediaObjects.key, goneFiles))).toEqual([]);
  });

  it('keeps the paid orders, anonymised: amounts, dates, method and reference stay; the unpaid one goes', async () => {
    const paid = goneOrders.filter((order) => order.paidAt !== null);
    const kept = await ordersById(goneOrders);
    expect(kept.map((order) => order.id).sort()).toEqual(paid.map((order) => order.id).sort());
    for (const order of kept) {
      const before = paid.find((candidate) => candidate.id === order.id)!;
      expect(order).toMatchObject({
        userId: DELETED_ACCOUNT.id,
        payerName: null,
        status: before.status,
        totalAmount: before.totalAmount,
        paymentMethod: before.paymentMethod,
        paymentIntentId: before.paymentIntentId,
        paidAt: before.paidAt,
        createdAt: before.createdAt,
      });
    }
  });

  it("deletes the payment gateway's events about their orders, also the kept ones' (their payload names the payer)", async () => {
    expect(await paymentEventsOf(goneOrders)).toEqual([]);
  });

  it('moves them to one deleted account that cannot sign in and holds nothing personal', async () => {
    expect(await userRow(DELETED_ACCOUNT.id)).toMatchObject({
      isActive: false,
      passwordHash: null,
      email: DELETED_ACCOUNT.email,
      firstName: 'Cuenta',
    });
    const login = await read(as().auth.login.$post({ json: { email: DELETED_ACCOUNT.email, password: 'clave-segura' } }));
    expect(login.status).toBe(403);
  });

  it('keeps the shipped plaque with its code and tracking number, without the delivery data; the one not engraved goes', async () => {
    const left = await t.db
      .select()
      .from(plaques)
      .where(inArray(plaques.targetId, [gone.memorial.id, gone.family.id]));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      status: 'enviada',
      recipientName: null,
      recipientPhone: null,
      department: null,
      municipality: null,
      address: '',
      deliveryNotes: null,
      carrier: 'Servientrega',
      trackingNumber: 'SV-123',
    });
  });

  it('unassigns the couple page an administrator made, without deleting it', async () => {
    const [couple] = await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, gone.coupleId));
    expect(couple).toMatchObject({ userId: null, createdBy: adminId, isPublished: true });
  });

  it('keeps the authorisations as anonymous proof: version and date, no account, no address', async () => {
    const proofs = await t.db
      .select()
      .from(privacyConsents)
      .where(sql`${privacyConsents.purpose} IN ('registro', 'entrega_placa') AND ${privacyConsents.userId} IS NULL`);
    expect(proofs.map((proof) => proof.purpose).sort()).toEqual(['entrega_placa', 'registro']);
    for (const proof of proofs) expect(proof).toMatchObject({ ipAddress: null, policyVersion: expect.any(String) });
    expect(await t.db.select().from(privacyConsents).where(eq(privacyConsents.userId, gone.userId))).toEqual([]);
  });

  it('audits the deletion with counts only, and strips their address from their own audit rows', async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, gone.userId), eq(auditLog.action, 'account.deleted_by_owner')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: null, ipAddress: null, entityType: 'user' });
    const text = JSON.stringify(rows[0]);
    for (const personal of [gone.email, 'Gone', 'María']) expect(text).not.toContain(personal);
    const deliveryAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'plaque.delivery_saved'), eq(auditLog.entityId, gone.plaqueId)));
    expect(deliveryAudit[0]).toMatchObject({ actorId: null, ipAddress: null, details: {} });
  });

  it("purges the deleted memorials' pages and walls from the edge cache", () => {
    expect(purged).toEqual(
      expect.arrayContaining([
        `/memorial/${gone.memorial.slug}`,
        `/muro-de-recuerdos/${gone.memorial.slug}`,
        `/familia/${gone.family.slug}`,
        `/familia/${gone.family.slug}/muro-de-recuerdos`,
        `/muro-de-recuerdos/${gone.family.slug}`,
      ]),
    );
    expect(purged.some((path) => path.includes(stays.memorial.slug) || path.includes(stays.family.slug))).toBe(false);
  });

  it('tells the open back-offices and the customer’s own dashboards', () => {
    expect(admins.published.map((notice) => notice.change.topic).sort()).toEqual(['memorials', 'orders', 'plaques', 'users']);
    expect(customers.published).toEqual([{ room: gone.userId, change: { type: 'changed', topic: 'account' } }]);
  });

  it('touches nothing of another customer', async () => {
    expect(await userRow(stays.userId)).toBeDefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, stays.userId))).not.toEqual([]);
    expect(await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, stays.memorial.id))).toHaveLength(1);
    expect(await t.db.select().from(familyMembers).where(eq(familyMembers.familyProfileId, stays.family.id))).toHaveLength(1);
    expect(await memoriesById(stays.memories)).toHaveLength(2);
    const theirOrders = await t.db.select().from(orders).where(eq(orders.userId, stays.userId));
    expect(theirOrders).toHaveLength(3);
    expect(theirOrders.every((order) => order.payerName === 'Pagador Stays')).toBe(true);
    expect(await paymentEventsOf(theirOrders)).toHaveLength(1);
    const [plaque] = await t.db.select().from(plaques).where(eq(plaques.id, stays.plaqueId));
    expect(plaque).toMatchObject({ recipientName: 'Destinatario Stays', address: 'Calle Stays # 43-20' });
    expect((await t.db.select().from(coupleProfiles).where(eq(coupleProfiles.id, stays.coupleId)))[0]?.userId).toBe(stays.userId);
    const consents = await t.db.select().from(privacyConsents).where(eq(privacyConsents.userId, stays.userId));
    expect(consents.map((consent) => consent.purpose).sort()).toEqual(['entrega_placa', 'registro']);
    expect(consents.every((consent) => consent.ipAddress !== null)).toBe(true);
    const left = await bucketKeys(t.r2.bucket);
    for (const key of staysFiles) expect(left, key).toContain(key);
  });

  it('frees the address: the person can sign up again with it', async () => {
    const again = await read(
      as().auth.register.$post({
        json: { name: 'María Elena Gómez', email: gone.email, password: 'otra-clave-segura', privacy_consent: true },
      }),
    );
    expect(again.status).toBe(201);
  });

  it("a second customer's deletion puts their paid orders in the same deleted account", async () => {
    const before = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, stays.userId));
    expect((await deleteAccount(stays.token, { password: stays.password })).status).toBe(200);
    const moved = await ordersById(before);
    expect(moved.map((order) => order.userId)).toEqual([DELETED_ACCOUNT.id, DELETED_ACCOUNT.id]);
    expect(await t.db.select().from(users).where(eq(users.email, DELETED_ACCOUNT.email))).toHaveLength(1);
  });
});

describe('an account with nothing paid', () => {
  it('is deleted outright, and creates no deleted account', async () => {
    const fresh = await createTestDb();
    const solo = await createUserWithSession(fresh);
    const answer = await deleteAccount(solo.token, { password: 'clave-segura' }, createTestApp(fresh));
    expect(answer.status).toBe(200);
    expect(await fresh.select().from(users)).toEqual([]);
  });
});

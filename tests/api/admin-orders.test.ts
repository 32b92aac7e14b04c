import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { ORDER_MESSAGES as M } from '../../worker/schemas/orders';
import { todayInColombia } from '../../worker/services/time';
import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';
import { bearer, createUserWithSession, jsonPost, uniqueClient } from '../helpers/auth';
import { paymentProof, placeOrder, seedCatalog, useCatalogAndAdmin } from '../helpers/orders';
import { read, testClient, type Refusal } from '../helpers/test-client';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

type OrdersQuery = InferRequestType<ApiClients['adminOrders']['index']['$get']>['query'];
type Decision = InferRequestType<ApiClients['adminOrders'][':id']['$patch']>['json'];

const t = useTestApp();
const shop = useCatalogAndAdmin(t);

const patch = (body: unknown, token: string): RequestInit => ({ ...jsonPost(body, bearer(token)), method: 'PATCH' });
/** The typed clients as `token`'s user (a guest without one) from an address of its own, on `on` (the shared test app unless given). */
const as = (token?: string, on: TestApp = t.app) =>
  testClient(on, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const decide = (id: string, json: Decision, token: string, on?: TestApp) =>
  read(as(token, on).adminOrders[':id'].$patch({ param: { id }, json }));

describe('admin access', () => {
  const sends: [string, (client: ApiClients) => Promise<{ status: number; body: Refusal }>][] = [
    ['/api/admin/dashboard', (client) => read(client.admin.dashboard.$get())],
    ['/api/admin/orders', (client) => read(client.adminOrders.index.$get({ query: {} }))],
    ['/api/admin/orders/pending-count', (client) => read(client.adminOrders['pending-count'].$get())],
    ['/api/admin/users/search?email=ana', (client) => read(client.adminUsers.search.$get({ query: { email: 'ana' } }))],
  ];
  it.each(sends)('%s answers 401 without a session and 403 to a customer', async (_path, send) => {
    expect((await send(as())).status).toBe(401);
    const customer = await createUserWithSession(t.db);
    const denied = await send(as(customer.token));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('No tienes permisos para realizar esta acción');
  });

  it('lets admins and super admins in', async () => {
    const superAdmin = await createUserWithSession(t.db, { role: 'super_admin' });
    for (const token of [shop.admin.token, superAdmin.token]) {
      const { status, body } = await read(as(token).admin.dashboard.$get());
      expect(status).toBe(200);
      expect(['admin', 'super_admin']).toContain(body.data.user.role);
    }
  });

  it('refuses a customer changing an order, even their own', async () => {
    const { customer, order } = await placeOrder(t.app, t.db, shop.catalog.individual);
    const { status } = await decide(order.id, { status: 'completed' }, customer.token);
    expect(status).toBe(403);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('pending');
  });
});

describe('accepting and rejecting', () => {
  it('accepts a pending order: paid, verified by the shop.admin, audited, customer told and subscribed', async () => {
    const { customer, order } = await placeOrder(t.app, t.db, shop.catalog.individual);
    const before = await read(as(customer.token).auth.session.$get());
    expect(before.body.data.user.subscription).toBeNull();

    const { status, body } = await decide(order.id, { status: 'completed' }, shop.admin.token);
    expect(status).toBe(200);
    expect(body.data.status).toBe('completed');
    expect(body.data.paid_at).toBeTruthy();
    expect(body.data.verified_by).toBe(shop.admin.user.id);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audit).toMatchObject([{ action: 'order.accepted', actorId: shop.admin.user.id, entityType: 'order' }]);
    const [mail] = await listOutbox(t.db, customer.email);
    expect(mail?.subject).toContain('confirmado');

    const after = await read(as(customer.token).auth.session.$get());
    expect(after.body.data.user.subscription).toEqual({ plan: 'complete', status: 'active' });
  });

  it('rejects a pending order and refuses any later change', async () => {
    const { customer, order } = await placeOrder(t.app, t.db, shop.catalog.individual);
    const rejected = await decide(order.id, { status: 'cancelled' }, shop.admin.token);
    expect(rejected.body.data).toMatchObject({ status: 'cancelled', paid_at: null });
    expect((await listOutbox(t.db, customer.email))[0]?.subject).toContain('No pudimos confirmar');

    for (const status of ['completed', 'cancelled'] as const) {
      const again = await decide(order.id, { status }, shop.admin.token);
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(M.alreadyProcessed);
    }
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id))).toHaveLength(1);
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const { order } = await placeOrder(t.app, t.db, shop.catalog.individual);
    const results = await Promise.all(
      (['completed', 'cancelled'] as const).map((status) => decide(order.id, { status }, shop.admin.token)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id))).toHaveLength(1);
  });

  it("refuses an administrator accepting their own order ('No puedes aprobar tu propia orden'); another shop.admin can", async () => {
    const buyer = await createUserWithSession(t.db, { role: 'admin' });
    const { body } = await read(as(buyer.token).orders.index.$post({ json: paymentProof(shop.catalog.individual) }));
    const own = await decide(body.data.id, { status: 'completed' }, buyer.token);
    expect(own.status).toBe(403);
    expect(own.body.error).toBe('No puedes aprobar tu propia orden');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, body.data.id));
    expect(row).toMatchObject({ status: 'pending', paidAt: null });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.data.id))).toHaveLength(0);

    const other = await decide(body.data.id, { status: 'completed' }, shop.admin.token);
    expect(other.status).toBe(200);
  });

  it('answers 404 for a missing order and 400 for a status outside accept/reject', async () => {
    expect((await decide('nope', { status: 'completed' }, shop.admin.token)).status).toBe(404);
    const { order } = await placeOrder(t.app, t.db, shop.catalog.individual);
    // Untyped `call` on purpose: a status outside accept/reject is a body the route's type refuses.
    const bad = await call<Refusal>(t.app, `/api/admin/orders/${order.id}`, patch({ status: 'failed' }, shop.admin.token));
    expect(bad.status).toBe(400);
  });
});

describe('listing, searching and counting', () => {
  it('pages 10 at a time, newest first, filters by status and searches name, e-mail and reference', async () => {
    const freshDb = await createTestDb();
    const freshApp = createTestApp(freshDb);
    const fresh = await seedCatalog(freshDb);
    const boss = await createUserWithSession(freshDb, { role: 'super_admin' });
    const placed: string[] = [];
    let lastCustomer = '';
    for (let i = 0; i < 12; i++) {
      const customer = await createUserWithSession(freshDb);
      lastCustomer = customer.email;
      const proof = paymentProof(fresh.individual, { payment_reference: `PAGO${i}X` });
      const { body } = await read(as(customer.token, freshApp).orders.index.$post({ json: proof }));
      placed.push(body.data.id);
    }
    const list = (query: OrdersQuery) => read(as(boss.token, freshApp).adminOrders.index.$get({ query }));

    const first = await list({ page: '1', limit: '10' });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2, totalPages: 2, cursor: expect.any(String) });
    expect(first.body.data[0]?.id).toBe(placed[11]);
    const second = await list({ page: '2', limit: '10' });
    expect(second.body.data.map((o) => o.id)).toEqual([placed[1], placed[0]]);

    await decide(placed[3]!, { status: 'completed' }, boss.token, freshApp);
    expect((await list({ status: 'completed' })).body.data.map((o) => o.id)).toEqual([placed[3]]);
    expect((await list({ status: 'pending' })).body.pagination.total).toBe(11);

    // An order awaiting validation (pending_verification) is 'Pendiente' too, as the bell counts it.
    await freshDb.update(orders).set({ status: 'pending_verification' }).where(eq(orders.id, placed[5]!));
    const pending = await list({ status: 'pending', limit: '100' });
    expect(pending.body.pagination.total).toBe(11);
    expect(pending.body.data.find((o) => o.id === placed[5])?.status).toBe('pending_verification');
    expect(pending.body.data.map((o) => o.status).sort()).toEqual([...Array(10).fill('pending'), 'pending_verification']);
    expect((await list({ status: 'pending_verification' })).body.data.map((o) => o.id)).toEqual([placed[5]]);
    expect((await list({ status: 'pending', search: 'pago5x' })).body.data.map((o) => o.id)).toEqual([placed[5]]);

    expect((await list({ search: 'pago7x' })).body.data.map((o) => o.payment_intent_id)).toEqual(['PAGO7X']);
    expect((await list({ search: lastCustomer.toUpperCase() })).body.data).toHaveLength(1);
    expect((await list({ search: 'ana pérez' })).body.pagination.total).toBe(12);
    expect((await list({ search: '%' })).body.pagination.total).toBe(0);

    const count = await read(as(boss.token, freshApp).adminOrders['pending-count'].$get());
    expect(count.body).toEqual({ success: true, count: 11 });
  });
});

describe('manual orders', () => {
  const manual = (customerId: string, overrides: Record<string, unknown> = {}) => ({
    user_id: customerId,
    package_id: shop.catalog.family.id,
    payment_method: 'bancolombia',
    payment_intent_id: `MAN${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
    payer_name: 'Luis Gómez',
    paid_at: todayInColombia(),
    total_amount: 280000,
    currency: 'COP' as const,
    status: 'completed' as const,
    ...overrides,
  });

  const record = (order: ReturnType<typeof manual>, token: string) => read(as(token).adminOrders.index.$post({ json: order }));

  it('refuses an administrator recording a manual order for themselves', async () => {
    const { status, body } = await record(manual(shop.admin.user.id), shop.admin.token);
    expect(status).toBe(403);
    expect(body.error).toBe('No puedes aprobar tu propia orden');
    expect(await t.db.select().from(orders).where(eq(orders.userId, shop.admin.user.id))).toHaveLength(0);
  });

  it('creates a completed, paid order for the chosen customer and audits it', async () => {
    const customer = await createUserWithSession(t.db);
    const { status, body } = await record(manual(customer.user.id), shop.admin.token);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      status: 'completed',
      user_id: customer.user.id,
      verified_by: shop.admin.user.id,
      total_amount: 280000,
    });
    expect(body.data.paid_at).toMatch(new RegExp(`^${todayInColombia()}`));
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.data.id))).toMatchObject([
      { action: 'order.created_manually' },
    ]);
  });

  it('lets only a super shop.admin record less than the package costs, audited with the price and the amount', async () => {
    const customer = await createUserWithSession(t.db);
    const price = shop.catalog.family.price;
    const cheap = await record(manual(customer.user.id, { total_amount: price - 1 }), shop.admin.token);
    expect(cheap.status).toBe(403);
    expect(cheap.body.error).toBe(M.belowPriceSuperAdminOnly);
    expect(await t.db.select().from(orders).where(eq(orders.userId, customer.user.id))).toHaveLength(0);

    const superAdmin = await createUserWithSession(t.db, { role: 'super_admin' });
    const discounted = await record(manual(customer.user.id, { total_amount: 100000 }), superAdmin.token);
    expect(discounted.status).toBe(201);
    expect(discounted.body.data.total_amount).toBe(100000);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, discounted.body.data.id));
    expect(audit).toMatchObject({
      actorId: superAdmin.user.id,
      action: 'order.created_manually',
      details: { packagePrice: price, totalAmount: 100000 },
    });
  });

  it.each([
    [{ user_id: '' }, M.userRequired],
    [{ user_id: 'ghost' }, M.userRequired],
    [{ package_id: '' }, M.packageRequired],
    [{ payment_method: '' }, M.methodRequired],
    [{ payment_intent_id: '  ' }, M.referenceRequired],
    [{ payer_name: '' }, M.payerRequired],
    [{ paid_at: '' }, M.dateRequired],
    [{ paid_at: '2999-01-01' }, M.dateFuture],
    [{ total_amount: 0 }, M.amountPositive],
  ])('refuses %j', async (override, message) => {
    const customer = await createUserWithSession(t.db);
    const { status, body } = await record(manual(customer.user.id, override), shop.admin.token);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });
});

describe('GET /api/admin/users/search', () => {
  it('finds users from 3 characters by e-mail or name', async () => {
    const customer = await createUserWithSession(t.db);
    const search = (text: string) => read(as(shop.admin.token).adminUsers.search.$get({ query: { email: text } }));
    expect((await search('us')).body.users).toEqual([]);
    expect((await search(customer.email.toUpperCase())).body.users.map((u) => u.id)).toEqual([customer.user.id]);
    expect((await search('ana pér')).body.users.length).toBeGreaterThan(0);
  });
});

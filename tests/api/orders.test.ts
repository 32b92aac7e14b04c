import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, packages } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { ORDER_MESSAGES as M } from '../../worker/schemas/orders';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { paymentProof, seedCatalog } from '../helpers/orders';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';
import { colombianDay } from '../helpers/colombian-days';

const t = useTestApp();
let catalog: Awaited<ReturnType<typeof seedCatalog>>;
beforeAll(async () => {
  catalog = await seedCatalog(t.db);
});

/** The typed client as `token`'s user (a guest without one), from an address of its own unless given. */
const as = (token?: string, client = uniqueClient()) =>
  testClient(t.app, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': client }).orders;
const place = (proof: ReturnType<typeof paymentProof>, token?: string, client?: string) =>
  read(as(token, client).index.$post({ json: proof }));

const tomorrow = () => colombianDay(1);

describe('POST /api/orders', () => {
  it('creates a pending order that keeps the proof, and e-mails the customer', async () => {
    const { token, email, user } = await createUserWithSession(t.db);
    const proof = paymentProof(catalog.individual);
    const { status, body } = await place(proof, token);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      status: 'pending',
      paid_at: null,
      package_id: catalog.individual.id,
      package: { name: 'Memorial Individual', package_type: 'individual' },
      total_amount: 150000,
      payment_intent_id: proof.payment_reference,
      payer_name: 'María Elena Gómez',
      payment_date: proof.payment_date,
      transferred_amount: 150000,
    });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, body.data.id));
    expect(stored?.userId).toBe(user.id);
    const [mail] = await listOutbox(t.db, email);
    expect(mail?.subject).toContain('Memorial Individual');
    expect(mail?.text).toContain('$ 150.000');
  });

  it('asks a guest to sign in', async () => {
    const { status, body } = await place(paymentProof(catalog.individual));
    expect(status).toBe(401);
    expect(body.error).toBe(M.loginRequired);
  });

  it.each([
    [{ package_id: '' }, M.packageRequired],
    [{ payment_method: '' }, M.methodRequired],
    [{ payment_reference: '' }, M.referenceRequired],
    [{ payment_reference: 'ABC-123' }, M.referenceFormat],
    [{ payment_reference: 'A'.repeat(21) }, M.referenceFormat],
    [{ payer_name: ' ' }, M.payerRequired],
    [{ payer_name: 'Ana 2' }, M.payerFormat],
    [{ payer_name: 'Á'.repeat(51) }, M.payerFormat],
    [{ payment_date: '' }, M.dateRequired],
    [{ payment_date: '22/11/2026' }, M.dateRequired],
    [{ transferred_amount: '' }, M.amountRequired],
    [{ transferred_amount: '150.000' }, M.amountFormat],
    [{ transferred_amount: '1'.repeat(16) }, M.amountFormat],
  ])('refuses %j', async (override, message) => {
    const { token } = await createUserWithSession(t.db);
    const { status, body } = await place(paymentProof(catalog.individual, override), token);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('requires the exact package price, in the spec words', async () => {
    const { token } = await createUserWithSession(t.db);
    for (const override of [{ transferred_amount: '149999' }, { amount: 1 }]) {
      const { status, body } = await place(paymentProof(catalog.individual, override), token);
      expect(status).toBe(400);
      expect(body.error).toBe('El monto debe ser exactamente $ 150.000');
    }
  });

  it('refuses a transfer dated in the future, an unknown method and an unavailable package', async () => {
    const { token } = await createUserWithSession(t.db);
    const future = await place(paymentProof(catalog.individual, { payment_date: tomorrow() }), token);
    expect(future.body.error).toBe(M.dateFuture);

    const method = await place(paymentProof(catalog.individual, { payment_method: 'daviplata' }), token);
    expect(method.status).toBe(400);
    expect(method.body.error).toBe(M.methodUnavailable);

    const [hidden] = await t.db.insert(packages).values({ name: 'Retirado', price: 1000, isActive: false }).returning();
    const inactive = await place(paymentProof(hidden!), token);
    expect(inactive.status).toBe(404);
    expect(inactive.body.error).toBe(M.packageNotFound);
    const missing = await place(paymentProof({ id: 'nope', price: 1 }), token);
    expect(missing.status).toBe(404);
  });

  it('accepts one order per transfer reference, also under a race', async () => {
    const { token } = await createUserWithSession(t.db);
    const proof = paymentProof(catalog.family);
    const results = await Promise.all([1, 2].map(() => place(proof, token)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.error).toBe(M.referenceTaken);
  });
});

describe('limits on orders', () => {
  const order = (token: string, client = uniqueClient()) => place(paymentProof(catalog.individual), token, client);

  it('lets a customer wait for at most 3 orders at once, also under a race; a verified one frees a place', async () => {
    const { token, user } = await createUserWithSession(t.db);
    expect((await order(token)).status).toBe(201);
    // Two places left, five submissions at once: exactly two get in.
    const raced = await Promise.all(Array.from({ length: 5 }, () => order(token)));
    expect(raced.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(raced.find((answer) => answer.status === 409)?.body.error).toBe(M.tooManyPending);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(3);

    const [first] = await t.db.select().from(orders).where(eq(orders.userId, user.id)).limit(1);
    await t.db.update(orders).set({ status: 'completed', paidAt: new Date().toISOString() }).where(eq(orders.id, first!.id));
    expect((await order(token)).status).toBe(201);
    // An order awaiting validation waits too.
    await t.db.update(orders).set({ status: 'pending_verification' }).where(eq(orders.userId, user.id));
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, first!.id));
    expect((await order(token)).status).toBe(409);
  });

  describe('from one address', () => {
    startInFreshRateWindows();

    it('takes at most 10 orders an hour from one client address, counting refused ones', async () => {
      const client = uniqueClient();
      const customers = await Promise.all(Array.from({ length: 10 }, () => createUserWithSession(t.db)));
      // A refused attempt counts too: a wrong amount from this address.
      const wrong = await place(paymentProof(catalog.individual, { amount: 1 }), customers[0]!.token, client);
      expect(wrong.status).toBe(400);
      for (const customer of customers.slice(0, 9)) expect((await order(customer.token, client)).status).toBe(201);
      const refused = await order(customers[9]!.token, client);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(M.tooManyOrders);
      // Another address is not held back.
      expect((await order(customers[9]!.token)).status).toBe(201);
    });
  });
});

describe('GET /api/orders', () => {
  it('lists only the caller’s orders, newest first, and hides others’ by id', async () => {
    const ana = await createUserWithSession(t.db);
    const luis = await createUserWithSession(t.db);
    const first = await place(paymentProof(catalog.individual), ana.token);
    const second = await place(paymentProof(catalog.family), ana.token);
    await place(paymentProof(catalog.individual), luis.token);

    const mine = await read(as(ana.token).index.$get());
    expect(mine.body.data.map((o) => o.id)).toEqual([second.body.data.id, first.body.data.id]);

    const own = await read(as(ana.token)[':id'].$get({ param: { id: first.body.data.id } }));
    expect(own.status).toBe(200);
    const foreign = await read(as(luis.token)[':id'].$get({ param: { id: first.body.data.id } }));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(M.orderNotFound);
  });

  it('asks a guest to sign in', async () => {
    expect((await as().index.$get()).status).toBe(401);
  });
});

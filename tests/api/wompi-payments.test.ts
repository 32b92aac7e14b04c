import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, paymentEvents } from '../../db/schema';
import { LOCAL_WOMPI_VARS } from '../../worker/local/vars';
import { listOutbox } from '../../worker/mail/outbox';
import { ORDER_MESSAGES as M } from '../../worker/schemas/orders';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { useCatalogAndAdmin } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { read, testClient } from '../helpers/test-client';
import { call } from '../helpers/test-db';
import { wompiEvent, wompiEventRequest, wompiIntegrity, wompiKnows, wompiKnowsRequest } from '../helpers/wompi';
import { colombianDay } from '../helpers/colombian-days';

/**
 * Wompi (docs/features/payments.md): 'Pagar en línea' makes a pending order and Wompi's signed checkout address; Wompi's signed
 * `transaction.updated` events (signed here with the documented algorithm, tests/helpers/wompi.ts) pay it exactly
 * as an administrator's acceptance does, once, and never for another amount.
 */
const t = useTestApp();
const made = useCatalogAndAdmin(t);

const clients = (token?: string, env?: object) =>
  testClient(t.app, env, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const WITHOUT_WOMPI = { WOMPI_PUBLIC_KEY: '', WOMPI_INTEGRITY_SECRET: '', WOMPI_EVENTS_SECRET: '' };

/** A new customer who chose 'Pagar en línea' for the individual package: the answer's order and checkout address. */
async function payOnline() {
  const customer = await createUserWithSession(t.db);
  const { status, body } = await read(
    clients(customer.token).orders.index.$post({
      json: { package_id: made.catalog.individual.id, payment_method: 'wompi', terms_accepted: true },
    }),
  );
  expect(status).toBe(201);
  if (!('checkout_url' in body.data)) throw new Error('no checkout_url');
  return { customer, order: body.data, checkout: new URL(String(body.data.checkout_url)) };
}

type Event = ReturnType<typeof wompiEvent>;

/** The event reaches the events route, whatever Wompi's API knows. */
const deliver = (event: Event, init: RequestInit = wompiEventRequest(event), env?: object) =>
  call<{ success: boolean; data?: { outcome: string }; error?: string; code?: string }>(t.app, '/api/payments/wompi/events', init, env);

/** Wompi's API (the local stand-in) knows a transaction so. */
async function wompiReports(transaction: ReturnType<typeof wompiKnows>) {
  expect((await call(t.app, '/api/dev/wompi/transactions', wompiKnowsRequest(transaction))).status).toBe(201);
}

/** Wompi's real order of things: the transaction exists at Wompi (as the event says, unless `changes`), then its event arrives. */
async function send(event: Event, changes?: Parameters<typeof wompiKnows>[1]) {
  await wompiReports(wompiKnows(event, changes));
  return deliver(event);
}

const stored = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsFor = (reference: string) => t.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
const canCreate = async (token: string) => (await read(clients(token).profiles['can-create'].$get())).body;
const reviewList = async () => (await read(clients(made.admin.token).adminPaymentEvents.index.$get())).body.data;

describe("POST /api/orders with payment_method 'wompi'", () => {
  it("answers 201 with a pending order and Wompi's Web Checkout address, signed over reference, cents and currency", async () => {
    const { order, checkout } = await payOnline();
    expect(order).toMatchObject({
      status: 'pending',
      paid_at: null,
      payment_method: 'wompi',
      total_amount: 150000,
      currency: 'COP',
      payer_name: null,
    });
    expect(`${checkout.origin}${checkout.pathname}`).toBe('https://checkout.wompi.co/p/');
    const reference = order.payment_intent_id!;
    expect(reference).toBe(`RE-${order.id}`);
    expect(Object.fromEntries(checkout.searchParams)).toEqual({
      'public-key': LOCAL_WOMPI_VARS.WOMPI_PUBLIC_KEY,
      currency: 'COP',
      'amount-in-cents': '15000000',
      reference,
      'signature:integrity': wompiIntegrity(reference, 15_000_000, 'COP'),
      'redirect-url': `http://localhost/payment-success?order=${order.id}`,
    });
  });

  it('gives every order its own reference', async () => {
    const [a, b] = await Promise.all([payOnline(), payOnline()]);
    expect(a.order.payment_intent_id).not.toBe(b.order.payment_intent_id);
  });

  it('says online payment is on in GET /api/settings, and off without the keys', async () => {
    const flag = async (env?: object) => (await read(clients(undefined, env).settings.index.$get())).body.online_payments;
    expect(await flag()).toEqual({ wompi: true });
    expect(await flag(WITHOUT_WOMPI)).toEqual({ wompi: false });
  });

  it("refuses 'wompi' without the keys (400), and its events route answers 404", async () => {
    const customer = await createUserWithSession(t.db);
    const refused = await read(
      clients(customer.token, WITHOUT_WOMPI).orders.index.$post({
        json: { package_id: made.catalog.individual.id, payment_method: 'wompi', terms_accepted: true },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(M.methodUnavailable);
    expect(refused.body.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const event = wompiEvent({ reference: 'RE-x', status: 'APPROVED', amount_in_cents: 100 });
    expect((await deliver(event, wompiEventRequest(event), WITHOUT_WOMPI)).status).toBe(404);
  });
});

describe('the limit of 3 waiting orders', () => {
  it('stops counting an online order abandoned at Wompi for a day (no event), but counts one Wompi told us about', async () => {
    const { customer, order } = await payOnline();
    const order2 = (
      await read(
        clients(customer.token).orders.index.$post({
          json: { package_id: made.catalog.individual.id, payment_method: 'wompi', terms_accepted: true },
        }),
      )
    ).body.data as { id: string };
    const order3 = (
      await read(
        clients(customer.token).orders.index.$post({
          json: { package_id: made.catalog.individual.id, payment_method: 'wompi', terms_accepted: true },
        }),
      )
    ).body.data as { id: string };
    const another = () =>
      read(
        clients(customer.token).orders.index.$post({
          json: { package_id: made.catalog.individual.id, payment_method: 'wompi', terms_accepted: true },
        }),
      );
    expect((await another()).status).toBe(409);

    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await t.db
      .update(orders)
      .set({ createdAt: dayAgo })
      .where(inArray(orders.id, [order.id, order2.id, order3.id]));
    await t.db.insert(paymentEvents).values(
      [order2.id, order3.id].map((orderId) => ({
        gateway: 'wompi',
        eventType: 'transaction.updated',
        orderId,
        outcome: 'ignored' as const,
        payload: '{}',
      })),
    );
    expect((await another()).status).toBe(201);
    expect((await stored(order.id)).status).toBe('pending');
    expect((await another()).status).toBe(409);
  });
});

describe('POST /api/payments/wompi/events', () => {
  it('pays the order on APPROVED as an acceptance does: quota, e-mail, audit naming Wompi and its transaction', async () => {
    const { customer, order } = await payOnline();
    expect((await canCreate(customer.token)).quotas.total).toBe(0);
    const event = wompiEvent({ reference: order.payment_intent_id!, status: 'APPROVED', amount_in_cents: 15_000_000 });
    const answer = await send(event);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.outcome).toBe('paid');

    const row = await stored(order.id);
    expect(row).toMatchObject({
      status: 'completed',
      paymentGateway: 'wompi',
      gatewayTransactionId: event.data.transaction.id,
      verifiedBy: null,
    });
    expect(row.paidAt).not.toBeNull();
    expect(await canCreate(customer.token)).toMatchObject({ canCreate: true, quotas: { total: 1, available: 1 } });
    const mails = await listOutbox(t.db, customer.email);
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringContaining('Tu pago fue confirmado'));
    expect(mails.find((mail) => mail.subject.includes('confirmado'))?.text).toContain('Wompi confirmó tu pago');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.accepted')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: null,
      details: { status: 'completed', gateway: 'wompi', transaction_id: event.data.transaction.id },
    });
    const [kept] = await eventsFor(order.payment_intent_id!);
    expect(kept).toMatchObject({ outcome: 'paid', orderId: order.id, transactionStatus: 'APPROVED', amountInCents: 15_000_000 });
    expect(JSON.parse(kept!.payload)).toEqual(event);

    // The back-office's detail says Wompi confirmed it, with the transaction.
    const detail = (await read(clients(made.admin.token).adminOrders[':id'].$get({ param: { id: order.id } }))).body.data;
    expect(detail).toMatchObject({ payment_gateway: 'wompi', gateway_transaction_id: event.data.transaction.id });
    expect(detail.history.map((step) => [step.kind, step.gateway?.name ?? null, step.gateway?.transaction_id ?? null])).toEqual([
      ['received', 'wompi', null],
      ['accepted', 'wompi', event.data.transaction.id],
    ]);
  });

  it('answers a forged event 401, keeps nothing and changes nothing', async () => {
    const { order } = await payOnline();
    const forged = wompiEvent({ reference: order.payment_intent_id!, status: 'APPROVED', amount_in_cents: 15_000_000 }, 'no-es-el-secreto');
    const answer = await deliver(forged);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('Firma del evento no válida');
    expect(answer.body.code).toBe('PAYMENT_EVENT_FORGED');
    // A good checksum for other values: the amount changed on the way.
    const good = wompiEvent({ reference: order.payment_intent_id!, status: 'APPROVED', amount_in_cents: 15_000_000 });
    const tampered = { ...good, data: { transaction: { ...good.data.transaction, status: 'APPROVED', amount_in_cents: 100 } } };
    expect((await deliver(tampered, { ...wompiEventRequest(good), body: JSON.stringify(tampered) })).status).toBe(401);
    expect((await stored(order.id)).status).toBe('pending');
    expect(await eventsFor(order.payment_intent_id!)).toEqual([]);
  });

  it('answers the same event again 200 and changes nothing (also when both arrive at once)', async () => {
    const { customer, order } = await payOnline();
    const event = wompiEvent({ reference: order.payment_intent_id!, status: 'APPROVED', amount_in_cents: 15_000_000 });
    const [first, second] = await Promise.all([send(event), send(event)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data?.outcome, second.body.data?.outcome].sort()).toEqual(['paid', 'repeated']);
    const before = await stored(order.id);
    const third = await send(event);
    expect(third.body.data?.outcome).toBe('repeated');
    expect(await stored(order.id)).toEqual(before);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.accepted'))),
    ).toHaveLength(1);
    expect((await listOutbox(t.db, customer.email)).filter((mail) => mail.subject.includes('confirmado'))).toHaveLength(1);
    expect((await canCreate(customer.token)).quotas.total).toBe(1);
    expect(await eventsFor(order.payment_intent_id!)).toHaveLength(3);
  });

  it('never pays an approved amount short of the price, and lists it for the administrators', async () => {
    const { customer, order } = await payOnline();
    const short = wompiEvent({ reference: order.payment_intent_id!, status: 'APPROVED', amount_in_cents: 1_500_000 });
    expect((await send(short)).body.data?.outcome).toBe('amount_mismatch');
    const otherCurrency = wompiEvent({
      reference: order.payment_intent_id!,
      status: 'APPROVED',
      amount_in_cents: 15_000_000,
      currency: 'USD',
    });
    expect((await send(otherCurrency)).body.data?.outcome).toBe('amount_mismatch');
    expect(await stored(order.id)).toMatchObject({ status: 'pending', paidAt: null });
    expect((await canCreate(customer.token)).quotas.total).toBe(0);
    expect(await reviewList()).toContainEqual(
      expect.objectContaining({
        outcome: 'amount_mismatch',
        order_id: order.id,
        reference: order.payment_intent_id,
        amount_in_cents: 1_500_000,
        order_amount: 150000,
        transaction_id: short.data.transaction.id,
      }),
    );
  });

  it('keeps an order paid when an older PENDING or DECLINED arrives after APPROVED: Wompi says it is approved', async () => {
    const { order } = await payOnline();
    const id = `12345-${Date.now()}-late`;
    const approved = wompiEvent({ id, reference: order.payment_intent_id!, status: 'APPROVED', amount_in_cents: 15_000_000 });
    const pending = wompiEvent(
      { id, reference: order.payment_intent_id!, status: 'PENDING', amount_in_cents: 15_000_000 },
      undefined,
      approved.timestamp - 60,
    );
    const declined = wompiEvent(
      { id, reference: order.payment_intent_id!, status: 'DECLINED', amount_in_cents: 15_000_000 },
      undefined,
      approved.timestamp - 30,
    );
    expect((await send(approved)).body.data?.outcome).toBe('paid');
    const paid = await stored(order.id);
    expect((await deliver(pending)).body.data?.outcome).toBe('repeated');
    expect((await deliver(declined)).body.data?.outcome).toBe('repeated');
    expect(await stored(order.id)).toEqual(paid);
  });

  it('leaves a DECLINED order unpaid, marks it failed and tells the customer in Spanish', async () => {
    const { customer, order } = await payOnline();
    const declined = wompiEvent({ reference: order.payment_intent_id!, status: 'DECLINED', amount_in_cents: 15_000_000 });
    expect((await send(declined)).body.data?.outcome).toBe('declined');
    expect(await stored(order.id)).toMatchObject({ status: 'failed', paidAt: null });
    expect((await canCreate(customer.token)).quotas.total).toBe(0);
    const [mail] = (await listOutbox(t.db, customer.email)).filter((message) => message.subject.includes('no fue aprobado'));
    expect(mail?.subject).toBe('Tu pago en línea no fue aprobado en Recuerdos Eternos');
    expect(mail?.text).toContain('no se hizo ningún cobro');
    // Told once: VOIDED and ERROR afterwards change nothing.
    for (const status of ['VOIDED', 'ERROR'])
      expect(
        (await send(wompiEvent({ reference: order.payment_intent_id!, status, amount_in_cents: 15_000_000 }))).body.data?.outcome,
      ).toBe('repeated');
    expect((await listOutbox(t.db, customer.email)).filter((message) => message.subject.includes('no fue aprobado'))).toHaveLength(1);
    // The customer paid after all (another attempt with the same reference): it pays the failed order.
    expect(
      (await send(wompiEvent({ reference: order.payment_intent_id!, status: 'APPROVED', amount_in_cents: 15_000_000 }))).body.data?.outcome,
    ).toBe('paid');
    expect((await stored(order.id)).status).toBe('completed');
  });

  it('keeps an event whose reference matches no order, and lists it for the administrators', async () => {
    const event = wompiEvent({ reference: 'RE-nadie-pidio-esto', status: 'APPROVED', amount_in_cents: 9_900_000 });
    const answer = await send(event);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.outcome).toBe('unknown_reference');
    expect(await reviewList()).toContainEqual(
      expect.objectContaining({ outcome: 'unknown_reference', reference: 'RE-nadie-pidio-esto', order_id: null, order_amount: null }),
    );
  });

  it("never lets a transfer's reference be paid by a Wompi event", async () => {
    const customer = await createUserWithSession(t.db);
    const proof = {
      package_id: made.catalog.individual.id,
      amount: 150000,
      payment_method: 'nequi',
      payment_reference: `WOMPI${Date.now().toString(36).toUpperCase()}`,
      payer_name: 'Ana Gómez',
      payment_date: colombianDay(),
      transferred_amount: 150000,
      terms_accepted: true as const,
    };
    const placed = await read(clients(customer.token).orders.index.$post({ json: proof }));
    expect(placed.status).toBe(201);
    expect(
      (await send(wompiEvent({ reference: proof.payment_reference, status: 'APPROVED', amount_in_cents: 15_000_000 }))).body.data?.outcome,
    ).toBe('unknown_reference');
    expect((await stored(placed.body.data.id)).status).toBe('pending');
  });

  it('lists events to review only for administrators', async () => {
    const customer = await createUserWithSession(t.db);
    expect((await read(clients(customer.token).adminPaymentEvents.index.$get())).status).toBe(403);
  });
});

describe("confirmed with Wompi's API before anything is paid or failed", () => {
  const approvedFor = (reference: string, id?: string) =>
    wompiEvent({ ...(id ? { id } : {}), reference, status: 'APPROVED', amount_in_cents: 15_000_000 });

  it('refuses 401 a well-checksummed event that signs only transaction.id, keeps nothing and changes no order', async () => {
    const { order } = await payOnline();
    const reshaped = wompiEvent(
      { reference: order.payment_intent_id!, status: 'APPROVED', amount_in_cents: 15_000_000 },
      undefined,
      undefined,
      ['transaction.id'],
    );
    await wompiReports(wompiKnows(reshaped));
    const answer = await deliver(reshaped);
    expect(answer).toMatchObject({ status: 401, body: { error: 'Firma del evento no válida' } });
    expect(await stored(order.id)).toMatchObject({ status: 'pending', paidAt: null, gatewayTransactionId: null });
    expect(await eventsFor(order.payment_intent_id!)).toEqual([]);
  });

  it("pays nothing for a transaction Wompi does not know, or knows under another order's reference, and lists it", async () => {
    const [a, b] = await Promise.all([payOnline(), payOnline()]);
    const unknown = approvedFor(a.order.payment_intent_id!);
    expect((await deliver(unknown)).body.data?.outcome).toBe('unconfirmed');
    const elsewhere = approvedFor(a.order.payment_intent_id!);
    expect((await send(elsewhere, { reference: b.order.payment_intent_id! })).body.data?.outcome).toBe('unconfirmed');
    for (const { order } of [a, b]) expect(await stored(order.id)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await reviewList()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: 'unconfirmed', order_id: a.order.id, transaction_id: unknown.data.transaction.id }),
        expect.objectContaining({ outcome: 'unconfirmed', order_id: a.order.id, transaction_id: elsewhere.data.transaction.id }),
      ]),
    );
  });

  it("acts on Wompi's status, not the event's", async () => {
    const declinedAtWompi = await payOnline();
    expect((await send(approvedFor(declinedAtWompi.order.payment_intent_id!), { status: 'DECLINED' })).body.data?.outcome).toBe('declined');
    expect(await stored(declinedAtWompi.order.id)).toMatchObject({ status: 'failed', paidAt: null });
    const pendingAtWompi = await payOnline();
    expect((await send(approvedFor(pendingAtWompi.order.payment_intent_id!), { status: 'PENDING' })).body.data?.outcome).toBe('ignored');
    expect(await stored(pendingAtWompi.order.id)).toMatchObject({ status: 'pending', paidAt: null });
    const shortAtWompi = await payOnline();
    expect((await send(approvedFor(shortAtWompi.order.payment_intent_id!), { amount_in_cents: 1_500_000 })).body.data?.outcome).toBe(
      'amount_mismatch',
    );
    expect(await stored(shortAtWompi.order.id)).toMatchObject({ status: 'pending', paidAt: null });
  });

  it('lets one transaction settle one order only: a second claim is refused, listed, and the database refuses it too', async () => {
    const [a, b] = await Promise.all([payOnline(), payOnline()]);
    const first = approvedFor(a.order.payment_intent_id!);
    expect((await send(first)).body.data?.outcome).toBe('paid');
    // Wompi's API (here, its stand-in) now says the same transaction is B's: it still pays nothing more.
    const again = approvedFor(b.order.payment_intent_id!, first.data.transaction.id);
    const answer = await send(again);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.outcome).toBe('transaction_reused');
    expect(await stored(b.order.id)).toMatchObject({ status: 'pending', paidAt: null, gatewayTransactionId: null });
    expect(await stored(a.order.id)).toMatchObject({ status: 'completed', gatewayTransactionId: first.data.transaction.id });
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, b.order.id), eq(auditLog.action, 'order.accepted'))),
    ).toEqual([]);
    expect(await reviewList()).toContainEqual(
      expect.objectContaining({ outcome: 'transaction_reused', order_id: b.order.id, transaction_id: first.data.transaction.id }),
    );
    await expect(
      t.db
        .update(orders)
        .set({ paymentGateway: 'wompi', gatewayTransactionId: first.data.transaction.id })
        .where(eq(orders.id, b.order.id)),
    ).rejects.toThrow();
  });

  it("answers 503 while Wompi's API does not answer (Wompi delivers again), lists it, and an administrator confirms it later", async () => {
    const { customer, order } = await payOnline();
    const event = approvedFor(order.payment_intent_id!);
    await wompiReports(wompiKnows(event));
    const outage = (on: boolean) =>
      call(t.app, '/api/dev/wompi/outage', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ on }),
      });
    let kept: { id: string } | undefined;
    try {
      expect((await outage(true)).status).toBe(200);
      const answer = await deliver(event);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        success: false,
        error: 'Wompi no respondió al confirmar la transacción. Vuelve a intentarlo en unos minutos',
        code: 'PAYMENT_GATEWAY_UNAVAILABLE',
      });
      expect(await stored(order.id)).toMatchObject({ status: 'pending', paidAt: null });
      [kept] = await eventsFor(order.payment_intent_id!);
      expect(kept).toMatchObject({ outcome: 'unavailable', orderId: order.id });
      expect(await reviewList()).toContainEqual(expect.objectContaining({ id: kept!.id, outcome: 'unavailable', order_id: order.id }));
      const stillDown = await read(clients(made.admin.token).adminPaymentEvents[':id'].confirm.$post({ param: { id: kept!.id } }));
      expect(stillDown).toMatchObject({ status: 503 });
    } finally {
      await outage(false);
    }
    const confirm = (token: string, id: string) => read(clients(token).adminPaymentEvents[':id'].confirm.$post({ param: { id } }));
    expect((await confirm(customer.token, kept!.id)).status).toBe(403);
    expect(await confirm(made.admin.token, crypto.randomUUID())).toMatchObject({
      status: 404,
      body: { error: 'Aviso de pago no encontrado' },
    });
    expect(await confirm(made.admin.token, kept!.id)).toMatchObject({
      status: 200,
      body: { data: { outcome: 'paid', order_id: order.id } },
    });
    expect(await stored(order.id)).toMatchObject({ status: 'completed', gatewayTransactionId: event.data.transaction.id });
    // Paid: nothing left to review about it, and asking again changes nothing.
    expect((await reviewList()).map((item) => item.id)).not.toContain(kept!.id);
    expect(await confirm(made.admin.token, kept!.id)).toMatchObject({ status: 200, body: { data: { outcome: 'repeated' } } });
    expect((await eventsFor(order.payment_intent_id!)).map((row) => row.outcome)).toEqual(['paid']);
  });
});

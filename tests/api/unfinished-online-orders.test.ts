import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { ORDER_MESSAGES as M } from '../../worker/schemas/orders';
import { UNFINISHED_ONLINE_TEXTS as U } from '../../worker/schemas/online-payment-texts';
import { UNFINISHED_ORDER_TRIES } from '../../worker/services/unfinished-online-orders';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { paymentProof, useCatalogAndAdmin } from '../helpers/orders';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { useTestApp } from '../helpers/test-app';
import { read, testClient } from '../helpers/test-client';
import { call } from '../helpers/test-db';
import { wompiEvent, wompiEventRequest, wompiIntegrity, wompiKnows, wompiKnowsRequest } from '../helpers/wompi';

/**
 * An online order whose Wompi checkout never finished. Its owner, while it is pending, may open a fresh
 * checkout under a new reference, pay it by transfer instead, or cancel it; nobody accepts it by hand as if it
 * were a transfer (only Wompi's approval pays it).
 */
const t = useTestApp();
const made = useCatalogAndAdmin(t);

const clients = (token?: string) => testClient(t.app, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });

async function payOnline() {
  const customer = await createUserWithSession(t.db);
  const { status, body } = await read(
    clients(customer.token).orders.index.$post({
      json: { package_id: made.catalog.individual.id, payment_method: 'wompi', terms_accepted: true },
    }),
  );
  expect(status).toBe(201);
  return { customer, order: body.data };
}

const retry = (token: string, id: string) => read(clients(token).orders[':id'].checkout.$post({ param: { id } }));
const cancel = (token: string, id: string) => read(clients(token).orders[':id'].cancel.$post({ param: { id } }));
const toTransfer = (token: string, id: string, overrides: Record<string, unknown> = {}) => {
  const { package_id: _omitted, ...proof } = paymentProof(made.catalog.individual, overrides);
  return read(clients(token).orders[':id'].transfer.$put({ param: { id }, json: proof as never }));
};
const decide = (id: string, status: 'completed' | 'cancelled') =>
  read(clients(made.admin.token).adminOrders[':id'].$patch({ param: { id }, json: { status } }));
const stored = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** Wompi approves a transaction under `reference` and tells us. */
async function wompiApproves(reference: string) {
  const event = wompiEvent({ reference, status: 'APPROVED', amount_in_cents: 15_000_000 });
  expect((await call(t.app, '/api/dev/wompi/transactions', wompiKnowsRequest(wompiKnows(event)))).status).toBe(201);
  const answer = await call<{ data?: { outcome: string } }>(t.app, '/api/payments/wompi/events', wompiEventRequest(event));
  return answer.body.data?.outcome;
}

describe('POST /api/orders/{id}/checkout: Intentar de nuevo', () => {
  it('gives the same order a new signed checkout under a new reference, and an approval of either reference pays it', async () => {
    const { customer, order } = await payOnline();
    const first = order.payment_intent_id!;
    const { status, body } = await retry(customer.token, order.id);
    expect(status).toBe(200);
    const reference = body.data.payment_intent_id!;
    expect(reference).toMatch(new RegExp(`^RE-${order.id}-[0-9a-f]{8}$`));
    const checkout = new URL(body.data.checkout_url);
    expect(checkout.searchParams.get('reference')).toBe(reference);
    expect(checkout.searchParams.get('signature:integrity')).toBe(wompiIntegrity(reference, 15_000_000, 'COP'));
    expect(checkout.searchParams.get('redirect-url')).toBe(`http://localhost/payment-success?order=${order.id}`);
    expect((await stored(order.id)).paymentIntentId).toBe(reference);
    expect((await retry(customer.token, order.id)).body.data.payment_intent_id).not.toBe(reference);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.checkout_restarted')));
    expect(audits).toHaveLength(2);

    // The first checkout was paid after all: Wompi's approval under the first reference pays the order.
    expect(await wompiApproves(first)).toBe('paid');
    expect((await stored(order.id)).status).toBe('completed');
    expect((await retry(customer.token, order.id)).status).toBe(409);

    const other = await payOnline();
    await retry(other.customer.token, other.order.id);
    expect(await wompiApproves((await stored(other.order.id)).paymentIntentId!)).toBe('paid');
  });

  it("answers another customer's order 404 and a guest 401, and changes nothing", async () => {
    const { order } = await payOnline();
    const stranger = await createUserWithSession(t.db);
    for (const answer of [
      await retry(stranger.token, order.id),
      await cancel(stranger.token, order.id),
      await toTransfer(stranger.token, order.id),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(M.orderNotFound);
    }
    const guest = await read(testClient(t.app).orders[':id'].checkout.$post({ param: { id: order.id } }));
    expect(guest.status).toBe(401);
    expect(await stored(order.id)).toMatchObject({ status: 'pending', paymentMethod: 'wompi', paymentIntentId: order.payment_intent_id });
  });

  it('refuses 409 once the order is no longer a pending online order (paid, cancelled, or a transfer)', async () => {
    const paid = await payOnline();
    expect(await wompiApproves(paid.order.payment_intent_id!)).toBe('paid');
    const cancelled = await payOnline();
    expect((await cancel(cancelled.customer.token, cancelled.order.id)).status).toBe(200);
    const transfer = await createUserWithSession(t.db);
    const placed = await read(clients(transfer.token).orders.index.$post({ json: paymentProof(made.catalog.individual) as never }));
    for (const [token, id] of [
      [paid.customer.token, paid.order.id],
      [cancelled.customer.token, cancelled.order.id],
      [transfer.token, placed.body.data.id],
    ] as const) {
      for (const answer of [await retry(token, id), await cancel(token, id), await toTransfer(token, id)]) {
        expect(answer.status).toBe(409);
        expect(answer.body.error).toBe(U.notWaiting);
      }
    }
  });
});

describe('PUT /api/orders/{id}/transfer: Pagar por transferencia o Bre-B', () => {
  it('turns the same order into a transfer with its proof, says the proof was received, and an administrator accepts it', async () => {
    const { customer, order } = await payOnline();
    const { status, body } = await toTransfer(customer.token, order.id, { payment_method: 'nequi' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: order.id,
      status: 'pending',
      payment_method: 'nequi',
      payer_name: 'María Elena Gómez',
      transferred_amount: 150000,
    });
    expect(body.data.payment_intent_id).not.toBe(order.payment_intent_id);
    const [mail] = await listOutbox(t.db, customer.email);
    expect(mail?.subject).toContain('Recibimos tu comprobante');
    expect((await decide(order.id, 'completed')).status).toBe(200);
  });

  it('checks the proof as a new transfer is checked (amount, method), in Spanish', async () => {
    const { customer, order } = await payOnline();
    const short = await toTransfer(customer.token, order.id, { amount: 1000, transferred_amount: '1000' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('El monto debe ser exactamente $ 150.000');
    const online = await toTransfer(customer.token, order.id, { payment_method: 'wompi' });
    expect(online.status).toBe(400);
    expect(online.body.error).toBe(M.methodUnavailable);
    expect((await stored(order.id)).paymentMethod).toBe('wompi');
  });
});

describe('POST /api/orders/{id}/cancel: Cancelar', () => {
  it("cancels the customer's pending online order once; a late approval by Wompi still pays it", async () => {
    const { customer, order } = await payOnline();
    const { status, body } = await cancel(customer.token, order.id);
    expect(status).toBe(200);
    expect(body.data.status).toBe('cancelled');
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.cancelled_by_customer'))),
    ).toHaveLength(1);
    expect(await wompiApproves(order.payment_intent_id!)).toBe('paid');
    expect((await stored(order.id)).status).toBe('completed');
  });
});

describe('the ways on are rate limited per customer', () => {
  startInFreshRateWindows();

  it('answers 429 to a customer past 10 tries in 15 minutes, retry, transfer and cancel together, and not to another', async () => {
    const { customer, order } = await payOnline();
    expect(UNFINISHED_ORDER_TRIES).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    // Refused tries count too: a transfer for the wrong amount is a 400 and a try.
    for (let index = 0; index < 5; index++) expect((await retry(customer.token, order.id)).status).toBe(200);
    for (let index = 0; index < 5; index++)
      expect((await toTransfer(customer.token, order.id, { amount: 1, transferred_amount: 1 })).status).toBe(400);
    for (const answer of [
      await retry(customer.token, order.id),
      await toTransfer(customer.token, order.id),
      await cancel(customer.token, order.id),
    ]) {
      expect(answer.status).toBe(429);
      expect(answer.body.error).toBe(U.tooManyTries);
    }
    expect((await stored(order.id)).status).toBe('pending');

    const other = await payOnline();
    expect((await cancel(other.customer.token, other.order.id)).status).toBe(200);
  });
});

describe('PATCH /api/admin/orders/{id} on an online order', () => {
  it('refuses 409 to accept it while Wompi has not approved it; a rejection speaks of the online payment', async () => {
    const { customer, order } = await payOnline();
    const accepted = await decide(order.id, 'completed');
    expect(accepted.status).toBe(409);
    expect(accepted.body.error).toBe('Este pago en línea aún no fue aprobado por Wompi');
    expect(accepted.body.code).toBe('ONLINE_PAYMENT_NOT_APPROVED');
    expect(await stored(order.id)).toMatchObject({ status: 'pending', paidAt: null });
    expect((await decide(order.id, 'cancelled')).status).toBe(200);
    const [mail] = await listOutbox(t.db, customer.email);
    expect(mail?.subject).toBe('No pudimos confirmar tu pago en línea en Recuerdos Eternos');
    expect(mail?.text).not.toContain('comprobante');
  });
});

describe("POST /api/admin/orders/{id}/wompi-check: 'Consultar en Wompi'", () => {
  const check = (token: string, id: string) => read(clients(token).adminOrders[':id']['wompi-check'].$post({ param: { id } }));
  const outage = (on: boolean) =>
    call(t.app, '/api/dev/wompi/outage', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ on }) });

  it('asks Wompi about the transaction it reported while its API was down, and settles the order as Wompi says', async () => {
    const { customer, order } = await payOnline();
    const event = wompiEvent({ reference: order.payment_intent_id!, status: 'APPROVED', amount_in_cents: 15_000_000 });
    expect((await call(t.app, '/api/dev/wompi/transactions', wompiKnowsRequest(wompiKnows(event)))).status).toBe(201);
    try {
      expect((await outage(true)).status).toBe(200);
      expect((await call(t.app, '/api/payments/wompi/events', wompiEventRequest(event))).status).toBe(503);
      expect((await read(clients(made.admin.token).adminOrders[':id'].$get({ param: { id: order.id } }))).body.data.gateway_reported).toBe(
        true,
      );
      const down = await check(made.admin.token, order.id);
      expect(down.status).toBe(503);
      expect(down.body.error).toBe('Wompi no respondió al confirmar la transacción. Vuelve a intentarlo en unos minutos');
    } finally {
      await outage(false);
    }
    expect((await check(customer.token, order.id)).status).toBe(403);
    expect(await check(made.admin.token, order.id)).toMatchObject({ status: 200, body: { data: { outcome: 'paid', order_id: order.id } } });
    expect(await stored(order.id)).toMatchObject({ status: 'completed', gatewayTransactionId: event.data.transaction.id });
  });

  it('answers 409 in Spanish for an order no transaction was reported for, or one that is not online, and 404 for none', async () => {
    const { order } = await payOnline();
    expect((await read(clients(made.admin.token).adminOrders[':id'].$get({ param: { id: order.id } }))).body.data.gateway_reported).toBe(
      false,
    );
    expect(await check(made.admin.token, order.id)).toMatchObject({
      status: 409,
      body: { error: 'Wompi aún no nos informó ninguna transacción de esta orden: el cliente no terminó el pago' },
    });
    const transfer = await createUserWithSession(t.db);
    const placed = await read(clients(transfer.token).orders.index.$post({ json: paymentProof(made.catalog.individual) as never }));
    expect(await check(made.admin.token, placed.body.data.id)).toMatchObject({
      status: 409,
      body: { error: 'Esta orden no es un pago en línea' },
    });
    expect(await check(made.admin.token, crypto.randomUUID())).toMatchObject({ status: 404, body: { error: M.orderNotFound } });
  });
});

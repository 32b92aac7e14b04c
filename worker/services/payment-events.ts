import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, packages, paymentEvents, users } from '../../db/schema';
import type { PaymentEventOutcome } from '../../db/schema/enums';
import { onlinePaymentDeclinedMessage } from '../mail/online-payment-templates';
import type { GatewayEvent } from '../payments/gateway';
import { formatCOP } from '../schemas/money';
import { log } from '../log';
import { AWAITING_VERIFICATION, payOrderByGateway, type AdminDeps } from './admin-orders';
import { auditInsertWhen } from './audit';

/**
 * A verified gateway event (issue 32), kept as it came and then acted on:
 * - APPROVED with the order's reference, amount and currency pays it through the administrators' own path
 *   (payOrderByGateway: quota, e-mail, live notices, audit with the gateway and its transaction);
 * - an APPROVED amount or currency that differs never pays it, and is listed for the administrators;
 * - DECLINED, VOIDED and ERROR mark a waiting order failed and tell the customer;
 * - PENDING, a repeated event, or any event about an order already settled change nothing (an old PENDING never
 *   un-pays an order: every write is a guarded update from a waiting status).
 * Every outcome answers 200 to the gateway, which would otherwise deliver the event again.
 */
export async function receivePaymentEvent(deps: AdminDeps, event: GatewayEvent, payload: string): Promise<PaymentEventOutcome> {
  const { db } = deps;
  const transaction = event.kind === 'transaction' ? event : null;
  const id = crypto.randomUUID();
  await db.insert(paymentEvents).values({
    id,
    gateway: event.gateway,
    eventType: event.eventType,
    transactionId: transaction?.transactionId ?? null,
    reference: transaction?.reference ?? null,
    transactionStatus: transaction?.status ?? null,
    amountInCents: transaction?.amountInCents ?? null,
    currency: transaction?.currency ?? null,
    payload,
  });

  const { outcome, orderId } = await actOn(deps, event);
  await db.update(paymentEvents).set({ outcome, orderId }).where(eq(paymentEvents.id, id));
  if (outcome === 'unknown_reference' || outcome === 'amount_mismatch') {
    log.warn('payment_event_needs_review', { gateway: event.gateway, outcome, reference: transaction?.reference, transactionId: transaction?.transactionId });
    await deps.live.admins('orders');
  }
  return outcome;
}

async function actOn(deps: AdminDeps, event: GatewayEvent): Promise<{ outcome: PaymentEventOutcome; orderId: string | null }> {
  if (event.kind !== 'transaction') return { outcome: 'ignored', orderId: null };
  const [order] = await deps.db
    .select({ id: orders.id, totalAmount: orders.totalAmount, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.paymentIntentId, event.reference), eq(orders.paymentMethod, event.gateway)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) return { outcome: 'unknown_reference', orderId: null };

  switch (event.status) {
    case 'APPROVED': {
      if (event.amountInCents !== order.totalAmount * 100 || event.currency !== order.currency) return { outcome: 'amount_mismatch', orderId: order.id };
      const paid = await payOrderByGateway(deps, order.id, { gateway: event.gateway, transactionId: event.transactionId });
      return { outcome: paid ? 'paid' : 'repeated', orderId: order.id };
    }
    case 'DECLINED':
    case 'VOIDED':
    case 'ERROR':
      return { outcome: (await failOrder(deps, order.id, event)) ? 'declined' : 'repeated', orderId: order.id };
    case 'PENDING':
      return { outcome: 'ignored', orderId: order.id };
  }
}

/** A waiting order whose payment the gateway refused becomes 'failed' (once), and its customer is told. */
async function failOrder(deps: AdminDeps, orderId: string, event: Extract<GatewayEvent, { kind: 'transaction' }>): Promise<boolean> {
  const { db } = deps;
  const now = new Date().toISOString();
  const [updated] = await db.batch([
    db
      .update(orders)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(orders.id, orderId), inArray(orders.status, AWAITING_VERIFICATION)))
      .returning({ id: orders.id }),
    auditInsertWhen(
      db,
      {
        actorId: null,
        action: 'order.payment_failed',
        entityType: 'order',
        entityId: orderId,
        details: { gateway: event.gateway, transaction_id: event.transactionId, status: event.status },
      },
      sql`SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = 'failed' AND ${orders.updatedAt} = ${now}`,
    ),
  ]);
  if (updated.length === 0) return false;

  const [row] = await db
    .select({ userId: orders.userId, email: users.email, firstName: users.firstName, packageName: packages.name, total: orders.totalAmount, reference: orders.paymentIntentId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return true;
  await Promise.all([deps.live.admins('orders'), deps.live.customer(row.userId, 'orders')]);
  await deps.mailer
    .send(
      onlinePaymentDeclinedMessage({
        to: row.email,
        name: row.firstName,
        link: `${deps.appUrl}/dashboard`,
        packageName: row.packageName,
        amount: formatCOP(row.total),
        reference: row.reference ?? '—',
      }),
    )
    .catch((error: unknown) => log.error('order_mail_failed', error));
  return true;
}

/** An event the administrators must look at: it matched no order, or its amount was not the order's. */
export type PaymentEventReviewDto = {
  id: string;
  gateway: string;
  outcome: 'unknown_reference' | 'amount_mismatch';
  transaction_id: string | null;
  reference: string | null;
  transaction_status: string | null;
  amount_in_cents: number | null;
  currency: string | null;
  order_id: string | null;
  order_amount: number | null;
  received_at: string;
};

const REVIEW_OUTCOMES = ['unknown_reference', 'amount_mismatch'] as const;

/** GET /api/admin/payment-events: the latest 50 events to review, newest first. */
export async function listPaymentEventsToReview(deps: { db: Db }): Promise<PaymentEventReviewDto[]> {
  const rows = await deps.db
    .select({ event: paymentEvents, orderAmount: orders.totalAmount })
    .from(paymentEvents)
    .leftJoin(orders, eq(orders.id, paymentEvents.orderId))
    .where(inArray(paymentEvents.outcome, [...REVIEW_OUTCOMES]))
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(50);
  return rows.map(({ event, orderAmount }) => ({
    id: event.id,
    gateway: event.gateway,
    outcome: event.outcome === 'amount_mismatch' ? 'amount_mismatch' : 'unknown_reference',
    transaction_id: event.transactionId,
    reference: event.reference,
    transaction_status: event.transactionStatus,
    amount_in_cents: event.amountInCents,
    currency: event.currency,
    order_id: event.orderId,
    order_amount: orderAmount,
    received_at: event.receivedAt,
  }));
}

import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentEvents } from '../../db/schema';
import type { PaymentEventOutcome } from '../../db/schema/enums';
import { AppError, conflict, notFound } from '../errors';
import type { GatewayEvent, PaymentGateway } from '../payments/gateway';
import { ONLINE_PAYMENT_METHOD, PAYMENT_EVENT_MESSAGES as M } from '../schemas/online-payment-texts';
import { ORDER_MESSAGES } from '../schemas/order-texts';
import { log } from '../log';
import { AWAITING_VERIFICATION, type AdminDeps } from './admin-orders';
import { confirmAndSettle, type Confirmation, type TransactionClaim } from './payment-confirmation';

/**
 * A verified gateway event (docs/features/payments.md), kept as it came and then acted on once the gateway's own API confirms the
 * transaction (services/payment-confirmation.ts): paid, failed, or left alone. Every outcome but 'unavailable'
 * answers 200 to the gateway, which would otherwise deliver the event again.
 */
export async function receivePaymentEvent(
  deps: AdminDeps,
  gateway: PaymentGateway,
  event: GatewayEvent,
  payload: string,
): Promise<PaymentEventOutcome> {
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
  const result: Confirmation = transaction ? await confirmAndSettle(deps, gateway, transaction) : { outcome: 'ignored', orderId: null };
  await record(deps, id, result, transaction);
  return result.outcome;
}

/** Writes what became of a kept event, and tells the administrators when it is one for them to review. */
async function record(deps: AdminDeps, id: string, { outcome, orderId }: Confirmation, claim: TransactionClaim | null): Promise<void> {
  await deps.db.update(paymentEvents).set({ outcome, orderId }).where(eq(paymentEvents.id, id));
  if (isReviewOutcome(outcome)) {
    log.warn('payment_event_needs_review', {
      gateway: claim?.gateway,
      outcome,
      reference: claim?.reference,
      transactionId: claim?.transactionId,
    });
    await deps.live.admins('orders');
  }
}

/**
 * POST /api/admin/payment-events/{id}/confirm: a kept event looked at again, exactly as its arrival was (the same
 * confirmation with the gateway's API, the same guarded writes): for one Wompi's API did not answer, or one the
 * administrators want checked again. 404 for no such event, 409 for one that is not about a transaction or
 * belongs to a gateway that is not switched on, 503 while the API still does not answer.
 */
export async function confirmPaymentEventAgain(deps: AdminDeps, gateway: PaymentGateway | null, eventId: string): Promise<Confirmation> {
  const [event] = await deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId)).limit(1);
  if (!event) throw notFound(M.eventNotFound);
  if (!gateway || gateway.name !== event.gateway) throw conflict(M.gatewayOff);
  if (!event.transactionId || !event.reference) throw conflict(M.notATransaction);
  const claim = { gateway: event.gateway, transactionId: event.transactionId, reference: event.reference };
  const result = await confirmAndSettle(deps, gateway, claim);
  if (result.outcome === 'unavailable') throw new AppError(503, M.unavailable, { code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
  // Nothing changed ('repeated'): the event keeps what it did, e.g. 'paid'.
  if (result.outcome !== 'repeated') await record(deps, event.id, result, claim);
  return result;
}

/**
 * POST /api/admin/orders/{id}/wompi-check, 'Consultar en Wompi' (docs/features/payments.md): the latest transaction the gateway told
 * us about for this online order, asked about again and acted on (confirmPaymentEventAgain). 404 for no such
 * order, 409 for an order that is not an online one or that no transaction was ever reported for (Wompi's API is
 * asked by transaction, and a checkout that never finished has none).
 */
export async function checkOrderWithGateway(deps: AdminDeps, gateway: PaymentGateway | null, orderId: string): Promise<Confirmation> {
  const [order] = await deps.db.select({ paymentMethod: orders.paymentMethod }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
  if (order.paymentMethod !== ONLINE_PAYMENT_METHOD) throw conflict(M.notOnline);
  const [event] = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, orderId), isNotNull(paymentEvents.transactionId)))
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(1);
  if (!event) throw conflict(M.noTransaction);
  return confirmPaymentEventAgain(deps, gateway, event.id);
}

/** An event the administrators must look at (docs/features/payments.md, 'Pagos en línea por revisar'). */
export type PaymentEventReviewDto = {
  id: string;
  gateway: string;
  outcome: ReviewOutcome;
  transaction_id: string | null;
  reference: string | null;
  transaction_status: string | null;
  amount_in_cents: number | null;
  currency: string | null;
  order_id: string | null;
  order_amount: number | null;
  received_at: string;
};

/**
 * Listed until someone deals with them: no order with that reference, another amount, a transaction the gateway's
 * API does not confirm, one that already paid another order; and one the API did not answer about, while its order
 * still waits (a later delivery that pays the order takes it off the list).
 */
const REVIEW_OUTCOMES = ['unknown_reference', 'amount_mismatch', 'unconfirmed', 'transaction_reused', 'unavailable'] as const;
type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];
const isReviewOutcome = (outcome: string): outcome is ReviewOutcome => (REVIEW_OUTCOMES as readonly string[]).includes(outcome);

/** GET /api/admin/payment-events: the latest 50 events to review, newest first. */
export async function listPaymentEventsToReview(deps: { db: Db }): Promise<PaymentEventReviewDto[]> {
  const rows = await deps.db
    .select({ event: paymentEvents, orderAmount: orders.totalAmount })
    .from(paymentEvents)
    .leftJoin(orders, eq(orders.id, paymentEvents.orderId))
    .where(
      or(
        inArray(paymentEvents.outcome, ['unknown_reference', 'amount_mismatch', 'unconfirmed', 'transaction_reused']),
        and(eq(paymentEvents.outcome, 'unavailable'), inArray(orders.status, [...AWAITING_VERIFICATION, 'failed'])),
      ),
    )
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(50);
  return rows.flatMap(({ event, orderAmount }) =>
    isReviewOutcome(event.outcome)
      ? [
          {
            id: event.id,
            gateway: event.gateway,
            outcome: event.outcome,
            transaction_id: event.transactionId,
            reference: event.reference,
            transaction_status: event.transactionStatus,
            amount_in_cents: event.amountInCents,
            currency: event.currency,
            order_id: event.orderId,
            order_amount: orderAmount,
            received_at: event.receivedAt,
          },
        ]
      : [],
  );
}

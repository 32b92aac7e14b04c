import { and, eq, inArray, sql } from 'drizzle-orm';
import { orders, packages, users } from '../../db/schema';
import type { PaymentEventOutcome } from '../../db/schema/enums';
import { log } from '../log';
import { onlinePaymentDeclinedMessage } from '../mail/online-payment-templates';
import type { GatewayTransaction, PaymentGateway } from '../payments/gateway';
import { formatCOP } from '../schemas/money';
import { AWAITING_VERIFICATION, payOrderByGateway, type AdminDeps } from './admin-orders';
import { auditInsertWhen } from './audit';
import { isUniqueViolation } from './db-errors';
import { orderIdOfReference } from './online-orders';

/** What an event (or a kept one, looked at again) says: which transaction, under which order's reference. */
export type TransactionClaim = { gateway: string; transactionId: string; reference: string };

export type Confirmation = { outcome: PaymentEventOutcome; orderId: string | null };

/**
 * An event's word is never enough (docs/features/payments.md, "Confirmed with Wompi"): the order its reference
 * names is paid or failed only by what the gateway's own API says about the transaction, which must name the same
 * reference, the order's amount in cents and its currency. The gateway's status decides, not the event's:
 * - APPROVED pays it through the administrators' own path (payOrderByGateway); another amount or currency never
 *   pays ('amount_mismatch'); a transaction that already paid another order pays nothing ('transaction_reused':
 *   the unique index on the order's gateway transaction refuses it);
 * - DECLINED, VOIDED and ERROR mark a waiting order failed and tell the customer;
 * - PENDING changes nothing; neither does anything about an order already settled ('repeated').
 * A transaction the API does not know, or knows under another reference, is 'unconfirmed'; no answer at all is
 * 'unavailable' (the events route then asks Wompi to deliver the event again).
 */
export async function confirmAndSettle(deps: AdminDeps, gateway: PaymentGateway, claim: TransactionClaim): Promise<Confirmation> {
  // The reference names its order, whichever of the order's checkouts it came from (docs/features/payments.md: 'Intentar de nuevo').
  const orderId = orderIdOfReference(claim.reference);
  if (!orderId) return { outcome: 'unknown_reference', orderId: null };
  const [order] = await deps.db
    .select({ id: orders.id, totalAmount: orders.totalAmount, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, claim.gateway)))
    .limit(1);
  if (!order) return { outcome: 'unknown_reference', orderId: null };

  const answer = await gateway.transactions.find(claim.transactionId);
  if (answer.kind === 'unavailable') {
    log.error('payment_confirmation_unavailable', answer.reason, { gateway: claim.gateway, transactionId: claim.transactionId });
    return { outcome: 'unavailable', orderId: order.id };
  }
  if (answer.kind === 'not_found' || answer.transaction.reference !== claim.reference) return { outcome: 'unconfirmed', orderId: order.id };

  const transaction = answer.transaction;
  const sameAmount = transaction.amountInCents === order.totalAmount * 100 && transaction.currency === order.currency;
  switch (transaction.status) {
    case 'APPROVED':
      if (!sameAmount) return { outcome: 'amount_mismatch', orderId: order.id };
      return { outcome: await pay(deps, order.id, claim.gateway, transaction), orderId: order.id };
    case 'DECLINED':
    case 'VOIDED':
    case 'ERROR':
      // A refusal at another amount is not about this order's price: nothing to tell the customer.
      if (!sameAmount) return { outcome: 'ignored', orderId: order.id };
      return { outcome: (await failOrder(deps, order.id, claim.gateway, transaction)) ? 'declined' : 'repeated', orderId: order.id };
    case 'PENDING':
      return { outcome: 'ignored', orderId: order.id };
  }
}

async function pay(deps: AdminDeps, orderId: string, gateway: string, transaction: GatewayTransaction): Promise<PaymentEventOutcome> {
  try {
    return (await payOrderByGateway(deps, orderId, { gateway, transactionId: transaction.id })) ? 'paid' : 'repeated';
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // orders_gateway_transaction_unique: the batch wrote nothing.
    log.warn('payment_transaction_reused', { gateway, transactionId: transaction.id, orderId });
    return 'transaction_reused';
  }
}

/** A waiting order whose payment the gateway refused becomes 'failed' (once), and its customer is told. */
async function failOrder(deps: AdminDeps, orderId: string, gateway: string, transaction: GatewayTransaction): Promise<boolean> {
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
        details: { gateway, transaction_id: transaction.id, status: transaction.status },
      },
      sql`SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = 'failed' AND ${orders.updatedAt} = ${now}`,
    ),
  ]);
  if (updated.length === 0) return false;

  const [row] = await db
    .select({
      userId: orders.userId,
      email: users.email,
      firstName: users.firstName,
      packageName: packages.name,
      total: orders.totalAmount,
      reference: orders.paymentIntentId,
    })
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

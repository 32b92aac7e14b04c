import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, isoNow, sqlIn, textList, updatedAt, uuidPk } from './columns';
import {
  ORDER_STATUSES,
  PACKAGE_TYPES,
  PAYMENT_EVENT_OUTCOMES,
  type BuyerDocumentType,
  type OrderStatus,
  type PackageType,
  type PaymentEventOutcome,
} from './enums';
import { users } from './users';

export const packages = sqliteTable(
  'packages',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    packageType: text('package_type').$type<PackageType>().notNull().default('individual'),
    /** Whole Colombian pesos: COP has no cents in practice. */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('COP'),
    description: text('description').notNull().default(''),
    features: textList('features'),
    isActive: flag('is_active', true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('packages_active_sort_idx').on(t.isActive, t.sortOrder),
    check('packages_type_check', sql`${t.packageType} IN (${sqlIn(PACKAGE_TYPES)})`),
    check('packages_price_check', sql`${t.price} >= 0`),
  ],
);

export const orders = sqliteTable(
  'orders',
  {
    id: uuidPk(),
    /** Orders are money records: a user who has any cannot be deleted outright (restrict). */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    /** The customer's transfer reference. */
    paymentIntentId: text('payment_intent_id'),
    payerName: text('payer_name'),
    paymentDate: text('payment_date'),
    transferredAmount: integer('transferred_amount'),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('COP'),
    paidAt: text('paid_at'),
    verifiedBy: text('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: text('verified_at'),
    /** The online gateway that confirmed the payment ('wompi'), and its transaction; null when a person did. */
    paymentGateway: text('payment_gateway'),
    gatewayTransactionId: text('gateway_transaction_id'),
    /**
     * Who the invoice is made out to (docs/features/payments.md "Who buys"), fixed when the order is placed:
     * the buyer's own document, or 'consumidor final' with the account's name and e-mail. Null only on orders
     * older than this rule and on those an administrator records by hand.
     */
    buyerDocumentType: text('buyer_document_type').$type<BuyerDocumentType>(),
    buyerDocumentNumber: text('buyer_document_number'),
    buyerName: text('buyer_name'),
    buyerEmail: text('buyer_email'),
    /** The version of /terminos the customer accepted at checkout (site/lib/terms.ts), and when. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: text('terms_accepted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The back-office's list seeks pages by (created_at, id), filtered by status or not (worker/services/keyset-pages.ts).
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    // The dashboard's revenue and latest payments, without reading every order.
    index('orders_paid_idx').on(t.paidAt, t.totalAmount),
    index('orders_reference_idx').on(t.paymentIntentId),
    // One transfer pays for one order: a reference may only reappear after its order was rejected.
    uniqueIndex('orders_live_reference_unique')
      .on(t.paymentIntentId)
      .where(sql`${t.status} <> 'cancelled' AND ${t.paymentIntentId} IS NOT NULL`),
    // One gateway transaction settles at most one order (docs/features/payments.md).
    uniqueIndex('orders_gateway_transaction_unique')
      .on(t.paymentGateway, t.gatewayTransactionId)
      .where(sql`${t.gatewayTransactionId} IS NOT NULL`),
    check('orders_status_check', sql`${t.status} IN (${sqlIn(ORDER_STATUSES)})`),
    check('orders_total_check', sql`${t.totalAmount} >= 0`),
    check('orders_transferred_check', sql`${t.transferredAmount} IS NULL OR ${t.transferredAmount} >= 0`),
  ],
);

/**
 * Every event an online payment gateway sent us whose signature was good, kept as it came (`payload`) before it is
 * acted on, with what became of it. Forged events are not kept (docs/features/payments.md).
 */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: uuidPk(),
    gateway: text('gateway').notNull(),
    eventType: text('event_type').notNull(),
    transactionId: text('transaction_id'),
    reference: text('reference'),
    transactionStatus: text('transaction_status'),
    amountInCents: integer('amount_in_cents'),
    currency: text('currency'),
    /** The order the reference named, when there is one. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<PaymentEventOutcome>().notNull().default('received'),
    payload: text('payload').notNull(),
    receivedAt: text('received_at').notNull().default(isoNow),
  },
  (t) => [
    // The back-office's list of events that matched no order or disagreed on the amount, newest first.
    index('payment_events_outcome_idx').on(t.outcome, t.receivedAt),
    index('payment_events_order_idx').on(t.orderId),
    check('payment_events_outcome_check', sql`${t.outcome} IN (${sqlIn(PAYMENT_EVENT_OUTCOMES)})`),
  ],
);

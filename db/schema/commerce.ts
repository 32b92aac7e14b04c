import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, sqlIn, textList, updatedAt, uuidPk } from './columns';
import { ORDER_STATUSES, PACKAGE_TYPES, type OrderStatus, type PackageType } from './enums';
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
    check('orders_status_check', sql`${t.status} IN (${sqlIn(ORDER_STATUSES)})`),
    check('orders_total_check', sql`${t.totalAmount} >= 0`),
    check('orders_transferred_check', sql`${t.transferredAmount} IS NULL OR ${t.transferredAmount} >= 0`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, sqlIn, updatedAt, uuidPk } from './columns';
import { orders } from './commerce';
import { PLAQUE_STATUSES, PLAQUE_TARGETS, type PlaqueStatus, type PlaqueTarget } from './enums';

/**
 * The aluminium plaque a paid order includes: one per order, for the memorial that order paid for. Rows are
 * written by database triggers (migration 0005) when a memorial or family memorial with an order is inserted,
 * so every way of creating one gets its plaque. A plaque still 'por_grabar' leaves with its memorial; once
 * engraved it is a thing in the world and its row stays (the order has had its plaque).
 */
export const plaques = sqliteTable(
  'plaques',
  {
    id: uuidPk(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<PlaqueTarget>().notNull(),
    targetId: text('target_id').notNull(),
    status: text('status').$type<PlaqueStatus>().notNull().default('por_grabar'),
    /** Where to send it, from the customer; null until they say. Names as the fixed list spells them. */
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    department: text('department'),
    municipality: text('municipality'),
    address: text('address'),
    deliveryNotes: text('delivery_notes'),
    deliveryUpdatedAt: text('delivery_updated_at'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    engravedAt: text('engraved_at'),
    shippedAt: text('shipped_at'),
    deliveredAt: text('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plaques_order_unique').on(t.orderId),
    index('plaques_target_idx').on(t.targetType, t.targetId),
    index('plaques_status_created_idx').on(t.status, t.createdAt),
    check('plaques_status_check', sql`${t.status} IN (${sqlIn(PLAQUE_STATUSES)})`),
    check('plaques_target_check', sql`${t.targetType} IN (${sqlIn(PLAQUE_TARGETS)})`),
    // Sent means the courier has it: a plaque past 'grabada' always has an address and a tracking number.
    check(
      'plaques_shipping_check',
      sql`${t.status} IN ('por_grabar', 'grabada') OR (${t.address} IS NOT NULL AND ${t.trackingNumber} IS NOT NULL)`,
    ),
  ],
);

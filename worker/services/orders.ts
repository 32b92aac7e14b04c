import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, packages } from '../../db/schema';
import type { OrderStatus, PackageType } from '../../db/schema/enums';
import { formatCOP } from '../schemas/money';
import { badRequest, conflict, notFound, tooManyRequests } from '../errors';
import { orderReceivedMessage } from '../mail/order-templates';
import type { Live } from '../realtime/live';
import type { Mailer } from '../mail/types';
import { amountMismatchMessage, ORDER_MESSAGES as M, type CreateOrderInput } from '../schemas/orders';
import { isUniqueViolation } from './db-errors';
import { hitRateLimit, type RateRule } from './rate-limit';
import { getSiteSettings } from './settings';
import { HOUR, todayInColombia } from './time';
import type { UserRow } from './users';
import { log } from '../log';
import { checkoutColumns, toBuyerDto, type CheckoutColumns, type OrderBuyerDto } from './order-buyer';

/** An order as its customer sees it (product §1.3, §2.3). */
export type OrderDto = {
  id: string;
  package_id: string;
  package: { name: string; package_type: PackageType };
  status: OrderStatus;
  paid_at: string | null;
  total_amount: number;
  currency: string;
  payment_method: string;
  payment_intent_id: string | null;
  payer_name: string | null;
  payment_date: string | null;
  transferred_amount: number | null;
  /** Who the invoice is made out to (docs/features/payments.md "Who buys"). */
  buyer: OrderBuyerDto | null;
  terms_version: string | null;
  terms_accepted_at: string | null;
  created_at: string;
};

export type OrderRow = typeof orders.$inferSelect;
type PackageSummary = { name: string; packageType: PackageType };

export function toOrderDto(order: OrderRow, pkg: PackageSummary): OrderDto {
  return {
    id: order.id,
    package_id: order.packageId,
    package: { name: pkg.name, package_type: pkg.packageType },
    status: order.status,
    paid_at: order.paidAt,
    total_amount: order.totalAmount,
    currency: order.currency,
    payment_method: order.paymentMethod,
    payment_intent_id: order.paymentIntentId,
    payer_name: order.payerName,
    payment_date: order.paymentDate,
    transferred_amount: order.transferredAmount,
    buyer: toBuyerDto(order),
    terms_version: order.termsVersion,
    terms_accepted_at: order.termsAcceptedAt,
    created_at: order.createdAt,
  };
}

const packageSummary = { name: packages.name, packageType: packages.packageType };

export async function listUserOrders(deps: { db: Db }, actor: Pick<UserRow, 'id'>): Promise<OrderDto[]> {
  const rows = await deps.db
    .select({ order: orders, pkg: packageSummary })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(eq(orders.userId, actor.id))
    .orderBy(desc(orders.createdAt));
  return rows.map((row) => toOrderDto(row.order, row.pkg));
}

/** One of the caller's own orders; someone else's is indistinguishable from a missing one. */
export async function getUserOrder(deps: { db: Db }, actor: Pick<UserRow, 'id'>, orderId: string): Promise<OrderDto> {
  const [row] = await deps.db
    .select({ order: orders, pkg: packageSummary })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, actor.id)))
    .limit(1);
  if (!row) throw notFound(M.orderNotFound);
  return toOrderDto(row.order, row.pkg);
}

/** Two orders racing for one reference: the partial unique index decides, the loser gets docs/product's 409. */
export async function insertOrUniqueConflict<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.referenceTaken);
    throw error;
  }
}

/** A reference already used on a live order is refused: one transfer pays for one order. */
export async function assertReferenceUnused(db: Db, reference: string): Promise<void> {
  const [used] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentIntentId, reference), ne(orders.status, 'cancelled')))
    .limit(1);
  if (used) throw conflict(M.referenceTaken);
}

export async function findActivePackage(db: Db, packageId: string) {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId)).limit(1);
  if (!pkg || !pkg.isActive) throw notFound(M.packageNotFound);
  return pkg;
}

export async function assertConfiguredMethod(db: Db, method: string): Promise<void> {
  const { payment_methods: methods } = await getSiteSettings({ db });
  if (!Object.hasOwn(methods, method)) throw badRequest(M.methodUnavailable, 'PAYMENT_METHOD_UNAVAILABLE');
}

/**
 * A customer waits for at most this many orders at once: each one is a transfer a person must check by hand,
 * and nobody pays for more memorials than that before the first is verified.
 */
export const MAX_PENDING_ORDERS = 3;
/** What one client address may submit (every attempt counts): a few customers behind one network, no flood. */
export const ORDERS_PER_CLIENT: RateRule = { limit: 10, windowMs: HOUR };

/** Orders still waiting for an administrator, as the back-office's 'Pendiente' counts them. */
const WAITING_STATUSES = sql`('pending', 'pending_verification')`;

/**
 * An online order ('wompi') older than a day that the gateway never sent an event about was abandoned at its
 * checkout: it stays 'pending' (a late approval still pays it) but no longer counts toward MAX_PENDING_ORDERS.
 */
const ABANDONED_ONLINE = sql`(payment_method = 'wompi' AND created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-24 hours')
  AND NOT EXISTS (SELECT 1 FROM payment_events WHERE payment_events.order_id = ${orders}.id))`;

/**
 * Inserts the order only while the customer has fewer than MAX_PENDING_ORDERS waiting (abandoned online ones aside), in one statement, so
 * two submissions at once cannot both pass the limit. Null when the limit refused it.
 */
export async function insertWithinPendingLimit(
  db: Db,
  values: typeof orders.$inferInsert & CheckoutColumns & { id: string },
): Promise<OrderRow | null> {
  const inserted = await db.all<{ id: string }>(sql`
    INSERT INTO ${orders} (id, user_id, package_id, status, payment_method, payment_intent_id, payer_name, payment_date, transferred_amount, total_amount, currency,
                           buyer_document_type, buyer_document_number, buyer_name, buyer_email, terms_version, terms_accepted_at)
    SELECT ${values.id}, ${values.userId}, ${values.packageId}, 'pending', ${values.paymentMethod}, ${values.paymentIntentId ?? null},
           ${values.payerName ?? null}, ${values.paymentDate ?? null}, ${values.transferredAmount ?? null}, ${values.totalAmount}, ${values.currency ?? 'COP'},
           ${values.buyerDocumentType}, ${values.buyerDocumentNumber}, ${values.buyerName}, ${values.buyerEmail}, ${values.termsVersion}, ${values.termsAcceptedAt}
    WHERE (SELECT count(*) FROM ${orders} WHERE user_id = ${values.userId} AND status IN ${WAITING_STATUSES} AND NOT ${ABANDONED_ONLINE}) < ${MAX_PENDING_ORDERS}
    RETURNING id`);
  if (inserted.length === 0) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, values.id)).limit(1);
  return order ?? null;
}

/**
 * 'Recibimos tu comprobante': a transfer's proof is in, waiting for a person to check it. Sent once the order is safe
 * in the database; a mail hiccup must not make the customer pay twice, so it is logged, never thrown.
 */
export async function mailTransferReceived(
  deps: { mailer: Mailer; appUrl: string },
  user: Pick<UserRow, 'email' | 'firstName'>,
  pkg: { name: string; price: number },
  reference: string,
): Promise<void> {
  await deps.mailer
    .send(
      orderReceivedMessage({
        to: user.email,
        name: user.firstName,
        link: `${deps.appUrl}/dashboard`,
        packageName: pkg.name,
        amount: formatCOP(pkg.price),
        reference,
      }),
    )
    .catch((error: unknown) => log.error('order_mail_failed', error));
}

/**
 * The customer's proof of transfer becomes a pending order for an administrator to verify. Everything
 * the payment form checks is checked again here, plus what only the server knows (price, methods), and the
 * limits: MAX_PENDING_ORDERS waiting per customer (409) and ORDERS_PER_CLIENT per address (429).
 */
export async function createOrder(
  deps: { db: Db; mailer: Mailer; appUrl: string; live: Live; ipAddress: string },
  user: UserRow,
  input: CreateOrderInput,
): Promise<OrderDto> {
  const { db } = deps;
  if (!(await hitRateLimit(db, `order:client:${deps.ipAddress}`, ORDERS_PER_CLIENT))) throw tooManyRequests(M.tooManyOrders);
  const pkg = await findActivePackage(db, input.package_id);
  if (input.amount !== pkg.price || input.transferred_amount !== pkg.price) {
    throw badRequest(amountMismatchMessage(formatCOP(pkg.price)));
  }
  if (input.payment_date > todayInColombia()) throw badRequest(M.dateFuture);
  await assertConfiguredMethod(db, input.payment_method);
  await assertReferenceUnused(db, input.payment_reference);

  const order = await insertOrUniqueConflict(() =>
    insertWithinPendingLimit(db, {
      id: crypto.randomUUID(),
      userId: user.id,
      packageId: pkg.id,
      paymentMethod: input.payment_method,
      paymentIntentId: input.payment_reference,
      payerName: input.payer_name,
      paymentDate: input.payment_date,
      transferredAmount: input.transferred_amount,
      totalAmount: pkg.price,
      currency: pkg.currency,
      ...checkoutColumns(user, input.buyer),
    }),
  );
  if (!order) throw conflict(M.tooManyPending);

  await mailTransferReceived(deps, user, pkg, input.payment_reference);

  await Promise.all([deps.live.admins('orders'), deps.live.customer(user.id, 'orders')]);
  return toOrderDto(order, pkg);
}

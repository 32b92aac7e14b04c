import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, packages } from '../../db/schema';
import { badRequest, conflict, notFound, tooManyRequests } from '../errors';
import type { Mailer } from '../mail/types';
import type { PaymentGateway } from '../payments/gateway';
import type { Live } from '../realtime/live';
import { formatCOP } from '../schemas/money';
import { amountMismatchMessage, ORDER_MESSAGES as M, type TransferSwitchInput } from '../schemas/orders';
import { ONLINE_PAYMENT_METHOD, UNFINISHED_ONLINE_TEXTS as U } from '../schemas/online-payment-texts';
import { auditInsertWhen } from './audit';
import { hitRateLimit, type RateRule } from './rate-limit';
import { checkoutRedirectUrl, retryReference, type OnlineOrderDto } from './online-orders';
import {
  assertConfiguredMethod,
  assertReferenceUnused,
  insertOrUniqueConflict,
  mailTransferReceived,
  toOrderDto,
  type OrderDto,
} from './orders';
import { todayInColombia } from './time';
import type { UserRow } from './users';

/**
 * An online order whose checkout never finished (docs/features/payments.md "A checkout that did not
 * finish"): its owner may open a fresh checkout for it, pay it by transfer instead, or cancel it, and only while it
 * is still a pending online order. Every change is one guarded UPDATE (owner, 'pending', 'wompi') with its audit
 * row in the same batch, so two clicks at once, or a gateway's event racing a click, change it once.
 */
type Deps = { db: Db; live: Live; ipAddress: string };

/**
 * 'Intentar de nuevo', the switch to transfer and 'Cancelar' together, per customer: a person needs a few; a script
 * signing Wompi checkouts or trying transfer references one after another gets 429. Every call counts, refused or not.
 */
export const UNFINISHED_ORDER_TRIES: RateRule = { limit: 10, windowMs: 15 * 60_000 };

async function assertWithinTries(db: Db, user: Pick<UserRow, 'id'>): Promise<void> {
  if (!(await hitRateLimit(db, `unfinished-order:${user.id}`, UNFINISHED_ORDER_TRIES))) throw tooManyRequests(U.tooManyTries);
}

/** The caller's own order (someone else's reads as missing), refused 409 unless it still waits for its online payment. */
async function ownWaitingOnlineOrder(db: Db, user: Pick<UserRow, 'id'>, orderId: string) {
  const [row] = await db
    .select({ order: orders, pkg: { name: packages.name, packageType: packages.packageType, price: packages.price } })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, user.id)))
    .limit(1);
  if (!row) throw notFound(M.orderNotFound);
  if (row.order.status !== 'pending' || row.order.paymentMethod !== ONLINE_PAYMENT_METHOD) throw conflict(U.notWaiting);
  return row;
}

const stillWaitingOnline = (orderId: string, userId: string) =>
  and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'pending'), eq(orders.paymentMethod, ONLINE_PAYMENT_METHOD));

/** Runs the guarded update with its audit row; 409 when the order stopped waiting meanwhile. */
async function changeOnce(
  deps: Deps,
  user: UserRow,
  orderId: string,
  changes: Partial<typeof orders.$inferInsert>,
  action: string,
  details: Record<string, unknown>,
) {
  const { db } = deps;
  const now = new Date().toISOString();
  const [updated] = await db.batch([
    db
      .update(orders)
      .set({ ...changes, updatedAt: now })
      .where(stillWaitingOnline(orderId, user.id))
      .returning(),
    auditInsertWhen(
      db,
      { actorId: user.id, action, entityType: 'order', entityId: orderId, details, ipAddress: deps.ipAddress },
      sql`SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.updatedAt} = ${now}`,
    ),
  ]);
  const order = updated[0];
  if (!order) throw conflict(U.notWaiting);
  await Promise.all([deps.live.admins('orders'), deps.live.customer(user.id, 'orders')]);
  return order;
}

/**
 * POST /api/orders/{id}/checkout, 'Intentar de nuevo': a new checkout for the same order under a new reference
 * (Wompi wants one per attempt). The order keeps its id, so an approval of any of its checkouts pays it
 * (orderIdOfReference).
 */
export async function restartCheckout(
  deps: Deps & { appUrl: string; gateway: PaymentGateway | null },
  user: UserRow,
  orderId: string,
): Promise<OnlineOrderDto> {
  const { gateway } = deps;
  if (!gateway || gateway.name !== ONLINE_PAYMENT_METHOD) throw badRequest(M.methodUnavailable, 'PAYMENT_METHOD_UNAVAILABLE');
  await assertWithinTries(deps.db, user);
  const { pkg } = await ownWaitingOnlineOrder(deps.db, user, orderId);
  const reference = retryReference(orderId);
  const order = await changeOnce(deps, user, orderId, { paymentIntentId: reference }, 'order.checkout_restarted', { reference });
  const checkoutUrl = await gateway.checkoutUrl({
    reference,
    amount: order.totalAmount,
    currency: order.currency,
    redirectUrl: checkoutRedirectUrl(deps.appUrl, orderId),
  });
  return { ...toOrderDto(order, pkg), checkout_url: checkoutUrl };
}

/**
 * PUT /api/orders/{id}/transfer, 'Pagar por transferencia o Bre-B': the same order becomes a transfer with its
 * proof, checked exactly as a new transfer's (createOrder), and waits for an administrator like one.
 */
export async function switchToTransfer(
  deps: Deps & { mailer: Mailer; appUrl: string },
  user: UserRow,
  orderId: string,
  input: TransferSwitchInput,
): Promise<OrderDto> {
  const { db } = deps;
  await assertWithinTries(db, user);
  const { pkg } = await ownWaitingOnlineOrder(db, user, orderId);
  if (input.amount !== pkg.price || input.transferred_amount !== pkg.price) throw badRequest(amountMismatchMessage(formatCOP(pkg.price)));
  if (input.payment_date > todayInColombia()) throw badRequest(M.dateFuture);
  if (input.payment_method === ONLINE_PAYMENT_METHOD) throw badRequest(M.methodUnavailable, 'PAYMENT_METHOD_UNAVAILABLE');
  await assertConfiguredMethod(db, input.payment_method);
  await assertReferenceUnused(db, input.payment_reference);
  const order = await insertOrUniqueConflict(() =>
    changeOnce(
      deps,
      user,
      orderId,
      {
        paymentMethod: input.payment_method,
        paymentIntentId: input.payment_reference,
        payerName: input.payer_name,
        paymentDate: input.payment_date,
        transferredAmount: input.transferred_amount,
      },
      'order.switched_to_transfer',
      { payment_method: input.payment_method },
    ),
  );
  await mailTransferReceived(deps, user, pkg, input.payment_reference);
  return toOrderDto(order, pkg);
}

/**
 * POST /api/orders/{id}/cancel, 'Cancelar': the customer gives the order up. Should Wompi still approve one of its
 * checkouts later, that approval pays it (payment-confirmation.ts): the money was taken.
 */
export async function cancelOnlineOrder(deps: Deps, user: UserRow, orderId: string): Promise<OrderDto> {
  await assertWithinTries(deps.db, user);
  const { pkg } = await ownWaitingOnlineOrder(deps.db, user, orderId);
  const order = await changeOnce(deps, user, orderId, { status: 'cancelled' }, 'order.cancelled_by_customer', {});
  return toOrderDto(order, pkg);
}

import type { Db } from '../../db/client';
import { badRequest, conflict, tooManyRequests } from '../errors';
import type { Live } from '../realtime/live';
import type { PaymentGateway } from '../payments/gateway';
import { ORDER_MESSAGES as M, type OnlineOrderInput } from '../schemas/orders';
import { ONLINE_PAYMENT_METHOD } from '../schemas/online-payment-texts';
import {
  findActivePackage,
  insertOrUniqueConflict,
  insertWithinPendingLimit,
  ORDERS_PER_CLIENT,
  toOrderDto,
  type OrderDto,
} from './orders';
import { checkoutColumns } from './order-buyer';
import { hitRateLimit } from './rate-limit';
import type { UserRow } from './users';

export type OnlineOrderDto = OrderDto & { checkout_url: string };

/** The gateway's reference for an order: unique because the order's id is. */
export const gatewayReference = (orderId: string) => `RE-${orderId}`;

/**
 * The reference of a new checkout for the same order ('Intentar de nuevo', docs/features/payments.md): Wompi wants a reference per
 * transaction attempt, so each retry adds its own random suffix to the order's reference.
 */
export const retryReference = (orderId: string) => `${gatewayReference(orderId)}-${crypto.randomUUID().slice(0, 8)}`;

const REFERENCE_SHAPE = /^RE-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-[0-9a-f]{8})?$/;

/** The order a gateway reference names, whichever of its checkouts it came from; null for any other text. */
export const orderIdOfReference = (reference: string): string | null => REFERENCE_SHAPE.exec(reference)?.[1] ?? null;

/** The return address of an order's checkout: the page that waits for its confirmation. */
export const checkoutRedirectUrl = (appUrl: string, orderId: string) => `${appUrl}/payment-success?order=${encodeURIComponent(orderId)}`;

/**
 * 'Pagar en línea' (docs/features/payments.md): a pending order at the package's price whose reference is its own, and the
 * gateway's signed checkout address to send the customer to. The gateway's event pays it
 * (services/payment-events.ts); until then it waits like a transfer, under the same limits (MAX_PENDING_ORDERS,
 * ORDERS_PER_CLIENT). Without a configured gateway the method does not exist (400 'Método de pago no disponible').
 */
export async function createOnlineOrder(
  deps: { db: Db; appUrl: string; live: Live; ipAddress: string; gateway: PaymentGateway | null },
  user: UserRow,
  input: OnlineOrderInput,
): Promise<OnlineOrderDto> {
  const { db, gateway } = deps;
  if (!gateway || gateway.name !== ONLINE_PAYMENT_METHOD) throw badRequest(M.methodUnavailable, 'PAYMENT_METHOD_UNAVAILABLE');
  if (!(await hitRateLimit(db, `order:client:${deps.ipAddress}`, ORDERS_PER_CLIENT))) throw tooManyRequests(M.tooManyOrders);
  const pkg = await findActivePackage(db, input.package_id);
  const id = crypto.randomUUID();
  const reference = gatewayReference(id);
  const order = await insertOrUniqueConflict(() =>
    insertWithinPendingLimit(db, {
      id,
      userId: user.id,
      packageId: pkg.id,
      paymentMethod: ONLINE_PAYMENT_METHOD,
      paymentIntentId: reference,
      totalAmount: pkg.price,
      currency: pkg.currency,
      ...checkoutColumns(user, input.buyer),
    }),
  );
  if (!order) throw conflict(M.tooManyPending);
  const checkoutUrl = await gateway.checkoutUrl({
    reference,
    amount: order.totalAmount,
    currency: order.currency,
    redirectUrl: checkoutRedirectUrl(deps.appUrl, id),
  });
  await Promise.all([deps.live.admins('orders'), deps.live.customer(user.id, 'orders')]);
  return { ...toOrderDto(order, pkg), checkout_url: checkoutUrl };
}

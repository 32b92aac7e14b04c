import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, orders, packages, users } from '../../db/schema';
import type { OrderStatus } from '../../db/schema/enums';
import { formatCOP } from '../schemas/money';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { orderAcceptedMessage, orderRejectedMessage } from '../mail/order-templates';
import { onlineOrderRejectedMessage, orderPaidOnlineMessage } from '../mail/online-payment-templates';
import type { Mailer } from '../mail/types';
import type { Live } from '../realtime/live';
import { lowestManualAmount, ORDER_MESSAGES as M, type AdminCreateOrderInput } from '../schemas/orders';
import { auditInsert, auditInsertWhen } from './audit';
import {
  assertConfiguredMethod,
  assertReferenceUnused,
  findActivePackage,
  insertOrUniqueConflict,
  toOrderDto,
  type OrderDto,
  type OrderRow,
} from './orders';
import { countOwnOrOwnerMatches, ftsQuery, matchesIndex, ownerMatches, readMatchCount } from './admin-search';
import { decodeCursor, pageOf, planPage, seekOrder, withSeek } from './keyset-pages';
import { paginate, type Pagination } from './pagination';
import { readCount, readCounts } from './row-counts';
import { todayInColombia } from './time';
import type { UserRow } from './users';
import { log } from '../log';
import { getSiteSettings } from './settings';
import { paymentMethodName } from '../schemas/payment-method-texts';
import { ONLINE_PAYMENT_METHOD, UNFINISHED_ONLINE_TEXTS } from '../schemas/online-payment-texts';

/** An order in the back-office: the customer's view plus who placed it and who verified it (product §3.3). */
export type AdminOrderDto = OrderDto & {
  user_id: string;
  users: { first_name: string; last_name: string; email: string };
  verified_by: string | null;
  verified_at: string | null;
  /** The method as people read it: its configured name, 'Transfiya' for orders paid before Bre-B, or the key. */
  payment_method_name: string;
  /** The online gateway that confirmed the payment ('wompi') and its transaction id; null when a person did. */
  payment_gateway: string | null;
  gateway_transaction_id: string | null;
};

/** Orders an administrator still has to look at. */
export const AWAITING_VERIFICATION: OrderStatus[] = ['pending', 'pending_verification'];

export type AdminDeps = { db: Db; mailer: Mailer; appUrl: string; live: Live; ipAddress: string | null };

const adminSelection = {
  order: orders,
  pkg: { name: packages.name, packageType: packages.packageType },
  user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
};

type AdminRow = {
  order: OrderRow;
  pkg: { name: string; packageType: 'individual' | 'family' };
  user: { firstName: string; lastName: string; email: string };
};

type MethodNames = Readonly<Record<string, { name: string }>>;

function toAdminOrderDto(row: AdminRow, methods: MethodNames): AdminOrderDto {
  return {
    ...toOrderDto(row.order, row.pkg),
    user_id: row.order.userId,
    users: { first_name: row.user.firstName, last_name: row.user.lastName, email: row.user.email },
    verified_by: row.order.verifiedBy,
    verified_at: row.order.verifiedAt,
    payment_method_name: paymentMethodName(methods, row.order.paymentMethod),
    payment_gateway: row.order.paymentGateway,
    gateway_transaction_id: row.order.gatewayTransactionId,
  };
}

function adminOrdersQuery(db: Db) {
  return db
    .select(adminSelection)
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .innerJoin(users, eq(users.id, orders.userId));
}

export async function getAdminOrder(db: Db, id: string): Promise<AdminOrderDto> {
  const [row] = await adminOrdersQuery(db).where(eq(orders.id, id)).limit(1);
  if (!row) throw notFound(M.orderNotFound);
  return toAdminOrderDto(row, (await getSiteSettings({ db })).payment_methods);
}

/** Orders an administrator still has to look at (the bell, the dashboard, the 'Pendiente' filter): kept totals. */
export async function countPendingOrders(deps: { db: Db }): Promise<number> {
  const { db } = deps;
  const counts = await readCounts(
    db,
    AWAITING_VERIFICATION.map((status) => `orders:${status}` as const),
  );
  return Object.values<number>(counts).reduce((sum, n) => sum + n, 0);
}

/** The total of an unsearched list (services/row-counts.ts), without counting 20 000 orders again. */
function keptOrderCount(db: Db, status: OrderStatus | undefined): Promise<number> {
  if (status === 'pending') return countPendingOrders({ db });
  return readCount(db, status ? `orders:${status}` : 'orders');
}

/**
 * 'Gestión de órdenes': newest first, filtered by status, searchable by the customer's name or e-mail, the
 * transfer's reference or the payer (words as prefixes, services/admin-search.ts); each page sought by its
 * neighbour's cursor (services/keyset-pages.ts).
 */
export async function listAdminOrders(
  deps: { db: Db },
  query: { page: number; limit: number; search?: string; status?: OrderStatus; cursor?: string },
): Promise<{ data: AdminOrderDto[]; pagination: Pagination }> {
  const { db } = deps;
  const anchor = decodeCursor(query.cursor);
  const conditions: SQL[] = [];
  // 'Pendiente' is every order still waiting for someone to look at it, the ones the bell counts.
  if (query.status === 'pending') conditions.push(inArray(orders.status, AWAITING_VERIFICATION));
  else if (query.status) conditions.push(eq(orders.status, query.status));
  const words = query.search ? ftsQuery(query.search) : null;
  if (query.search && !words) return { data: [], pagination: paginate(query.page, query.limit, 0) };
  if (words) {
    const match = or(matchesIndex(sql`orders.rowid`, 'orders_search', words), ownerMatches(sql`${orders.userId}`, words));
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const n = !words
    ? await keptOrderCount(db, query.status)
    : query.status
      ? ((await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0)
      : await readMatchCount(db, countOwnOrOwnerMatches('orders', 'orders_search', words));
  const seek = planPage(query.page, query.limit, n, anchor);
  if (!seek) return { data: [], pagination: paginate(query.page, query.limit, n) };
  const rows = await adminOrdersQuery(db)
    .where(withSeek(where, orders.createdAt, orders.id, seek))
    .orderBy(...seekOrder(orders.createdAt, orders.id, seek))
    .limit(seek.take)
    .offset(seek.skip);
  const page = pageOf(rows, (row) => ({ createdAt: row.order.createdAt, id: row.order.id }), seek, query.page);
  const { payment_methods: methods } = await getSiteSettings({ db });
  return { data: page.rows.map((row) => toAdminOrderDto(row, methods)), pagination: paginate(query.page, query.limit, n, page.cursor) };
}

/**
 * Who settles an order: an administrator in the back-office, or an online payment gateway's verified event
 * (docs/features/payments.md: services/payment-events.ts), which goes through exactly the same path (the guarded update, its audit
 * row, the live notices and the customer's e-mail), recording the gateway and its transaction instead of a person.
 */
export type OrderSettler = { kind: 'admin'; actor: UserRow } | { kind: 'gateway'; gateway: string; transactionId: string };

/**
 * The one way an order is accepted or rejected. The UPDATE only matches an order still waiting, so two deciders at
 * once cannot both decide and a decided order never changes again; nobody accepts their own order (the UPDATE
 * itself refuses it). A gateway may also pay an order whose earlier attempt failed (the customer tried again).
 * Null when the update matched nothing.
 */
async function settleOrder(
  deps: AdminDeps,
  settler: OrderSettler,
  orderId: string,
  status: 'completed' | 'cancelled',
): Promise<AdminOrderDto | null> {
  const { db } = deps;
  const now = new Date().toISOString();
  const admin = settler.kind === 'admin' ? settler.actor : null;
  const gateway = settler.kind === 'gateway' ? settler : null;
  const changes = {
    status,
    verifiedBy: admin?.id ?? null,
    verifiedAt: now,
    updatedAt: now,
    ...(status === 'completed' ? { paidAt: now } : {}),
    ...(gateway ? { paymentGateway: gateway.gateway, gatewayTransactionId: gateway.transactionId } : {}),
  };
  // A gateway may pay an order whose earlier attempt failed, or one its customer cancelled after a checkout that
  // seemed not to finish (docs/features/payments.md): the gateway approved it, so the money was taken.
  const from: OrderStatus[] = gateway ? [...AWAITING_VERIFICATION, 'failed', 'cancelled'] : AWAITING_VERIFICATION;
  const action = status === 'completed' ? 'order.accepted' : 'order.rejected';
  // The audit row is guarded by the exact values this update wrote, so it only records a decision that really
  // happened (a gateway's, once: the same event delivered twice at the same millisecond writes one row).
  const wrote = gateway
    ? sql`SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = ${status}
        AND ${orders.gatewayTransactionId} = ${gateway.transactionId} AND ${orders.verifiedAt} = ${now}
        AND NOT EXISTS (SELECT 1 FROM ${auditLog} WHERE ${auditLog.entityType} = 'order' AND ${auditLog.entityId} = ${orderId} AND ${auditLog.action} = ${action})`
    : sql`SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = ${status}
        AND ${orders.verifiedBy} = ${admin?.id ?? null} AND ${orders.verifiedAt} = ${now}`;
  const details = gateway ? { status, gateway: gateway.gateway, transaction_id: gateway.transactionId } : { status };

  // One batch: the decision and its audit row land together or not at all.
  const [updated] = await db.batch([
    db
      .update(orders)
      .set(changes)
      .where(
        and(
          eq(orders.id, orderId),
          inArray(orders.status, from),
          status === 'completed' && admin ? ne(orders.userId, admin.id) : undefined,
          // Only Wompi's approval pays an online order (docs/features/payments.md): a person cannot accept it as a transfer.
          status === 'completed' && admin ? ne(orders.paymentMethod, ONLINE_PAYMENT_METHOD) : undefined,
        ),
      )
      .returning({ id: orders.id }),
    auditInsertWhen(
      db,
      { actorId: admin?.id ?? null, action, entityType: 'order', entityId: orderId, details, ipAddress: deps.ipAddress },
      wrote,
    ),
  ]);
  if (updated.length === 0) return null;

  const order = await getAdminOrder(db, orderId);
  await Promise.all([deps.live.admins('orders'), deps.live.customer(order.user_id, 'orders')]);
  const online = order.payment_method === ONLINE_PAYMENT_METHOD;
  const rejected = online ? onlineOrderRejectedMessage : orderRejectedMessage;
  const message = status === 'cancelled' ? rejected : gateway ? orderPaidOnlineMessage : orderAcceptedMessage;
  await deps.mailer
    .send(
      message({
        to: order.users.email,
        name: order.users.first_name,
        link: `${deps.appUrl}/dashboard`,
        packageName: order.package.name,
        amount: formatCOP(order.total_amount),
        reference: order.payment_intent_id ?? '—',
        method: order.payment_method_name,
      }),
    )
    .catch((error: unknown) => log.error('order_mail_failed', error));
  return order;
}

/** Accept ('completed') or reject ('cancelled') a pending order, as an administrator (settleOrder). */
export async function decideOrder(
  deps: AdminDeps,
  actor: UserRow,
  orderId: string,
  status: 'completed' | 'cancelled',
): Promise<AdminOrderDto> {
  const order = await settleOrder(deps, { kind: 'admin', actor }, orderId, status);
  if (order) return order;
  const existing = await getAdminOrder(deps.db, orderId); // 404 when it does not exist at all
  const waiting = AWAITING_VERIFICATION.includes(existing.status);
  if (status === 'completed' && waiting && existing.payment_method === ONLINE_PAYMENT_METHOD)
    throw conflict(UNFINISHED_ONLINE_TEXTS.notApproved, 'ONLINE_PAYMENT_NOT_APPROVED');
  if (status === 'completed' && existing.user_id === actor.id && waiting) throw forbidden(M.ownOrder);
  throw conflict(M.alreadyProcessed);
}

/**
 * A gateway's approved transaction pays its order exactly as an administrator's acceptance does. False when the
 * order was already settled (the same event again, or a later one): nothing changes then.
 */
export async function payOrderByGateway(
  deps: AdminDeps,
  orderId: string,
  gateway: { gateway: string; transactionId: string },
): Promise<boolean> {
  return (await settleOrder(deps, { kind: 'gateway', ...gateway }, orderId, 'completed')) !== null;
}

/** An order an administrator records by hand (a payment verified outside the site): created completed. */
export async function createManualOrder(deps: AdminDeps, actor: UserRow, input: AdminCreateOrderInput): Promise<AdminOrderDto> {
  const { db } = deps;
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.user_id)).limit(1);
  if (!customer) throw badRequest(M.userRequired);
  if (customer.id === actor.id) throw forbidden(M.ownOrder);
  const pkg = await findActivePackage(db, input.package_id);
  if (input.total_amount < lowestManualAmount(actor.role, pkg.price)) throw forbidden(M.belowPriceSuperAdminOnly);
  if (input.paid_at > todayInColombia()) throw badRequest(M.dateFuture);
  await assertConfiguredMethod(db, input.payment_method);
  await assertReferenceUnused(db, input.payment_intent_id);

  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await insertOrUniqueConflict(() =>
    db.batch([
      db.insert(orders).values({
        id,
        userId: customer.id,
        packageId: pkg.id,
        status: 'completed',
        paymentMethod: input.payment_method,
        paymentIntentId: input.payment_intent_id,
        payerName: input.payer_name,
        paymentDate: input.paid_at,
        transferredAmount: input.total_amount,
        totalAmount: input.total_amount,
        currency: input.currency,
        paidAt: `${input.paid_at}T12:00:00.000Z`,
        verifiedBy: actor.id,
        verifiedAt: now,
      }),
      auditInsert(db, {
        actorId: actor.id,
        action: 'order.created_manually',
        entityType: 'order',
        entityId: id,
        // The package's price beside what was recorded: a discount shows as the difference.
        details: { userId: customer.id, packageId: pkg.id, packagePrice: pkg.price, totalAmount: input.total_amount },
        ipAddress: deps.ipAddress,
      }),
    ]),
  );
  await Promise.all([deps.live.admins('orders'), deps.live.customer(customer.id, 'orders')]);
  return getAdminOrder(db, id);
}

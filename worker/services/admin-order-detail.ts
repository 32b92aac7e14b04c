import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, familyProfiles, memorialProfiles, paymentEvents, plaques, shortLinks, users } from '../../db/schema';
import type { PlaqueStatus } from '../../db/schema/enums';
import { getAdminOrder, type AdminOrderDto } from './admin-orders';
import { fullName } from './users';
import { ONLINE_PAYMENT_METHOD } from '../schemas/online-payment-texts';

/**
 * One step of an order's life, oldest first: the customer sent the proof ('received'), an administrator recorded
 * it by hand ('recorded'), accepted or rejected it. `by` is who did it, by name (their e-mail when they gave no
 * name); null for the customer's own step, or when that account no longer exists.
 */
export type OrderHistoryEvent = {
  kind: 'received' | 'recorded' | 'accepted' | 'rejected' | 'failed';
  at: string;
  by: string | null;
  /**
   * When an online gateway took the step (docs/features/payments.md): 'accepted' by Wompi's approved transaction, 'failed' by its
   * refusal, 'received' when the customer went to pay online. Null for a person's step.
   */
  gateway: { name: string; transaction_id: string | null; status: string | null } | null;
};

/** The memorial (or family memorial) an order paid for, and the plaque that carries its code. */
export type OrderMemorial = { type: 'individual' | 'family'; id: string; name: string; slug: string; is_published: boolean };
export type OrderPlaque = { id: string; status: PlaqueStatus; short_code: string | null };

/** GET /api/admin/orders/{id}: everything the back-office knows about one order. */
export type AdminOrderDetail = AdminOrderDto & {
  history: OrderHistoryEvent[];
  memorial: OrderMemorial | null;
  plaque: OrderPlaque | null;
  /** An online order: whether the gateway ever told us of a transaction for it, which 'Consultar en Wompi' asks about (docs/features/payments.md). */
  gateway_reported: boolean;
};

const HISTORY_ACTIONS = {
  'order.created_manually': 'recorded',
  'order.accepted': 'accepted',
  'order.rejected': 'rejected',
  'order.payment_failed': 'failed',
} as const;
type HistoryAction = keyof typeof HISTORY_ACTIONS;
const isHistoryAction = (action: string): action is HistoryAction => Object.hasOwn(HISTORY_ACTIONS, action);

const actorLabel = (actor: { firstName: string | null; lastName: string | null; email: string | null }): string | null =>
  actor.email === null ? null : fullName({ firstName: actor.firstName ?? '', lastName: actor.lastName ?? '' }) || actor.email;

/**
 * The order's steps from the audit log (who and when), which every decision and manual order writes in its own
 * batch. Orders decided before the log existed still say when and by whom from the order's own columns.
 */
async function orderHistory(db: Db, order: AdminOrderDto): Promise<OrderHistoryEvent[]> {
  const rows = await db
    .select({
      action: auditLog.action,
      at: auditLog.createdAt,
      details: auditLog.details,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, order.id), inArray(auditLog.action, Object.keys(HISTORY_ACTIONS))))
    .orderBy(asc(auditLog.createdAt));
  const logged: OrderHistoryEvent[] = rows.flatMap((row) =>
    isHistoryAction(row.action)
      ? [{ kind: HISTORY_ACTIONS[row.action], at: row.at, by: actorLabel(row), gateway: gatewayOf(row.details) }]
      : [],
  );

  const received: OrderHistoryEvent = {
    kind: 'received',
    at: order.created_at,
    by: null,
    gateway: order.payment_method === ONLINE_PAYMENT_METHOD ? { name: ONLINE_PAYMENT_METHOD, transaction_id: null, status: null } : null,
  };
  const events: OrderHistoryEvent[] = logged.some((event) => event.kind === 'recorded') ? [] : [received];
  events.push(...logged);
  const decided = order.status === 'completed' || order.status === 'cancelled';
  if (
    decided &&
    order.verified_at &&
    !logged.some((event) => event.kind === 'accepted' || event.kind === 'rejected' || event.kind === 'recorded')
  ) {
    events.push({
      kind: order.status === 'completed' ? 'accepted' : 'rejected',
      at: order.verified_at,
      by: await verifierLabel(db, order.verified_by),
      gateway: null,
    });
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** The gateway an audit row names in its details (services/admin-orders.ts settleOrder, payment-events.ts). */
function gatewayOf(details: Record<string, unknown> | null): OrderHistoryEvent['gateway'] {
  if (!details || typeof details.gateway !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { name: details.gateway, transaction_id: text(details.transaction_id), status: text(details.status) };
}

async function verifierLabel(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? actorLabel(row) : null;
}

/** The page the order paid for: a memorial or a family memorial hold the order's id (one each at most). */
async function orderMemorial(db: Db, orderId: string): Promise<OrderMemorial | null> {
  const [[individual], [family]] = await Promise.all([
    db
      .select({
        id: memorialProfiles.id,
        name: memorialProfiles.profileName,
        slug: memorialProfiles.slug,
        published: memorialProfiles.isPublished,
      })
      .from(memorialProfiles)
      .where(eq(memorialProfiles.orderId, orderId))
      .limit(1),
    db
      .select({ id: familyProfiles.id, name: familyProfiles.familyName, slug: familyProfiles.slug, published: familyProfiles.isPublished })
      .from(familyProfiles)
      .where(eq(familyProfiles.orderId, orderId))
      .limit(1),
  ]);
  if (individual)
    return { type: 'individual', id: individual.id, name: individual.name, slug: individual.slug, is_published: individual.published };
  if (family) return { type: 'family', id: family.id, name: family.name, slug: family.slug, is_published: family.published };
  return null;
}

async function orderPlaque(db: Db, orderId: string): Promise<OrderPlaque | null> {
  const [row] = await db
    .select({ id: plaques.id, status: plaques.status, shortCode: shortLinks.code })
    .from(plaques)
    .leftJoin(shortLinks, and(eq(shortLinks.targetType, plaques.targetType), eq(shortLinks.targetId, plaques.targetId)))
    .where(eq(plaques.orderId, orderId))
    .limit(1);
  return row ? { id: row.id, status: row.status, short_code: row.shortCode } : null;
}

/** One order with its customer, package, payment, history, and the memorial and plaque it paid for (404 when missing). */
export async function getAdminOrderDetail(deps: { db: Db }, id: string): Promise<AdminOrderDetail> {
  const { db } = deps;
  const order = await getAdminOrder(db, id);
  const [history, memorial, plaque, reported] = await Promise.all([
    orderHistory(db, order),
    orderMemorial(db, id),
    orderPlaque(db, id),
    db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, id), isNotNull(paymentEvents.transactionId)))
      .limit(1),
  ]);
  return { ...order, history, memorial, plaque, gateway_reported: reported.length > 0 };
}

import { desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, packages, users } from '../../db/schema';
import { AWAITING_VERIFICATION, countPendingOrders } from './admin-orders';
import { readCounts } from './row-counts';
import { realSiteFigures, type RealSiteFigures } from './site-figures';
import { fullName } from './users';

/** One line of the dashboard's recent activity (product §3.7). */
export type ActivityItem = {
  type: 'payment' | 'user' | 'pending_order';
  id: string;
  /** The customer's e-mail. */
  who: string;
  /** What happened to whom, in words: the package of an order, the name of a new user. */
  detail: string;
  amount: number | null;
  /** When it happened: paid_at for a payment, created_at otherwise. */
  date: string;
};

export type AdminStats = {
  users: number;
  orders: number;
  revenue: number;
  pending: number;
  recent_activity: ActivityItem[];
  /** What the landing's figures would be with 'Usar cifras reales' on (Configuración shows them beside the typed ones). */
  site_figures: RealSiteFigures;
};

const RECENT_ACTIVITY_LIMIT = 6;

/**
 * The dashboard's figures, and its recent activity exactly as product §3.7 reads it: the 3 latest paid
 * orders, the 2 newest users and the 2 latest orders awaiting verification, merged newest first, cut to 6.
 */
export async function getAdminStats(deps: { db: Db }): Promise<AdminStats> {
  const { db } = deps;
  const orderSelection = {
    id: orders.id,
    amount: orders.totalAmount,
    paidAt: orders.paidAt,
    createdAt: orders.createdAt,
    email: users.email,
    pkg: packages.name,
  };
  // The totals are the kept ones (services/row-counts.ts): a dashboard never counts every user and order again.
  const [counts, pending, paid, newest, awaiting, siteFigures] = await Promise.all([
    readCounts(db, ['users', 'orders', 'orders:revenue']),
    countPendingOrders({ db }),
    db
      .select(orderSelection)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(packages, eq(packages.id, orders.packageId))
      .where(isNotNull(orders.paidAt))
      .orderBy(desc(orders.paidAt))
      .limit(3),
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(2),
    db
      .select(orderSelection)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(packages, eq(packages.id, orders.packageId))
      .where(inArray(orders.status, AWAITING_VERIFICATION))
      .orderBy(desc(orders.createdAt))
      .limit(2),
    realSiteFigures(db),
  ]);

  const activity: ActivityItem[] = [
    ...paid.map((row) => ({
      type: 'payment' as const,
      id: row.id,
      who: row.email,
      detail: row.pkg,
      amount: row.amount,
      date: row.paidAt ?? row.createdAt,
    })),
    ...newest.map((row) => ({
      type: 'user' as const,
      id: row.id,
      who: row.email,
      detail: fullName(row),
      amount: null,
      date: row.createdAt,
    })),
    ...awaiting.map((row) => ({
      type: 'pending_order' as const,
      id: row.id,
      who: row.email,
      detail: row.pkg,
      amount: row.amount,
      date: row.createdAt,
    })),
  ];
  activity.sort((a, b) => b.date.localeCompare(a.date));

  return {
    users: counts.users,
    orders: counts.orders,
    revenue: counts['orders:revenue'],
    pending,
    recent_activity: activity.slice(0, RECENT_ACTIVITY_LIMIT),
    site_figures: siteFigures,
  };
}

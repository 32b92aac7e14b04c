import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles, orders, packages, users } from '../../db/schema';
import type { PackageType } from '../../db/schema/enums';
import { MEMORIAL_MESSAGES as M } from '../schemas/memorials';
import { fullName, type UserRow } from './users';

/** A memorial the buyer made with one of her orders and handed on (docs/features/family-circle.md): whose it is now. */
export type HandedOver = { kind: PackageType; memorial: string; to: string };

/** One paid order is one memorial of its package's type (product §2.4). */
export type PaidOrder = {
  id: string;
  packageType: PackageType;
  packageName: string;
  paidAt: string;
  usedBy: string | null;
  handedOver: HandedOver | null;
};

/** `handedTo`: who now owns each memorial of these orders that was handed on, so 'Creados' reads true. */
type Count = { total: number; used: number; available: number; handedTo: string[] };
export type Capability = {
  canCreate: boolean;
  reason: string;
  quotas: Count & { individual: Count; family: Count };
  /** The memorials made with these orders that now belong to someone else, for the dashboard's lists. */
  handedOver: HandedOver[];
  packageTypes: { individual: boolean; family: boolean };
  availableOrders: { id: string; packageType: PackageType; packageName: string; paidAt: string }[];
};

/** Who owns a memorial now, as the buyer's panel names them. */
const ownerColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

export async function paidOrders(db: Db, userId: string): Promise<PaidOrder[]> {
  const [rows, individualUses, familyUses] = await Promise.all([
    db
      .select({ id: orders.id, packageType: packages.packageType, packageName: packages.name, paidAt: orders.paidAt })
      .from(orders)
      .innerJoin(packages, eq(packages.id, orders.packageId))
      .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
      .orderBy(orders.paidAt),
    // By the order, not the memorial's owner: a memorial handed on to a relative still spent its buyer's quota.
    db
      .select({ orderId: memorialProfiles.orderId, id: memorialProfiles.id, name: memorialProfiles.profileName, owner: ownerColumns })
      .from(memorialProfiles)
      .innerJoin(users, eq(users.id, memorialProfiles.userId))
      .where(inArray(memorialProfiles.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)))),
    db
      .select({ orderId: familyProfiles.orderId, id: familyProfiles.id, name: familyProfiles.familyName, owner: ownerColumns })
      .from(familyProfiles)
      .innerJoin(users, eq(users.id, familyProfiles.userId))
      .where(inArray(familyProfiles.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)))),
  ]);
  const uses = new Map([...individualUses, ...familyUses].map((use) => [use.orderId, use]));
  return rows.map((row) => {
    const use = uses.get(row.id);
    const handedOver =
      use && use.owner.id !== userId ? { kind: row.packageType, memorial: use.name, to: fullName(use.owner) || use.owner.email } : null;
    return {
      id: row.id,
      packageType: row.packageType,
      packageName: row.packageName,
      paidAt: row.paidAt ?? '',
      usedBy: use?.id ?? null,
      handedOver,
    };
  });
}

function countOf(list: PaidOrder[]): Count {
  const used = list.filter((order) => order.usedBy).length;
  const handedTo = list.flatMap((order) => (order.handedOver ? [order.handedOver.to] : []));
  return { total: list.length, used, available: list.length - used, handedTo };
}

/** What `GET /api/profiles/can-create` answers: the server is the authority on quotas. */
export async function getCapability(deps: { db: Db }, actor: Pick<UserRow, 'id'>): Promise<Capability> {
  const all = await paidOrders(deps.db, actor.id);
  const individual = countOf(all.filter((order) => order.packageType === 'individual'));
  const family = countOf(all.filter((order) => order.packageType === 'family'));
  const total = countOf(all);
  const reason = total.total === 0 ? M.noPaidOrder : total.available === 0 ? M.limitReached(total.total, total.used) : '';
  return {
    canCreate: total.available > 0,
    reason,
    quotas: { ...total, individual, family },
    packageTypes: { individual: individual.total > 0, family: family.total > 0 },
    handedOver: all.flatMap((order) => (order.handedOver ? [order.handedOver] : [])),
    availableOrders: all
      .filter((order) => !order.usedBy)
      .map(({ id, packageType, packageName, paidAt }) => ({ id, packageType, packageName, paidAt })),
  };
}

/** The orders a new memorial of `type` may consume, oldest first; the refusal docs/product words otherwise. */
export async function claimableOrders(db: Db, userId: string, type: PackageType): Promise<{ ids: string[]; refusal: string }> {
  const all = await paidOrders(db, userId);
  const ofType = all.filter((order) => order.packageType === type);
  const ids = ofType.filter((order) => !order.usedBy).map((order) => order.id);
  if (all.length === 0) return { ids, refusal: M.noPaidOrder };
  if (type === 'family' && ofType.length === 0) return { ids, refusal: M.noFamilyPackage };
  const counts = countOf(all);
  return { ids, refusal: counts.available === 0 ? M.limitReached(counts.total, counts.used) : M.noQuota };
}

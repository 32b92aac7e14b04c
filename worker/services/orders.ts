import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** How many orders a customer has placed, whatever their status. */
export async function countUserOrders(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

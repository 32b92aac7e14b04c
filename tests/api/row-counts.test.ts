import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles, orders, users } from '../../db/schema';
import { readCounts, type CountScope } from '../../worker/services/row-counts';
import { createSeededDb } from '../helpers/seeded-db';
import { giveOrder, insertMemorial } from '../helpers/memorials';

const SCOPES: CountScope[] = [
  'users',
  'memorial_profiles',
  'family_profiles',
  'couple_profiles',
  'orders',
  'orders:pending',
  'orders:pending_verification',
  'orders:completed',
  'orders:cancelled',
  'orders:revenue',
  'published',
  'published_visits',
];

/** The same totals counted the slow way, over every row. */
async function counted(db: Db): Promise<Record<CountScope, number>> {
  const [row] = await db.all<Record<string, number>>(sql`SELECT
    (SELECT count(*) FROM users) AS "users",
    (SELECT count(*) FROM memorial_profiles) AS "memorial_profiles",
    (SELECT count(*) FROM family_profiles) AS "family_profiles",
    (SELECT count(*) FROM couple_profiles) AS "couple_profiles",
    (SELECT count(*) FROM orders) AS "orders",
    (SELECT count(*) FROM orders WHERE status = 'pending') AS "orders:pending",
    (SELECT count(*) FROM orders WHERE status = 'pending_verification') AS "orders:pending_verification",
    (SELECT count(*) FROM orders WHERE status = 'completed') AS "orders:completed",
    (SELECT count(*) FROM orders WHERE status = 'cancelled') AS "orders:cancelled",
    (SELECT coalesce(sum(total_amount), 0) FROM orders WHERE paid_at IS NOT NULL) AS "orders:revenue",
    (SELECT count(*) FROM memorial_profiles WHERE is_published) + (SELECT count(*) FROM family_profiles WHERE is_published) AS "published",
    (SELECT coalesce(sum(visit_count), 0) FROM memorial_profiles WHERE is_published)
      + (SELECT coalesce(sum(visit_count), 0) FROM family_profiles WHERE is_published) AS "published_visits"`);
  return row as Record<CountScope, number>;
}

let db: Db;

beforeAll(async () => {
  db = await createSeededDb();
});

describe('the running totals (migration 0014)', () => {
  it('start from what the database already held', async () => {
    const kept = await readCounts(db, SCOPES);
    expect(kept).toEqual(await counted(db));
    expect(kept.memorial_profiles).toBeGreaterThan(0);
  });

  it('follow inserts, state changes, visits and deletes, cascades included', async () => {
    const [customer] = await db.insert(users).values({ email: 'conteo@correo.co', firstName: 'Rosa', lastName: 'Ríos' }).returning();
    const id = customer!.id;
    const paid = await giveOrder(db, id, 'individual', { paid: true });
    const waiting = await giveOrder(db, id, 'family', { paid: false });
    const memorial = await insertMemorial(db, id, { isPublished: true });
    await insertMemorial(db, id, { isPublished: false });
    const [family] = await db
      .insert(familyProfiles)
      .values({ userId: id, slug: 'familia-conteo', familyName: 'Familia Ríos', isPublished: true })
      .returning();
    expect(await readCounts(db, SCOPES)).toEqual(await counted(db));

    await db.update(orders).set({ status: 'pending_verification' }).where(eq(orders.id, waiting.id));
    await db.update(orders).set({ status: 'completed', paidAt: new Date().toISOString() }).where(eq(orders.id, waiting.id));
    await db.update(orders).set({ totalAmount: 99_000 }).where(eq(orders.id, paid.id));
    await db
      .update(memorialProfiles)
      .set({ visitCount: sql`${memorialProfiles.visitCount} + 1` })
      .where(eq(memorialProfiles.id, memorial.id));
    await db.update(memorialProfiles).set({ visitCount: 40 }).where(eq(memorialProfiles.id, memorial.id));
    await db.update(familyProfiles).set({ isPublished: false, visitCount: 7 }).where(eq(familyProfiles.id, family!.id));
    expect(await readCounts(db, SCOPES)).toEqual(await counted(db));

    await db.update(memorialProfiles).set({ isPublished: false }).where(eq(memorialProfiles.id, memorial.id));
    await db.delete(orders).where(eq(orders.userId, id));
    // Deleting the account takes its memorials and family with it (ON DELETE CASCADE): their triggers count too.
    await db.delete(users).where(eq(users.id, id));
    expect(await readCounts(db, SCOPES)).toEqual(await counted(db));
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyProfiles, orders, users } from '../../db/schema';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { giveOrder, insertMemorial } from '../helpers/memorials';
import { read, testClient } from '../helpers/test-client';
import { useFreshTestApp } from '../helpers/test-app';

// A database of its own per test: the figures are exact counts.
const t = useFreshTestApp({ admin: true });

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes)).toISOString();
/** The typed clients as `token`'s user (the administrator unless given; a guest with ''), from an address of its own. */
const as = (token = t.admin.token) => testClient(t.app, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const stats = async () => (await read(as().admin.stats.$get())).body.data;
const memorials = (query: { search?: string; limit?: string; page?: string } = {}) => read(as().adminMemorials.index.$get({ query }));

describe('GET /api/admin/stats', () => {
  it('is for administrators only', async () => {
    expect((await as('').admin.stats.$get()).status).toBe(401);
    const customer = await createUserWithSession(t.db);
    expect((await as(customer.token).admin.stats.$get()).status).toBe(403);
  });

  it('counts users and orders, sums what was paid and counts what waits for verification', async () => {
    const ana = await createUserWithSession(t.db);
    const paid = await giveOrder(t.db, ana.user.id, 'individual', { paid: true });
    await giveOrder(t.db, ana.user.id, 'individual', { paid: true });
    await giveOrder(t.db, ana.user.id, 'family', { paid: false });
    const rejected = await giveOrder(t.db, ana.user.id, 'individual', { paid: false });
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, rejected.id));

    const data = await stats();
    expect(data).toMatchObject({ users: 2, orders: 4, revenue: paid.totalAmount * 2, pending: 1 });
  });

  it('shows the 3 latest payments, the 2 newest users and the 2 latest orders awaiting verification, newest first, at most 6', async () => {
    const customers = [];
    for (let n = 0; n < 4; n++) {
      const customer = await createUserWithSession(t.db);
      await t.db
        .update(users)
        .set({ createdAt: at(n) })
        .where(eq(users.id, customer.user.id));
      customers.push(customer);
    }
    await t.db
      .update(users)
      .set({ createdAt: at(-10) })
      .where(eq(users.id, t.admin.user.id));
    for (let n = 0; n < 4; n++) {
      const order = await giveOrder(t.db, customers[n]!.user.id, 'individual', { paid: true });
      await t.db
        .update(orders)
        .set({ paidAt: at(10 + n), createdAt: at(5) })
        .where(eq(orders.id, order.id));
    }
    for (let n = 0; n < 3; n++) {
      const order = await giveOrder(t.db, customers[0]!.user.id, 'individual', { paid: false });
      await t.db
        .update(orders)
        .set({ createdAt: at(20 + n) })
        .where(eq(orders.id, order.id));
    }

    const { recent_activity: activity } = await stats();
    expect(activity.map((item) => [item.type, item.date])).toEqual([
      ['pending_order', at(22)],
      ['pending_order', at(21)],
      ['payment', at(13)],
      ['payment', at(12)],
      ['payment', at(11)],
      ['user', at(3)],
    ]);
    expect(activity[0]).toMatchObject({ who: customers[0]!.email, amount: expect.any(Number) });
    expect(activity[5]).toMatchObject({ who: customers[3]!.email, amount: null, detail: 'Ana Pérez' });
  });
});

describe('GET /api/admin/memorial-profiles', () => {
  it('lists individual and family memorials together with their owner, newest first, searchable and paged', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id, {
      profileName: 'Rosa Elvira Cárdenas',
      createdAt: at(1),
      isPublished: true,
    });
    const [family] = await t.db
      .insert(familyProfiles)
      .values({ userId: owner.user.id, slug: 'familia-gomez-prueba', familyName: 'Familia Gómez', createdAt: at(2) })
      .returning();

    const { status, body } = await memorials();
    expect(status).toBe(200);
    expect(body.pagination.total).toBe(2);
    expect(body.data).toEqual([
      expect.objectContaining({ id: family!.id, type: 'family', profile_name: 'Familia Gómez', is_published: false }),
      expect.objectContaining({
        id: memorial.id,
        type: 'individual',
        profile_name: 'Rosa Elvira Cárdenas',
        slug: memorial.slug,
        is_published: true,
        owner: { id: owner.user.id, email: owner.email, name: 'Ana Pérez' },
      }),
    ]);

    const search = async (text: string) => (await memorials({ search: text })).body.data.map((row) => row.id);
    expect(await search('cárdenas')).toEqual([memorial.id]);
    expect(await search('gomez-prueba')).toEqual([family!.id]);
    expect(await search(owner.email)).toHaveLength(2);

    const second = await memorials({ limit: '1', page: '2' });
    expect(second.body.data.map((row) => row.id)).toEqual([memorial.id]);
    expect(second.body.pagination).toMatchObject({ total: 2, pages: 2 });
  });
});

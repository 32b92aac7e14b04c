import { describe, expect, it } from 'vitest';
import { ordersParams } from '../../site/lib/admin/orders';
import { plaquesParams } from '../../site/lib/admin/plaques';
import { usersParams } from '../../site/lib/admin/users';
import { memorialsParams } from '../../site/lib/admin/memorials';
import { request, requestData } from '../../site/lib/api-client';
import { idParam } from '../../site/stores/admin/query';
import { bearer, createUserWithSession, jsonPost } from '../helpers/auth';
import { paymentProof, useCatalogAndAdmin } from '../helpers/orders';
import { testClient } from '../helpers/test-client';
import { call } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

/**
 * The back-office's reads and writes go through the typed client with the queries its stores build
 * (site/stores/admin/*.ts): the same calls, sent to the test app, reach the admin routes and answer what
 * the screens read.
 */
const t = useTestApp();
const shop = useCatalogAndAdmin(t);

describe("the back-office's typed calls", () => {
  it('reads each list with the query its store builds', async () => {
    const client = testClient(t.app, undefined, bearer(shop.admin.token));
    const orders = await request(client.adminOrders.index.$get({ query: ordersParams({ page: 1, search: '', status: 'pending' }) }));
    expect(orders.ok && orders.data.pagination.limit).toBe(10);
    const users = await request(client.adminUsers.index.$get({ query: usersParams({ page: 1, search: '' }) }));
    expect(users.ok && users.data.data.some((user) => user.id === shop.admin.user.id)).toBe(true);
    const memorials = await request(client.adminMemorials.index.$get({ query: memorialsParams({ page: 1, search: '' }) }));
    expect(memorials.ok).toBe(true);
    const plaques = await request(client.adminPlaques.index.$get({ query: plaquesParams({ page: 1, search: '', status: 'por_grabar' }) }));
    expect(plaques.ok && Object.keys(plaques.data.counts)).toEqual(['por_grabar', 'grabada', 'enviada', 'entregada']);
    const pending = await request(client.adminOrders['pending-count'].$get());
    expect(pending.ok && typeof pending.data.count).toBe('number');
    const stats = await requestData(client.admin.stats.$get());
    expect(stats.ok && typeof stats.data.users).toBe('number');
  });

  it("decides an order through the route's :id and answers the row the list shows", async () => {
    const customer = await createUserWithSession(t.db);
    const placed = await call<{ data: { id: string } }>(
      t.app,
      '/api/orders',
      jsonPost(paymentProof(shop.catalog.individual), bearer(customer.token)),
    );
    const client = testClient(t.app, undefined, bearer(shop.admin.token));
    const decided = await requestData(
      client.adminOrders[':id'].$patch({ param: idParam(placed.body.data.id), json: { status: 'completed' } }),
    );
    expect(decided.ok && decided.data.status).toBe('completed');
    const again = await requestData(
      client.adminOrders[':id'].$patch({ param: idParam(placed.body.data.id), json: { status: 'cancelled' } }),
    );
    expect(again.ok ? null : again.status).toBe(409);
  });
});

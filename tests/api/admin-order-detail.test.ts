import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '../../worker/schemas/orders';
import { createUserWithSession } from '../helpers/auth';
import { insertMemorial } from '../helpers/memorials';
import { placeOrder, useCatalogAndAdmin } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { clientAs, read } from '../helpers/test-client';

/** GET /api/admin/orders/{id}: what the back-office's order detail shows. */
const t = useTestApp();
// The administrator is named Ana Pérez, as the helper names everyone: the history says who decided by name.
const shop = useCatalogAndAdmin(t);

/** The back-office's order routes as `token`'s user. */
const orders = (token = shop.admin.token) => clientAs(t.app, token).adminOrders;
const decide = (id: string, status: 'completed' | 'cancelled') => read(orders()[':id'].$patch({ param: { id }, json: { status } }));

/** Camila reports it, Jorge paid it: the detail tells the account from the payer. */
const PLACED_BY_CAMILA = { customer: { firstName: 'Camila', lastName: 'Torres' }, proof: { payer_name: 'Jorge Torres' } };

const detail = (id: string, token = shop.admin.token) => read(orders(token)[':id'].$get({ param: { id } }));

describe('the order detail', () => {
  it('shows a pending order with its customer, package and transfer, and only its receipt in the history', async () => {
    const { customer, id, proof } = await placeOrder(t.app, t.db, shop.catalog.individual, PLACED_BY_CAMILA);
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id,
      status: 'pending',
      users: { first_name: 'Camila', last_name: 'Torres', email: customer.user.email },
      package: { name: shop.catalog.individual.name, package_type: 'individual' },
      total_amount: shop.catalog.individual.price,
      payment_method: proof.payment_method,
      payment_intent_id: proof.payment_reference,
      payer_name: 'Jorge Torres',
      payment_date: proof.payment_date,
      memorial: null,
      plaque: null,
    });
    expect(body.data.history).toEqual([{ kind: 'received', at: body.data.created_at, by: null, gateway: null }]);
  });

  it('says who accepted it and when, and the memorial and plaque it paid for', async () => {
    const { customer, id } = await placeOrder(t.app, t.db, shop.catalog.individual, PLACED_BY_CAMILA);
    expect((await decide(id, 'completed')).status).toBe(200);
    const memorial = await insertMemorial(t.db, customer.user.id, { orderId: id, isPublished: true, profileName: 'Rosa Elvira Cárdenas' });

    const { body } = await detail(id);
    expect(body.data.status).toBe('completed');
    expect(body.data.history.map((event) => [event.kind, event.by])).toEqual([
      ['received', null],
      ['accepted', 'Ana Pérez'],
    ]);
    // The audit row is written in the decision's own batch: the same moment, to the clock's resolution.
    expect(Math.abs(Date.parse(body.data.history[1]?.at ?? '') - Date.parse(body.data.verified_at ?? ''))).toBeLessThan(1000);
    expect(body.data.memorial).toEqual({
      type: 'individual',
      id: memorial.id,
      name: 'Rosa Elvira Cárdenas',
      slug: memorial.slug,
      is_published: true,
    });
    // The database's trigger gave the memorial its plaque, with the memorial's code.
    expect(body.data.plaque).toEqual({
      id: expect.any(String),
      status: 'por_grabar',
      short_code: memorial.shortCode ?? expect.any(String),
    });
  });

  it('says who rejected it', async () => {
    const { id } = await placeOrder(t.app, t.db, shop.catalog.individual, PLACED_BY_CAMILA);
    expect((await decide(id, 'cancelled')).status).toBe(200);
    const { body } = await detail(id);
    expect(body.data.history.map((event) => event.kind)).toEqual(['received', 'rejected']);
    expect(body.data.history[1]?.by).toBe('Ana Pérez');
  });

  it('names an order recorded by hand as such, by whom', async () => {
    const customer = await createUserWithSession(t.db);
    const input = {
      user_id: customer.user.id,
      package_id: shop.catalog.individual.id,
      payment_method: 'nequi' as const,
      payment_intent_id: `MAN${Date.now()}`,
      total_amount: shop.catalog.individual.price,
      currency: 'COP' as const,
      status: 'completed' as const,
      paid_at: '2026-01-10',
      payer_name: 'Luis Gómez',
    };
    const made = await read(orders().index.$post({ json: input }));
    expect(made.status).toBe(201);
    const { body } = await detail(made.body.data.id);
    expect(body.data.history.map((event) => [event.kind, event.by])).toEqual([['recorded', 'Ana Pérez']]);
  });

  it('answers 404 for an order that does not exist, 400 for an id that cannot be one, and 403 to a customer', async () => {
    const missing = await detail(crypto.randomUUID());
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(M.orderNotFound);
    const malformed = await detail('no%20es%20un%20id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe(M.invalidId);
    const { customer, id } = await placeOrder(t.app, t.db, shop.catalog.individual, PLACED_BY_CAMILA);
    expect((await detail(id, customer.token)).status).toBe(403);
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ROOM, type LiveNotice } from '../../worker/realtime/live';
import { createUserWithSession, uniqueEmail } from '../helpers/auth';
import { givePaidOrder, individualPayload } from '../helpers/memorials';
import { paymentProof, seedCatalog } from '../helpers/orders';
import { recordingRooms } from '../helpers/rooms';
import { useTestApp } from '../helpers/test-app';
import { clientAs, read } from '../helpers/test-client';

/**
 * product §3.4 (the admin reloads on changes to users, orders and memorials) and §2.4 (a customer's
 * dashboard follows their orders and memorials): every write tells the right rooms, with a notice that
 * names a topic and nothing else.
 */
const t = useTestApp({ media: true });
let admins: ReturnType<typeof recordingRooms<LiveNotice>>;
let customers: ReturnType<typeof recordingRooms<LiveNotice>>;
let env: object;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  catalog = await seedCatalog(t.db);
  admin = await createUserWithSession(t.db, { role: 'admin' });
});

beforeEach(() => {
  admins = recordingRooms<LiveNotice>();
  customers = recordingRooms<LiveNotice>();
  env = { ...t.env, ADMIN_ROOMS: admins.namespace, CUSTOMER_ROOMS: customers.namespace };
});

/** The typed clients as `token`'s user (a guest without one), with the rooms' bindings and any other headers. */
const as = (token?: string, headers?: Record<string, string>) => clientAs(t.app, token, headers, env);
const notice = (topic: LiveNotice['topic']) => ({ type: 'changed', topic });

describe('live notices after writes', () => {
  it('tells the back-office about a new sign-up', async () => {
    const { status } = await read(
      as().auth.register.$post({ json: { name: 'Marta Díaz', email: uniqueEmail(), password: 'girasol-de-mayo', privacy_consent: true } }),
    );
    expect(status).toBe(201);
    expect(admins.published).toEqual([{ room: ADMIN_ROOM, change: notice('users') }]);
  });

  it('tells the back-office and the customer about an order, and about its acceptance', async () => {
    const customer = await createUserWithSession(t.db);
    const placed = await read(as(customer.token).orders.index.$post({ json: paymentProof(catalog.individual) }));
    expect(placed.status).toBe(201);
    expect(admins.published).toEqual([{ room: ADMIN_ROOM, change: notice('orders') }]);
    expect(customers.published).toEqual([{ room: customer.user.id, change: notice('orders') }]);

    const accepted = await read(
      as(admin.token).adminOrders[':id'].$patch({ param: { id: placed.body.data.id }, json: { status: 'completed' } }),
    );
    expect(accepted.status).toBe(200);
    expect(customers.published).toHaveLength(2);
    expect(customers.published[1]).toEqual({ room: customer.user.id, change: notice('orders') });
    expect(admins.published).toHaveLength(2);
  });

  it('tells the back-office and the owner when a memorial is created, changed or deleted', async () => {
    const owner = await createUserWithSession(t.db);
    await givePaidOrder(t.db, owner.user.id);
    const created = await read(as(owner.token).profiles.index.$post({ json: individualPayload() }));
    expect(created.status).toBe(201);
    const deleted = await read(as(owner.token).profiles[':id'].$delete({ param: { id: created.body.data.id } }));
    expect(deleted.status).toBe(200);
    expect(admins.published).toEqual([
      { room: ADMIN_ROOM, change: notice('memorials') },
      { room: ADMIN_ROOM, change: notice('memorials') },
    ]);
    expect(customers.published.map((entry) => entry.room)).toEqual([owner.user.id, owner.user.id]);
  });

  it("tells the back-office and the owner about the plaque's delivery data and each step it takes", async () => {
    const owner = await createUserWithSession(t.db);
    await givePaidOrder(t.db, owner.user.id);
    const created = await read(as(owner.token).profiles.index.$post({ json: individualPayload() }));
    expect(created.status).toBe(201);
    const mine = await read(as(owner.token).plaques.index.$get());
    const plaqueId = mine.body.data[0]!.id;
    admins.published.length = 0;
    customers.published.length = 0;

    const delivery = {
      recipient_name: 'Luz Gómez',
      phone: '3001234567',
      department: 'Caldas',
      municipality: 'Manizales',
      address: 'Carrera 23 # 60-15',
      privacy_consent: true as const,
    };
    const saved = await read(as(owner.token).plaques[':id'].delivery.$put({ param: { id: plaqueId }, json: delivery }));
    expect(saved.status).toBe(200);
    const engrave = () => read(as(admin.token).adminPlaques[':id'].$patch({ param: { id: plaqueId }, json: { status: 'grabada' } }));
    const engraved = await engrave();
    expect(engraved.status).toBe(200);
    const refused = await engrave();
    expect(refused.status).toBe(409);
    expect(admins.published).toEqual([
      { room: ADMIN_ROOM, change: notice('plaques') },
      { room: ADMIN_ROOM, change: notice('plaques') },
    ]);
    expect(customers.published).toEqual([
      { room: owner.user.id, change: notice('memorials') },
      { room: owner.user.id, change: notice('memorials') },
    ]);
  });

  it('tells the back-office when an administrator creates, changes or deletes a user', async () => {
    const users = as(admin.token).adminUsers;
    const created = await read(users.index.$post({ json: { email: uniqueEmail(), first_name: 'Luz', last_name: 'Mejía', role: 'user' } }));
    const id = created.body.data.id;
    await read(users[':id'].$put({ param: { id }, json: { is_active: false } }));
    await read(users[':id'].$delete({ param: { id } }));
    expect(admins.published).toEqual([0, 1, 2].map(() => ({ room: ADMIN_ROOM, change: notice('users') })));
    // The deactivated account's open dashboards hear it, and find themselves signed out.
    expect(customers.published).toEqual([{ room: id, change: { type: 'changed', topic: 'account' } }]);
  });

  it("closes the back-office sockets of an administrator who is demoted, deactivated, signed out or deleted, and no one else's", async () => {
    const superAdmin = await createUserWithSession(t.db, { role: 'super_admin' });
    const users = as(superAdmin.token).adminUsers;
    type Change = Parameters<(typeof users)[':id']['$put']>[0]['json'];
    const put = (id: string, json: Change) => read(users[':id'].$put({ param: { id }, json }));
    const demoted = await createUserWithSession(t.db, { role: 'admin' });
    const deactivated = await createUserWithSession(t.db, { role: 'admin' });
    const renamed = await createUserWithSession(t.db, { role: 'admin' });
    const movedAway = await createUserWithSession(t.db, { role: 'admin' });
    const customer = await createUserWithSession(t.db);

    expect((await put(demoted.user.id, { role: 'user' })).status).toBe(200);
    expect((await put(deactivated.user.id, { is_active: false })).status).toBe(200);
    expect((await put(renamed.user.id, { first_name: 'Sigue' })).status).toBe(200);
    // A super admin applying a new e-mail at once signs the account out (an admin's change only waits for confirmation).
    expect((await put(movedAway.user.id, { email: uniqueEmail('nuevo'), apply_email_now: true })).status).toBe(200);
    expect((await put(customer.user.id, { is_active: false })).status).toBe(200);
    expect((await read(users[':id'].$delete({ param: { id: deactivated.user.id } }))).status).toBe(200);
    expect(admins.closed).toEqual(
      [demoted, deactivated, movedAway, deactivated].map(({ user }) => ({ room: ADMIN_ROOM, member: user.id })),
    );
  });

  it('publishes nothing for a refused write', async () => {
    const customer = await createUserWithSession(t.db);
    const refused = await read(as(customer.token).orders.index.$post({ json: paymentProof(catalog.individual, { amount: 1 }) }));
    expect(refused.status).toBe(400);
    expect([...admins.published, ...customers.published]).toEqual([]);
  });
});

describe('joining a room', () => {
  it("tells the room who opens the socket, whatever the client claims, so that person's sockets can be closed", async () => {
    const upgrade = { upgrade: 'websocket', 'x-room-member': 'alguien-mas' };
    await read(as(admin.token, upgrade).admin.live.$get());
    expect(admins.joined).toEqual([{ room: ADMIN_ROOM, member: admin.user.id }]);
  });

  it('asks for a session, the admin role for the back-office, and a WebSocket', async () => {
    expect((await read(as().live.index.$get())).status).toBe(401);
    expect((await read(as().admin.live.$get())).status).toBe(401);
    const customer = await createUserWithSession(t.db);
    expect((await read(as(customer.token).admin.live.$get())).status).toBe(403);
    const plain = await read(as(customer.token).live.index.$get());
    expect(plain.status).toBe(426);
    expect(plain.body.error).toBe('Esta dirección solo acepta conexiones en vivo (WebSocket)');
  });

  it('refuses a cookie-authenticated socket opened from another site', async () => {
    const customer = await createUserWithSession(t.db);
    const headers = { cookie: `session=${customer.token}`, upgrade: 'websocket', origin: 'https://otro-sitio.example' };
    const { status, body } = await read(as(undefined, headers).live.index.$get());
    expect(status).toBe(403);
    expect(body.error).toBe('Solicitud no permitida desde otro sitio');
    expect(body.code).toBe('CROSS_SITE_REQUEST');
  });
});

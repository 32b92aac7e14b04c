import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { ADMIN_ROOM, type LiveNotice } from '../../worker/realtime/live';
import { bearer, createUserWithSession, jsonPost, uniqueEmail, type Envelope } from '../helpers/auth';
import { localR2 } from '../helpers/media-fixtures';
import { givePaidOrder, individualPayload } from '../helpers/memorials';
import { paymentProof, seedCatalog } from '../helpers/orders';
import { recordingRooms } from '../helpers/rooms';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

/**
 * product §3.4 (the admin reloads on changes to users, orders and memorials) and §2.4 (a customer's
 * dashboard follows their orders and memorials): every write tells the right rooms, with a notice that
 * names a topic and nothing else.
 */
let db: Db;
let app: TestApp;
let r2: Awaited<ReturnType<typeof localR2>>;
let admins: ReturnType<typeof recordingRooms<LiveNotice>>;
let customers: ReturnType<typeof recordingRooms<LiveNotice>>;
let env: object;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db);
  r2 = await localR2();
  catalog = await seedCatalog(db);
  admin = await createUserWithSession(db, { role: 'admin' });
});

afterAll(async () => {
  await r2?.dispose();
});

beforeEach(() => {
  admins = recordingRooms<LiveNotice>();
  customers = recordingRooms<LiveNotice>();
  env = { ...r2.env, ADMIN_ROOMS: admins.namespace, CUSTOMER_ROOMS: customers.namespace };
});

const notice = (topic: LiveNotice['topic']) => ({ type: 'changed', topic });

describe('live notices after writes', () => {
  it('tells the back-office about a new sign-up', async () => {
    const { status } = await call(app, '/api/auth/register', jsonPost({ name: 'Marta Díaz', email: uniqueEmail(), password: 'girasol-de-mayo', privacy_consent: true }), env);
    expect(status).toBe(201);
    expect(admins.published).toEqual([{ room: ADMIN_ROOM, change: notice('users') }]);
  });

  it('tells the back-office and the customer about an order, and about its acceptance', async () => {
    const customer = await createUserWithSession(db);
    const placed = await call<Envelope<{ id: string }>>(app, '/api/orders', jsonPost(paymentProof(catalog.individual), bearer(customer.token)), env);
    expect(placed.status).toBe(201);
    expect(admins.published).toEqual([{ room: ADMIN_ROOM, change: notice('orders') }]);
    expect(customers.published).toEqual([{ room: customer.user.id, change: notice('orders') }]);

    const accepted = await call(app, `/api/admin/orders/${placed.body.data.id}`, { ...jsonPost({ status: 'completed' }, bearer(admin.token)), method: 'PATCH' }, env);
    expect(accepted.status).toBe(200);
    expect(customers.published).toHaveLength(2);
    expect(customers.published[1]).toEqual({ room: customer.user.id, change: notice('orders') });
    expect(admins.published).toHaveLength(2);
  });

  it('tells the back-office and the owner when a memorial is created, changed or deleted', async () => {
    const owner = await createUserWithSession(db);
    await givePaidOrder(db, owner.user.id);
    const created = await call<Envelope<{ id: string }>>(app, '/api/profiles', jsonPost(individualPayload(), bearer(owner.token)), env);
    expect(created.status).toBe(201);
    const deleted = await call(app, `/api/profiles/${created.body.data.id}`, { method: 'DELETE', headers: bearer(owner.token) }, env);
    expect(deleted.status).toBe(200);
    expect(admins.published).toEqual([
      { room: ADMIN_ROOM, change: notice('memorials') },
      { room: ADMIN_ROOM, change: notice('memorials') },
    ]);
    expect(customers.published.map((entry) => entry.room)).toEqual([owner.user.id, owner.user.id]);
  });

  it("tells the back-office and the owner about the plaque's delivery data and each step it takes", async () => {
    const owner = await createUserWithSession(db);
    await givePaidOrder(db, owner.user.id);
    const created = await call<Envelope<{ id: string }>>(app, '/api/profiles', jsonPost(individualPayload(), bearer(owner.token)), env);
    expect(created.status).toBe(201);
    const mine = await call<Envelope<{ id: string }[]>>(app, '/api/plaques', { headers: bearer(owner.token) }, env);
    const plaqueId = mine.body.data[0]!.id;
    admins.published.length = 0;
    customers.published.length = 0;

    const delivery = { recipient_name: 'Luz Gómez', phone: '3001234567', department: 'Caldas', municipality: 'Manizales', address: 'Carrera 23 # 60-15', privacy_consent: true };
    const saved = await call(app, `/api/plaques/${plaqueId}/delivery`, { ...jsonPost(delivery, bearer(owner.token)), method: 'PUT' }, env);
    expect(saved.status).toBe(200);
    const engraved = await call(app, `/api/admin/plaques/${plaqueId}`, { ...jsonPost({ status: 'grabada' }, bearer(admin.token)), method: 'PATCH' }, env);
    expect(engraved.status).toBe(200);
    const refused = await call(app, `/api/admin/plaques/${plaqueId}`, { ...jsonPost({ status: 'grabada' }, bearer(admin.token)), method: 'PATCH' }, env);
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
    const created = await call<Envelope<{ id: string }>>(
      app,
      '/api/admin/users',
      jsonPost({ email: uniqueEmail(), first_name: 'Luz', last_name: 'Mejía', role: 'user' }, bearer(admin.token)),
      env,
    );
    const id = created.body.data.id;
    await call(app, `/api/admin/users/${id}`, { ...jsonPost({ is_active: false }, bearer(admin.token)), method: 'PUT' }, env);
    await call(app, `/api/admin/users/${id}`, { method: 'DELETE', headers: bearer(admin.token) }, env);
    expect(admins.published).toEqual([0, 1, 2].map(() => ({ room: ADMIN_ROOM, change: notice('users') })));
    // The deactivated account's open dashboards hear it, and find themselves signed out.
    expect(customers.published).toEqual([{ room: id, change: { type: 'changed', topic: 'account' } }]);
  });

  it("closes the back-office sockets of an administrator who is demoted, deactivated, signed out or deleted, and no one else's", async () => {
    const superAdmin = await createUserWithSession(db, { role: 'super_admin' });
    const put = (id: string, body: unknown) => call(app, `/api/admin/users/${id}`, { ...jsonPost(body, bearer(superAdmin.token)), method: 'PUT' }, env);
    const demoted = await createUserWithSession(db, { role: 'admin' });
    const deactivated = await createUserWithSession(db, { role: 'admin' });
    const renamed = await createUserWithSession(db, { role: 'admin' });
    const movedAway = await createUserWithSession(db, { role: 'admin' });
    const customer = await createUserWithSession(db);

    expect((await put(demoted.user.id, { role: 'user' })).status).toBe(200);
    expect((await put(deactivated.user.id, { is_active: false })).status).toBe(200);
    expect((await put(renamed.user.id, { first_name: 'Sigue' })).status).toBe(200);
    // A super admin applying a new e-mail at once signs the account out (an admin's change only waits for confirmation).
    expect((await put(movedAway.user.id, { email: uniqueEmail('nuevo'), apply_email_now: true })).status).toBe(200);
    expect((await put(customer.user.id, { is_active: false })).status).toBe(200);
    expect((await call(app, `/api/admin/users/${deactivated.user.id}`, { method: 'DELETE', headers: bearer(superAdmin.token) }, env)).status).toBe(200);
    expect(admins.closed).toEqual([demoted, deactivated, movedAway, deactivated].map(({ user }) => ({ room: ADMIN_ROOM, member: user.id })));
  });

  it('publishes nothing for a refused write', async () => {
    const customer = await createUserWithSession(db);
    const refused = await call(app, '/api/orders', jsonPost(paymentProof(catalog.individual, { amount: 1 }), bearer(customer.token)), env);
    expect(refused.status).toBe(400);
    expect([...admins.published, ...customers.published]).toEqual([]);
  });
});

describe('joining a room', () => {
  it("tells the room who opens the socket, whatever the client claims, so that person's sockets can be closed", async () => {
    const upgrade = { upgrade: 'websocket', 'x-room-member': 'alguien-mas' };
    await call(app, '/api/admin/live', { headers: { ...bearer(admin.token), ...upgrade } }, env);
    expect(admins.joined).toEqual([{ room: ADMIN_ROOM, member: admin.user.id }]);
  });

  it('asks for a session, the admin role for the back-office, and a WebSocket', async () => {
    expect((await call(app, '/api/live', {}, env)).status).toBe(401);
    expect((await call(app, '/api/admin/live', {}, env)).status).toBe(401);
    const customer = await createUserWithSession(db);
    expect((await call(app, '/api/admin/live', { headers: bearer(customer.token) }, env)).status).toBe(403);
    const plain = await call<Envelope>(app, '/api/live', { headers: bearer(customer.token) }, env);
    expect(plain.status).toBe(426);
    expect(plain.body.error).toBe('Esta dirección solo acepta conexiones en vivo (WebSocket)');
  });

  it('refuses a cookie-authenticated socket opened from another site', async () => {
    const customer = await createUserWithSession(db);
    const { status, body } = await call<Envelope>(
      app,
      '/api/live',
      { headers: { cookie: `session=${customer.token}`, upgrade: 'websocket', origin: 'https://otro-sitio.example' } },
      env,
    );
    expect(status).toBe(403);
    expect(body.error).toBe('Solicitud no permitida desde otro sitio');
  });
});

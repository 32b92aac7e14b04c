import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, familyProfiles, memorialProfiles, plaques } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { PLAQUE_MESSAGES as M } from '../../worker/schemas/plaques';
import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';
import { bearer, createUserWithSession, jsonPost, uniqueClient } from '../helpers/auth';
import { givePaidOrder, insertMemorial } from '../helpers/memorials';
import { read, testClient, type Refusal } from '../helpers/test-client';
import { call } from '../helpers/test-db';
import { migratedOver } from '../helpers/migrations';
import { useTestApp } from '../helpers/test-app';
import { plaqueDelivery, type PlaqueDelivery } from '../helpers/plaque-delivery';

type Advance = InferRequestType<ApiClients['adminPlaques'][':id']['$patch']>['json'];
type PlaquesQuery = InferRequestType<ApiClients['adminPlaques']['index']['$get']>['query'];

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
beforeAll(async () => {
  admin = await createUserWithSession(t.db, { role: 'admin' });
});

const delivery = plaqueDelivery;

const send = (method: string, body: unknown, token: string): RequestInit => ({ ...jsonPost(body, bearer(token)), method });

/** A customer with a paid order and the memorial it paid for: the moment the plaque appears. */
async function customerWithMemorial(label = 'Rosa Elvira Cárdenas') {
  const customer = await createUserWithSession(t.db);
  const order = await givePaidOrder(t.db, customer.user.id);
  const memorial = await insertMemorial(t.db, customer.user.id, { orderId: order.id, profileName: label });
  const [plaque] = await t.db.select().from(plaques).where(eq(plaques.orderId, order.id));
  return { customer, order, memorial, plaqueId: plaque!.id };
}

/** The typed clients as `token`'s user (a guest without one), from an address of its own. */
const as = (token?: string) => testClient(t.app, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const ownPlaques = async (token: string) => (await read(as(token).plaques.index.$get())).body.data;
const saveDelivery = (id: string, json: PlaqueDelivery, token: string) =>
  read(as(token).plaques[':id'].delivery.$put({ param: { id }, json }));
const advance = (id: string, json: Advance, token = admin.token) => read(as(token).adminPlaques[':id'].$patch({ param: { id }, json }));
/** Sends a step the route's type forbids (a missing field, an unknown state): the route must refuse it. */
const advanceUntyped = (id: string, body: unknown) => call<Refusal>(t.app, `/api/admin/plaques/${id}`, send('PATCH', body, admin.token));
const adminList = async (query: PlaquesQuery = {}) => (await read(as(admin.token).adminPlaques.index.$get({ query }))).body;

describe('a plaque for every memorial a paid order paid for', () => {
  it('appears, por grabar and with no address, when the memorial is created; a memorial with no order has none', async () => {
    const { customer, memorial } = await customerWithMemorial();
    await insertMemorial(t.db, customer.user.id); // an older memorial, from before orders: no plaque
    const mine = await ownPlaques(customer.token);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 'por_grabar',
      delivery: null,
      delivery_editable: true,
      tracking_number: null,
      memorial: { type: 'memorial', id: memorial.id, name: 'Rosa Elvira Cárdenas', slug: memorial.slug },
    });
    expect(mine[0]!.memorial.short_code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    expect(mine[0]!.memorial.short_url).toBe(`http://localhost/q/${mine[0]!.memorial.short_code!.toLowerCase()}`);
  });

  it('comes with a family memorial too, and one order never has two', async () => {
    const customer = await createUserWithSession(t.db);
    const order = await givePaidOrder(t.db, customer.user.id, 'family');
    const [family] = await t.db
      .insert(familyProfiles)
      .values({ userId: customer.user.id, orderId: order.id, slug: `familia-placa-${Date.now()}`, familyName: 'Familia Ruiz' })
      .returning();
    const mine = await ownPlaques(customer.token);
    expect(mine).toEqual([
      expect.objectContaining({ memorial: expect.objectContaining({ type: 'family', id: family!.id, name: 'Familia Ruiz' }) }),
    ]);
  });

  it('leaves with its memorial while nobody has engraved it, and stays once engraved', async () => {
    const fresh = await customerWithMemorial();
    await t.db.delete(memorialProfiles).where(eq(memorialProfiles.id, fresh.memorial.id));
    expect(await ownPlaques(fresh.customer.token)).toEqual([]);

    const engraved = await customerWithMemorial('Jorge Cárdenas');
    expect((await advance(engraved.plaqueId, { status: 'grabada' })).status).toBe(200);
    await t.db.delete(memorialProfiles).where(eq(memorialProfiles.id, engraved.memorial.id));
    const [kept] = await ownPlaques(engraved.customer.token);
    expect(kept).toMatchObject({ status: 'grabada', memorial: { name: null, slug: null } });
    expect(kept!.memorial.short_code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/); // the code it carries is still known
  });

  it('is shown only to its owner, and only to a signed-in one', async () => {
    const { plaqueId } = await customerWithMemorial();
    const stranger = await createUserWithSession(t.db);
    expect(await ownPlaques(stranger.token)).toEqual([]);
    expect((await as().plaques.index.$get()).status).toBe(401);
    const answer = await saveDelivery(plaqueId, delivery(), stranger.token);
    expect(answer).toMatchObject({ status: 404, body: { success: false, error: M.notFound } });
  });
});

describe('where to send it (the owner)', () => {
  it('saves the recipient, a ten-digit phone, a municipio of the department, the address and notes', async () => {
    const { customer, plaqueId } = await customerWithMemorial();
    const answer = await saveDelivery(plaqueId, delivery({ address: '  Calle 10  # 43-20, <b>apto</b> 301 ' }), customer.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.delivery).toMatchObject({
      recipient_name: 'Luz Marina Gómez',
      phone: '3001234567',
      department: 'Antioquia',
      municipality: 'Medellín',
      address: 'Calle 10 # 43-20, apto 301',
      notes: 'Portería del edificio',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, plaqueId), eq(auditLog.action, 'plaque.delivery_saved')));
    expect(audit).toMatchObject({ actorId: customer.user.id, entityType: 'plaque' });

    // Editable until engraved: a second save replaces the first.
    const again = await saveDelivery(plaqueId, delivery({ municipality: 'Envigado', notes: '' }), customer.token);
    expect(again.body.data.delivery).toMatchObject({ municipality: 'Envigado', notes: null });
  });

  it.each([
    [{ recipient_name: '  ' }, M.recipientRequired],
    [{ recipient_name: 'a'.repeat(101) }, M.recipientTooLong],
    [{ phone: '' }, M.phoneRequired],
    [{ phone: '12345' }, M.phoneInvalid],
    [{ phone: '2001234567' }, M.phoneInvalid],
    [{ department: '' }, M.departmentRequired],
    [{ municipality: undefined }, M.municipalityRequired],
    [{ department: 'Atlántico', municipality: 'Medellín' }, M.municipalityMismatch],
    [{ department: 'Gotham', municipality: 'Medellín' }, M.municipalityMismatch],
    [{ address: '' }, M.addressRequired],
    [{ address: 'Cll' }, M.addressTooShort],
    [{ address: 'x'.repeat(201) }, M.addressTooLong],
    [{ notes: 'x'.repeat(501) }, M.notesTooLong],
  ])('refuses %j with its Spanish message and writes nothing', async (change, message) => {
    const { customer, plaqueId } = await customerWithMemorial();
    // One row leaves out the municipio the route's type requires: the table is sent untyped, to be refused.
    const answer = await call<Refusal>(
      t.app,
      `/api/plaques/${plaqueId}/delivery`,
      send('PUT', { ...delivery(), ...change }, customer.token),
    );
    expect(answer).toMatchObject({ status: 400, body: { success: false, error: message } });
    expect((await ownPlaques(customer.token))[0]!.delivery).toBeNull();
  });

  it('accepts a landline with its area prefix and Bogotá, D.C.', async () => {
    const { customer, plaqueId } = await customerWithMemorial();
    const answer = await saveDelivery(
      plaqueId,
      delivery({ phone: '(601) 234-5678', department: 'Bogotá, D.C.', municipality: 'Bogotá, D.C.' }),
      customer.token,
    );
    expect(answer.body.data.delivery?.phone).toBe('6012345678');
  });

  it('is locked once engraved, except to give an address the workshop never had', async () => {
    const given = await customerWithMemorial();
    await saveDelivery(given.plaqueId, delivery(), given.customer.token);
    await advance(given.plaqueId, { status: 'grabada' });
    const locked = await saveDelivery(given.plaqueId, delivery({ municipality: 'Bello' }), given.customer.token);
    expect(locked).toMatchObject({ status: 409, body: { error: M.deliveryLocked } });
    expect((await ownPlaques(given.customer.token))[0]).toMatchObject({ delivery_editable: false, delivery: { municipality: 'Medellín' } });

    const missing = await customerWithMemorial();
    await advance(missing.plaqueId, { status: 'grabada' });
    expect((await ownPlaques(missing.customer.token))[0]!.delivery_editable).toBe(true);
    expect((await saveDelivery(missing.plaqueId, delivery(), missing.customer.token)).status).toBe(200);
    expect((await saveDelivery(missing.plaqueId, delivery({ municipality: 'Bello' }), missing.customer.token)).status).toBe(409);
  });

  it('refuses a malformed id with 400', async () => {
    const { customer } = await customerWithMemorial();
    expect(await saveDelivery('no%20valido', delivery(), customer.token)).toMatchObject({ status: 400, body: { error: M.invalidId } });
  });
});

describe("the plaque's way (the back-office)", () => {
  it('is for administrators only', async () => {
    const { customer, plaqueId } = await customerWithMemorial();
    expect((await as(customer.token).adminPlaques.index.$get({ query: {} })).status).toBe(403);
    expect((await advance(plaqueId, { status: 'grabada' }, customer.token)).status).toBe(403);
    expect((await as().adminPlaques.index.$get({ query: {} })).status).toBe(401);
  });

  it('moves one step at a time, forward only, e-mailing the owner and auditing each step', async () => {
    const { customer, plaqueId } = await customerWithMemorial('Carmen Rosa Díaz');
    await saveDelivery(plaqueId, delivery(), customer.token);

    expect(await advance(plaqueId, { status: 'enviada', carrier: 'Servientrega', tracking_number: 'SV1' })).toMatchObject({
      status: 409,
      body: { error: M.oneStepOnly },
    });
    expect(await advance(plaqueId, { status: 'entregada' })).toMatchObject({ status: 409, body: { error: M.oneStepOnly } });

    const engraved = await advance(plaqueId, { status: 'grabada' });
    expect(engraved).toMatchObject({ status: 200, body: { data: { status: 'grabada' }, message: 'Placa marcada como grabada' } });
    expect(engraved.body.data.engraved_at).toEqual(expect.any(String));
    expect(await advance(plaqueId, { status: 'grabada' })).toMatchObject({ status: 409, body: { error: M.alreadyChanged } });
    const engravedMail = (await listOutbox(t.db, customer.email))[0];
    expect(engravedMail?.subject).toBe('La placa de Carmen Rosa Díaz ya está grabada');
    // The plaque's link as people type it; the QR code alone carries it in capitals.
    const link = `http://localhost/q/${engraved.body.data.memorial.short_code!.toLowerCase()}`;
    expect(engravedMail?.text).toContain(`Su código QR abre ${link}.`);
    expect(engravedMail?.html).toContain(link);
    expect(`${engravedMail?.text}${engravedMail?.html}`).not.toMatch(/HTTP|\/Q\//);

    // Sent without a field the route's type requires: untyped, to be refused.
    expect(await advanceUntyped(plaqueId, { status: 'enviada', carrier: 'Servientrega' })).toMatchObject({
      status: 400,
      body: { error: M.trackingRequired },
    });
    expect(await advance(plaqueId, { status: 'enviada', carrier: 'Servientrega', tracking_number: 'guía con espacios' })).toMatchObject({
      status: 400,
      body: { error: M.trackingInvalid },
    });
    expect(await advanceUntyped(plaqueId, { status: 'enviada', tracking_number: 'SV1' })).toMatchObject({
      status: 400,
      body: { error: M.carrierRequired },
    });
    const sent = await advance(plaqueId, { status: 'enviada', carrier: 'Servientrega', tracking_number: 'sv-2026-778899' });
    expect(sent.body.data).toMatchObject({ status: 'enviada', carrier: 'Servientrega', tracking_number: 'SV-2026-778899' });
    const shippedMail = (await listOutbox(t.db, customer.email))[0];
    expect(shippedMail?.subject).toBe('La placa de Carmen Rosa Díaz va en camino');
    expect(shippedMail?.text).toContain('Número de guía: SV-2026-778899');
    expect(shippedMail?.text).toContain('Calle 10 # 43-20, apto 301, Medellín (Antioquia)');

    expect(await advance(plaqueId, { status: 'grabada' })).toMatchObject({ status: 409, body: { error: M.oneStepOnly } });
    expect((await advance(plaqueId, { status: 'entregada' })).body.data.status).toBe('entregada');
    expect((await listOutbox(t.db, customer.email))[0]?.subject).toBe('La placa de Carmen Rosa Díaz fue entregada');
    expect(await advance(plaqueId, { status: 'entregada' })).toMatchObject({ status: 409, body: { error: M.alreadyChanged } });

    const steps = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, plaqueId), eq(auditLog.entityType, 'plaque')));
    expect(
      steps
        .filter((step) => step.actor === admin.user.id)
        .map((step) => step.action)
        .sort(),
    ).toEqual(['plaque.delivered', 'plaque.engraved', 'plaque.shipped']);

    const [mine] = await ownPlaques(customer.token);
    expect(mine).toMatchObject({
      status: 'entregada',
      carrier: 'Servientrega',
      tracking_number: 'SV-2026-778899',
      delivery_editable: false,
    });
  });

  it('is not sent before the owner says where', async () => {
    const { plaqueId } = await customerWithMemorial();
    await advance(plaqueId, { status: 'grabada' });
    expect(await advance(plaqueId, { status: 'enviada', carrier: 'Envía', tracking_number: '123' })).toMatchObject({
      status: 409,
      body: { error: M.noDelivery },
    });
  });

  it('refuses an unknown state, a missing plaque and a malformed id', async () => {
    const { plaqueId } = await customerWithMemorial();
    // A state the route's type does not take, and none at all: untyped, to be refused.
    expect(await advanceUntyped(plaqueId, { status: 'por_grabar' })).toMatchObject({ status: 400, body: { error: M.statusInvalid } });
    expect(await advanceUntyped(plaqueId, {})).toMatchObject({ status: 400, body: { error: M.statusInvalid } });
    expect(await advance(crypto.randomUUID(), { status: 'grabada' })).toMatchObject({ status: 404, body: { error: M.notFound } });
    expect(await advance('mal%20id', { status: 'grabada' })).toMatchObject({ status: 400, body: { error: M.invalidId } });
  });

  it('lists plaques by state with counts, and finds one by memorial, owner, municipio, tracking number or code', async () => {
    const { customer, plaqueId } = await customerWithMemorial('Gilberto Quintero Búsqueda');
    await saveDelivery(plaqueId, delivery({ department: 'Nariño', municipality: 'Tumaco' }), customer.token);

    const queue = await adminList({ status: 'por_grabar', limit: '100' });
    expect(queue.data.every((plaque) => plaque.status === 'por_grabar')).toBe(true);
    const row = queue.data.find((plaque) => plaque.id === plaqueId)!;
    expect(row).toMatchObject({
      owner: { id: customer.user.id, email: customer.email },
      delivery: { municipality: 'Tumaco', department: 'Nariño' },
    });
    expect(queue.counts.por_grabar).toBe(queue.pagination.total);

    for (const search of ['búsqueda', customer.email, 'tumaco', row.memorial.short_code!.toLowerCase()]) {
      const found = await adminList({ search });
      expect(found.data.map((plaque) => plaque.id)).toContain(plaqueId);
    }
    await advance(plaqueId, { status: 'grabada' });
    await advance(plaqueId, { status: 'enviada', carrier: 'Interrapidísimo', tracking_number: 'IR-555-BUSCA' });
    expect((await adminList({ search: 'ir-555-busca' })).data.map((plaque) => plaque.id)).toEqual([plaqueId]);
    expect((await adminList({ status: 'por_grabar', limit: '100' })).data.map((plaque) => plaque.id)).not.toContain(plaqueId);
    const sentList = await adminList({ status: 'enviada' });
    expect(sentList.counts.enviada).toBeGreaterThanOrEqual(1);
    // A state the query's type does not take: untyped, to be refused.
    expect((await call(t.app, '/api/admin/plaques?status=perdida', { headers: bearer(admin.token) })).status).toBe(400);
  });
});

describe('migration 0005 on existing memorials', () => {
  it('gives every memorial bought with an order its plaque, por grabar', async () => {
    const migrated = await migratedOver('0005_plaques.sql', [
      "INSERT INTO users (id, email) VALUES ('u1', 'duena@example.com')",
      "INSERT INTO packages (id, name, price) VALUES ('k1', 'Individual', 150000)",
      "INSERT INTO orders (id, user_id, package_id, status, payment_method, total_amount) VALUES ('o1', 'u1', 'k1', 'completed', 'nequi', 150000)",
      "INSERT INTO memorial_profiles (id, user_id, order_id, slug, profile_name, birth_date, death_date) VALUES ('p1', 'u1', 'o1', 'rosa', 'Rosa', '1950-01-01', '2020-01-01'), ('p2', 'u1', NULL, 'jorge', 'Jorge', '1950-01-01', '2020-01-01')",
    ]);
    const rows = await migrated.rows('SELECT id, order_id, target_type, target_id, status FROM plaques');
    expect(rows.map((row) => ({ ...row, id: undefined }))).toEqual([
      { id: undefined, order_id: 'o1', target_type: 'memorial', target_id: 'p1', status: 'por_grabar' },
    ]);
    expect(String(rows[0]!.id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

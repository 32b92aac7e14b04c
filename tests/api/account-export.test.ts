import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, sessions, users } from '../../db/schema';
import { POLICY_VERSION } from '../../worker/schemas/privacy-texts';
import type { AccountExport } from '../../worker/services/account-data';
import { todayInColombia } from '../../worker/services/time';
import { bearer, createUserWithSession } from '../helpers/auth';
import { fullCustomer, type FullCustomer } from '../helpers/full-customer';
import { recordingWallRooms } from '../helpers/memories';
import { testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

/**
 * 'Mis datos' → 'Descargar mis datos' (GET /api/account/export): everything the product holds about the
 * signed-in person, as a JSON attachment nobody caches, and nothing of anyone else.
 */
const t = useTestApp({ media: true });
let env: object;
let ana: FullCustomer;
let beto: FullCustomer;

beforeAll(async () => {
  env = { ...t.r2.env, WALL_ROOMS: recordingWallRooms().namespace };
  const admin = await createUserWithSession(t.db, { role: 'admin' });
  ana = await fullCustomer(t.app, t.db, env, admin.user.id, 'Ana');
  beto = await fullCustomer(t.app, t.db, env, admin.user.id, 'Beto');
  const [anaOrder] = await t.db.select().from(orders).where(eq(orders.userId, ana.userId));
  await t.db.insert(paymentEvents).values({
    gateway: 'wompi',
    eventType: 'transaction.updated',
    transactionId: 'wompi-tx-ana',
    reference: anaOrder!.paymentIntentId,
    transactionStatus: 'APPROVED',
    amountInCents: anaOrder!.totalAmount * 100,
    currency: 'COP',
    orderId: anaOrder!.id,
    outcome: 'paid',
    payload: JSON.stringify({ signature: { checksum: 'firma-cruda' } }),
  });
});

async function download(token: string) {
  const response = await testClient(t.app, env, bearer(token)).account.export.$get();
  const text = await response.text();
  return { response, text, data: JSON.parse(text) as AccountExport };
}

describe('GET /api/account/export', () => {
  it('needs a session', async () => {
    const response = await testClient(t.app, env).account.export.$get();
    expect(response.status).toBe(401);
  });

  it('is a download nobody keeps: an attachment named for the company and the day, private and not stored', async () => {
    const { response } = await download(ana.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="mis-datos-recuerdos-eternos-${todayInColombia()}.json"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('holds the account, its orders with the transfer data, memorials with the memories received, plaques, couple pages and consents', async () => {
    const { data } = await download(ana.token);
    expect(data).toMatchObject({ format: 'recuerdos-eternos-mis-datos', format_version: 1, policy_version: POLICY_VERSION });
    expect(data.responsible).toMatchObject({ company_name: 'Recuerdos Eternos', email: 'soporte@recuerdoseternos.co' });
    expect(data.account).toMatchObject({
      id: ana.userId,
      email: ana.email,
      first_name: 'María',
      last_name: 'Elena Gómez',
      has_password: true,
    });

    expect(data.orders).toHaveLength(3);
    expect(data.orders.map((order) => order.status).sort()).toEqual(['cancelled', 'completed', 'completed']);
    for (const order of data.orders)
      expect(order).toMatchObject({ payer_name: 'Pagador Ana', payment_intent_id: expect.stringMatching(/^REFAna/) });

    expect(data.payment_events).toEqual([
      expect.objectContaining({
        gateway: 'wompi',
        transaction_id: 'wompi-tx-ana',
        status: 'APPROVED',
        currency: 'COP',
        outcome: 'paid',
        reference: expect.stringMatching(/^REFAna/),
      }),
    ]);
    expect(data.payment_events[0]!.received_at).toEqual(expect.any(String));

    expect(data.memorials).toHaveLength(1);
    expect(data.memorials[0]).toMatchObject({ id: ana.memorial.id, profile_name: 'Memorial Ana', profile_image_url: ana.photos[0] });
    expect(data.memorials[0]!.memories.map((m) => m.id)).toEqual([ana.memories[0]!.id]);
    expect(data.family_memorials).toHaveLength(1);
    expect(data.family_memorials[0]).toMatchObject({
      id: ana.family.id,
      family_name: 'Familia Ana',
      family_members: [{ name: 'Jorge Enrique' }],
    });
    expect(data.family_memorials[0]!.memories.map((m) => m.author_name)).toEqual(['Visitante Ana']);

    expect(data.plaques).toHaveLength(2);
    expect(data.plaques.find((plaque) => plaque.id === ana.plaqueId)?.delivery).toMatchObject({
      recipient_name: 'Destinatario Ana',
      address: 'Calle Ana # 43-20',
    });
    expect(data.couple_pages.map((couple) => couple.id)).toEqual([ana.coupleId]);
    expect(data.privacy_consents.map((consent) => consent.purpose).sort()).toEqual(['entrega_placa', 'registro']);
    expect(data.privacy_consents.every((consent) => consent.policy_version === POLICY_VERSION)).toBe(true);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.uploads.map((upload) => upload.url)).toEqual(expect.arrayContaining(ana.photos));
    expect(data.emails.map((email) => email.subject).length).toBeGreaterThan(0);
  });

  it('never holds a password hash, a session or token hash, nor an e-mailed link', async () => {
    const { text } = await download(ana.token);
    const [user] = await t.db.select().from(users).where(eq(users.id, ana.userId));
    const sessionRows = await t.db.select().from(sessions).where(eq(sessions.userId, ana.userId));
    expect(text).not.toContain(user!.passwordHash!);
    expect(text).not.toContain('scrypt$');
    for (const session of sessionRows) {
      expect(text).not.toContain(session.id);
      expect(text).not.toContain(session.refreshTokenHash);
    }
    expect(text).not.toContain(ana.token);
    expect(text).not.toContain('firma-cruda');
    expect(text).not.toMatch(/token=/);
  });

  it('holds nothing of another customer', async () => {
    const { text } = await download(ana.token);
    for (const trace of [
      beto.email,
      beto.userId,
      beto.memorial.id,
      beto.family.id,
      beto.plaqueId,
      beto.coupleId,
      'Beto',
      ...beto.memories.map((m) => m.id),
    ]) {
      expect(text, trace).not.toContain(trace);
    }
    const theirs = await download(beto.token);
    expect(theirs.data.account.email).toBe(beto.email);
    expect(theirs.text).not.toContain(ana.email);
  });
});

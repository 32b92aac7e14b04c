import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { BUYER_MESSAGES as B, CONSUMIDOR_FINAL } from '../../worker/schemas/buyer-texts';
import { oneLineMessage } from '../../worker/schemas/one-line';
import { TERMS_MESSAGES, TERMS_VERSION } from '../../worker/schemas/terms-texts';
import { bearer, createUserWithSession, jsonPost, uniqueClient } from '../helpers/auth';
import { paymentProof, useCatalogAndAdmin } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { read, testClient } from '../helpers/test-client';
import { call } from '../helpers/test-db';

/**
 * 'Who buys' (docs/features/payments.md): POST /api/orders, by transfer and online, takes an optional `buyer` checked
 * per document type, requires `terms_accepted: true`, and stores on the order who the invoice is made out to
 * (consumidor final with the account's name and e-mail when no buyer is given) and the terms version accepted.
 */
const t = useTestApp();

/** POST /api/orders as the customer with this session. */
const placeOrder = (token: string, body: Record<string, unknown>) => call<Answer>(t.app, '/api/orders', jsonPost(body, bearer(token)));
const made = useCatalogAndAdmin(t);

type Answer = {
  success: boolean;
  data: { id: string; buyer: unknown; terms_version: string | null };
  error: string;
  code: string;
  field?: string;
};

const METHODS = {
  transfer: (extra: Record<string, unknown>) => {
    const { terms_accepted: _accepted, ...proof } = paymentProof(made.catalog.individual);
    return { ...proof, ...extra };
  },
  online: (extra: Record<string, unknown>) => ({ package_id: made.catalog.individual.id, payment_method: 'wompi', ...extra }),
};

const VALID_BUYER = { document_type: 'CC', document_number: '1020304050', name: 'Laura Ospina Ríos', email: 'laura@example.com' };

describe.each(Object.entries(METHODS))('POST /api/orders (%s): the buyer and the terms', (_method, body) => {
  /** A new customer sends the order with `extra` (terms, buyer) beside the payment. */
  async function order(extra: Record<string, unknown>) {
    const customer = await createUserWithSession(t.db);
    const answer = await placeOrder(customer.token, body(extra));
    const stored = await t.db.select().from(orders).where(eq(orders.userId, customer.user.id));
    return { ...answer, stored, customer };
  }
  const withBuyer = (buyer: Record<string, unknown>) => order({ terms_accepted: true, buyer: { ...VALID_BUYER, ...buyer } });
  /** The buyer with this document; the NIT's check digit sent apart when given. */
  const withDocument = (type: string, number: string, checkDigit: string | undefined) =>
    withBuyer({ document_type: type, document_number: number, ...(checkDigit ? { check_digit: checkDigit } : {}) });

  it.each([
    ['CC', '1.020.304.050', undefined, '1020304050'],
    ['CC', '123456', undefined, '123456'],
    ['TI', '1020304050', undefined, '1020304050'],
    ['TI', '10203040506', undefined, '10203040506'],
    ['CE', 'ab12345', undefined, 'AB12345'],
    ['CE', '987654', undefined, '987654'],
    ['PP', 'AB123456', undefined, 'AB123456'],
    ['PP', '12345', undefined, '12345'],
    ['NIT', '800.197.268-4', undefined, '800197268-4'],
    ['NIT', '800197268', '4', '800197268-4'],
    ['NIT', '900 123 456', '8', '900123456-8'],
  ])('stores a %s %s (check digit %s) as %s', async (type, number, checkDigit, expected) => {
    const { status, body: answer, stored } = await withDocument(type, number, checkDigit);
    expect(status, answer.error).toBe(201);
    expect(stored[0]).toMatchObject({
      buyerDocumentType: type,
      buyerDocumentNumber: expected,
      buyerName: 'Laura Ospina Ríos',
      buyerEmail: 'laura@example.com',
    });
    expect(answer.data.buyer).toEqual({
      document_type: type,
      document_number: expected,
      name: 'Laura Ospina Ríos',
      email: 'laura@example.com',
      consumidor_final: false,
    });
  });

  it.each([
    ['CC', '12345', undefined, B.CC],
    ['CC', '12345678901', undefined, B.CC],
    ['CC', '12A456', undefined, B.CC],
    ['TI', '123456789', undefined, B.TI],
    ['TI', '123456789012', undefined, B.TI],
    ['CE', '12345', undefined, B.CE],
    ['CE', 'AB-12345', undefined, B.CE],
    ['PP', '1234', undefined, B.PP],
    ['PP', 'A'.repeat(21), undefined, B.PP],
    ['NIT', '800197268', undefined, B.NIT],
    ['NIT', 'ABC-1', undefined, B.NIT],
    ['NIT', '800197268-5', undefined, B.nitCheckDigit],
    ['NIT', '800197268', '7', B.nitCheckDigit],
    ['CC', '', undefined, B.documentNumberRequired],
  ])('refuses a %s %s (check digit %s) naming buyer.document_number, and writes nothing', async (type, number, checkDigit, message) => {
    const { status, body: answer, stored } = await withDocument(type, number, checkDigit);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ success: false, error: message, code: 'VALIDATION_FAILED', field: 'buyer.document_number' });
    expect(stored).toHaveLength(0);
  });

  it.each([
    [{ document_type: 'RC' }, 'buyer.document_type', B.documentTypeRequired],
    [{ document_type: undefined }, 'buyer.document_type', B.documentTypeRequired],
    [{ name: '  ' }, 'buyer.name', B.nameRequired],
    [{ name: 'L'.repeat(151) }, 'buyer.name', B.nameTooLong],
    [{ name: 'Laura\nOspina' }, 'buyer.name', oneLineMessage('El nombre para la factura')],
    [{ email: 'laura@' }, 'buyer.email', B.emailInvalid],
    [{ email: '' }, 'buyer.email', B.emailRequired],
  ])('refuses the buyer %o naming %s', async (changes, field, message) => {
    const { status, body: answer, stored } = await withBuyer(changes);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: message, field });
    expect(stored).toHaveLength(0);
  });

  it('keeps a name of 150 characters', async () => {
    const name = 'L'.repeat(150);
    const { status, stored } = await withBuyer({ name });
    expect(status).toBe(201);
    expect(stored[0]?.buyerName).toBe(name);
  });

  it("without a buyer, invoices to consumidor final with the account's name and e-mail", async () => {
    const { status, body: answer, stored, customer } = await order({ terms_accepted: true });
    expect(status).toBe(201);
    expect(stored[0]).toMatchObject({
      buyerDocumentType: 'CC',
      buyerDocumentNumber: '222222222222',
      buyerName: 'Ana Pérez',
      buyerEmail: customer.email,
    });
    expect(answer.data.buyer).toEqual({
      document_type: CONSUMIDOR_FINAL.document_type,
      document_number: CONSUMIDOR_FINAL.document_number,
      name: 'Ana Pérez',
      email: customer.email,
      consumidor_final: true,
    });
  });

  it.each([[{}], [{ terms_accepted: false }], [{ terms_accepted: 'true' }], [{ terms_accepted: false, buyer: VALID_BUYER }]])(
    'refuses %o: the terms must be accepted, and nothing is written',
    async (extra) => {
      const { status, body: answer, stored } = await order(extra);
      expect(status).toBe(400);
      expect(answer).toMatchObject({ error: TERMS_MESSAGES.required, field: 'terms_accepted' });
      expect(stored).toHaveLength(0);
    },
  );

  it('stores the terms version in force and when they were accepted', async () => {
    const before = new Date().toISOString();
    const { status, body: answer, stored } = await order({ terms_accepted: true });
    const after = new Date().toISOString();
    expect(status).toBe(201);
    expect(stored[0]?.termsVersion).toBe(TERMS_VERSION);
    expect(answer.data.terms_version).toBe(TERMS_VERSION);
    const acceptedAt = stored[0]?.termsAcceptedAt ?? '';
    expect(acceptedAt >= before && acceptedAt <= after).toBe(true);
  });
});

describe('GET /api/orders/buyer and GET /api/orders/{id}', () => {
  const orderClient = (token: string) => testClient(t.app, undefined, { ...bearer(token), 'cf-connecting-ip': uniqueClient() }).orders;

  it("answers null before any order, then the latest order's buyer, which the order itself shows too", async () => {
    const customer = await createUserWithSession(t.db);
    expect((await read(orderClient(customer.token).buyer.$get())).body.data).toBeNull();

    const first = await placeOrder(customer.token, METHODS.transfer({ terms_accepted: true }));
    expect(first.status).toBe(201);
    expect((await read(orderClient(customer.token).buyer.$get())).body.data).toMatchObject({ consumidor_final: true, name: 'Ana Pérez' });

    const nit = { document_type: 'NIT', document_number: '800197268-4', name: 'Funeraria La Paz S.A.S.', email: 'compras@lapaz.co' };
    const second = await placeOrder(customer.token, METHODS.online({ terms_accepted: true, buyer: nit }));
    expect(second.status).toBe(201);
    const expected = { ...nit, consumidor_final: false };
    expect((await read(orderClient(customer.token).buyer.$get())).body.data).toEqual(expected);
    const shown = await read(orderClient(customer.token)[':id'].$get({ param: { id: second.body.data.id } }));
    expect(shown.body.data).toMatchObject({ buyer: expected, terms_version: TERMS_VERSION });
  });

  it("never answers another customer's buyer", async () => {
    const owner = await createUserWithSession(t.db);
    const placed = await placeOrder(owner.token, METHODS.transfer({ terms_accepted: true, buyer: VALID_BUYER }));
    expect(placed.status).toBe(201);
    const stranger = await createUserWithSession(t.db);
    expect((await read(orderClient(stranger.token).buyer.$get())).body.data).toBeNull();
  });
});

describe('PUT /api/orders/{id}/transfer', () => {
  it("keeps the buyer and the terms the online order was placed with, whatever the proof's body carries", async () => {
    const customer = await createUserWithSession(t.db);
    const placed = await placeOrder(customer.token, METHODS.online({ terms_accepted: true, buyer: VALID_BUYER }));
    expect(placed.status).toBe(201);
    const [before] = await t.db.select().from(orders).where(eq(orders.id, placed.body.data.id));
    const { package_id: _omitted, ...proof } = METHODS.transfer({ buyer: { ...VALID_BUYER, name: 'Otra Persona' }, terms_accepted: false });
    const switched = await call<Answer>(t.app, `/api/orders/${placed.body.data.id}/transfer`, {
      ...jsonPost(proof, bearer(customer.token)),
      method: 'PUT',
    });
    expect(switched.status, switched.body.error).toBe(200);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, placed.body.data.id));
    expect(after).toMatchObject({
      paymentMethod: 'nequi',
      buyerDocumentNumber: '1020304050',
      buyerName: 'Laura Ospina Ríos',
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: before?.termsAcceptedAt,
    });
  });
});

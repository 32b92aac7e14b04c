import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TransactionLookup } from '../../worker/payments/gateway';
import {
  createWompiGateway as wompiGateway,
  wompiEventChecksum,
  wompiIntegritySignature,
  type WompiKeys,
} from '../../worker/payments/wompi';
import { wompiEvent } from '../helpers/wompi';

/** SHA-256 hex computed here with node:crypto, independently of the Web Crypto the Worker uses. */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const KEYS = {
  publicKey: 'pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf',
  integritySecret: 'test_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
  eventsSecret: 'test_events_2jA3cXrhBnXDsPs1nJkmzqmXqq1hE9c5',
};

/** Signatures need no transaction lookup: this one knows none. */
const NO_TRANSACTIONS: TransactionLookup = { find: () => Promise.resolve({ kind: 'not_found' }) };
const createWompiGateway = (keys: WompiKeys) => wompiGateway(keys, NO_TRANSACTIONS);

/** An event of the shape Wompi's "Eventos" page documents (transaction.updated), checksummed by tests/helpers/wompi.ts. */
function documentedEvent(overrides: { status?: string; amount?: number; properties?: string[] } = {}) {
  const transaction = {
    id: '1234-1610641025-49201',
    reference: 'RE-4f2a',
    status: overrides.status ?? 'APPROVED',
    amount_in_cents: overrides.amount ?? 15_000_000,
  };
  return wompiEvent(transaction, KEYS.eventsSecret, 1530291411, overrides.properties);
}

describe("Wompi's signatures", () => {
  it('signs a checkout with SHA-256 of reference + amount in cents + currency + integrity secret', async () => {
    // The documentation's own example: reference, 2490000 cents, COP, the secret.
    const expected = sha256('sk8-438k4-xmxm392-sn2m2490000COPtest_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6');
    expect(await wompiIntegritySignature('sk8-438k4-xmxm392-sn2m', 2_490_000, 'COP', KEYS.integritySecret)).toBe(expected);
  });

  it("builds Web Checkout's address with every parameter and the signature over the amount in cents", async () => {
    const url = new URL(
      await createWompiGateway(KEYS).checkoutUrl({
        reference: 'RE-4f2a',
        amount: 150_000,
        currency: 'COP',
        redirectUrl: 'https://recuerdoseternos.co/payment-success?order=4f2a',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://checkout.wompi.co/p/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'public-key': KEYS.publicKey,
      currency: 'COP',
      'amount-in-cents': '15000000',
      reference: 'RE-4f2a',
      'signature:integrity': sha256(`RE-4f2a15000000COP${KEYS.integritySecret}`),
      'redirect-url': 'https://recuerdoseternos.co/payment-success?order=4f2a',
    });
  });

  it("computes an event's checksum from its properties in order, the timestamp and the events secret", async () => {
    const event = documentedEvent();
    expect(await wompiEventChecksum(event, KEYS.eventsSecret)).toBe(event.signature.checksum);
    // The order of the properties is the order of concatenation.
    const reordered = {
      ...event,
      signature: { ...event.signature, properties: ['transaction.status', 'transaction.id', 'transaction.amount_in_cents'] },
    };
    expect(await wompiEventChecksum(reordered, KEYS.eventsSecret)).toBe(
      sha256(`APPROVED1234-1610641025-4920115000000${event.timestamp}${KEYS.eventsSecret}`),
    );
  });

  it('accepts the documented event, with or without the X-Event-Checksum header, and normalizes it', async () => {
    const gateway = createWompiGateway(KEYS);
    const event = documentedEvent();
    const expected = {
      kind: 'transaction',
      gateway: 'wompi',
      eventType: 'transaction.updated',
      transactionId: '1234-1610641025-49201',
      reference: 'RE-4f2a',
      status: 'APPROVED',
      amountInCents: 15_000_000,
      currency: 'COP',
    };
    expect(await gateway.verifyEvent({ body: JSON.stringify(event), headers: new Headers() })).toEqual(expected);
    expect(
      await gateway.verifyEvent({
        body: JSON.stringify(event),
        headers: new Headers({ 'X-Event-Checksum': event.signature.checksum.toUpperCase() }),
      }),
    ).toEqual(expected);
  });

  it('refuses a changed amount, a wrong secret, a disagreeing header and a body without a signature', async () => {
    const gateway = createWompiGateway(KEYS);
    const event = documentedEvent();
    const tampered = { ...event, data: { transaction: { ...event.data.transaction, amount_in_cents: 100 } } };
    expect(await gateway.verifyEvent({ body: JSON.stringify(tampered), headers: new Headers() })).toBeNull();
    expect(
      await createWompiGateway({ ...KEYS, eventsSecret: 'otro' }).verifyEvent({ body: JSON.stringify(event), headers: new Headers() }),
    ).toBeNull();
    expect(
      await gateway.verifyEvent({ body: JSON.stringify(event), headers: new Headers({ 'X-Event-Checksum': sha256('otro') }) }),
    ).toBeNull();
    expect(await gateway.verifyEvent({ body: JSON.stringify({ ...event, signature: undefined }), headers: new Headers() })).toBeNull();
    expect(await gateway.verifyEvent({ body: 'no es json', headers: new Headers() })).toBeNull();
  });

  it("refuses a well-checksummed event that does not sign the transaction's id, status and amount", async () => {
    const gateway = createWompiGateway(KEYS);
    // The reshaping a joined-without-separator checksum allows: one signed value, whatever the rest of the body says.
    for (const properties of [
      ['transaction.id'],
      ['transaction.id', 'transaction.status'],
      ['transaction.status', 'transaction.amount_in_cents', 'transaction.reference'],
    ]) {
      const event = documentedEvent({ properties });
      expect(await wompiEventChecksum(event, KEYS.eventsSecret)).toBe(event.signature.checksum);
      expect(await gateway.verifyEvent({ body: JSON.stringify(event), headers: new Headers() }), properties.join()).toBeNull();
    }
    // More than the three, in any order, is fine.
    const more = documentedEvent({
      properties: ['transaction.reference', 'transaction.amount_in_cents', 'transaction.id', 'transaction.status'],
    });
    expect(await gateway.verifyEvent({ body: JSON.stringify(more), headers: new Headers() })).toMatchObject({
      kind: 'transaction',
      transactionId: '1234-1610641025-49201',
    });
  });
});

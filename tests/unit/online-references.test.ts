import { describe, expect, it } from 'vitest';
import { createWompiGateway, WOMPI_REFERENCE_MAX } from '../../worker/payments/wompi';
import { gatewayReference, orderIdOfReference, retryReference } from '../../worker/services/online-orders';

/** Every checkout of an order has its own reference, and each names the order. */
describe("an online order's references", () => {
  const id = '0b7c2f4e-9a51-4d3e-8f00-1c2d3e4f5a6b';

  it('gives each retry a new reference that still names the order', () => {
    const [a, b] = [retryReference(id), retryReference(id)];
    expect(a).toMatch(new RegExp(`^RE-${id}-[0-9a-f]{8}$`));
    expect(a).not.toBe(b);
    expect(orderIdOfReference(a)).toBe(id);
    expect(orderIdOfReference(gatewayReference(id))).toBe(id);
  });

  it('names no order for any other text', () => {
    for (const text of ['RE-nadie-pidio-esto', `RE-${id}-xyz`, `RE-${id}-0123456789`, id, `XX-${id}`, 'NEQ123'])
      expect(orderIdOfReference(text)).toBeNull();
  });

  it(`keeps every reference within ${WOMPI_REFERENCE_MAX} characters, and the checkout refuses a longer one`, async () => {
    expect(gatewayReference(id).length).toBeLessThanOrEqual(WOMPI_REFERENCE_MAX);
    for (let index = 0; index < 20; index++) expect(retryReference(id).length).toBeLessThanOrEqual(WOMPI_REFERENCE_MAX);
    const gateway = createWompiGateway(
      { publicKey: 'pub_test_x', integritySecret: 'test_integrity_x', eventsSecret: 'test_events_x' },
      { find: () => Promise.resolve({ kind: 'not_found' }) },
    );
    const order = { amount: 150_000, currency: 'COP', redirectUrl: 'http://localhost/payment-success' };
    await expect(gateway.checkoutUrl({ ...order, reference: retryReference(id) })).resolves.toContain('reference=RE-');
    await expect(gateway.checkoutUrl({ ...order, reference: `${retryReference(id)}x` })).rejects.toThrow(/longer than 48/);
  });
});

import { describe, expect, it } from 'vitest';
import { gatewayReference, orderIdOfReference, retryReference } from '../../worker/services/online-orders';

/** Issue 43: every checkout of an order has its own reference, and each names the order. */
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
    for (const text of ['RE-nadie-pidio-esto', `RE-${id}-xyz`, `RE-${id}-0123456789`, id, `XX-${id}`, 'NEQ123']) expect(orderIdOfReference(text)).toBeNull();
  });
});

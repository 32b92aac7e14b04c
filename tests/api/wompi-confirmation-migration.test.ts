import { describe, expect, it } from 'vitest';
import { useMigratedOver } from '../helpers/migrations';

/**
 * Migration 0025 rebuilds payment_events for its new outcomes on a database that already keeps Wompi's events, and
 * makes a gateway's transaction settle one order at most.
 */
describe('migration 0025 on kept payment events', () => {
  const { execute, rows } = useMigratedOver('0025_wompi_confirmation.sql', [
    "INSERT INTO users (id, email) VALUES ('u1', 'cliente@example.com')",
    "INSERT INTO packages (id, name, price) VALUES ('pk', 'Memorial Individual', 150000)",
    "INSERT INTO orders (id, user_id, package_id, status, payment_method, payment_intent_id, total_amount, payment_gateway, gateway_transaction_id) VALUES ('o1', 'u1', 'pk', 'completed', 'wompi', 'RE-o1', 150000, 'wompi', 'tx-1'), ('o2', 'u1', 'pk', 'pending', 'wompi', 'RE-o2', 150000, NULL, NULL)",
    "INSERT INTO payment_events (id, gateway, event_type, transaction_id, reference, transaction_status, amount_in_cents, currency, order_id, outcome, payload, received_at) VALUES ('e1', 'wompi', 'transaction.updated', 'tx-1', 'RE-o1', 'APPROVED', 15000000, 'COP', 'o1', 'paid', '{}', '2026-11-01T10:00:00.000Z')",
  ]);

  it('keeps every event as it was, and accepts the new outcomes only', async () => {
    expect(await rows('SELECT id, transaction_id, order_id, outcome, received_at FROM payment_events')).toEqual([
      { id: 'e1', transaction_id: 'tx-1', order_id: 'o1', outcome: 'paid', received_at: '2026-11-01T10:00:00.000Z' },
    ]);
    await execute("UPDATE payment_events SET outcome = 'transaction_reused' WHERE id = 'e1'");
    await expect(execute("UPDATE payment_events SET outcome = 'otra' WHERE id = 'e1'")).rejects.toThrow(/CHECK/);
  });

  it('refuses a second order with the same gateway transaction', async () => {
    await expect(execute("UPDATE orders SET payment_gateway = 'wompi', gateway_transaction_id = 'tx-1' WHERE id = 'o2'")).rejects.toThrow(
      /UNIQUE/,
    );
    await execute("UPDATE orders SET payment_gateway = 'wompi', gateway_transaction_id = 'tx-2' WHERE id = 'o2'");
  });
});

import { describe, expect, it } from 'vitest';
import { isUnfinishedOnline, nextWait, UNFINISHED_AFTER_MS, waitStateOf, WAIT_STEPS_MS } from '../../site/lib/checkout/online-payment-wait';

describe('the return page waiting for an online payment', () => {
  it('asks again after longer and longer pauses, and stops after about fifteen minutes', () => {
    const pauses = WAIT_STEPS_MS.map((_, attempt) => nextWait(attempt)!);
    expect(pauses.every((pause, i) => i === 0 || pause >= pauses[i - 1]!)).toBe(true);
    const total = pauses.reduce((sum, pause) => sum + pause, 0);
    expect(total).toBeGreaterThan(10 * 60_000);
    expect(total).toBeLessThanOrEqual(15 * 60_000);
    expect(nextWait(WAIT_STEPS_MS.length)).toBeNull();
  });

  it("reads the order's status as the person's news", () => {
    expect(waitStateOf('pending', false)).toBe('waiting');
    expect(waitStateOf('pending', true)).toBe('unfinished');
    expect(waitStateOf('completed', true)).toBe('confirmed');
    expect(waitStateOf('failed', false)).toBe('declined');
    expect(waitStateOf('cancelled', false)).toBe('cancelled');
  });

  it('reads an online order pending for ten minutes as a checkout that did not finish, and nothing else', () => {
    const placed = Date.parse('2026-03-01T23:55:00.000Z');
    const order = { payment_method: 'wompi', status: 'pending', created_at: new Date(placed).toISOString() };
    expect(UNFINISHED_AFTER_MS).toBe(10 * 60_000);
    expect(isUnfinishedOnline(order, placed + UNFINISHED_AFTER_MS - 1)).toBe(false);
    expect(isUnfinishedOnline(order, placed + UNFINISHED_AFTER_MS)).toBe(true);
    expect(isUnfinishedOnline({ ...order, status: 'completed' }, placed + UNFINISHED_AFTER_MS)).toBe(false);
    expect(isUnfinishedOnline({ ...order, payment_method: 'nequi' }, placed + UNFINISHED_AFTER_MS)).toBe(false);
  });
});

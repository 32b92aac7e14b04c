import { describe, expect, it } from 'vitest';
import { nextWait, waitStateOf, WAIT_STEPS_MS } from '../../site/lib/checkout/online-payment-wait';

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
    expect(waitStateOf('pending', true)).toBe('still-waiting');
    expect(waitStateOf('completed', true)).toBe('confirmed');
    expect(waitStateOf('failed', false)).toBe('declined');
  });
});

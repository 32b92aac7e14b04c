import { afterEach, describe, expect, it } from 'vitest';
import { forgetKeptCopies, keepCopy, keptCopy, KEPT_LIMITS } from '../../worker/edge-cache/isolate-copies';
import { nextMidnightInColombia } from '../../worker/services/time';

const page = (text: string) =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/html', 'x-edge-rendered-under': 'b/1.2' } });

afterEach(() => forgetKeptCopies());

describe("the isolate's kept copies", () => {
  it('gives back the stored copy with its tags, as many times as asked', async () => {
    await keepCopy('/memorial/rosa', page('<h1>Rosa</h1>'));
    for (let i = 0; i < 2; i++) {
      const copy = keptCopy('/memorial/rosa');
      expect(await copy?.text()).toBe('<h1>Rosa</h1>');
      expect(copy?.headers.get('x-edge-rendered-under')).toBe('b/1.2');
    }
    expect(keptCopy('/memorial/otro')).toBeNull();
  });

  it('forgets a copy at the Colombian midnight', async () => {
    const now = Date.parse('2026-11-02T22:00:00.000Z');
    await keepCopy('/memorial/rosa', page('hoy'), now);
    expect(keptCopy('/memorial/rosa', nextMidnightInColombia(now) - 1)).not.toBeNull();
    expect(keptCopy('/memorial/rosa', nextMidnightInColombia(now))).toBeNull();
  });

  it('keeps at most its entries, dropping the least recently read first', async () => {
    for (let i = 0; i < KEPT_LIMITS.entries; i++) await keepCopy(`/memorial/p${i}`, page(`p${i}`));
    keptCopy('/memorial/p0'); // read again: now the most recent
    await keepCopy('/memorial/nuevo', page('nuevo'));
    expect(keptCopy('/memorial/p0')).not.toBeNull();
    expect(keptCopy('/memorial/p1')).toBeNull();
    expect(keptCopy('/memorial/nuevo')).not.toBeNull();
  });

  it('never holds more than its bytes, and leaves out a page too large to be worth it', async () => {
    const big = 'x'.repeat(KEPT_LIMITS.pageBytes);
    const count = Math.ceil(KEPT_LIMITS.bytes / KEPT_LIMITS.pageBytes) + 2;
    for (let i = 0; i < count; i++) await keepCopy(`/memorial/g${i}`, page(big));
    expect(keptCopy('/memorial/g0')).toBeNull();
    expect(keptCopy(`/memorial/g${count - 1}`)).not.toBeNull();
    await keepCopy('/memorial/enorme', page(`${big}x`));
    expect(keptCopy('/memorial/enorme')).toBeNull();
  });
});

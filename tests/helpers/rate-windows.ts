import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Rate limits count in FIXED windows (worker/services/rate-limit.ts: `now - now % windowMs`, windows of 10 and
 * 15 minutes, an hour, a day). A test that sends requests up to a limit would see the count restart if its
 * sequence straddled a window's end: on a busy machine, now and then, a 201 where the test expects its 429.
 * So such tests start just after a UTC midnight, where every window starts (each rule's window divides a day),
 * and have the whole window ahead of them. docs/testing.md ("Timing").
 */
const DAY_MS = 86_400_000;

/** The latest time a test of this file reached on the faked clock: the next test starts a day after it. */
let reached = 0;

/** One second past the first UTC midnight after `now` (ms since the epoch): the start of every rule's window. */
export const freshRateWindowStart = (now: number): number => now - (now % DAY_MS) + DAY_MS + 1_000;

/**
 * Moves `Date` (only `Date`: timers, `performance` and everything else stay real) to one second past the next
 * UTC midnight, after both the clock's current time and any time an earlier test of the file reached, so no
 * counter of an earlier test is in the window. The clock keeps running from there (`shouldAdvanceTime`).
 * Returns the new time. `startInFreshRateWindows()` calls it before each test; call it yourself only to test it.
 */
export function enterFreshRateWindow(): number {
  const start = freshRateWindowStart(Math.max(Date.now(), reached));
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(start);
  return start;
}

/** Gives the real `Date` back, remembering how far the faked clock went. */
export function leaveFreshRateWindow(): void {
  reached = Math.max(reached, Date.now());
  vi.useRealTimers();
}

/**
 * Call inside the `describe` of tests that count up to a rate limit (expect a 429, or a request still allowed
 * under one): each of its tests starts in a fresh window of every limit. Keep it to those tests: data made at the
 * real time in a `beforeAll` (a one-hour reset link, a five-minute second-factor challenge) is a day old in them.
 */
export function startInFreshRateWindows(): void {
  beforeEach(() => {
    enterFreshRateWindow();
  });
  afterEach(() => {
    leaveFreshRateWindow();
  });
}

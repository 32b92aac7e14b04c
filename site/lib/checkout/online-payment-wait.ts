/**
 * How the return page waits for an online payment's confirmation (issue 32): it asks for the order's status again
 * after each of these pauses, longer and longer, and then stops (PSE may take minutes; the e-mail still comes).
 * Pure, so a unit test holds the bound.
 */
export const WAIT_STEPS_MS = [2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 30_000, 30_000, 30_000, 30_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000] as const;

/** The pause before the `attempt`-th question (from 0), or null once the page has waited long enough. */
export const nextWait = (attempt: number): number | null => WAIT_STEPS_MS[attempt] ?? null;

export type OnlineWaitState = 'waiting' | 'confirmed' | 'declined' | 'still-waiting';

/** What an order's status means for the person waiting on the return page. */
export function waitStateOf(status: string, gaveUp: boolean): OnlineWaitState {
  if (status === 'completed') return 'confirmed';
  if (status === 'failed' || status === 'cancelled') return 'declined';
  return gaveUp ? 'still-waiting' : 'waiting';
}

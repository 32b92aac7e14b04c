import { ONLINE_PAYMENT_METHOD } from '../../../worker/schemas/online-payment-texts';

/**
 * How the return page waits for an online payment's confirmation (docs/features/payments.md): it asks for the order's status again
 * after each of these pauses, longer and longer, and then stops (PSE may take minutes; the e-mail still comes).
 * Pure, so a unit test holds the bound.
 */
export const WAIT_STEPS_MS = [
  2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 30_000, 30_000, 30_000, 30_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000,
  60_000,
] as const;

/** The pause before the `attempt`-th question (from 0), or null once the page has waited long enough. */
export const nextWait = (attempt: number): number | null => WAIT_STEPS_MS[attempt] ?? null;

/**
 * How long after its order was placed an online payment that Wompi has not confirmed reads as a checkout that did
 * not finish (docs/features/payments.md: 'Tu pago en línea no se completó', with its three ways on). Shorter than the return page's
 * whole wait, which therefore also gives up at once on an order older than this.
 */
export const UNFINISHED_AFTER_MS = 10 * 60_000;

/** An online order still pending for longer than UNFINISHED_AFTER_MS, at `now` (epoch ms). */
export function isUnfinishedOnline(order: { payment_method: string; status: string; created_at: string }, now: number): boolean {
  return (
    order.payment_method === ONLINE_PAYMENT_METHOD &&
    order.status === 'pending' &&
    now - Date.parse(order.created_at) >= UNFINISHED_AFTER_MS
  );
}

export type OnlineWaitState = 'waiting' | 'confirmed' | 'declined' | 'cancelled' | 'unfinished';

/** What an order's status means for the person waiting on the return page. */
export function waitStateOf(status: string, gaveUp: boolean): OnlineWaitState {
  if (status === 'completed') return 'confirmed';
  if (status === 'failed') return 'declined';
  if (status === 'cancelled') return 'cancelled';
  return gaveUp ? 'unfinished' : 'waiting';
}

import { atom } from 'nanostores';
import { apiFetchBody } from '../lib/api';

/**
 * How many orders wait for an administrator (the header bell, spec part 3 §2). null until the first answer.
 * A failed refresh keeps the last known count: the bell is a hint, not a place for error messages.
 */
export const $pendingCount = atom<number | null>(null);

/** Spec §9: the bell is refreshed every 30 seconds. */
export const PENDING_POLL_MS = 30_000;

export async function refreshPendingCount(): Promise<void> {
  const result = await apiFetchBody<{ count: number }>('/api/admin/orders/pending-count');
  if (result.ok && typeof result.data.count === 'number') $pendingCount.set(result.data.count);
}

/** Loads the count now and every 30 s while mounted; returns the cleanup for a mount effect. */
export function pollPendingCount(): () => void {
  void refreshPendingCount();
  const timer = setInterval(() => void refreshPendingCount(), PENDING_POLL_MS);
  return () => clearInterval(timer);
}

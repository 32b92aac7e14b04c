import { computed } from 'nanostores';
import { createFetcherStore } from './query';

/** product §3.9: the bell is refreshed every 30 seconds (and at once on a live notice about orders). */
export const PENDING_POLL_MS = 30_000;

export const PENDING_COUNT_KEY = '/api/admin/orders/pending-count';

const $pendingRead = createFetcherStore<{ count: number }>(PENDING_COUNT_KEY, { revalidateInterval: PENDING_POLL_MS });

let lastKnown: number | null = null;
/**
 * How many orders wait for an administrator (the header bell, product §3.2). null until the first answer.
 * A failed refresh keeps the last known count: the bell is a hint, not a place for error messages.
 */
export const $pendingCount = computed($pendingRead, (value) => {
  if (typeof value.data?.count === 'number') lastKnown = value.data.count;
  return lastKnown;
});

import { computed } from 'nanostores';
import { ADMIN_READS } from '../../lib/admin/live-topics';
import { api, request } from '../../lib/api-client';
import { createRead } from './query';

/** product §3.9: the bell is refreshed every 30 seconds (and at once on a live notice about orders). */
export const PENDING_POLL_MS = 30_000;

/** Under the orders' name: whatever refreshes the orders refreshes the bell. */
export const PENDING_COUNT_KEY = `${ADMIN_READS.orders}/pending-count`;

const $pendingRead = createRead(PENDING_COUNT_KEY, () => request(api.adminOrders['pending-count'].$get()), {
  revalidateInterval: PENDING_POLL_MS,
});

let lastKnown: number | null = null;
/**
 * How many orders wait for an administrator (the header bell, product §3.2). null until the first answer.
 * A failed refresh keeps the last known count: the bell is a hint, not a place for error messages.
 */
export const $pendingCount = computed($pendingRead, (value) => {
  if (typeof value.data?.count === 'number') lastKnown = value.data.count;
  return lastKnown;
});

import { beforeAll, inject } from 'vitest';

/**
 * Every e2e file starts with the rate-limit counters at zero. Locally each browser context is a made-up client
 * address counted from 1 in every file, so without this one file's sign-ups and orders would eat another's
 * allowance; the limits themselves stay exactly as production has them (the route exists only with LOCAL_DEV).
 */
beforeAll(async () => {
  const response = await fetch(`${inject('baseURL')}/api/dev/rate-limits/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not reset the rate limits: ${response.status}`);
});

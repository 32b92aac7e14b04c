import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { listPaymentEventsToReview } from '../../services/payment-events';
import { requestDeps } from '../request-deps';

/** The online payments' events an administrator must look at (issue 32): no matching order, or another amount. */
export const adminPaymentEventsApi = new Hono<AppEnv>().get('/', async (c) =>
  c.json({ success: true as const, data: await listPaymentEventsToReview(requestDeps(c)) }),
);

import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validation';
import { idParams, PARAM_MESSAGES } from '../../schemas/params';
import { confirmPaymentEventAgain, listPaymentEventsToReview } from '../../services/payment-events';
import { requestDeps } from '../request-deps';

/**
 * The online payments' events an administrator must look at (docs/features/payments.md): no matching order, another amount, a
 * transaction Wompi does not confirm or that already paid another order, or one Wompi's API did not answer about.
 * `POST /{id}/confirm` asks Wompi's API about a kept event again and acts on its answer (services/payment-events.ts).
 */
export const adminPaymentEventsApi = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ success: true as const, data: await listPaymentEventsToReview(requestDeps(c)) }))
  .post('/:id/confirm', validate('param', idParams(PARAM_MESSAGES.paymentEvent)), async (c) => {
    const deps = requestDeps(c);
    const { outcome, orderId } = await confirmPaymentEventAgain(deps, deps.gateway, c.req.valid('param').id);
    return c.json({ success: true as const, data: { outcome, order_id: orderId } });
  });

import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { log } from '../log';
import { errorAnswer, handleNotFound } from '../middleware/errors';
import { ONLINE_PAYMENT_TEXTS, PAYMENT_EVENT_MESSAGES } from '../schemas/online-payment-texts';
import { receivePaymentEvent } from '../services/payment-events';
import { requestDeps } from './request-deps';

/**
 * The gateways' events (docs/features/payments.md). `POST /api/payments/wompi/events` takes Wompi's `transaction.updated`: a body
 * whose checksum is not Wompi's, or that does not sign the transaction's id, status and amount, is a 401 and is
 * neither kept nor acted on; a good one is kept, confirmed with Wompi's API and answered 200 whatever became of it,
 * except a 503 when that API did not answer (Wompi delivers again anything that is not a 200). Without Wompi's
 * keys: 404.
 */
export const paymentsApi = new Hono<AppEnv>().post('/wompi/events', async (c) => {
  const deps = requestDeps(c);
  const { gateway } = deps;
  if (gateway?.name !== 'wompi') return handleNotFound(c);
  const body = await c.req.text();
  const event = await gateway.verifyEvent({ body, headers: c.req.raw.headers });
  if (!event) {
    log.warn('payment_event_refused', { gateway: gateway.name, ipAddress: deps.ipAddress });
    return errorAnswer(c, 401, ONLINE_PAYMENT_TEXTS.forgedEvent, 'PAYMENT_EVENT_FORGED');
  }
  const outcome = await receivePaymentEvent(deps, gateway, event, body);
  // Wompi's API did not answer: anything but a 200 makes Wompi deliver the event again (30 min, 3 h, 24 h later).
  if (outcome === 'unavailable') return errorAnswer(c, 503, PAYMENT_EVENT_MESSAGES.unavailable, 'PAYMENT_GATEWAY_UNAVAILABLE');
  return c.json({ success: true as const, data: { outcome } });
});

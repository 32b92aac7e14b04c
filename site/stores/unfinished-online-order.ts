import type { ApiFailure } from '../lib/api';
import { api, requestData } from '../lib/api-client';
import { PAYMENT_MESSAGES, paymentErrorText, type OrderPayload } from '../lib/checkout/payment-messages';
import type { SubmitResult } from './payment-proof';

/**
 * The three ways on from an online order whose checkout did not finish (docs/features/payments.md), through the typed client:
 * a fresh checkout for the same order, a transfer instead, or cancelling it. Failures come back as the text to show.
 */
type Outcome<T> = { ok: true; data: T } | { ok: false; error: string };

const failure = (result: ApiFailure) => ({
  ok: false as const,
  error: paymentErrorText(result.status === 401 ? PAYMENT_MESSAGES.noSession : result.code === 'NO_ENVELOPE' ? null : result.error),
});

/** 'Intentar de nuevo': the gateway's address of a new checkout for the order. */
export async function restartOnlineCheckout(orderId: string): Promise<Outcome<string>> {
  const result = await requestData(api.orders[':id'].checkout.$post({ param: { id: orderId } }));
  return result.ok ? { ok: true, data: result.data.checkout_url } : failure(result);
}

/** 'Pagar por transferencia o Bre-B': the proof sent for the same order (ProofStep's `send`). */
export async function switchOrderToTransfer(orderId: string, payload: OrderPayload): Promise<SubmitResult> {
  const { package_id: _package, ...proof } = payload;
  const result = await requestData(api.orders[':id'].transfer.$put({ param: { id: orderId }, json: proof }));
  return result.ok ? { ok: true, order: result.data } : failure(result);
}

/** 'Cancelar'. */
export async function cancelUnfinishedOrder(orderId: string): Promise<Outcome<null>> {
  const result = await requestData(api.orders[':id'].cancel.$post({ param: { id: orderId } }));
  return result.ok ? { ok: true, data: null } : failure(result);
}

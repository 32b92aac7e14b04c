import { api, requestData, type AnswerData } from '../lib/api-client';
import type { CheckoutConsent } from '../lib/checkout/buyer-fields';
import { PAYMENT_MESSAGES, paymentErrorText, type OrderPayload } from '../lib/checkout/payment-messages';
import { clearCart } from './cart';
import { $session } from './session';

/**
 * The transfer proof sent from the payment modal. Apart from ./checkout.ts (which every page's header imports)
 * so Hono's typed client loads with the modal, not with the landing's first JavaScript.
 */

/** product §1.3: the order as POST /api/orders returns it. */
export type CreatedOrder = AnswerData<Awaited<ReturnType<typeof api.orders.index.$post>>>;

export type SubmitResult = { ok: true; order: CreatedOrder } | { ok: false; error: string };

/**
 * Sends the transfer proof. On success the cart is emptied (product §1.4: "clearing also happens after the
 * proof is submitted"); on failure the text to show is 'Error: {message}' (product §1.8).
 */
export async function submitPaymentProof(payload: OrderPayload & CheckoutConsent): Promise<SubmitResult> {
  if ($session.get().status !== 'signed-in') return { ok: false, error: paymentErrorText(PAYMENT_MESSAGES.noSession) };
  const result = await requestData(api.orders.index.$post({ json: payload }));
  if (!result.ok) {
    if (result.status === 401) return { ok: false, error: paymentErrorText(PAYMENT_MESSAGES.noSession) };
    // An answer without our envelope has no reason worth showing: the spec's default words instead.
    return { ok: false, error: paymentErrorText(result.code === 'NO_ENVELOPE' ? null : result.error) };
  }
  clearCart();
  return { ok: true, order: result.data };
}

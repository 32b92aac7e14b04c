import { atom } from 'nanostores';
import { UNEXPECTED_ERROR } from '../lib/api';
import { api, requestData, type AnswerData } from '../lib/api-client';
import { isContinuePaymentHash } from '../lib/checkout/continue-payment';
import { PAYMENT_MESSAGES, paymentErrorText, type OrderPayload } from '../lib/checkout/payment-messages';
import { openAuthDialog } from './auth-dialog';
import { $cartItem, clearCart, closeCart } from './cart';
import { $session, accountReady, sessionKnown } from './session';
import { toast } from './toasts';

/** Whether the transfer payment modal (product §1.4) is open. It pays for what the cart holds. */
export const $paymentOpen = atom(false);

export function openPayment(): void {
  $paymentOpen.set(true);
}

export function closePayment(): void {
  $paymentOpen.set(false);
}

/** product §1.5 "Checkout requires login": a guest is told so and gets the login dialog, then the payment. */
export async function startPayment(): Promise<void> {
  const session = await sessionKnown();
  closeCart();
  if (session.status === 'signed-in') {
    openPayment();
    return;
  }
  toast.error(PAYMENT_MESSAGES.loginRequired);
  openAuthDialog('login', { afterSignIn: openPayment });
}

/**
 * The landing opened by the verification page (lib/checkout/continue-payment.ts): the mark leaves the address
 * (a reload must not open the payment again) and, if the cart still holds a package, its payment opens once
 * the account is ready to use.
 */
export async function continuePaymentFromAddress(): Promise<void> {
  if (!isContinuePaymentHash(window.location.hash)) return;
  history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
  if (!$cartItem.get()) return;
  await accountReady();
  if ($cartItem.get()) await startPayment();
}

/** product §1.3: the order as POST /api/orders returns it. */
export type CreatedOrder = AnswerData<Awaited<ReturnType<typeof api.orders.index.$post>>>;

export type SubmitResult = { ok: true; order: CreatedOrder } | { ok: false; error: string };

export function paymentSuccessUrl(orderId: string): string {
  return `/payment-success?order=${encodeURIComponent(orderId)}`;
}

/**
 * Sends the transfer proof. On success the cart is emptied (product §1.4: "clearing also happens after the
 * proof is submitted"); on failure the text to show is 'Error: {message}' (product §1.8).
 */
export async function submitPaymentProof(payload: OrderPayload): Promise<SubmitResult> {
  if ($session.get().status !== 'signed-in') return { ok: false, error: paymentErrorText(PAYMENT_MESSAGES.noSession) };
  const result = await requestData(api.orders.index.$post({ json: payload }));
  if (!result.ok) {
    if (result.status === 401) return { ok: false, error: paymentErrorText(PAYMENT_MESSAGES.noSession) };
    return { ok: false, error: paymentErrorText(result.error === UNEXPECTED_ERROR ? null : result.error) };
  }
  clearCart();
  return { ok: true, order: result.data };
}

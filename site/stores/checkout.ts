import { atom } from 'nanostores';
import { isContinuePaymentHash } from '../lib/checkout/continue-payment';
import { PAYMENT_MESSAGES } from '../lib/checkout/payment-messages';
import { openAuthDialog } from './auth-dialog';
import { $cartItem, closeCart } from './cart';
import { accountReady, sessionKnown } from './session';
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

export function paymentSuccessUrl(orderId: string): string {
  return `/payment-success?order=${encodeURIComponent(orderId)}`;
}

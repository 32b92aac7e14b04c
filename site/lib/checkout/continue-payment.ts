/**
 * A customer who verifies their e-mail with a package waiting in the cart goes on to pay (docs/features/the-way-back.md): the
 * verification page sends them to the landing with this mark, and the cart there opens the payment. The
 * mark is a fragment, which never reaches the server: the edge cache and the service worker see the landing
 * they always see.
 */
export const CONTINUE_PAYMENT_HASH = '#pagar';

export const CONTINUE_PAYMENT_HREF = `/${CONTINUE_PAYMENT_HASH}`;

export const CONTINUE_PAYMENT_TEXTS = {
  action: 'Continúa con tu pago',
  waiting: (packageName: string) => `Tu paquete ${packageName} te espera en el carrito.`,
  redirect: 'Te llevaremos a tu pago en 3 segundos.',
} as const;

export const isContinuePaymentHash = (hash: string): boolean => hash === CONTINUE_PAYMENT_HASH;

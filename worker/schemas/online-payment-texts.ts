/**
 * Online payment (issue 32) in words, library-free so the payment step and the return page can carry them.
 * `wompi` is the order's payment_method when the customer pays through Wompi's checkout.
 */
export const ONLINE_PAYMENT_METHOD = 'wompi';

export const ONLINE_PAYMENT_TEXTS = {
  choose: 'Pagar en línea (Nequi, PSE, tarjeta)',
  chooseHint: 'Pagas en Wompi y tu paquete se activa apenas el pago sea aprobado.',
  opening: 'Abriendo el pago seguro de Wompi…',
  methodName: 'Pago en línea (Wompi)',
  forgedEvent: 'Firma del evento no válida',
} as const;

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

/** The API's answers about gateway events (server side: the events route and the back-office's confirmation). */
export const PAYMENT_EVENT_MESSAGES = {
  unavailable: 'Wompi no respondió al confirmar la transacción. Vuelve a intentarlo en unos minutos',
  eventNotFound: 'Aviso de pago no encontrado',
  notATransaction: 'Este aviso no es de una transacción: no hay nada que confirmar',
  gatewayOff: 'Los pagos en línea no están activos',
} as const;

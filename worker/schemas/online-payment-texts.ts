/**
 * Online payment (docs/features/payments.md) in words, library-free so the payment step and the return page can carry them.
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

/**
 * An online order whose checkout never finished (docs/features/payments.md): what the API answers about it, and the words the
 * customer's panel and the return page use for it.
 */
export const UNFINISHED_ONLINE_TEXTS = {
  notApproved: 'Este pago en línea aún no fue aprobado por Wompi',
  notWaiting: 'Esta orden ya no espera un pago en línea',
  heading: 'Tu pago en línea no se completó',
  lead: 'Wompi no nos confirmó ningún pago de esta orden, así que no se hizo ningún cobro. Elige cómo seguir:',
  alreadyPaid: 'Si Wompi te mostró el pago aprobado, no pagues de nuevo: escríbenos y lo revisamos.',
  retry: 'Intentar de nuevo',
  transfer: 'Pagar por transferencia o Bre-B',
  cancel: 'Cancelar',
  cancelled: 'Cancelaste esta orden.',
  /** 'Cancelar' asks first: one tap must not cancel an order. */
  cancelTitle: '¿Cancelar esta orden?',
  cancelBody: 'No se cobrará nada. Si ya pagaste en Wompi, escríbenos antes de cancelar.',
  cancelConfirm: 'Sí, cancelar la orden',
  cancelKeep: 'No, volver',
  /** Retry, transfer and cancel are limited per customer (services/unfinished-online-orders.ts). */
  tooManyTries: 'Demasiados intentos con esta orden. Espera unos minutos e inténtalo de nuevo.',
  waitingForWompi: 'Estamos esperando la confirmación de Wompi.',
} as const;

/** The API's answers about gateway events (server side: the events route and the back-office's confirmation). */
export const PAYMENT_EVENT_MESSAGES = {
  unavailable: 'Wompi no respondió al confirmar la transacción. Vuelve a intentarlo en unos minutos',
  eventNotFound: 'Aviso de pago no encontrado',
  notATransaction: 'Este aviso no es de una transacción: no hay nada que confirmar',
  gatewayOff: 'Los pagos en línea no están activos',
  notOnline: 'Esta orden no es un pago en línea',
  noTransaction: 'Wompi aún no nos informó ninguna transacción de esta orden: el cliente no terminó el pago',
} as const;

/** The back-office's order detail for an online order still waiting (docs/features/payments.md). */
export const GATEWAY_CHECK_TEXTS = {
  action: 'Consultar en Wompi',
  waiting: 'Esperando la aprobación de Wompi',
  noTransaction: 'Wompi aún no informó ninguna transacción: el cliente no terminó el pago.',
} as const;

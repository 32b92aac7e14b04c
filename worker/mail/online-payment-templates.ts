import { PRODUCT_NAME, renderEmail } from './layout';
import type { OrderEmailInput } from './order-templates';
import type { MailMessage } from './types';

/** What the customer is told when an online payment (Wompi: Nequi, PSE, tarjeta) is settled. */
export function orderPaidOnlineMessage(input: OrderEmailInput): MailMessage {
  return renderEmail({
    ...input,
    subject: `Tu pago fue confirmado: ya puedes crear tu memorial en ${PRODUCT_NAME}`,
    preheader: 'Tu paquete está activo.',
    intro: [
      `Wompi confirmó tu pago en línea por ${input.amount} (referencia ${input.reference}). Tu paquete ${input.packageName} está activo.`,
      'Ya puedes crear el memorial desde tu panel.',
    ],
    buttonLabel: 'Crear mi memorial',
    notes: ['Gracias por confiarnos la memoria de tu ser querido.'],
  });
}

/** A declined, voided or failed online payment: nothing was charged, and the customer may try again. */
export function onlinePaymentDeclinedMessage(input: OrderEmailInput): MailMessage {
  return renderEmail({
    ...input,
    subject: `Tu pago en línea no fue aprobado en ${PRODUCT_NAME}`,
    preheader: 'No se hizo ningún cobro. Puedes intentarlo de nuevo.',
    intro: [
      `Wompi no aprobó tu pago en línea por ${input.amount} (referencia ${input.reference}) del paquete ${input.packageName}, así que no se hizo ningún cobro.`,
      'Puedes intentarlo de nuevo con otro medio de pago (Nequi, PSE o tarjeta) o pagar por transferencia. Si el dinero sí salió de tu cuenta, escríbenos y lo revisamos.',
    ],
    buttonLabel: 'Ir a mi panel',
    notes: ['Si no intentaste este pago, responde a este correo y lo revisamos.'],
  });
}

/**
 * An administrator rejected an online order Wompi never approved (docs/features/payments.md): there is no proof of transfer to
 * speak of, and nothing was charged unless Wompi says otherwise.
 */
export function onlineOrderRejectedMessage(input: OrderEmailInput): MailMessage {
  return renderEmail({
    ...input,
    subject: `No pudimos confirmar tu pago en línea en ${PRODUCT_NAME}`,
    preheader: 'Wompi no nos confirmó el pago de tu orden.',
    intro: [
      `Wompi no nos confirmó ningún pago en línea por ${input.amount} (referencia ${input.reference}) del paquete ${input.packageName}, así que cerramos la orden.`,
      'Puedes volver a pagar en línea o por transferencia desde la página de precios. Si el dinero sí salió de tu cuenta, escríbenos y lo revisamos con Wompi.',
    ],
    buttonLabel: 'Ir a mi panel',
    notes: ['Si crees que es un error, responde a este correo con el número de la transacción que te dio Wompi.'],
  });
}

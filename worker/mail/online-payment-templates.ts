import { PRODUCT_NAME, renderEmail } from './layout';
import type { OrderEmailInput } from './order-templates';
import type { MailMessage } from './types';

/** Issue 32: what the customer is told when an online payment (Wompi: Nequi, PSE, tarjeta) is settled. */
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

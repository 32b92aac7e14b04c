import { PRODUCT_NAME, renderEmail } from './layout';
import type { MailMessage } from './types';

/**
 * What order e-mails say about the order; amounts arrive already formatted as COP. `method` is the payment method
 * as people read it ('Nequi', 'Bre-B'…), for the e-mails that name it.
 */
export type OrderEmailInput = {
  to: string;
  name?: string | null;
  link: string;
  packageName: string;
  amount: string;
  reference: string;
  method?: string;
};

/** A transfer's proof arrived; nobody has checked it yet, so the subject speaks of the proof, not of a payment. */
export function orderReceivedMessage(input: OrderEmailInput): MailMessage {
  return renderEmail({
    ...input,
    subject: `Recibimos tu comprobante del paquete ${input.packageName}`,
    preheader: 'Estamos validando tu transferencia: máximo 30 minutos.',
    intro: [
      `Recibimos los datos de tu transferencia por ${input.amount} (referencia ${input.reference}) para el paquete ${input.packageName}.`,
      'Nuestro equipo la valida en máximo 30 minutos. Te escribiremos apenas esté confirmada para que puedas crear el memorial.',
    ],
    buttonLabel: 'Ver mi panel',
    notes: ['Si no hiciste este pedido, responde a este correo y lo revisamos.'],
  });
}

export function orderAcceptedMessage(input: OrderEmailInput): MailMessage {
  return renderEmail({
    ...input,
    subject: `Tu pago fue confirmado: ya puedes crear tu memorial en ${PRODUCT_NAME}`,
    preheader: 'Tu paquete está activo.',
    intro: [
      `Confirmamos tu transferencia por ${input.amount} (referencia ${input.reference}). Tu paquete ${input.packageName} está activo.`,
      'Ya puedes crear el memorial desde tu panel.',
    ],
    buttonLabel: 'Crear mi memorial',
    notes: ['Gracias por confiarnos la memoria de tu ser querido.'],
  });
}

/** A transfer's proof an administrator could not match with the money received (the online one: onlineOrderRejectedMessage). */
export function orderRejectedMessage(input: OrderEmailInput): MailMessage {
  return renderEmail({
    ...input,
    subject: `No pudimos confirmar tu pago en ${PRODUCT_NAME}`,
    preheader: 'Revisa los datos de tu transferencia.',
    intro: [
      `No pudimos confirmar tu pago${input.method ? ` por ${input.method}` : ''} de ${input.amount} (referencia ${input.reference}) del paquete ${input.packageName}.`,
      'Revisa que la referencia, el monto y la fecha coincidan con tu comprobante y vuelve a registrarla, o escríbenos y te ayudamos.',
    ],
    buttonLabel: 'Ir a mi panel',
    notes: ['Si crees que es un error, responde a este correo con el comprobante de la transferencia.'],
  });
}

import { describe, expect, it } from 'vitest';
import { onlineOrderRejectedMessage } from '../../worker/mail/online-payment-templates';
import { orderReceivedMessage, orderRejectedMessage } from '../../worker/mail/order-templates';

/** The order e-mails say what happened, with the method that was used. */
const input = {
  to: 'ana@correo.co',
  name: 'Ana',
  link: 'https://recuerdoseternos.co/dashboard',
  packageName: 'Memorial Individual',
  amount: '$ 150.000',
  reference: 'REF123',
};

describe('order e-mails', () => {
  it('says a proof arrived, not a payment, before anyone has checked it', () => {
    const mail = orderReceivedMessage(input);
    expect(mail.subject).toBe('Recibimos tu comprobante del paquete Memorial Individual');
    expect(mail.subject).not.toContain('Recibimos tu pago');
  });

  it("names the transfer's method when it is rejected", () => {
    expect(orderRejectedMessage({ ...input, method: 'Bre-B' }).text).toContain('No pudimos confirmar tu pago por Bre-B de $ 150.000');
  });

  it("speaks of Wompi, not of a 'comprobante' or a transfer, when an online order is rejected", () => {
    const mail = onlineOrderRejectedMessage({ ...input, reference: 'RE-1' });
    expect(mail.subject).toBe('No pudimos confirmar tu pago en línea en Recuerdos Eternos');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Wompi no nos confirmó ningún pago en línea');
      expect(body).not.toMatch(/comprobante|transferencia por/i);
    }
  });
});

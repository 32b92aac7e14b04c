import { describe, expect, it } from 'vitest';
import { buyerLine, buyerProblem, initialBuyerFields, toBuyerPayload, type BuyerFields } from '../../site/lib/checkout/buyer-fields';
import { BUYER_MESSAGES as M } from '../../worker/schemas/buyer-texts';

/** Checkout's 'Datos para la factura' (docs/features/payments.md "Who buys"): the prefill and the rules paying waits for. */
const account = { name: 'Ana Pérez', email: 'ana@example.com' };
const withDocument = (changes: Partial<BuyerFields>): BuyerFields => ({
  consumidorFinal: false,
  documentType: 'CC',
  documentNumber: '1020304050',
  name: 'Ana Pérez',
  email: 'ana@example.com',
  ...changes,
});

describe('checkout buyer fields', () => {
  it('starts as consumidor final with the account, or from the last order that had a document', () => {
    expect(initialBuyerFields(null, account)).toMatchObject({ consumidorFinal: true, name: 'Ana Pérez', email: 'ana@example.com' });
    const nit = {
      document_type: 'NIT',
      document_number: '800197268-4',
      name: 'La Paz S.A.S.',
      email: 'c@lapaz.co',
      consumidor_final: false,
    } as const;
    expect(initialBuyerFields(nit, account)).toEqual({
      consumidorFinal: false,
      documentType: 'NIT',
      documentNumber: '800197268-4',
      name: 'La Paz S.A.S.',
      email: 'c@lapaz.co',
    });
  });

  it.each([
    [withDocument({ documentNumber: '1.020.304.050' }), null],
    [withDocument({ documentNumber: '12345' }), M.CC],
    [withDocument({ documentType: 'TI', documentNumber: '123456789' }), M.TI],
    [withDocument({ documentType: 'CE', documentNumber: 'ab-123' }), M.CE],
    [withDocument({ documentType: 'PP', documentNumber: '1234' }), M.PP],
    [withDocument({ documentType: 'NIT', documentNumber: '800197268' }), M.NIT],
    [withDocument({ documentType: 'NIT', documentNumber: '800197268-5' }), M.nitCheckDigit],
    [withDocument({ documentType: 'NIT', documentNumber: '800.197.268-4' }), null],
    [withDocument({ name: ' ' }), M.nameRequired],
    [withDocument({ email: 'ana@' }), M.emailInvalid],
  ])('checks %o as the API does: %s', (fields, message) => {
    expect(buyerProblem(fields)?.message ?? null).toBe(message);
  });

  it('sends no buyer for consumidor final, and prints who an order is invoiced to', () => {
    expect(toBuyerPayload(initialBuyerFields(null, account))).toBeUndefined();
    expect(toBuyerPayload(withDocument({ name: ' Ana Pérez ' }))).toEqual({
      document_type: 'CC',
      document_number: '1020304050',
      name: 'Ana Pérez',
      email: 'ana@example.com',
    });
    expect(
      buyerLine({ document_type: 'CC', document_number: '222222222222', name: 'Ana Pérez', email: 'a@b.co', consumidor_final: true }),
    ).toBe('Consumidor final · Ana Pérez');
    expect(
      buyerLine({ document_type: 'CC', document_number: '1020304050', name: 'Ana Pérez', email: 'a@b.co', consumidor_final: false }),
    ).toBe('Ana Pérez · Cédula de ciudadanía 1020304050');
  });
});

// Who sells (docs/features/invoices.md): shown only whole, with a NIT whose check digit is right.
import { describe, expect, it } from 'vitest';
import { STORED_SELLER } from '../helpers/legal-entity';
import { EMPTY_LEGAL_ENTITY, sellerLines, sellerSentence } from '../../worker/schemas/seller-identity';

const SAVED = STORED_SELLER;

describe('sellerLines', () => {
  it('words a saved identity as people read it', () => {
    const lines = sellerLines(SAVED);
    expect(lines).toEqual({
      name: 'Recuerdos Eternos S.A.S.',
      nit: 'NIT 800.197.268-4',
      address: 'Calle 5 # 38-25, oficina 301, Cali',
      phone: '300 123 4567',
      email: 'ventas@recuerdoseternos.co',
    });
    expect(sellerSentence(lines!)).toBe(
      'Recuerdos Eternos S.A.S. · NIT 800.197.268-4 · Calle 5 # 38-25, oficina 301, Cali · 300 123 4567 · ventas@recuerdoseternos.co',
    );
  });

  it.each([
    ['the never-saved default', EMPTY_LEGAL_ENTITY],
    ['nothing at all', undefined],
    ['a list', [SAVED]],
    ['a blank field', { ...SAVED, city: ' ' }],
    ['a missing field', { ...SAVED, email: undefined }],
    ['a check digit that is not the NIT’s', { ...SAVED, dv: '5' }],
    ['a NIT that is not digits', { ...SAVED, nit: 'ochocientos' }],
  ])('shows nothing for %s', (_, value) => {
    expect(sellerLines(value)).toBeNull();
  });
});

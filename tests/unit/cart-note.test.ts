import { describe, expect, it } from 'vitest';
import { cartPaymentNote } from '../../site/lib/checkout/cart-note';

/** The cart's note names every way of paying offered, not only transfers. */
const method = (name: string) => ({ name, type: '', account: '1', owner: '' });
const methods = { nequi: method('Nequi'), breb: method('Bre-B'), bancolombia: method('Bancolombia') };

describe("the cart's payment note", () => {
  it('names online payment and every configured transfer method', () => {
    expect(cartPaymentNote(methods, true)).toBe('Pagas en línea (Nequi, PSE, tarjeta) o por transferencia (Nequi, Bre-B o Bancolombia).');
  });

  it('names only what is offered', () => {
    expect(cartPaymentNote({ daviplata: method('Daviplata') }, false)).toBe('Pagas por transferencia (Daviplata) y validamos tu pago.');
    expect(cartPaymentNote({}, true)).toBe('Pagas en línea (Nequi, PSE, tarjeta).');
    expect(cartPaymentNote(undefined, false)).toBe('En el siguiente paso eliges cómo pagar.');
  });
});

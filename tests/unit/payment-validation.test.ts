import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../worker/schemas/orders';
import { todayInColombia as serverToday } from '../../worker/services/time';
import { todayInColombia } from '../../site/lib/dates';
import { paymentErrorText } from '../../site/lib/checkout/payment-messages';
import {
  canSubmitProof,
  checkAmount,
  cleanAmount,
  cleanPayerName,
  cleanReference,
  displayAmount,
  toOrderPayload,
  validateProof,
  type ProofFields,
} from '../../site/lib/checkout/payment-validation';

const TODAY = '2026-05-12';
const context = { total: 150000, today: TODAY };
const valid: ProofFields = { reference: 'M12345', payerName: 'María José Pérez', date: '2026-05-12', amount: '150000' };

describe('the payment rules the browser runs', () => {
  it('agrees with the server on what "today" is in Colombia', () => {
    // 02:00 UTC on 13 May is still the evening of 12 May in Colombia.
    const lateEvening = Date.UTC(2026, 4, 13, 2, 0);
    expect(todayInColombia(lateEvening)).toBe('2026-05-12');
    expect(todayInColombia(lateEvening)).toBe(serverToday(lateEvening));
  });
});

describe('what the receipt fields accept while typing', () => {
  it('keeps only letters and digits in the reference, at most 20', () => {
    expect(cleanReference('M-12 345/ab')).toBe('M12345ab');
    expect(cleanReference('ñandú123')).toBe('and123');
    expect(cleanReference('A'.repeat(25))).toHaveLength(20);
  });

  it('keeps letters with accents and single spaces in the payer name, at most 50', () => {
    expect(cleanPayerName('María-José  Pérez 3')).toBe('MaríaJosé Pérez ');
    expect(cleanPayerName('  Ñoño Gómez')).toBe('Ñoño Gómez');
    expect(cleanPayerName('a'.repeat(60))).toHaveLength(50);
  });

  it('keeps only digits in the amount, at most 15, and shows it grouped', () => {
    expect(cleanAmount('$ 150.000')).toBe('150000');
    expect(cleanAmount('1'.repeat(20))).toHaveLength(15);
    expect(displayAmount('150000')).toBe('150.000');
    expect(displayAmount('0150000')).toBe('150.000');
    expect(displayAmount('')).toBe('');
  });
});

describe('the exact-amount rule', () => {
  it('asks for exactly the cart total, formatted, and confirms a match', () => {
    expect(checkAmount('', 150000)).toEqual({ state: 'empty' });
    expect(checkAmount('140000', 150000)).toEqual({ state: 'mismatch', message: 'El monto debe ser exactamente $ 150.000' });
    expect(checkAmount('1500000', 150000).state).toBe('mismatch');
    expect(checkAmount('150000', 150000)).toEqual({ state: 'match', message: '✓ Monto correcto' });
  });

  it('refuses anything that is not up to 15 digits', () => {
    expect(checkAmount('15O000', 150000)).toEqual({ state: 'mismatch', message: ORDER_MESSAGES.amountFormat });
    expect(checkAmount('1'.repeat(16), 150000)).toEqual({ state: 'mismatch', message: ORDER_MESSAGES.amountFormat });
  });
});

describe('the receipt form as a whole', () => {
  it('accepts a complete, matching receipt', () => {
    expect(validateProof(valid, context)).toEqual({});
    expect(canSubmitProof(valid, context)).toBe(true);
  });

  it('names every missing field with the API message on the form field, and keeps submit disabled', () => {
    const empty = { reference: '', payerName: ' ', date: '', amount: '' };
    expect(validateProof(empty, context)).toEqual({
      reference: 'El número de referencia es requerido',
      payerName: 'El nombre del pagador es requerido',
      date: 'La fecha de transferencia es requerida',
      amount: 'El monto es requerido',
    });
    expect(canSubmitProof(empty, context)).toBe(false);
  });

  it('keeps submit disabled for each single problem', () => {
    const cases: Array<[Partial<ProofFields>, string]> = [
      [{ reference: 'REF-1' }, ORDER_MESSAGES.referenceFormat],
      [{ reference: 'A'.repeat(21) }, ORDER_MESSAGES.referenceFormat],
      [{ payerName: 'Ana 2' }, ORDER_MESSAGES.payerFormat],
      [{ payerName: 'a'.repeat(51) }, ORDER_MESSAGES.payerFormat],
      [{ date: '2026-05-13' }, ORDER_MESSAGES.dateFuture],
      [{ date: '12/05/2026' }, ORDER_MESSAGES.dateRequired],
      [{ amount: '149999' }, 'El monto debe ser exactamente $ 150.000'],
      [{ amount: '15O000' }, ORDER_MESSAGES.amountFormat],
      // The API's own one-line rule, which the form never had a copy of.
      [{ payerName: 'Ana\tMaría' }, 'El nombre del pagador no puede contener saltos de línea ni caracteres de control'],
    ];
    for (const [change, message] of cases) {
      const fields = { ...valid, ...change };
      expect(Object.values(validateProof(fields, context)), JSON.stringify(change)).toEqual([message]);
      expect(canSubmitProof(fields, context)).toBe(false);
    }
  });

  it('accepts a date in the past', () => {
    expect(validateProof({ ...valid, date: '2025-12-31' }, context)).toEqual({});
  });
});

describe('what is sent and what is shown on failure', () => {
  it('builds the order creation payload of product §1.3', () => {
    expect(toOrderPayload({ ...valid, payerName: 'María José ' }, { packageId: 'pkg-individual', total: 150000, method: 'nequi' })).toEqual(
      {
        package_id: 'pkg-individual',
        amount: 150000,
        payment_method: 'nequi',
        payment_reference: 'M12345',
        payer_name: 'María José',
        payment_date: '2026-05-12',
        transferred_amount: 150000,
      },
    );
  });

  it("prefixes 'Error: ' and falls back to the spec's default", () => {
    expect(paymentErrorText('Esta referencia de pago ya fue registrada')).toBe('Error: Esta referencia de pago ya fue registrada');
    expect(paymentErrorText(null)).toBe('Error: Error al procesar el pago');
    expect(paymentErrorText('  ')).toBe('Error: Error al procesar el pago');
  });
});

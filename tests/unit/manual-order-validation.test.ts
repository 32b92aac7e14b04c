import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../worker/schemas/orders';
import { todayInColombia } from '../../site/lib/dates';
import {
  EMPTY_MANUAL_ORDER,
  manualOrderPayload,
  parseAmount,
  validateManualOrder,
  type ManualOrderValues,
} from '../../site/lib/admin/manual-order-validation';

const TODAY = '2026-03-15';

const valid: ManualOrderValues = {
  userId: 'user-1',
  packageId: 'pkg-1',
  paymentMethod: 'nequi',
  reference: ' ABC123 ',
  payerName: ' María Elena Gómez ',
  paidAt: '2026-03-14',
  amount: '150000',
};

describe("the 'Nueva orden' form checks (product §3.5)", () => {
  it('asks for every field of an empty form, word for word', () => {
    expect(validateManualOrder(EMPTY_MANUAL_ORDER, TODAY)).toEqual({
      user: 'Debes seleccionar un usuario válido',
      package: 'Debes seleccionar un paquete',
      paymentMethod: 'Debes seleccionar un método de pago',
      reference: 'El número de referencia es requerido',
      payerName: 'El nombre del pagador es requerido',
      paidAt: 'La fecha de transferencia es requerida',
      amount: 'El monto debe ser mayor a 0',
    });
  });

  it('accepts a complete form', () => {
    expect(validateManualOrder(valid, TODAY)).toEqual({});
    expect(validateManualOrder({ ...valid, paidAt: TODAY }, TODAY)).toEqual({});
  });

  it('treats blank text as missing', () => {
    const errors = validateManualOrder({ ...valid, reference: '   ', payerName: '\t' }, TODAY);
    expect(errors).toEqual({ reference: 'El número de referencia es requerido', payerName: 'El nombre del pagador es requerido' });
  });

  it('refuses a transfer date after today', () => {
    expect(validateManualOrder({ ...valid, paidAt: '2026-03-16' }, TODAY)).toEqual({
      paidAt: 'La fecha de transferencia no puede ser futura',
    });
    expect(validateManualOrder({ ...valid, paidAt: '15/03/2026' }, TODAY).paidAt).toBe('La fecha de transferencia es requerida');
  });

  it('wants a whole amount above zero', () => {
    expect(parseAmount('150000')).toBe(150000);
    expect(parseAmount(' 100 ')).toBe(100);
    for (const amount of ['', '0', '-100', '12.5', 'abc']) {
      expect(parseAmount(amount)).toBeNull();
      expect(validateManualOrder({ ...valid, amount }, TODAY).amount).toBe('El monto debe ser mayor a 0');
    }
  });

  it('sends the body POST /api/admin/orders expects, trimmed and completed', () => {
    expect(manualOrderPayload(valid)).toEqual({
      user_id: 'user-1',
      package_id: 'pkg-1',
      payment_method: 'nequi',
      payment_intent_id: 'ABC123',
      total_amount: 150000,
      currency: 'COP',
      status: 'completed',
      paid_at: '2026-03-14',
      payer_name: 'María Elena Gómez',
    });
  });

  it("puts the API's issues on the form's fields, including rules the form never had a copy of", () => {
    expect(validateManualOrder({ ...valid, payerName: 'Ana\nMaría' }, TODAY)).toEqual({
      payerName: 'El nombre del pagador no puede contener saltos de línea ni caracteres de control',
    });
    expect(validateManualOrder({ ...valid, reference: 'R'.repeat(101) }, TODAY)).toEqual({ reference: ORDER_MESSAGES.referenceRequired });
  });

  it("knows today's date in Colombia (UTC−5), the API's rule", () => {
    // 02:00 UTC on the 16th is still the evening of the 15th in Cali.
    expect(todayInColombia(Date.parse('2026-03-16T02:00:00Z'))).toBe('2026-03-15');
    expect(todayInColombia(Date.parse('2026-03-16T05:00:00Z'))).toBe('2026-03-16');
  });
});

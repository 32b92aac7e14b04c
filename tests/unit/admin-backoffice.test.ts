import { describe, expect, it } from 'vitest';
import { coupleTemplateLabel, COUPLE_TEMPLATE_LABELS } from '../../site/lib/admin/couple-wizard';
import { historyLabel, paymentFacts } from '../../site/lib/admin/order-detail';
import type { AdminOrder } from '../../site/lib/admin/orders';
import { heroFigures } from '../../site/lib/landing/hero-figures';
import { createPendingEntries } from '../../site/islands/admin/couples/pending-entries';
import { reviewReason } from '../../site/islands/admin/orders/PaymentEventsReview';
import { formatCOP } from '../../site/lib/format';

const order = (changes: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 'o1',
  user_id: 'u1',
  users: { first_name: 'Camila', last_name: 'Torres', email: 'camila@example.com' },
  package_id: 'p1',
  package: { name: 'Memorial Individual', package_type: 'individual' },
  status: 'pending',
  total_amount: 150000,
  currency: 'COP',
  payment_method: 'nequi',
  payment_method_name: 'Nequi',
  payment_intent_id: 'REF123',
  payer_name: 'Jorge Torres',
  payment_date: '2026-11-20',
  transferred_amount: 150000,
  buyer: null,
  terms_version: null,
  terms_accepted_at: null,
  paid_at: null,
  created_at: '2026-11-20T15:00:00.000Z',
  verified_by: null,
  verified_at: null,
  payment_gateway: null,
  gateway_transaction_id: null,
  ...changes,
});

const methods = [{ id: 'nequi', name: 'Nequi' }];

describe("accepting a payment: the lines to compare with the bank's statement", () => {
  it('gives amount in COP, method by name, reference, payer and the transfer date in words', () => {
    expect(paymentFacts(order(), methods)).toEqual([
      { label: 'Monto', value: '$ 150.000' },
      { label: 'Método de pago', value: 'Nequi' },
      { label: 'Referencia', value: 'REF123' },
      { label: 'Pagador', value: 'Jorge Torres' },
      { label: 'Fecha de la transferencia', value: '20 de noviembre de 2026' },
    ]);
  });

  it('says who the invoice goes to once the order keeps its buyer', () => {
    const buyer = { document_type: 'NIT', document_number: '800197268-4', name: 'Funeraria La Paz S.A.S.', email: 'c@lapaz.co' } as const;
    expect(paymentFacts(order({ buyer: { ...buyer, consumidor_final: false } }), methods)).toContainEqual({
      label: 'Factura a',
      value: 'Funeraria La Paz S.A.S. · NIT 800197268-4',
    });
    const finalConsumer = {
      ...buyer,
      document_type: 'CC',
      document_number: '222222222222',
      name: 'Camila Torres',
      consumidor_final: true,
    } as const;
    expect(paymentFacts(order({ buyer: finalConsumer }), methods)).toContainEqual({
      label: 'Factura a',
      value: 'Consumidor final · Camila Torres',
    });
  });

  it('adds the transferred amount only when it differs, and names the customer when no payer was given', () => {
    const facts = paymentFacts(
      order({ transferred_amount: 100000, payer_name: null, payment_date: null, payment_intent_id: null }),
      methods,
    );
    expect(facts.map((fact) => fact.value)).toEqual(['$ 150.000', '$ 100.000', 'Nequi', '—', 'Camila Torres', '—']);
  });
});

describe("an order's history", () => {
  it('says who did each step, and never leaves a blank for an account that is gone', () => {
    expect(historyLabel({ kind: 'received', at: '', by: null, gateway: null })).toBe('El cliente envió el comprobante');
    expect(historyLabel({ kind: 'accepted', at: '', by: 'Ana Pérez', gateway: null })).toBe('Pago aceptado por Ana Pérez');
    expect(historyLabel({ kind: 'rejected', at: '', by: null, gateway: null })).toBe('Pago rechazado por una cuenta eliminada');
    expect(historyLabel({ kind: 'recorded', at: '', by: 'Ana Pérez', gateway: null })).toBe('Registrada a mano por Ana Pérez');
  });

  it('says when Wompi confirmed or refused an online payment, with its transaction', () => {
    const wompi = (transaction_id: string | null, status: string | null = null) => ({ name: 'wompi', transaction_id, status });
    expect(historyLabel({ kind: 'received', at: '', by: null, gateway: wompi(null) })).toBe('El cliente fue a pagar en línea con Wompi');
    expect(historyLabel({ kind: 'accepted', at: '', by: null, gateway: wompi('1234-99') })).toBe(
      'Pago confirmado por Wompi (transacción 1234-99)',
    );
    expect(historyLabel({ kind: 'failed', at: '', by: null, gateway: wompi('1234-98', 'DECLINED') })).toBe(
      'Wompi no aprobó el pago (transacción 1234-98)',
    );
    const facts = paymentFacts(
      order({ status: 'completed', payment_method: 'wompi', payment_gateway: 'wompi', gateway_transaction_id: '1234-99' }),
      methods,
    );
    expect(facts).toContainEqual({ label: 'Confirmado por', value: 'Wompi · transacción 1234-99' });
  });
});

describe("'Pagos en línea por revisar'", () => {
  const event = (outcome: Parameters<typeof reviewReason>[0]['outcome']) => ({
    id: 'e1',
    gateway: 'wompi',
    outcome,
    transaction_id: '1234-99',
    reference: 'RE-o1',
    transaction_status: 'APPROVED',
    amount_in_cents: 1_500_000,
    currency: 'COP',
    order_id: 'o1',
    order_amount: 150000,
    received_at: '2026-11-20T15:00:00.000Z',
  });

  it('says why each event activated nothing, one reason per outcome', () => {
    expect(reviewReason(event('unknown_reference'))).toBe(`Ninguna orden tiene esta referencia (${formatCOP(15000)})`);
    expect(reviewReason(event('amount_mismatch'))).toBe(`Pagó ${formatCOP(15000)}, pero la orden es de ${formatCOP(150000)}: no se activó`);
    expect(reviewReason(event('unconfirmed'))).toBe('Wompi no confirma esta transacción para esta orden: no se activó');
    expect(reviewReason(event('transaction_reused'))).toBe('Esta transacción ya pagó otra orden: no se activó');
    expect(reviewReason(event('unavailable'))).toBe(
      'Wompi no respondió al confirmar este pago; Wompi reenviará el aviso. La orden sigue esperando',
    );
  });
});

describe('names, not stored ids', () => {
  it("calls the couple designs by name, an unknown one plainly a design, and never shows 'couple-1'", () => {
    expect(Object.values(COUPLE_TEMPLATE_LABELS).join(' ')).not.toMatch(/couple-\d/);
    expect(coupleTemplateLabel('couple-1')).toBe('Pareja clásica');
    expect(coupleTemplateLabel('couple-9')).toBe('Diseño personalizado');
  });
});

describe("the landing's figures", () => {
  it("say 'Visitas a los memoriales' for the real count (every visit, not a month's), and keep es-CO figures", () => {
    const real = heroFigures({ memorials_created: 1234, monthly_visits: 56789, rating: 4.8, use_real_figures: true });
    expect(real.map((figure) => [figure.label, figure.value])).toEqual([
      ['Memoriales creados', '1.234+'],
      ['Visitas a los memoriales', '56,7K+'],
      ['Calificación', '4,8'],
    ]);
    expect(heroFigures({ memorials_created: 1200, monthly_visits: 50000, rating: 4.9 })[1]?.label).toBe('Visitas mensuales');
  });
});

describe("the couple wizard's list fields", () => {
  it('asks every field to add its typed text before a step is left, and stays when one cannot', () => {
    const entries = createPendingEntries();
    const asked: string[] = [];
    const stopFood = entries.register(() => {
      asked.push('comida');
      return true;
    });
    entries.register(() => {
      asked.push('intereses');
      return false;
    });
    expect(entries.flushAll()).toBe(false);
    // Each field was asked, so each one that cannot take its text says why.
    expect(asked).toEqual(['comida', 'intereses']);
    stopFood();
    asked.length = 0;
    entries.flushAll();
    expect(asked).toEqual(['intereses']);
  });
});

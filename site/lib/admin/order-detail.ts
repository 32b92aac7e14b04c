/**
 * One order as the back-office's detail shows it (the orders route's GET /:id): its type, inferred from the route,
 * and how its history and payment are worded. Pure.
 */
import type { AdminOrderDetail } from './answers';
import { formatCOP, formatDate } from '../format';
import { customerName, orderAmount, paymentMethodLabel, type AdminOrder, type PaymentMethodOption } from './orders';
import { buyerLine } from '../checkout/buyer-fields';

export type { AdminOrderDetail };
export type OrderHistoryEvent = AdminOrderDetail['history'][number];
export type OrderMemorial = NonNullable<AdminOrderDetail['memorial']>;
export type OrderPlaque = NonNullable<AdminOrderDetail['plaque']>;

/** 'Aceptada por Ana Pérez'; the customer's own step names nobody, and a deleted account is 'una cuenta eliminada'. */
export function historyLabel(event: OrderHistoryEvent): string {
  const by = event.by ?? 'una cuenta eliminada';
  const gateway = event.gateway ? gatewayName(event.gateway.name) : null;
  const transaction = event.gateway?.transaction_id ? ` (transacción ${event.gateway.transaction_id})` : '';
  switch (event.kind) {
    case 'received':
      return gateway ? `El cliente fue a pagar en línea con ${gateway}` : 'El cliente envió el comprobante';
    case 'recorded':
      return `Registrada a mano por ${by}`;
    case 'accepted':
      return gateway ? `Pago confirmado por ${gateway}${transaction}` : `Pago aceptado por ${by}`;
    case 'failed':
      return `${gateway ?? 'La pasarela'} no aprobó el pago${transaction}`;
    case 'rejected':
      return `Pago rechazado por ${by}`;
  }
}

/** The gateways by the name a person knows them. */
export const gatewayName = (name: string): string => (name === 'wompi' ? 'Wompi' : name);

export type PaymentFact = { label: string; value: string };

/**
 * What an administrator compares with the bank's statement before accepting: amount, method, reference, payer and
 * the transfer's date, in that order (the accept confirmation and the detail show the same lines). A transferred
 * amount is shown only when it differs from the order's.
 */
export function paymentFacts(order: AdminOrder, methods: readonly PaymentMethodOption[]): PaymentFact[] {
  const amount = orderAmount(order);
  const facts: PaymentFact[] = [
    { label: 'Monto', value: formatCOP(amount) },
    { label: 'Método de pago', value: paymentMethodLabel(methods, order.payment_method) },
    { label: 'Referencia', value: order.payment_intent_id || '—' },
    { label: 'Pagador', value: order.payer_name?.trim() || customerName(order) },
    { label: 'Fecha de la transferencia', value: order.payment_date ? formatDate(order.payment_date) : '—' },
  ];
  if (order.payment_gateway) {
    facts.push({
      label: 'Confirmado por',
      value: `${gatewayName(order.payment_gateway)} · transacción ${order.gateway_transaction_id ?? '—'}`,
    });
  }
  // Who the invoice goes to (docs/features/payments.md, "Who buys"); orders placed before buyers were kept have none.
  if (order.buyer) facts.push({ label: 'Factura a', value: buyerLine(order.buyer) });
  if (order.transferred_amount !== null && order.transferred_amount !== amount) {
    facts.splice(1, 0, { label: 'Monto transferido', value: formatCOP(order.transferred_amount) });
  }
  return facts;
}

import { useEffect, useState } from 'react';
import { gatewayName } from '../../../lib/admin/order-detail';
import { api, requestData, type AnswerData } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { formatCOP } from '../../../lib/format';

type ReviewEvent = AnswerData<Awaited<ReturnType<typeof api.adminPaymentEvents.index.$get>>>[number];

/** Why an event needs a person: what it says against what the order says. */
export function reviewReason(event: ReviewEvent): string {
  const paid =
    event.amount_in_cents === null
      ? '—'
      : `${formatCOP(event.amount_in_cents / 100)}${event.currency && event.currency !== 'COP' ? ` ${event.currency}` : ''}`;
  switch (event.outcome) {
    case 'unknown_reference':
      return `Ninguna orden tiene esta referencia (${paid})`;
    case 'amount_mismatch':
      return `Pagó ${paid}, pero la orden es de ${event.order_amount === null ? '—' : formatCOP(event.order_amount)}: no se activó`;
    case 'unconfirmed':
      return 'Wompi no confirma esta transacción para esta orden: no se activó';
    case 'transaction_reused':
      return 'Esta transacción ya pagó otra orden: no se activó';
    case 'unavailable':
      return 'Wompi no respondió al confirmar este pago; Wompi reenviará el aviso. La orden sigue esperando';
  }
}

/**
 * 'Pagos en línea por revisar' (docs/features/payments.md): the gateway's events that matched no order, whose amount was not the
 * order's, that Wompi's API did not confirm or did not answer about, or whose transaction already paid another order
 * (docs/features/payments.md), newest first. Read again whenever the orders list is (`version`: a live notice, a decision). Hidden while
 * there is nothing to review.
 */
export function PaymentEventsReview({ version }: { version: unknown }) {
  const [events, setEvents] = useState<ReviewEvent[]>([]);
  useEffect(() => {
    let live = true;
    void requestData(api.adminPaymentEvents.index.$get()).then((result) => {
      if (live && result.ok) setEvents(result.data);
    });
    return () => {
      live = false;
    };
  }, [version]);

  if (events.length === 0) return null;
  return (
    <section className="surface-card payment-review" aria-labelledby="payment-review-title">
      <h2 id="payment-review-title">Pagos en línea por revisar</h2>
      <p className="payment-review__hint">
        Avisos de la pasarela que no activaron ningún paquete. Compáralos con el panel de Wompi antes de registrar una orden a mano.
      </p>
      <ul className="payment-review__list">
        {events.map((event) => (
          <li key={event.id} className="payment-review__item">
            <strong>{reviewReason(event)}</strong>
            <span>
              {gatewayName(event.gateway)} · {event.transaction_status ?? '—'} · transacción {event.transaction_id ?? '—'}
            </span>
            <span>
              Referencia {event.reference ?? '—'} · {formatDateTime(event.received_at)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

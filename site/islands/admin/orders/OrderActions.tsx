import { displayStatus, type AdminOrder } from '../../../lib/admin/orders';
import { GATEWAY_CHECK_TEXTS, ONLINE_PAYMENT_METHOD } from '../../../../worker/schemas/online-payment-texts';

type Props = {
  order: AdminOrder;
  busy: boolean;
  onAccept: (order: AdminOrder) => void;
  onReject: (order: AdminOrder) => void;
};

/**
 * product §3.4: only a pending order can be decided. Completed reads '✓ Procesada', cancelled
 * '✗ Rechazada', failed has nothing to do. An online order waits for Wompi (docs/features/payments.md): it can be rejected, and
 * consulted with Wompi from its detail, but never accepted by hand.
 */
export function OrderActions({ order, busy, onAccept, onReject }: Props) {
  const status = displayStatus(order.status);
  if (status === 'completed') return <span className="order-outcome order-outcome--done">✓ Procesada</span>;
  if (status === 'cancelled') return <span className="order-outcome order-outcome--rejected">✗ Rechazada</span>;
  if (status === 'failed') return null;
  const online = order.payment_method === ONLINE_PAYMENT_METHOD;
  return (
    <div className="order-actions" aria-busy={busy || undefined}>
      {online ? (
        <span className="admin-table__note">{GATEWAY_CHECK_TEXTS.waiting}</span>
      ) : (
        <button type="button" className="order-action order-action--accept" onClick={() => onAccept(order)} disabled={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          Aceptar
        </button>
      )}
      <button type="button" className="order-action order-action--reject" onClick={() => onReject(order)} disabled={busy}>
        Rechazar
      </button>
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { PLAQUE_STATUS_LABELS } from '../../../../worker/schemas/plaque-texts';
import { historyLabel, type AdminOrderDetail } from '../../../lib/admin/order-detail';
import { customerName, displayStatus, type AdminOrder, type PaymentMethodOption } from '../../../lib/admin/orders';
import { MEMORIAL_TYPE_LABELS, memorialPath } from '../../../lib/admin/users';
import { formatDateTime } from '../../../lib/dates';
import { $openOrderId, $orderDetail, openOrder } from '../../../stores/admin/orders';
import { Modal } from '../../ui/Modal';
import { PaymentFacts } from './PaymentFacts';
import { GatewayCheck } from './GatewayCheck';
import { GATEWAY_CHECK_TEXTS, ONLINE_PAYMENT_METHOD } from '../../../../worker/schemas/online-payment-texts';
import { StatusBadge } from './StatusBadge';

type Props = {
  paymentMethods: PaymentMethodOption[];
  onAccept: (order: AdminOrder) => void;
  onReject: (order: AdminOrder) => void;
};

/**
 * An order opened from its row: the customer, the package, the transfer, what happened to it and by whom, and the
 * memorial and plaque it paid for. A pending order can be decided from here (through the same confirmations).
 * It follows changes live: the detail is read under the list's key, so whatever refreshes the list refreshes it.
 */
export function OrderDetailDialog({ paymentMethods, onAccept, onReject }: Props) {
  const openId = useStore($openOrderId);
  const read = useStore($orderDetail);
  // The store keeps its last answer while the next loads: only the open order's is shown.
  const detail = read.data?.data.id === openId ? read.data.data : null;
  const title = detail ? `Orden de ${customerName(detail)}` : 'Orden';

  return (
    <Modal open={openId !== null} onClose={() => openOrder(null)} title={title} size="md">
      {detail ? (
        <OrderDetail
          order={detail}
          paymentMethods={paymentMethods}
          onAccept={() => {
            openOrder(null);
            onAccept(detail);
          }}
          onReject={() => {
            openOrder(null);
            onReject(detail);
          }}
        />
      ) : read.error && !read.loading ? (
        <p className="form-alert" role="alert">
          {read.error}
        </p>
      ) : (
        <div className="admin-list__loading" role="status">
          <span className="spinner spinner--large" aria-hidden="true" />
          <span>Cargando orden...</span>
        </div>
      )}
    </Modal>
  );
}

type DetailProps = { order: AdminOrderDetail; paymentMethods: PaymentMethodOption[]; onAccept: () => void; onReject: () => void };

function OrderDetail({ order, paymentMethods, onAccept, onReject }: DetailProps) {
  const pending = displayStatus(order.status) === 'pending';
  // Only Wompi's approval pays an online order (docs/features/payments.md): it is consulted, never accepted by hand.
  const online = order.payment_method === ONLINE_PAYMENT_METHOD;
  return (
    <div className="order-detail" data-order-detail={order.id}>
      <p className="order-detail__status">
        <StatusBadge status={order.status} />
        <span className="admin-table__note">Recibida el {formatDateTime(order.created_at)}</span>
      </p>

      <section aria-labelledby="order-detail-payment">
        <h3 id="order-detail-payment" className="order-detail__heading">
          Pago
        </h3>
        <PaymentFacts order={order} paymentMethods={paymentMethods} />
      </section>

      <section aria-labelledby="order-detail-history">
        <h3 id="order-detail-history" className="order-detail__heading">
          Historial
        </h3>
        <ol className="order-history">
          {order.history.map((event, index) => (
            <li key={`${event.kind}-${index}`} className="order-history__event">
              <span>{historyLabel(event)}</span>
              <span className="admin-table__note">{formatDateTime(event.at)}</span>
            </li>
          ))}
          {pending && (
            <li className="order-history__event order-history__event--next">
              <span>{online ? GATEWAY_CHECK_TEXTS.waiting : 'Esperando que un administrador revise la transferencia'}</span>
            </li>
          )}
        </ol>
      </section>

      <section aria-labelledby="order-detail-memorial">
        <h3 id="order-detail-memorial" className="order-detail__heading">
          Memorial y placa
        </h3>
        <MemorialLine order={order} />
      </section>

      {pending && online && <GatewayCheck orderId={order.id} reported={order.gateway_reported} />}
      {pending && (
        <div className="confirm__actions">
          <button type="button" className="order-action order-action--reject" onClick={onReject}>
            Rechazar
          </button>
          {!online && (
            <button type="button" className="order-action order-action--accept" onClick={onAccept}>
              Aceptar
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function MemorialLine({ order }: { order: AdminOrderDetail }) {
  const { memorial, plaque } = order;
  if (!memorial) {
    const text =
      displayStatus(order.status) === 'completed'
        ? 'El cliente aún no ha creado el memorial de esta orden.'
        : 'La orden aún no paga ningún memorial.';
    return <p className="admin-table__note">{text}</p>;
  }
  return (
    <div className="order-detail__memorial">
      <p>
        <strong>{memorial.name}</strong> <span className="admin-table__note">· {MEMORIAL_TYPE_LABELS[memorial.type].long}</span>
      </p>
      <p className="admin-table__note">
        {memorial.is_published ? (
          <a href={memorialPath(memorial)} target="_blank" rel="noopener">
            {memorialPath(memorial)}
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        ) : (
          'Aún sin publicar'
        )}
      </p>
      {plaque && (
        <p className="admin-table__note">
          Placa: {PLAQUE_STATUS_LABELS[plaque.status]}
          {plaque.short_code ? ` · código ${plaque.short_code}` : ''}
        </p>
      )}
    </div>
  );
}

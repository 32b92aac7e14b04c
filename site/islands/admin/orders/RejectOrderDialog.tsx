import { formatCOP } from '../../../lib/format';
import { customerName, orderAmount, type AdminOrder } from '../../../lib/admin/orders';
import { Modal } from '../../ui/Modal';

type Props = { order: AdminOrder | null; onCancel: () => void; onConfirm: (order: AdminOrder) => void };

/** 'Rechazar' asks first: a rejection cannot be undone and the customer is told by e-mail. */
export function RejectOrderDialog({ order, onCancel, onConfirm }: Props) {
  return (
    <Modal open={order !== null} onClose={onCancel} title="¿Rechazar esta orden?" size="sm">
      {order && (
        <div className="confirm">
          <p>
            La orden de <strong>{customerName(order)}</strong> por <strong>{formatCOP(orderAmount(order))}</strong>
            {order.payment_intent_id ? ` (referencia ${order.payment_intent_id})` : ''} quedará rechazada y el cliente
            recibirá un correo. Esta acción no se puede deshacer.
          </p>
          <div className="confirm__actions">
            <button type="button" className="button button--ghost" onClick={onCancel}>
              Cancelar
            </button>
            <button type="button" className="button button--danger" onClick={() => onConfirm(order)}>
              Rechazar orden
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

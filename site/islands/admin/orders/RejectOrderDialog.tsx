import { formatCOP } from '../../../lib/format';
import { customerName, orderAmount, type AdminOrder } from '../../../lib/admin/orders';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

type Props = { order: AdminOrder | null; onCancel: () => void; onConfirm: (order: AdminOrder) => void };

/** 'Rechazar' asks first: a rejection cannot be undone and the customer is told by e-mail. */
export function RejectOrderDialog({ order, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog subject={order} title="¿Rechazar esta orden?" confirmLabel="Rechazar orden" onCancel={onCancel} onConfirm={onConfirm}>
      {(subject) => (
        <>
          La orden de <strong>{customerName(subject)}</strong> por <strong>{formatCOP(orderAmount(subject))}</strong>
          {subject.payment_intent_id ? ` (referencia ${subject.payment_intent_id})` : ''} quedará rechazada y el cliente recibirá un correo.
          Esta acción no se puede deshacer.
        </>
      )}
    </ConfirmDialog>
  );
}

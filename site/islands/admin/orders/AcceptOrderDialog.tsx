import { customerName, type AdminOrder, type PaymentMethodOption } from '../../../lib/admin/orders';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PaymentFacts } from './PaymentFacts';

type Props = {
  order: AdminOrder | null;
  paymentMethods: PaymentMethodOption[];
  /** The acceptance is on its way: the button waits. */
  sending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (order: AdminOrder) => void;
};

/**
 * 'Aceptar' asks first, with the transfer's details to compare with the bank's statement: accepting unlocks the
 * customer's package at once and e-mails them, and cannot be undone.
 */
export function AcceptOrderDialog({ order, paymentMethods, sending, error, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      subject={order}
      title="¿Aceptar este pago?"
      confirmLabel="Aceptar pago"
      tone="primary"
      size="md"
      busy={sending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {(subject) => (
        <div className="order-accept">
          <p>Acepta solo si la transferencia ya aparece en la cuenta con estos datos:</p>
          <PaymentFacts order={subject} paymentMethods={paymentMethods} />
          <p className="order-accept__outcome">
            El paquete de {customerName(subject)} se activa en ese momento y le enviamos un correo. Esta acción no se puede deshacer.
          </p>
          {sending && (
            <p className="order-accept__note" role="status">
              Aceptando…
            </p>
          )}
          {error && (
            <p className="form-alert" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}

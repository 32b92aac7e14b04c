import { useEffect, useRef } from 'react';
import { Modal } from '../ui/Modal';

/**
 * After paying, the customer learns the receipt is on its way and what happens next. product §2.2 promised activation in
 * 'máximo 15 minutos', a delay this product does not have: an administrator checks each transfer by hand, and the
 * package unlocks the moment it is accepted, on this very page (it follows the order live).
 */

export function PaymentReceivedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="dash-payment-title" size="sm">
      <PaymentBody onClose={onClose} />
    </Modal>
  );
}

function PaymentBody({ onClose }: { onClose: () => void }) {
  const okRef = useRef<HTMLButtonElement>(null);
  // Nothing to fill in: the one answer gets the focus, not the dialog's close button.
  useEffect(() => okRef.current?.focus(), []);
  return (
    <div className="dash-payment">
      <span className="dash-payment__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none">
          <path d="M7 12.5l3.2 3.2L17 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h2 id="dash-payment-title" className="dash-payment__title">
        ¡Pago recibido!
      </h2>
      <p>Te enviamos el comprobante de pago a tu correo electrónico.</p>
      <p>
        Un administrador revisa tu transferencia y tu paquete se activa en cuanto la aprueba. No necesitas recargar: este panel se actualiza
        solo y también te avisaremos por correo. Entonces podrás crear el memorial de tu ser querido desde aquí.
      </p>
      <button ref={okRef} type="button" className="button button--primary" onClick={onClose}>
        Entendido
      </button>
    </div>
  );
}

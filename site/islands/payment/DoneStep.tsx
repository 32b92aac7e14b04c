import { useEffect } from 'react';
import { VALIDATION_TIME } from '../../lib/checkout/payment-messages';
import { paymentSuccessUrl } from '../../stores/checkout';
import { StatusView } from '../auth/StatusView';

/** Time to read the confirmation before the order summary page opens by itself. */
const REDIRECT_AFTER_MS = 5000;

/** Step 4 (product §1.4): the proof is in; validation takes at most 30 minutes, then the memorial can be created. */
export function DoneStep({ titleId, orderId }: { titleId: string; orderId: string }) {
  const href = paymentSuccessUrl(orderId);
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(href), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [href]);

  return (
    <StatusView
      tone="success"
      title="¡Comprobante enviado!"
      titleId={titleId}
      actions={
        <a className="button button--primary" href={href}>
          Ver mi orden
        </a>
      }
    >
      <p>
        Validaremos tu pago en <strong>{VALIDATION_TIME}</strong>. Cuando esté confirmado podrás crear el memorial de tu ser querido desde
        tu panel.
      </p>
      <p className="status__note">Te enviamos un correo con el resumen de tu pedido.</p>
    </StatusView>
  );
}

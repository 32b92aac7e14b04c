import { useState } from 'react';
import { GATEWAY_CHECK_TEXTS as G } from '../../../../worker/schemas/online-payment-texts';
import { checkOrderWithWompi } from '../../../stores/admin/orders';

/**
 * An online order still waiting (docs/features/payments.md): nobody accepts it by hand; 'Consultar en Wompi' asks Wompi about the
 * transaction it reported and settles the order as Wompi says. Without a reported transaction there is nothing to
 * ask about: the customer never finished the checkout.
 */
export function GatewayCheck({ orderId, reported }: { orderId: string; reported: boolean }) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  if (!reported) return <p className="admin-table__note">{G.noTransaction}</p>;

  const check = async () => {
    setBusy(true);
    setAnswer(null);
    const result = await checkOrderWithWompi(orderId);
    setBusy(false);
    setAnswer(result.ok ? { ok: true, text: result.data } : { ok: false, text: result.error });
  };

  return (
    <div className="gateway-check">
      <button type="button" className="order-action order-action--accept" onClick={() => void check()} disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {G.action}
      </button>
      {answer && (
        <p className={answer.ok ? 'admin-table__note' : 'form-alert'} role={answer.ok ? 'status' : 'alert'}>
          {answer.text}
        </p>
      )}
    </div>
  );
}

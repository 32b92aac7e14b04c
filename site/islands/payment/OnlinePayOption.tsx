import { useEffect, useState } from 'react';
import { api, request, requestData } from '../../lib/api-client';
import { PAYMENT_MESSAGES, paymentErrorText } from '../../lib/checkout/payment-messages';
import { clearCart } from '../../stores/cart';
import { $session } from '../../stores/session';
import type { CheckoutConsent } from '../../lib/checkout/buyer-fields';
import { ONLINE_PAYMENT_METHOD, ONLINE_PAYMENT_TEXTS as T } from '../../../worker/schemas/online-payment-texts';

/**
 * 'Pagar en línea (Nequi, PSE, tarjeta)' (docs/features/payments.md), above the transfer methods, only when the server says Wompi is
 * configured (GET /api/settings' `online_payments`). It creates the order and sends the person to Wompi's checkout;
 * Wompi brings them back to /payment-success, which waits for the payment's confirmation.
 */
export function OnlinePayOption({ packageId, consent }: { packageId: string; consent: CheckoutConsent | null }) {
  const [offered, setOffered] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    void request(api.settings.index.$get()).then((result) => {
      if (live && result.ok) setOffered(result.data.online_payments.wompi);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!offered) return null;

  const pay = async () => {
    setError('');
    if ($session.get().status !== 'signed-in') return setError(paymentErrorText(PAYMENT_MESSAGES.noSession));
    if (!consent) return;
    setSending(true);
    const result = await requestData(
      api.orders.index.$post({ json: { package_id: packageId, payment_method: ONLINE_PAYMENT_METHOD, ...consent } }),
    );
    if (!result.ok || !('checkout_url' in result.data)) {
      setSending(false);
      return setError(paymentErrorText(!result.ok && result.code !== 'NO_ENVELOPE' ? result.error : null));
    }
    clearCart();
    window.location.assign(String(result.data.checkout_url));
  };

  return (
    <div className="pay-online">
      <button
        type="button"
        className="pay-method pay-method--online"
        onClick={() => void pay()}
        disabled={sending || !consent}
        aria-describedby="pay-online-hint"
      >
        <span className="icon-disc pay-method__initial" aria-hidden="true">
          $
        </span>
        <span className="pay-method__text">
          <span className="pay-method__name">{T.choose}</span>
          <span className="pay-method__type" id="pay-online-hint">
            {sending ? T.opening : T.chooseHint}
          </span>
        </span>
      </button>
      {error && (
        <p className="payment__problem" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

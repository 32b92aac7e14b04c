import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { api, requestData } from '../../lib/api-client';
import { buyerProblem, initialBuyerFields, toBuyerPayload, type BuyerFields, type CheckoutConsent } from '../../lib/checkout/buyer-fields';
import { $session } from '../../stores/session';

export type InvoiceDetails = {
  /** Null until the last order's buyer (GET /api/orders/buyer) and the account are known. */
  fields: BuyerFields | null;
  setFields: (fields: BuyerFields) => void;
  accepted: boolean;
  setAccepted: (accepted: boolean) => void;
  /** Set only when the terms are ticked and the buyer is valid: paying is blocked until then. */
  consent: CheckoutConsent | null;
};

/**
 * 'Datos para la factura' and the terms' checkbox for the cart's checkout (docs/features/payments.md "Who buys"),
 * kept by the payment flow so they survive moving between its steps. Prefilled from the customer's last order,
 * or as consumidor final with the account's name and e-mail.
 */
export function useInvoiceDetails(): InvoiceDetails {
  const session = useStore($session);
  const [fields, setFields] = useState<BuyerFields | null>(null);
  const [accepted, setAccepted] = useState(false);
  const account = session.status === 'signed-in' ? { name: session.user.name, email: session.user.email } : null;
  const accountKey = account ? `${account.name}\n${account.email}` : '';

  useEffect(() => {
    if (!account || fields) return;
    let live = true;
    void requestData(api.orders.buyer.$get()).then((result) => {
      if (live) setFields(initialBuyerFields(result.ok ? result.data : null, account));
    });
    return () => {
      live = false;
    };
    // Loaded once per account: later typing must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountKey]);

  // A guest is told to sign in when paying (PAYMENT_MESSAGES.noSession): until then, consumidor final.
  const shown = fields ?? (session.status === 'guest' ? initialBuyerFields(null, { name: '', email: '' }) : null);
  const consent: CheckoutConsent | null =
    accepted && shown && !buyerProblem(shown)
      ? { terms_accepted: true, ...(shown.consumidorFinal ? {} : { buyer: toBuyerPayload(shown) }) }
      : null;
  return { fields: shown, setFields, accepted, setAccepted, consent };
}

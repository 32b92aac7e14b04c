import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatCOP } from '../../lib/format';
import { $cartItem, cartTotals, type CartItem } from '../../stores/cart';
import { $paymentOpen, closePayment, paymentSuccessUrl } from '../../stores/checkout';
import { DoneStep } from './DoneStep';
import { OnlinePayOption } from './OnlinePayOption';
import { TransferSteps } from './TransferSteps';
import { useTransferChoices } from './useTransferChoices';
import { InvoiceDetailsSection } from './InvoiceDetailsSection';
import { useInvoiceDetails } from './useInvoiceDetails';
import { submitPaymentProof } from '../../stores/payment-proof';
import { CHECKOUT_STEP } from './checkout-steps';
import { Modal } from '../ui/Modal';
import { TERMS_MESSAGES } from '../../../worker/schemas/terms-texts';
import { useStepHistory } from '../ui/useStepHistory';
import '../auth/auth.css';
import './payment.css';

/**
 * The transfer payment (product §1.4): 1 choose a method, 2 see the account and transfer, 3 enter the receipt's
 * data, 4 confirmation. Back is allowed from 2 and 3, and the receipt data typed so far survive it. Each step is a
 * history entry (../ui/useStepHistory.ts), so a phone's Back goes to the previous step with what was typed, and
 * from the first step closes the payment; once the order exists, Back leaves for its summary, as closing does.
 * Loaded on demand by the cart drawer.
 */
type StepNumber = 1 | 2 | 3 | 4;

const TITLES = {
  1: 'Elige cómo pagar',
  2: 'Realiza la transferencia',
  3: 'Datos del comprobante',
} as const;

export default function PaymentModal() {
  const open = useStore($paymentOpen);
  const titleId = useId();
  // After the order exists, closing the modal still takes the customer to its summary.
  const createdOrder = useRef<string | null>(null);
  const close = () => {
    if (createdOrder.current) window.location.assign(paymentSuccessUrl(createdOrder.current));
    else closePayment();
  };
  return (
    <Modal open={open} onClose={close} labelledBy={titleId} size="lg">
      <PaymentFlow titleId={titleId} onCreated={(id) => (createdOrder.current = id)} onClose={close} />
    </Modal>
  );
}

function PaymentFlow({ titleId, onCreated, onClose }: { titleId: string; onCreated: (id: string) => void; onClose: () => void }) {
  const cartItem = useStore($cartItem);
  // The cart empties once the proof is sent; the confirmation still names what was bought.
  const [item] = useState<CartItem | null>(cartItem);
  const [n, setN] = useState<StepNumber>(1);
  const choices = useTransferChoices();
  const { methodId } = choices;
  // 'Datos para la factura' and the terms (docs/features/payments.md "Who buys"): paying waits for them.
  const invoice = useInvoiceDetails();
  const { consent } = invoice;
  const [orderId, setOrderId] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  const steps = useStepHistory({
    key: CHECKOUT_STEP,
    step: n - 1,
    show: (index) => (orderId ? onClose() : setN((index + 1) as StepNumber)),
    blocked: choices.isSending,
    dialog: { onExit: onClose },
  });
  const goTo = (next: StepNumber) => steps.push(next - 1);

  // The button that moved to the next step is gone: focus goes to the new step (its first field, or its
  // heading, which screen readers then read), never back to the page behind.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const root = rootRef.current;
    const target = root?.querySelector<HTMLElement>(n === 3 ? 'input' : '[data-step-heading]');
    target?.focus();
  }, [n]);

  if (!item) {
    return (
      <div className="payment">
        <h2 id={titleId} className="payment__title">
          Tu carrito está vacío
        </h2>
        <p className="payment__lead">Elige un paquete para continuar con el pago.</p>
        <div className="payment__actions">
          <a className="button button--primary" href="/#precios" onClick={onClose}>
            Ver paquetes
          </a>
        </div>
      </div>
    );
  }

  const { total } = cartTotals(item);
  if (n === 4 && orderId) return <DoneStep titleId={titleId} orderId={orderId} />;
  // A step past the first needs a method and accepted terms: history's Forward cannot skip them.
  const step = n === 4 || (n > 1 && (!methodId || !consent)) ? 1 : n;

  return (
    <div className="payment" ref={rootRef}>
      <p className="payment__progress">
        <span>Paso {step} de 3</span>
        <span className="payment__steps" aria-hidden="true">
          {[1, 2, 3].map((dot) => (
            <span key={dot} className={dot <= step ? 'payment__dot payment__dot--done' : 'payment__dot'} />
          ))}
        </span>
      </p>
      <h2 id={titleId} className="payment__title" tabIndex={-1} data-step-heading>
        {TITLES[step]}
      </h2>
      <p className="payment__summary">
        <span>{item.package.name}</span>
        <strong>{formatCOP(total)}</strong>
      </p>

      {step === 1 && (
        <>
          <InvoiceDetailsSection details={invoice} />
          <OnlinePayOption packageId={item.package.id} consent={consent} />
        </>
      )}
      <TransferSteps
        step={step}
        blocked={!consent}
        send={(payload) =>
          consent ? submitPaymentProof({ ...payload, ...consent }) : Promise.resolve({ ok: false, error: TERMS_MESSAGES.required })
        }
        choices={choices}
        history={steps}
        order={{ item, total }}
        onCreated={(created) => {
          onCreated(created);
          setOrderId(created);
          goTo(4);
        }}
      />
    </div>
  );
}

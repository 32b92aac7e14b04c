import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatCOP } from '../../lib/format';
import { EMPTY_PROOF, type ProofFields } from '../../lib/checkout/payment-validation';
import { $cartItem, cartTotals, type CartItem } from '../../stores/cart';
import { $paymentOpen, closePayment, paymentSuccessUrl } from '../../stores/checkout';
import { AccountStep } from './AccountStep';
import { DoneStep } from './DoneStep';
import { MethodStep } from './MethodStep';
import { OnlinePayOption } from './OnlinePayOption';
import { ProofStep } from './ProofStep';
import { Modal } from '../ui/Modal';
import '../auth/auth.css';
import './payment.css';

/**
 * The transfer payment (product §1.4): 1 choose a method, 2 see the account and transfer, 3 enter the receipt's
 * data, 4 confirmation. Back is allowed from 2 and 3, and the receipt data typed so far survive it.
 * Loaded on demand by the cart drawer.
 */
type Step = { n: 1 } | { n: 2 | 3; methodId: string } | { n: 4; orderId: string };

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
  const [step, setStep] = useState<Step>({ n: 1 });
  const [proof, setProof] = useState<ProofFields>(EMPTY_PROOF);
  const rootRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);

  // The button that moved to the next step is gone: focus goes to the new step (its first field, or its
  // heading, which screen readers then read), never back to the page behind.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const root = rootRef.current;
    const target = root?.querySelector<HTMLElement>(step.n === 3 ? 'input' : '[data-step-heading]');
    target?.focus();
  }, [step.n]);

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
  if (step.n === 4) return <DoneStep titleId={titleId} orderId={step.orderId} />;

  return (
    <div className="payment" ref={rootRef}>
      <p className="payment__progress">
        <span>Paso {step.n} de 3</span>
        <span className="payment__steps" aria-hidden="true">
          {[1, 2, 3].map((n) => (
            <span key={n} className={n <= step.n ? 'payment__dot payment__dot--done' : 'payment__dot'} />
          ))}
        </span>
      </p>
      <h2 id={titleId} className="payment__title" tabIndex={-1} data-step-heading>
        {TITLES[step.n]}
      </h2>
      <p className="payment__summary">
        <span>{item.package.name}</span>
        <strong>{formatCOP(total)}</strong>
      </p>

      {step.n === 1 && <OnlinePayOption packageId={item.package.id} />}
      {step.n === 1 && <MethodStep onChoose={(methodId) => setStep({ n: 2, methodId })} />}
      {step.n === 2 && (
        <AccountStep
          methodId={step.methodId}
          total={total}
          onBack={() => setStep({ n: 1 })}
          onNext={() => setStep({ n: 3, methodId: step.methodId })}
        />
      )}
      {step.n === 3 && (
        <ProofStep
          item={item}
          methodId={step.methodId}
          total={total}
          fields={proof}
          onChange={setProof}
          onBack={() => setStep({ n: 2, methodId: step.methodId })}
          onCreated={(orderId) => {
            onCreated(orderId);
            setStep({ n: 4, orderId });
          }}
        />
      )}
    </div>
  );
}

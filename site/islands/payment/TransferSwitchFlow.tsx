import { useState } from 'react';
import { formatCOP } from '../../lib/format';
import type { CartItem } from '../../stores/cart';
import { paymentSuccessUrl } from '../../stores/checkout';
import { switchOrderToTransfer } from '../../stores/unfinished-online-order';
import { TransferSteps } from './TransferSteps';
import { useTransferChoices } from './useTransferChoices';
import { CHECKOUT_STEP } from './checkout-steps';
import { useStepHistory } from '../ui/useStepHistory';

type StepNumber = 1 | 2 | 3;

type Props = { titleId: string; orderId: string; packageName: string; total: number; onClose: () => void };

const TITLES = { 1: 'Elige cómo transferir', 2: 'Realiza la transferencia', 3: 'Datos del comprobante' } as const;

/**
 * 'Pagar por transferencia o Bre-B' for an online order whose checkout did not finish (docs/features/payments.md): the payment
 * modal's transfer steps, sending the proof for the same order (PUT /api/orders/{id}/transfer) instead of a new
 * one, then the order's summary page. Its steps are history entries like the cart's checkout: Back goes to the
 * previous step with what was typed, and from the first closes the dialog (`onClose`).
 */
export function TransferSwitchFlow({ titleId, orderId, packageName, total, onClose }: Props) {
  const [n, setN] = useState<StepNumber>(1);
  const choices = useTransferChoices();
  const steps = useStepHistory({
    key: CHECKOUT_STEP,
    step: n - 1,
    show: (index) => setN((index + 1) as StepNumber),
    blocked: choices.isSending,
    dialog: { onExit: onClose },
  });
  const step = n > 1 && !choices.methodId ? 1 : n;
  // ProofStep reads the package only for a new order's payload, which this flow does not send.
  const item: CartItem = { package: { id: '', name: packageName, description: '', price: total }, quantity: 1 };

  return (
    <div className="payment">
      <p className="payment__progress">
        <span>Paso {step} de 3</span>
      </p>
      <h2 id={titleId} className="payment__title" tabIndex={-1}>
        {TITLES[step]}
      </h2>
      <p className="payment__summary">
        <span>{packageName}</span>
        <strong>{formatCOP(total)}</strong>
      </p>
      <TransferSteps
        step={step}
        choices={choices}
        history={steps}
        order={{ item, total }}
        send={(payload) => switchOrderToTransfer(orderId, payload)}
        onCreated={() => window.location.assign(paymentSuccessUrl(orderId))}
      />
    </div>
  );
}

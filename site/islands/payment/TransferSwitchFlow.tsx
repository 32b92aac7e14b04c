import { useState } from 'react';
import { EMPTY_PROOF, type ProofFields } from '../../lib/checkout/payment-validation';
import { formatCOP } from '../../lib/format';
import type { CartItem } from '../../stores/cart';
import { paymentSuccessUrl } from '../../stores/checkout';
import { switchOrderToTransfer } from '../../stores/unfinished-online-order';
import { AccountStep } from './AccountStep';
import { MethodStep } from './MethodStep';
import { ProofStep } from './ProofStep';

type Step = { n: 1 } | { n: 2 | 3; methodId: string };

const TITLES = { 1: 'Elige cómo transferir', 2: 'Realiza la transferencia', 3: 'Datos del comprobante' } as const;

/**
 * 'Pagar por transferencia o Bre-B' for an online order whose checkout did not finish (issue 43): the payment
 * modal's transfer steps, sending the proof for the same order (PUT /api/orders/{id}/transfer) instead of a new
 * one, then the order's summary page.
 */
export function TransferSwitchFlow({ titleId, orderId, packageName, total }: { titleId: string; orderId: string; packageName: string; total: number }) {
  const [step, setStep] = useState<Step>({ n: 1 });
  const [proof, setProof] = useState<ProofFields>(EMPTY_PROOF);
  // ProofStep reads the package only for a new order's payload, which this flow does not send.
  const item: CartItem = { package: { id: '', name: packageName, description: '', price: total }, quantity: 1 };

  return (
    <div className="payment">
      <p className="payment__progress">
        <span>Paso {step.n} de 3</span>
      </p>
      <h2 id={titleId} className="payment__title" tabIndex={-1}>
        {TITLES[step.n]}
      </h2>
      <p className="payment__summary">
        <span>{packageName}</span>
        <strong>{formatCOP(total)}</strong>
      </p>
      {step.n === 1 && <MethodStep onChoose={(methodId) => setStep({ n: 2, methodId })} />}
      {step.n === 2 && (
        <AccountStep methodId={step.methodId} total={total} onBack={() => setStep({ n: 1 })} onNext={() => setStep({ n: 3, methodId: step.methodId })} />
      )}
      {step.n === 3 && (
        <ProofStep
          item={item}
          methodId={step.methodId}
          total={total}
          fields={proof}
          onChange={setProof}
          onBack={() => setStep({ n: 2, methodId: step.methodId })}
          send={(payload) => switchOrderToTransfer(orderId, payload)}
          onCreated={() => window.location.assign(paymentSuccessUrl(orderId))}
        />
      )}
    </div>
  );
}

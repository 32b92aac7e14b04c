import type { ComponentProps } from 'react';
import type { CartItem } from '../../stores/cart';
import { AccountStep } from './AccountStep';
import { MethodStep } from './MethodStep';
import { ProofStep } from './ProofStep';
import type { TransferChoices } from './useTransferChoices';

type Props = {
  /** The step shown: 1 choose a method, 2 see the account, 3 enter the receipt's data. */
  step: 1 | 2 | 3;
  choices: TransferChoices;
  /** The flow's step history (../ui/useStepHistory.ts), whose indexes count from 0. */
  history: { push: (index: number) => void; back: () => void };
  /** What is paid for: the package and the amount to transfer. */
  order: { item: CartItem; total: number };
  send: ComponentProps<typeof ProofStep>['send'];
  onCreated: (orderId: string) => void;
  /** The cart's checkout blocks choosing a method until its terms are accepted (InvoiceDetailsSection.tsx). */
  blocked?: boolean;
};

/**
 * The three transfer steps, shared by the cart's payment (PaymentModal.tsx) and an unfinished online order's switch
 * to a transfer (TransferSwitchFlow.tsx); each flow draws its own heading over them.
 */
export function TransferSteps({ step, choices, history, order, send, onCreated, blocked }: Props) {
  const { methodId } = choices;
  const { item, total } = order;
  return (
    <>
      {step === 1 && (
        <MethodStep
          blocked={blocked}
          onChoose={(chosen) => {
            choices.setMethodId(chosen);
            history.push(1);
          }}
        />
      )}
      {step === 2 && methodId && <AccountStep methodId={methodId} total={total} onBack={history.back} onNext={() => history.push(2)} />}
      {step === 3 && methodId && (
        <ProofStep
          item={item}
          methodId={methodId}
          total={total}
          fields={choices.proof}
          onChange={choices.setProof}
          onBack={history.back}
          onSending={choices.setSending}
          send={send}
          onCreated={onCreated}
        />
      )}
    </>
  );
}

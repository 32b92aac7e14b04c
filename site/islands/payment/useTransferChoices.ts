import { useRef, useState } from 'react';
import { EMPTY_PROOF, type ProofFields } from '../../lib/checkout/payment-validation';

/**
 * What the transfer steps (TransferSteps.tsx) keep while the person goes back and forth: the method chosen on step
 * 1 (so Forward finds its step 2 again), the receipt's data typed so far, and whether the receipt is being sent
 * (history moves wait for it).
 */
export function useTransferChoices() {
  const [methodId, setMethodId] = useState<string | null>(null);
  const [proof, setProof] = useState<ProofFields>(EMPTY_PROOF);
  const sending = useRef(false);
  const isSending = () => sending.current;
  const setSending = (busy: boolean) => {
    sending.current = busy;
  };
  return { methodId, setMethodId, proof, setProof, isSending, setSending };
}

export type TransferChoices = ReturnType<typeof useTransferChoices>;

import { useState, type SubmitEvent } from 'react';
import { todayInColombia } from '../../lib/dates';
import { PAYER_NAME_MAX, REFERENCE_MAX } from '../../lib/checkout/payment-messages';
import {
  checkAmount,
  cleanAmount,
  cleanPayerName,
  cleanReference,
  displayAmount,
  toOrderPayload,
  validateProof,
  type ProofField,
  type ProofFields,
} from '../../lib/checkout/payment-validation';
import type { CartItem } from '../../stores/cart';
import type { SubmitResult } from '../../stores/payment-proof';
import type { OrderPayload } from '../../lib/checkout/payment-messages';
import { FormAlert } from '../ui/FormAlert';
import { ProofInput } from './ProofInput';
import { PrivacyNote } from '../privacy/PrivacyNote';

type Props = {
  item: CartItem;
  methodId: string;
  total: number;
  fields: ProofFields;
  onChange: (fields: ProofFields) => void;
  onBack: () => void;
  onCreated: (orderId: string) => void;
  /** Told while the proof is being sent, so the phone's Back keeps this step meanwhile (../ui/useStepHistory.ts). */
  onSending?: (sending: boolean) => void;
  /** Where the proof goes: a new order by default; an unfinished online order's switch to transfer (docs/features/payments.md). */
  send: (payload: OrderPayload) => Promise<SubmitResult>;
};

const CLEAN: Record<ProofField, (raw: string) => string> = {
  reference: cleanReference,
  payerName: cleanPayerName,
  date: (raw) => raw,
  amount: cleanAmount,
};

/**
 * Step 3: the receipt's reference, payer, date and amount (product §1.5). The fields refuse forbidden characters
 * as they are typed; a field's message shows once the person has left it, and the amount's as it is typed
 * (the exact-amount rule is the one people trip on). Submit stays disabled until everything holds.
 */
export function ProofStep({ item, methodId, total, fields, onChange, onBack, onCreated, onSending, send }: Props) {
  const [touched, setTouched] = useState<Partial<Record<ProofField, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const today = todayInColombia();
  const errors = validateProof(fields, { total, today });
  const ready = Object.keys(errors).length === 0;
  const amount = checkAmount(fields.amount, total);

  const field = (name: ProofField) => ({
    name,
    onChange: (raw: string) => onChange({ ...fields, [name]: CLEAN[name](raw) }),
    onBlur: () => setTouched((seen) => ({ ...seen, [name]: true })),
    error: touched[name] || (name === 'date' && fields.date) ? errors[name] : undefined,
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || submitting) return;
    setSubmitting(true);
    onSending?.(true);
    setServerError(null);
    const result = await send(toOrderPayload(fields, { packageId: item.package.id, total, method: methodId }));
    setSubmitting(false);
    onSending?.(false);
    if (result.ok) onCreated(result.order.id);
    else setServerError(result.error);
  };

  return (
    <form className="proof-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="payment__lead">Escribe los datos tal como aparecen en el comprobante de tu transferencia.</p>
      <FormAlert message={serverError} />
      <ProofInput
        label="Número de referencia"
        value={fields.reference}
        hint={`Solo letras y números, máximo ${REFERENCE_MAX} caracteres.`}
        maxLength={REFERENCE_MAX}
        autoComplete="off"
        autoCapitalize="characters"
        {...field('reference')}
      />
      <ProofInput
        label="Nombre del pagador"
        value={fields.payerName}
        hint="El nombre de quien hizo la transferencia."
        maxLength={PAYER_NAME_MAX}
        autoComplete="name"
        {...field('payerName')}
      />
      <ProofInput label="Fecha de la transferencia" type="date" value={fields.date} max={today} {...field('date')} />
      <ProofInput
        label="Monto transferido"
        value={displayAmount(fields.amount)}
        inputMode="numeric"
        prefix="$"
        autoComplete="off"
        {...field('amount')}
        error={amount.state === 'mismatch' ? amount.message : touched.amount ? errors.amount : undefined}
        success={amount.state === 'match' ? amount.message : undefined}
      />
      <PrivacyNote>Usamos estos datos solo para verificar tu pago, y guardamos el pedido como registro contable. Más en la</PrivacyNote>
      <div className="payment__actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={submitting}>
          Atrás
        </button>
        <button type="submit" className="button button--primary" disabled={!ready || submitting} aria-busy={submitting}>
          {submitting && <span className="spinner" aria-hidden="true" />}
          {submitting ? 'Enviando…' : 'Enviar comprobante'}
        </button>
      </div>
    </form>
  );
}

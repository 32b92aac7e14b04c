/**
 * The 'Nueva Orden' form's checks with the spec's exact Spanish messages (part 3 §5), and the body it sends.
 * Pure: the API repeats every rule (worker/schemas/orders.ts); these show the message next to the field
 * without a round trip. A unit test keeps the shared texts identical to the server's.
 */
import type { FieldErrors } from '../auth/auth-validation';

export const MANUAL_ORDER_MESSAGES = {
  userRequired: 'Debes seleccionar un usuario válido',
  packageRequired: 'Debes seleccionar un paquete',
  methodRequired: 'Debes seleccionar un método de pago',
  referenceRequired: 'El número de referencia es requerido',
  payerRequired: 'El nombre del pagador es requerido',
  dateRequired: 'La fecha de transferencia es requerida',
  dateFuture: 'La fecha de transferencia no puede ser futura',
  amountPositive: 'El monto debe ser mayor a 0',
} as const;

const M = MANUAL_ORDER_MESSAGES;

export type ManualOrderField = 'user' | 'package' | 'paymentMethod' | 'reference' | 'payerName' | 'paidAt' | 'amount';

/** What the form holds: text as typed; `userId` is set only by picking a search result. */
export type ManualOrderValues = {
  userId: string;
  packageId: string;
  paymentMethod: string;
  reference: string;
  payerName: string;
  /** YYYY-MM-DD, as a date input gives it. */
  paidAt: string;
  /** Digits as typed in the number input. */
  amount: string;
};

export const EMPTY_MANUAL_ORDER: ManualOrderValues = {
  userId: '',
  packageId: '',
  paymentMethod: '',
  reference: '',
  payerName: '',
  paidAt: '',
  amount: '',
};

/** Same amount step as the input: COP is never typed with cents. */
export const AMOUNT_STEP = 100;

/** Minimum characters before the user search asks the server (spec §9). */
export const USER_SEARCH_MIN_LENGTH = 3;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A whole, positive number of pesos, or null. Decimals are refused like the API refuses them. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const amount = Number(trimmed);
  return Number.isInteger(amount) && amount > 0 ? amount : null;
}

/** `today` is Colombia's date (YYYY-MM-DD): ISO dates compare correctly as text. */
export function validateManualOrder(values: ManualOrderValues, today: string): FieldErrors<ManualOrderField> {
  const errors: FieldErrors<ManualOrderField> = {};
  if (!values.userId) errors.user = M.userRequired;
  if (!values.packageId) errors.package = M.packageRequired;
  if (!values.paymentMethod) errors.paymentMethod = M.methodRequired;
  if (!values.reference.trim()) errors.reference = M.referenceRequired;
  if (!values.payerName.trim()) errors.payerName = M.payerRequired;
  if (!DATE_PATTERN.test(values.paidAt)) errors.paidAt = M.dateRequired;
  else if (values.paidAt > today) errors.paidAt = M.dateFuture;
  if (parseAmount(values.amount) === null) errors.amount = M.amountPositive;
  return errors;
}

/** The orders route's POST / body (spec §7): created directly as completed, paid on the transfer date. */
export type ManualOrderPayload = {
  user_id: string;
  package_id: string;
  payment_method: string;
  payment_intent_id: string;
  total_amount: number;
  currency: 'COP';
  status: 'completed';
  paid_at: string;
  payer_name: string;
};

/** Only call after validateManualOrder found nothing. */
export function manualOrderPayload(values: ManualOrderValues): ManualOrderPayload {
  return {
    user_id: values.userId,
    package_id: values.packageId,
    payment_method: values.paymentMethod,
    payment_intent_id: values.reference.trim(),
    total_amount: parseAmount(values.amount) ?? 0,
    currency: 'COP',
    status: 'completed',
    paid_at: values.paidAt,
    payer_name: values.payerName.trim(),
  };
}

/**
 * The payment proof form (product §1.5, step 3) as pure functions: what each field accepts while typing, which
 * message it shows, and when the submit button may be pressed. The server checks all of it again.
 */
import { formatCOP, formatCount } from '../format';
import {
  AMOUNT_MAX_DIGITS,
  amountMismatchMessage,
  PAYER_NAME_MAX,
  PAYER_NAME_PATTERN,
  PAYMENT_MESSAGES as M,
  REFERENCE_MAX,
  REFERENCE_PATTERN,
} from './payment-messages';

export type ProofFields = {
  reference: string;
  payerName: string;
  /** YYYY-MM-DD, as an <input type="date"> gives it. */
  date: string;
  /** Digits only; shown formatted. */
  amount: string;
};

export type ProofField = keyof ProofFields;
export type ProofErrors = Partial<Record<ProofField, string>>;

export const EMPTY_PROOF: ProofFields = { reference: '', payerName: '', date: '', amount: '' };

/*
 * Typing filters. The fields refuse what the rules forbid instead of scolding afterwards: a bank reference
 * pasted as 'M-12 345' becomes 'M12345', and the amount keeps its digits whatever grouping was typed.
 */
export function cleanReference(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '').slice(0, REFERENCE_MAX);
}

/** Letters (any alphabet, with accents) and spaces; runs of spaces collapse so the name stays readable. */
export function cleanPayerName(raw: string): string {
  return raw
    .replace(/[^\p{L}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^ /, '')
    .slice(0, PAYER_NAME_MAX);
}

export function cleanAmount(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, AMOUNT_MAX_DIGITS);
}

/** The amount field's text: '150000' → '150.000'. Leading zeros go: '007' is 7 pesos. */
export function displayAmount(digits: string): string {
  if (!digits) return '';
  return formatCount(Number(digits));
}

export type AmountCheck = { state: 'empty' } | { state: 'mismatch'; message: string } | { state: 'match'; message: string };

/** product §1.5: the amount must equal the cart total exactly. */
export function checkAmount(digits: string, total: number): AmountCheck {
  if (!digits) return { state: 'empty' };
  if (!/^\d+$/.test(digits) || digits.length > AMOUNT_MAX_DIGITS) return { state: 'mismatch', message: M.amountFormat };
  return Number(digits) === total
    ? { state: 'match', message: M.amountCorrect }
    : { state: 'mismatch', message: amountMismatchMessage(formatCOP(total)) };
}

/** One message per field (or none). `today` is YYYY-MM-DD in Colombia: a later date is refused. */
export function validateProof(fields: ProofFields, { total, today }: { total: number; today: string }): ProofErrors {
  const errors: ProofErrors = {};
  const reference = fields.reference.trim();
  if (!reference) errors.reference = M.referenceRequired;
  else if (!REFERENCE_PATTERN.test(reference)) errors.reference = M.referenceFormat;

  const payerName = fields.payerName.trim();
  if (!payerName) errors.payerName = M.payerRequired;
  else if (!PAYER_NAME_PATTERN.test(payerName)) errors.payerName = M.payerFormat;

  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.date)) errors.date = M.dateRequired;
  else if (fields.date > today) errors.date = M.dateFuture;

  const amount = checkAmount(fields.amount, total);
  if (amount.state === 'empty') errors.amount = M.amountRequired;
  else if (amount.state === 'mismatch') errors.amount = amount.message;
  return errors;
}

/** product §1.5: enabled only when all four are filled, valid, and the amount matches. */
export function canSubmitProof(fields: ProofFields, context: { total: number; today: string }): boolean {
  return Object.keys(validateProof(fields, context)).length === 0;
}

export type OrderPayload = {
  package_id: string;
  amount: number;
  payment_method: string;
  payment_reference: string;
  payer_name: string;
  payment_date: string;
  transferred_amount: number;
};

/** The body of POST /api/orders (product §1.3, order creation payload). */
export function toOrderPayload(
  fields: ProofFields,
  { packageId, total, method }: { packageId: string; total: number; method: string },
): OrderPayload {
  return {
    package_id: packageId,
    amount: total,
    payment_method: method,
    payment_reference: fields.reference.trim(),
    payer_name: fields.payerName.trim(),
    payment_date: fields.date,
    transferred_amount: Number(fields.amount),
  };
}

/** product §1.8: failures read 'Error: {message}'; without a message from the server, the default. */
export function paymentErrorText(message: string | null | undefined): string {
  return `Error: ${message?.trim() || M.defaultError}`;
}

/**
 * The payment proof form (product §1.5, step 3): what each field accepts while typing, which message it shows, and
 * when the submit button may be pressed. The messages are the API's: the form runs POST /api/orders' own schema
 * (worker/schemas/orders.ts). This module brings zod into the payment modal's chunk, which the cart loads only
 * when someone starts paying (islands/cart/CartDrawer.tsx); the cart and checkout store use payment-messages.ts.
 */
import { createOrderSchema, ORDER_MESSAGES } from '../../../worker/schemas/orders';
import { fieldErrors } from '../forms/zod-field-errors';
import { formatCOP, formatCount } from '../format';
import {
  AMOUNT_MAX_DIGITS,
  amountMismatchMessage,
  PAYER_NAME_MAX,
  PAYMENT_MESSAGES as M,
  REFERENCE_MAX,
  type OrderPayload,
} from './payment-messages';
import { SPANISH_PARSE } from '../../../worker/schemas/spanish-issues';

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
  if (!/^\d+$/.test(digits) || digits.length > AMOUNT_MAX_DIGITS) return { state: 'mismatch', message: ORDER_MESSAGES.amountFormat };
  return Number(digits) === total
    ? { state: 'match', message: M.amountCorrect }
    : { state: 'mismatch', message: amountMismatchMessage(formatCOP(total)) };
}

/** The proof's fields in the API's body, and the form's name for each. */
const proofSchema = createOrderSchema.pick({ payment_reference: true, payer_name: true, payment_date: true, transferred_amount: true });
const PROOF_FIELDS = {
  payment_reference: 'reference',
  payer_name: 'payerName',
  payment_date: 'date',
  transferred_amount: 'amount',
} as const satisfies Record<string, ProofField>;

/**
 * One message per field (or none): the API's schema, then the two checks the API makes against the order
 * (worker/services): no date after `today` (YYYY-MM-DD in Colombia), and the amount equal to the total.
 */
export function validateProof(fields: ProofFields, { total, today }: { total: number; today: string }): ProofErrors {
  const errors = fieldErrors(
    proofSchema.safeParse(
      {
        payment_reference: fields.reference,
        payer_name: fields.payerName,
        payment_date: fields.date,
        transferred_amount: fields.amount,
      },
      SPANISH_PARSE,
    ),
    PROOF_FIELDS,
  );
  if (!errors.date && fields.date > today) errors.date = ORDER_MESSAGES.dateFuture;
  if (!errors.amount && Number(fields.amount) !== total) errors.amount = amountMismatchMessage(formatCOP(total));
  return errors;
}

/** product §1.5: enabled only when all four are filled, valid, and the amount matches. */
export function canSubmitProof(fields: ProofFields, context: { total: number; today: string }): boolean {
  return Object.keys(validateProof(fields, context)).length === 0;
}

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

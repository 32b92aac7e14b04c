/**
 * The 'Nueva orden' form (product §3.5): it runs POST /api/admin/orders' own schema
 * (worker/schemas/orders.ts adminCreateOrderSchema) and shows the API's message next to each field.
 */
import { adminCreateOrderSchema, ORDER_MESSAGES } from '../../../worker/schemas/orders';
import { fieldErrors, type FieldErrors } from '../forms/zod-field-errors';
import { SPANISH_PARSE } from '../../../worker/schemas/spanish-issues';

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

/** Minimum characters before the user search asks the server (product §3.9). */
export const USER_SEARCH_MIN_LENGTH = 3;

/** A whole, positive number of pesos, or null: the API's amount rule. */
export function parseAmount(text: string): number | null {
  const result = adminCreateOrderSchema.shape.total_amount.safeParse(text.trim(), SPANISH_PARSE);
  return result.success ? result.data : null;
}

/** The API's body field → the form's field. */
const MANUAL_ORDER_FIELDS = {
  user_id: 'user',
  package_id: 'package',
  payment_method: 'paymentMethod',
  payment_intent_id: 'reference',
  payer_name: 'payerName',
  paid_at: 'paidAt',
  total_amount: 'amount',
} as const satisfies Record<string, ManualOrderField>;

/**
 * The API's schema on the body the form would send, then the API's one check against the calendar: `today` is
 * Colombia's date (YYYY-MM-DD), and ISO dates compare correctly as text.
 */
export function validateManualOrder(values: ManualOrderValues, today: string): FieldErrors<ManualOrderField> {
  // The amount as typed, so the API's rule judges it and not what parseAmount made of it.
  const body = { ...manualOrderPayload(values), total_amount: values.amount.trim() };
  const errors = fieldErrors(adminCreateOrderSchema.safeParse(body, SPANISH_PARSE), MANUAL_ORDER_FIELDS);
  if (!errors.paidAt && values.paidAt > today) errors.paidAt = ORDER_MESSAGES.dateFuture;
  return errors;
}

/** The orders route's POST / body (product §3.7): created directly as completed, paid on the transfer date. */
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

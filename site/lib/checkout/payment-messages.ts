/**
 * The payment texts and patterns the browser needs: the API's own (worker/schemas/order-texts.ts, library-free)
 * and the few words only the modal says. No zod here: the cart and checkout
 * store import this module, and they wake at the landing's first touch.
 */
import { LOGIN_REQUIRED } from '../../../worker/schemas/login-required-text';

export {
  AMOUNT_MAX_DIGITS,
  amountMismatchMessage,
  PAYER_NAME_MAX,
  PAYER_NAME_PATTERN,
  REFERENCE_MAX,
  REFERENCE_PATTERN,
} from '../../../worker/schemas/order-texts';

/** The field messages are the API's ORDER_MESSAGES (payment-validation.ts runs its schema). */
export const PAYMENT_MESSAGES = {
  loginRequired: LOGIN_REQUIRED,
  noSession: 'No hay sesión activa',
  defaultError: 'Error al procesar el pago',
  amountCorrect: '✓ Monto correcto',
} as const;

/** product §1.9: what the customer is told about how long verification takes. */
export const VALIDATION_TIME = 'máximo 30 minutos';

/** product §1.8: failures read 'Error: {message}'; without a message from the server, the default. */
export function paymentErrorText(message: string | null | undefined): string {
  return `Error: ${message?.trim() || PAYMENT_MESSAGES.defaultError}`;
}

/** The body of POST /api/orders (product §1.3, order creation payload). */
export type OrderPayload = {
  package_id: string;
  amount: number;
  payment_method: string;
  payment_reference: string;
  payer_name: string;
  payment_date: string;
  transferred_amount: number;
};

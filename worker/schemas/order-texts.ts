/**
 * The order forms' and the API's Spanish texts and patterns in one library-free module: the payment modal's
 * typing filters use them without loading zod (site/lib/checkout/payment-messages.ts).
 */
import { LOGIN_REQUIRED } from './login-required-text';

/** product §1.5 (payment proof) and part 3 §5 (manual order): the texts the forms and the API share. */
export const ORDER_MESSAGES = {
  loginRequired: LOGIN_REQUIRED,
  packageRequired: 'Debes seleccionar un paquete',
  methodRequired: 'Debes seleccionar un método de pago',
  methodUnavailable: 'Método de pago no disponible',
  referenceRequired: 'El número de referencia es requerido',
  referenceFormat: 'La referencia solo puede tener letras y números (máximo 20 caracteres)',
  payerRequired: 'El nombre del pagador es requerido',
  payerFormat: 'El nombre solo puede tener letras y espacios (máximo 50 caracteres)',
  dateRequired: 'La fecha de transferencia es requerida',
  dateFuture: 'La fecha de transferencia no puede ser futura',
  amountRequired: 'El monto es requerido',
  amountFormat: 'El monto solo puede tener números (máximo 15 dígitos)',
  amountPositive: 'El monto debe ser mayor a 0',
  userRequired: 'Debes seleccionar un usuario válido',
  packageNotFound: 'Paquete no encontrado',
  orderNotFound: 'Orden no encontrada',
  invalidId: 'ID de orden no válido',
  referenceTaken: 'Esta referencia de pago ya fue registrada',
  alreadyProcessed: 'Esta orden ya fue procesada',
  ownOrder: 'No puedes aprobar tu propia orden',
  tooManyPending: 'Ya tienes 3 órdenes esperando verificación. Espera a que las revisemos antes de enviar otra.',
  tooManyOrders: 'Demasiadas órdenes enviadas desde esta conexión. Intenta nuevamente más tarde.',
  /** A manual order for less than the package costs gives a memorial away: a super admin's decision. */
  belowPriceSuperAdminOnly: 'Solo un super administrador puede registrar una orden por menos del precio del paquete',
} as const;

/** The exact-amount message, with the price as the customer sees it ('$ 150.000'). */
export const amountMismatchMessage = (total: string) => `El monto debe ser exactamente ${total}`;

export const REFERENCE_MAX = 20;
export const PAYER_NAME_MAX = 50;
export const AMOUNT_MAX_DIGITS = 15;

export const REFERENCE_PATTERN = /^[A-Za-z0-9]{1,20}$/;
/** Letters with accents, ñ and spaces (spec: "letters (accents allowed) and spaces only"). */
export const PAYER_NAME_PATTERN = /^[\p{L}\s]{1,50}$/u;

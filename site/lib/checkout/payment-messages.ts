/**
 * The payment texts and patterns the browser needs, mirrored from worker/schemas/orders.ts: that module
 * builds zod schemas, and importing it would put zod in the landing's JavaScript. A unit test
 * (tests/unit/payment-validation.test.ts) fails if the two copies ever drift apart.
 */
export const PAYMENT_MESSAGES = {
  loginRequired: 'Debes iniciar sesión para continuar',
  noSession: 'No hay sesión activa',
  defaultError: 'Error al procesar el pago',
  referenceRequired: 'El número de referencia es requerido',
  referenceFormat: 'La referencia solo puede tener letras y números (máximo 20 caracteres)',
  payerRequired: 'El nombre del pagador es requerido',
  payerFormat: 'El nombre solo puede tener letras y espacios (máximo 50 caracteres)',
  dateRequired: 'La fecha de transferencia es requerida',
  dateFuture: 'La fecha de transferencia no puede ser futura',
  amountRequired: 'El monto es requerido',
  amountFormat: 'El monto solo puede tener números (máximo 15 dígitos)',
  amountCorrect: '✓ Monto correcto',
} as const;

/** 'El monto debe ser exactamente $ 150.000': the total exactly as the customer sees it. */
export const amountMismatchMessage = (total: string) => `El monto debe ser exactamente ${total}`;

export const REFERENCE_MAX = 20;
export const PAYER_NAME_MAX = 50;
export const AMOUNT_MAX_DIGITS = 15;

export const REFERENCE_PATTERN = /^[A-Za-z0-9]{1,20}$/;
/** Letters with accents, ñ and spaces (docs/product: "letters (accents allowed) and spaces only"). */
export const PAYER_NAME_PATTERN = /^[\p{L}\s]{1,50}$/u;

/** product §1.9: what the customer is told about how long verification takes. */
export const VALIDATION_TIME = 'máximo 30 minutos';

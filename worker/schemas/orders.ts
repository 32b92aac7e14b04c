import { z } from 'zod';
import { ORDER_STATUSES } from '../../db/schema/enums';
import { oneLine } from './one-line';

/** product §1.5 (payment proof) and §3.5 (manual order): the texts the forms and the API share. */
export const ORDER_MESSAGES = {
  loginRequired: 'Debes iniciar sesión para continuar',
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

/** The lowest amount `role` may record by hand for a package of `price` (super admins decide discounts). */
export const lowestManualAmount = (role: string, price: number): number => (role === 'super_admin' ? 1 : price);

const M = ORDER_MESSAGES;

/** The exact-amount message, with the price as the customer sees it ('$ 150.000'). */
export const amountMismatchMessage = (total: string) => `El monto debe ser exactamente ${total}`;

export const REFERENCE_PATTERN = /^[A-Za-z0-9]{1,20}$/;
/** Letters with accents, ñ and spaces (docs/product: "letters (accents allowed) and spaces only"). */
export const PAYER_NAME_PATTERN = /^[\p{L}\s]{1,50}$/u;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Amounts arrive as typed digits (a string) or as a number; either way a whole number of pesos. */
const amountField = z
  .union([z.string(), z.number()], { error: M.amountRequired })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((value) => value.length > 0, M.amountRequired)
  .refine((value) => /^\d{1,15}$/.test(value), M.amountFormat)
  .transform(Number);

const dateField = requiredText(M.dateRequired).refine(
  (value) => DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  M.dateRequired,
);

export const createOrderSchema = z.object({
  package_id: requiredText(M.packageRequired),
  amount: amountField,
  payment_method: requiredText(M.methodRequired),
  payment_reference: requiredText(M.referenceRequired).refine((v) => REFERENCE_PATTERN.test(v), M.referenceFormat),
  // PAYER_NAME_PATTERN's \s would let a line break or a tab through: oneLine refuses them first.
  payer_name: requiredText(M.payerRequired).pipe(oneLine('El nombre del pagador')).refine((v) => PAYER_NAME_PATTERN.test(v), M.payerFormat),
  payment_date: dateField,
  transferred_amount: amountField,
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const adminCreateOrderSchema = z.object({
  user_id: requiredText(M.userRequired),
  package_id: requiredText(M.packageRequired),
  payment_method: requiredText(M.methodRequired),
  payment_intent_id: requiredText(M.referenceRequired).pipe(z.string().max(100, M.referenceRequired)).pipe(oneLine('La referencia')),
  payer_name: requiredText(M.payerRequired).pipe(z.string().max(100, M.payerFormat)).pipe(oneLine('El nombre del pagador')),
  paid_at: dateField,
  total_amount: z.coerce.number({ error: M.amountPositive }).int(M.amountPositive).positive(M.amountPositive),
  currency: z.literal('COP').default('COP'),
  status: z.literal('completed').default('completed'),
});
export type AdminCreateOrderInput = z.infer<typeof adminCreateOrderSchema>;

export const orderDecisionSchema = z.object({
  status: z.enum(['completed', 'cancelled'], { error: 'Estado de orden no válido' }),
});

export const adminOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** The page on screen (pagination.cursor of its answer): the next page is sought from it. */
  cursor: z.string().max(400).optional(),
});

export const userSearchQuerySchema = z.object({ email: z.string().trim().max(100).default('') });

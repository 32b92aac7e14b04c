import { z } from 'zod';
import { pageField, limitField } from './paging';
import { ORDER_STATUSES } from '../../db/schema/enums';
import { oneLine } from './one-line';
import { ORDER_MESSAGES, PAYER_NAME_PATTERN, REFERENCE_PATTERN } from './order-texts';
import { ONLINE_PAYMENT_METHOD } from './online-payment-texts';
import { checkoutTermsShape } from './order-buyer';

export { amountMismatchMessage, ORDER_MESSAGES, PAYER_NAME_PATTERN, REFERENCE_PATTERN } from './order-texts';

/** The lowest amount `role` may record by hand for a package of `price` (super admins decide discounts). */
export const lowestManualAmount = (role: string, price: number): number => (role === 'super_admin' ? 1 : price);

const M = ORDER_MESSAGES;

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

/** The transfer's proof, without the checkout's buyer and terms (PUT /api/orders/{id}/transfer keeps the order's own). */
const transferProofSchema = z.object({
  package_id: requiredText(M.packageRequired),
  amount: amountField,
  payment_method: requiredText(M.methodRequired),
  payment_reference: requiredText(M.referenceRequired).refine((v) => REFERENCE_PATTERN.test(v), M.referenceFormat),
  // PAYER_NAME_PATTERN's \s would let a line break or a tab through: oneLine refuses them first.
  payer_name: requiredText(M.payerRequired)
    .pipe(oneLine('El nombre del pagador'))
    .refine((v) => PAYER_NAME_PATTERN.test(v), M.payerFormat),
  payment_date: dateField,
  transferred_amount: amountField,
});

/** POST /api/orders by transfer: the proof, who the invoice is made out to, and the terms accepted. */
export const createOrderSchema = transferProofSchema.extend(checkoutTermsShape);
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/**
 * PUT /api/orders/{id}/transfer (docs/features/payments.md): an unfinished online order paid by transfer, with the
 * same proof. Its buyer and accepted terms were fixed when it was placed, so neither is asked again.
 */
export const transferSwitchSchema = transferProofSchema.omit({ package_id: true });
export type TransferSwitchInput = z.infer<typeof transferSwitchSchema>;

/** Paying online (docs/features/payments.md): only the package; the gateway takes the money and its event confirms it. */
export const onlineOrderSchema = z.object({
  package_id: requiredText(M.packageRequired),
  payment_method: z.literal(ONLINE_PAYMENT_METHOD),
  ...checkoutTermsShape,
});
export type OnlineOrderInput = z.infer<typeof onlineOrderSchema>;

const isOnlineRequest = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { payment_method?: unknown }).payment_method === ONLINE_PAYMENT_METHOD;

/**
 * POST /api/orders: an online order when payment_method is 'wompi', else a transfer's proof. Dispatched by hand
 * rather than with z.union, so a transfer's refusal keeps its own Spanish message (a union would answer 'Invalid
 * input' whenever both shapes fail).
 */
export const orderRequestSchema = z.unknown().transform((value, ctx) => {
  const result = isOnlineRequest(value) ? onlineOrderSchema.safeParse(value) : createOrderSchema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
}) as unknown as z.ZodType<OnlineOrderInput | CreateOrderInput, z.input<typeof onlineOrderSchema> | z.input<typeof createOrderSchema>>;

export const isOnlineOrder = (input: OnlineOrderInput | CreateOrderInput): input is OnlineOrderInput => !('payment_reference' in input);

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
  page: pageField(),
  limit: limitField(100, 10),
  search: z.string().trim().max(100).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** The page on screen (pagination.cursor of its answer): the next page is sought from it. */
  cursor: z.string().max(400).optional(),
});

export const userSearchQuerySchema = z.object({ email: z.string().trim().max(100).default('') });

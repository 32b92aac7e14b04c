import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { BuyerDocumentType } from '../../db/schema/enums';
import { CONSUMIDOR_FINAL } from '../schemas/buyer-texts';
import type { BuyerInput } from '../schemas/order-buyer';
import { TERMS_VERSION } from '../schemas/terms-texts';
import { fullName, type UserRow } from './users';

/** Who an order is invoiced to, as the customer and the API see it (docs/features/payments.md "Who buys"). */
export type OrderBuyerDto = {
  document_type: BuyerDocumentType;
  document_number: string;
  name: string;
  email: string;
  /** True when no document was given: DIAN's 'consumidor final' (222222222222). */
  consumidor_final: boolean;
};

type BuyerColumns = Pick<typeof orders.$inferSelect, 'buyerDocumentType' | 'buyerDocumentNumber' | 'buyerName' | 'buyerEmail'>;
export type CheckoutColumns = BuyerColumns & { termsVersion: string; termsAcceptedAt: string };

/**
 * What a new order stores about its invoice and consent: the buyer given, or 'consumidor final' with the account's
 * name and e-mail; the terms version in force and the moment they were accepted.
 */
export function checkoutColumns(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>, buyer: BuyerInput | undefined): CheckoutColumns {
  const terms = { termsVersion: TERMS_VERSION, termsAcceptedAt: new Date().toISOString() };
  if (buyer) {
    return {
      buyerDocumentType: buyer.document_type,
      buyerDocumentNumber: buyer.document_number,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      ...terms,
    };
  }
  return {
    buyerDocumentType: CONSUMIDOR_FINAL.document_type,
    buyerDocumentNumber: CONSUMIDOR_FINAL.document_number,
    buyerName: fullName(user) || user.email,
    buyerEmail: user.email,
    ...terms,
  };
}

/** The order's buyer for an answer; null on orders placed before buyers were kept, and on manual ones. */
export function toBuyerDto(order: BuyerColumns): OrderBuyerDto | null {
  const { buyerDocumentType: type, buyerDocumentNumber: number, buyerName: name, buyerEmail: email } = order;
  if (!type || !number || name === null || email === null) return null;
  return { document_type: type, document_number: number, name, email, consumidor_final: number === CONSUMIDOR_FINAL.document_number };
}

/**
 * GET /api/orders/buyer: the buyer of the customer's latest order, so the next checkout starts from it; null before
 * the first one.
 */
export async function lastOrderBuyer(deps: { db: Db }, actor: Pick<UserRow, 'id'>): Promise<OrderBuyerDto | null> {
  const [row] = await deps.db
    .select({
      buyerDocumentType: orders.buyerDocumentType,
      buyerDocumentNumber: orders.buyerDocumentNumber,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
    })
    .from(orders)
    .where(and(eq(orders.userId, actor.id), isNotNull(orders.buyerDocumentNumber)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ? toBuyerDto(row) : null;
}

/**
 * The checkout's 'Datos para la factura' (docs/features/payments.md "Who buys"): what the customer types, the
 * prefill from their last order or their account, and the same rules the API applies (worker/schemas/order-buyer.ts),
 * so paying stays blocked while a field is wrong. Library-free: the payment modal loads it without zod.
 */
import {
  BUYER_DOCUMENT_LABELS,
  BUYER_DOCUMENT_PATTERNS,
  CONSUMIDOR_FINAL,
  BUYER_EMAIL_MAX,
  BUYER_MESSAGES as M,
  BUYER_NAME_MAX,
  NIT_PATTERN,
  normalizeDocumentNumber,
  type BuyerDocumentType,
} from '../../../worker/schemas/buyer-texts';
import { nitMatchesCheckDigit } from '../../../worker/schemas/colombian-nit';

export type BuyerFields = {
  /** 'Consumidor final (sin documento)': no document, the account's name and e-mail. */
  consumidorFinal: boolean;
  documentType: BuyerDocumentType;
  documentNumber: string;
  name: string;
  email: string;
};

/** The buyer as the API answers it (GET /api/orders/buyer, an order's `buyer`). */
export type StoredBuyer = {
  document_type: BuyerDocumentType;
  document_number: string;
  name: string;
  email: string;
  consumidor_final: boolean;
};

export type BuyerPayload = { document_type: BuyerDocumentType; document_number: string; name: string; email: string };

/** What every new order carries beside its payment (POST /api/orders): the terms accepted, and the buyer when one was given. */
export type CheckoutConsent = { terms_accepted: true; buyer?: BuyerPayload };

/** The last order's buyer when there is one, else consumidor final with the account's name and e-mail. */
export function initialBuyerFields(last: StoredBuyer | null, account: { name: string; email: string }): BuyerFields {
  if (!last || last.consumidor_final) {
    return { consumidorFinal: true, documentType: 'CC', documentNumber: '', name: account.name, email: account.email };
  }
  return {
    consumidorFinal: false,
    documentType: last.document_type,
    documentNumber: last.document_number,
    name: last.name,
    email: last.email,
  };
}

/** Who an order is invoiced to, in one line: 'Consumidor final · Ana Gómez' or 'Ana Gómez · Cédula de ciudadanía 1020304050'. */
export function buyerLine(buyer: StoredBuyer): string {
  if (buyer.consumidor_final) return `${CONSUMIDOR_FINAL.label} · ${buyer.name}`;
  return `${buyer.name} · ${BUYER_DOCUMENT_LABELS[buyer.document_type]} ${buyer.document_number}`;
}

/** The first field that the API would refuse, with its message; null when the buyer may be sent. */
export function buyerProblem(fields: BuyerFields): { field: 'document_number' | 'name' | 'email'; message: string } | null {
  if (fields.consumidorFinal) return null;
  const number = normalizeDocumentNumber(fields.documentType, fields.documentNumber);
  if (!number) return { field: 'document_number', message: M.documentNumberRequired };
  if (fields.documentType === 'NIT') {
    const nit = NIT_PATTERN.exec(number);
    if (!nit) return { field: 'document_number', message: M.NIT };
    if (!nitMatchesCheckDigit(nit[1] ?? '', nit[2] ?? '')) return { field: 'document_number', message: M.nitCheckDigit };
  } else if (!BUYER_DOCUMENT_PATTERNS[fields.documentType].test(number)) {
    return { field: 'document_number', message: M[fields.documentType] };
  }
  const name = fields.name.trim();
  if (!name) return { field: 'name', message: M.nameRequired };
  if (name.length > BUYER_NAME_MAX) return { field: 'name', message: M.nameTooLong };
  const email = fields.email.trim();
  if (!email) return { field: 'email', message: M.emailRequired };
  if (email.length > BUYER_EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { field: 'email', message: M.emailInvalid };
  return null;
}

/** What POST /api/orders gets: no `buyer` for consumidor final (the server fills it from the account). */
export function toBuyerPayload(fields: BuyerFields): BuyerPayload | undefined {
  if (fields.consumidorFinal) return undefined;
  return {
    document_type: fields.documentType,
    document_number: fields.documentNumber.trim(),
    name: fields.name.trim(),
    email: fields.email.trim(),
  };
}

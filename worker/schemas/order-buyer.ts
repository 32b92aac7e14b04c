import { z } from 'zod';
import { BUYER_DOCUMENT_TYPES } from '../../db/schema/enums';
import {
  BUYER_DOCUMENT_PATTERNS,
  BUYER_EMAIL_MAX,
  BUYER_MESSAGES as M,
  BUYER_NAME_MAX,
  NIT_PATTERN,
  normalizeDocumentNumber,
} from './buyer-texts';
import { nitMatchesCheckDigit } from './colombian-nit';
import { oneLine } from './one-line';
import { TERMS_MESSAGES } from './terms-texts';

/**
 * `buyer` on POST /api/orders (docs/features/payments.md "Who buys"): the document, name and e-mail the invoice
 * is made out to. The number is stored normalized (buyer-texts.ts normalizeDocumentNumber); a NIT comes as
 * '900123456-7' or as digits with `check_digit`, and its check digit must be DIAN's.
 */
export const buyerSchema = z
  .object({
    document_type: z.enum(BUYER_DOCUMENT_TYPES, { error: M.documentTypeRequired }),
    document_number: z
      .string({ error: M.documentNumberRequired })
      .trim()
      .min(1, M.documentNumberRequired)
      .max(40, M.documentNumberRequired),
    check_digit: z.string({ error: M.nitCheckDigit }).max(2, M.nitCheckDigit).optional(),
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(BUYER_NAME_MAX, M.nameTooLong)
      .pipe(oneLine('El nombre para la factura')),
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .max(BUYER_EMAIL_MAX, M.emailInvalid)
      .pipe(z.email(M.emailInvalid)),
  })
  .transform((buyer, ctx) => {
    const number = normalizeDocumentNumber(buyer.document_type, buyer.document_number, buyer.check_digit);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message, path: ['document_number'] });
      return z.NEVER;
    };
    if (buyer.document_type === 'NIT') {
      const nit = NIT_PATTERN.exec(number);
      if (!nit) return fail(M.NIT);
      if (!nitMatchesCheckDigit(nit[1] ?? '', nit[2] ?? '')) return fail(M.nitCheckDigit);
    } else if (!BUYER_DOCUMENT_PATTERNS[buyer.document_type].test(number)) {
      return fail(M[buyer.document_type]);
    }
    return { document_type: buyer.document_type, document_number: number, name: buyer.name, email: buyer.email.toLowerCase() };
  });
export type BuyerInput = z.output<typeof buyerSchema>;

/** The order's buyer and consent, shared by both ways of paying. */
export const checkoutTermsShape = {
  buyer: buyerSchema.optional(),
  // Only `true` passes: the terms are accepted on every order, never assumed.
  terms_accepted: z.literal(true, { error: TERMS_MESSAGES.required }),
};

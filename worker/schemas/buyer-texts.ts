/**
 * Who an order is invoiced to (docs/features/payments.md "Who buys"): the five identity documents a buyer may give,
 * DIAN's codes for them, 'consumidor final', and the rules' Spanish texts. Library-free, so the checkout island
 * checks what the API checks without loading zod.
 */
import type { BuyerDocumentType } from '../../db/schema/enums';

export { BUYER_DOCUMENT_TYPES, type BuyerDocumentType } from '../../db/schema/enums';

/** The names a customer picks from, in the order the checkout lists them. */
export const BUYER_DOCUMENT_LABELS: Record<BuyerDocumentType, string> = {
  CC: 'Cédula de ciudadanía',
  CE: 'Cédula de extranjería',
  NIT: 'NIT',
  PP: 'Pasaporte',
  TI: 'Tarjeta de identidad',
};

/** DIAN's identity document codes (anexo técnico de factura electrónica, tabla de tipos de documento). */
export const DIAN_DOCUMENT_CODES: Record<BuyerDocumentType, string> = { CC: '13', CE: '22', NIT: '31', PP: '41', TI: '12' };

/**
 * A sale to someone who gives no document: DIAN's 'consumidor final', twelve twos as a cédula de ciudadanía
 * (code 13), invoiced with the account's name and e-mail.
 */
export const CONSUMIDOR_FINAL = { document_type: 'CC', document_number: '222222222222', label: 'Consumidor final' } as const;

export const BUYER_NAME_MAX = 150;
export const BUYER_EMAIL_MAX = 254;

/** Each document's shape once spaces and dots are gone (NIT aside: see NIT_PATTERN). */
export const BUYER_DOCUMENT_PATTERNS: Record<Exclude<BuyerDocumentType, 'NIT'>, RegExp> = {
  CC: /^\d{6,10}$/,
  TI: /^\d{10,11}$/,
  CE: /^[A-Z0-9]{6,10}$/,
  PP: /^[A-Z0-9]{5,20}$/,
};

/** A NIT with its check digit after a dash ('900123456-7'), once spaces and dots are gone. */
export const NIT_PATTERN = /^(\d{6,15})-(\d)$/;

export const BUYER_MESSAGES = {
  documentTypeRequired: 'Elige el tipo de documento: cédula de ciudadanía, cédula de extranjería, NIT, pasaporte o tarjeta de identidad',
  documentNumberRequired: 'El número de documento es requerido',
  CC: 'La cédula de ciudadanía debe tener de 6 a 10 dígitos',
  TI: 'La tarjeta de identidad debe tener 10 u 11 dígitos',
  CE: 'La cédula de extranjería debe tener de 6 a 10 letras o números',
  PP: 'El pasaporte debe tener de 5 a 20 letras o números',
  NIT: 'El NIT debe tener de 6 a 15 dígitos y su dígito de verificación, por ejemplo 900123456-7',
  nitCheckDigit: 'El dígito de verificación no corresponde al NIT',
  nameRequired: 'El nombre para la factura es requerido',
  nameTooLong: `El nombre para la factura puede tener máximo ${BUYER_NAME_MAX} caracteres`,
  emailRequired: 'El correo para la factura es requerido',
  emailInvalid: 'El correo para la factura no es válido',
} as const;

/**
 * The number as it is stored and printed: no spaces or dots; letters in capitals (CE, PP); a NIT as 'digits-DV',
 * its check digit taken from `checkDigit` when it came apart. Shape checks come after (buyer.ts).
 */
export function normalizeDocumentNumber(type: BuyerDocumentType, number: string, checkDigit?: string): string {
  const compact = number.replace(/[\s.]/g, '').toUpperCase();
  if (type !== 'NIT') return compact;
  const dv = checkDigit?.trim() ?? '';
  return dv !== '' && /^\d+$/.test(compact) ? `${compact}-${dv}` : compact;
}

/**
 * Who sells (Ley 1480 de 2011, art. 50 a): the company's legal identity as the footers, the checkout, every
 * e-mail and the terms show it (docs/features/invoices.md "Who sells"). Library-free, so the payment modal can
 * use it without zod. Until an administrator saves the 'legal_entity' setting nothing is shown: no made-up
 * identity ever reaches a page.
 */
import { formatColombianPhone } from './colombian-phone';
import { formatNit, nitDigits, nitMatchesCheckDigit } from './colombian-nit';

/** The 'legal_entity' setting as stored: the NIT's digits, its check digit and the phone's ten digits. */
export type LegalEntity = {
  razon_social: string;
  nit: string;
  dv: string;
  address: string;
  city: string;
  phone: string;
  email: string;
};

/** What a never-saved setting reads as: empty, so nothing is shown. */
export const EMPTY_LEGAL_ENTITY: LegalEntity = { razon_social: '', nit: '', dv: '', address: '', city: '', phone: '', email: '' };

/** The identity as people read it: 'NIT 800.197.268-4', the address with its city, the phone in groups. */
export type SellerLines = { name: string; nit: string; address: string; phone: string; email: string };

const FIELDS = ['razon_social', 'nit', 'dv', 'address', 'city', 'phone', 'email'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The lines to show, or null while the setting is incomplete: every field filled and the NIT's check digit right
 * (the server refuses anything else on save; this also guards the browser, which reads the raw GET /api/settings).
 */
export function sellerLines(value: unknown): SellerLines | null {
  if (!isRecord(value)) return null;
  const text = (field: (typeof FIELDS)[number]) => {
    const item = value[field];
    return typeof item === 'string' ? item.trim() : '';
  };
  if (FIELDS.some((field) => text(field) === '')) return null;
  const digits = nitDigits(text('nit'));
  if (digits === null || !nitMatchesCheckDigit(digits, text('dv'))) return null;
  return {
    name: text('razon_social'),
    nit: `NIT ${formatNit(digits, text('dv'))}`,
    address: `${text('address')}, ${text('city')}`,
    phone: formatColombianPhone(text('phone')),
    email: text('email'),
  };
}

/** The identity on one line, parts apart by ' · ' (the checkout's small print, an e-mail's plain text). */
export function sellerSentence(lines: SellerLines): string {
  return [lines.name, lines.nit, lines.address, lines.phone, lines.email].join(' · ');
}

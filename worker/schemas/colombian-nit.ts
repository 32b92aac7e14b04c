/**
 * DIAN's check digit (dígito de verificación) of a NIT: the digits, right to left, weighted by the primes
 * 3, 7, 13 … 71, summed, taken modulo 11; a remainder of 0 or 1 is the digit itself, any other r gives 11 − r.
 * docs/features/invoices.md cites the rule and the NITs it was checked against (DIAN's own: 800197268-4).
 * Pure: the seller's identity in 'Configuración' and a buyer who invoices to a company both run it.
 */
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** The NIT's digits without dots, spaces or dashes: '800.197.268' → '800197268'; null when it is not a NIT. */
export function nitDigits(text: string): string | null {
  const digits = text.replace(/[\s.-]/g, '');
  return /^\d{6,15}$/.test(digits) ? digits : null;
}

export function nitCheckDigit(digits: string): number {
  const rightToLeft = [...digits].reverse();
  const sum = WEIGHTS.reduce((total, weight, index) => total + Number(rightToLeft[index] ?? 0) * weight, 0);
  const remainder = sum % 11;
  return remainder > 1 ? 11 - remainder : remainder;
}

/** Whether `dv` is the NIT's check digit ('800197268', '4' → true). */
export function nitMatchesCheckDigit(nit: string, dv: string | number): boolean {
  const digits = nitDigits(nit);
  return digits !== null && /^\d$/.test(String(dv)) && nitCheckDigit(digits) === Number(dv);
}

/** '800.197.268-4': how a NIT is printed on an invoice, a footer or the terms. */
export function formatNit(digits: string, dv: string | number): string {
  return `${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

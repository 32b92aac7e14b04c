/**
 * A Colombian phone number as a courier dials it: ten digits, a mobile (3xx) or a landline with its
 * area prefix (60x). Spaces, dashes, dots, brackets and a leading +57 are how people type it. Pure.
 */
export function normalizeColombianPhone(text: string): string | null {
  let digits = text.replace(/[\s().-]/g, '');
  if (digits.startsWith('+57')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('57')) digits = digits.slice(2);
  return /^(3\d{9}|60\d{8})$/.test(digits) ? digits : null;
}

/** '300 123 4567' / '601 234 5678': how the number is shown back. */
export function formatColombianPhone(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : digits;
}

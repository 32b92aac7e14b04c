import { describe, expect, it } from 'vitest';
import { formatNit, nitCheckDigit, nitDigits, nitMatchesCheckDigit } from '../../worker/schemas/colombian-nit';

// NITs whose check digits are published: DIAN's own, Factus's sandbox company, and one whose remainder is 1.
const KNOWN = [
  ['800197268', 4],
  ['900825759', 7],
  ['899999068', 1],
  ['123456789', 6],
] as const;

describe('the NIT check digit (DIAN modulo 11)', () => {
  it.each(KNOWN)('%s has check digit %i', (nit, dv) => {
    expect(nitCheckDigit(nit)).toBe(dv);
    expect(nitMatchesCheckDigit(nit, dv)).toBe(true);
    expect(nitMatchesCheckDigit(nit, (dv + 1) % 10)).toBe(false);
  });

  it('reads a NIT as people type it and refuses what is not one', () => {
    expect(nitDigits('800.197.268')).toBe('800197268');
    expect(nitDigits(' 800 197 268 ')).toBe('800197268');
    expect(nitDigits('80019')).toBeNull();
    expect(nitDigits('80019726A')).toBeNull();
    expect(nitMatchesCheckDigit('800197268', '44')).toBe(false);
    expect(nitMatchesCheckDigit('no es un NIT', 4)).toBe(false);
  });

  it('prints a NIT with dots and its digit', () => {
    expect(formatNit('800197268', 4)).toBe('800.197.268-4');
    expect(formatNit('9001234', '1')).toBe('9.001.234-1');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatCOP, formatCount, formatRating } from '../../site/lib/format';
import { withColombiaPrefix } from '../../site/lib/phone';

describe('es-CO formatting', () => {
  it('shows COP with dot grouping and no decimals', () => {
    expect(formatCOP(150000)).toBe('$ 150.000');
    expect(formatCOP(1234567)).toBe('$ 1.234.567');
    expect(formatCOP(0)).toBe('$ 0');
    expect(formatCOP(99.6)).toBe('$ 100');
  });

  it('shows the hero statistics as the spec writes them', () => {
    expect(formatCount(1200)).toBe('1.200');
    expect(formatCompactCount(50000)).toBe('50K');
    expect(formatCompactCount(1250)).toBe('1,2K');
    expect(formatCompactCount(999)).toBe('999');
    expect(formatRating(4.9)).toBe('4,9');
    expect(formatRating(5)).toBe('5,0');
  });
});

describe('the chat contact phone', () => {
  it('adds the Colombian prefix 57 only when missing', () => {
    expect(withColombiaPrefix('300 123 4567')).toBe('+573001234567');
    expect(withColombiaPrefix('+57 300 123 4567')).toBe('+573001234567');
    expect(withColombiaPrefix('573001234567')).toBe('+573001234567');
  });
});

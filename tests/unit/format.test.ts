import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import { formatCompactCount, formatCOP, formatCount, formatRating } from '../../site/lib/format';
import { withColombiaPrefix } from '../../site/lib/phone';

describe('es-CO formatting', () => {
  itAnswers('shows COP with dot grouping and no decimals', formatCOP, [
    [150000, '$ 150.000'],
    [1234567, '$ 1.234.567'],
    [0, '$ 0'],
    [99.6, '$ 100'],
  ]);

  it('shows the hero statistics as the spec writes them', () => {
    expect(formatCount(1200)).toBe('1.200');
    expectAnswers(formatCompactCount, [
      [50000, '50K'],
      [1250, '1,2K'],
      [999, '999'],
    ]);
    expectAnswers(formatRating, [
      [4.9, '4,9'],
      [5, '5,0'],
    ]);
  });
});

describe('the chat contact phone', () => {
  itAnswers('adds the Colombian prefix 57 only when missing', withColombiaPrefix, [
    ['300 123 4567', '+573001234567'],
    ['+57 300 123 4567', '+573001234567'],
    ['573001234567', '+573001234567'],
  ]);
});

import { describe, expect, it } from 'vitest';
import { zodiacSign } from '../../worker/schemas/zodiac';

describe('zodiacSign', () => {
  it.each([
    ['1990-01-19', 'Capricornio'],
    ['1990-01-20', 'Acuario'],
    ['1992-02-29', 'Piscis'],
    ['1990-03-21', 'Aries'],
    ['1990-06-21', 'Cáncer'],
    ['1990-07-23', 'Leo'],
    ['1992-10-05', 'Libra'],
    ['1990-11-22', 'Sagitario'],
    ['1990-12-21', 'Sagitario'],
    ['1990-12-22', 'Capricornio'],
    ['1990-12-31', 'Capricornio'],
  ])('%s is %s, on either side of each boundary', (date, sign) => {
    expect(zodiacSign(date)).toBe(sign);
  });

  it('has no sign for what is not a date', () => {
    expect(zodiacSign('')).toBeNull();
    expect(zodiacSign(null)).toBeNull();
    expect(zodiacSign('5 de octubre')).toBeNull();
  });
});

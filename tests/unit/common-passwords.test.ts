import list from 'virtual:common-passwords';
import { describe, expect, it } from 'vitest';
import { commonPasswordList, COMMON_PASSWORD_COUNT } from '../../worker/build/common-password-list';
import { isCommonPassword } from '../../worker/schemas/common-passwords';

describe('the common-password list', () => {
  it('is the head of zxcvbn-ts ranked dictionary, cut at build time to what the length rule lets through', () => {
    const words = list.split('\n');
    expect(words).toEqual(commonPasswordList());
    expect(words.length).toBeGreaterThan(8_000);
    expect(words.length).toBeLessThanOrEqual(COMMON_PASSWORD_COUNT);
    expect(words.every((word) => word.length >= 6)).toBe(true);
    // Small enough for the Worker and a lazily loaded browser chunk.
    expect(list.length).toBeLessThan(100_000);
  });

  it('refuses the usual suspects whatever their case, and lets an uncommon password through', () => {
    for (const password of ['123456', 'password', 'Qwerty123', 'iloveyou', 'PASSWORD1']) expect(isCommonPassword(password)).toBe(true);
    expect(isCommonPassword('Nogal-Rojo-1987')).toBe(false);
  });
});

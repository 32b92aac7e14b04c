import { describe, expect, it } from 'vitest';
import { normalizeAccessCode } from '../../worker/schemas/visibility';
import { weakAccessCode, type CodeSubject } from '../../worker/visibility/weak-codes';

/** The access codes a stranger tries first (worker/visibility/weak-codes.ts). */
const rosa: CodeSubject = { names: ['Rosa Elvira Cárdenas'], dates: ['1940-02-01', '2020-05-06'] };
const family: CodeSubject = {
  names: ['Familia', 'Cárdenas Ruiz', 'Rosa Cárdenas', 'Luis de la Torre'],
  dates: ['1940-02-01', '2020-05-06', '1938-11-30', '2019-01-15'],
};
const weak = (code: string, subject: CodeSubject = rosa) => weakAccessCode(normalizeAccessCode(code), subject);

describe('weakAccessCode', () => {
  it.each([
    '123456',
    '000000',
    '999999',
    '111 111',
    '654321',
    '0123456789',
    '987654',
    '890123',
    '121212',
    '123123',
    'ababab',
    'abcdef',
    'ZYXWVU',
    '------',
  ])('calls %j a pattern', (code) => expect(weak(code)).toBe('pattern'));

  it.each([
    'Rosa Elvira',
    'rosaelvira',
    'Cárdenas',
    'CARDENAS 1940',
    'rosa1940',
    '1940 2020',
    '19402020',
    'rosa-40',
    'rosa rosa 20',
    'Elvira.Cardenas',
  ])('calls %j personal for Rosa Elvira Cárdenas (1940–2020)', (code) => expect(weak(code)).toBe('personal'));

  it.each(['familia cardenas', 'Cárdenas Ruiz', 'luis1938', 'delatorre2019', 'rosa luis'])('calls %j personal for the family', (code) =>
    expect(weak(code, family)).toBe('personal'),
  );

  it.each(['Abuela Rosa 2024', 'rosa la del patio', 'mamá rosita', '1940 abuelita', 'tamales de navidad', '135790', 'rosa123456x'])(
    'accepts %j',
    (code) => expect(weak(code)).toBeNull(),
  );
});

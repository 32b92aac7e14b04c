import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import {
  CODE_TEXTS,
  groupedSecret,
  isChallengeOver,
  MFA_MESSAGES,
  recoveryCodesFile,
  recoveryCodesLeftText,
  validateMfaCode,
} from '../../site/lib/auth/mfa';

describe('the code step before sending', () => {
  it.each([
    ['app', '  ', MFA_MESSAGES.codeRequired],
    ['app', '123 456', undefined],
    ['app', '12345', CODE_TEXTS.appShape],
    ['app', '12a456', CODE_TEXTS.appShape],
    ['recovery', 'k7qm2-xw9tp', undefined],
    ['recovery', 'K7QM2', CODE_TEXTS.recoveryShape],
  ] as const)('asks for a code, six digits from the app, ten characters for a recovery code: %s %j', (kind, code, message) => {
    expect(validateMfaCode(kind, code)).toBe(message);
  });

  itAnswers('goes back to the password only when the server’s code says the step ran out', isChallengeOver, [
    [{ code: 'MFA_CHALLENGE_EXPIRED' }, true],
    [{ code: 'VALIDATION_FAILED', field: 'mfa_token' }, true],
    [{ code: 'UNAUTHORIZED' }, false],
    [{ code: 'VALIDATION_FAILED', field: 'code' }, false],
    [{}, false],
  ]);
});

describe('what the enrolment shows', () => {
  it('groups the secret by four and counts the recovery codes left in Spanish', () => {
    expect(groupedSecret('JFJOOANDUEUFR5RLPJP7QPQ7JZZO2VXV')).toBe('JFJO OAND UEUF R5RL PJP7 QPQ7 JZZO 2VXV');
    expectAnswers(recoveryCodesLeftText, [
      [10, 'Te quedan 10 códigos de recuperación.'],
      [1, 'Te queda 1 código de recuperación.'],
      [0, 'No te quedan códigos de recuperación.'],
    ]);
  });

  it('writes the codes to keep with whose they are and how they work', () => {
    const file = recoveryCodesFile(['K7QM2-XW9TP', 'ABCDE-FGHJK'], 'ana@correo.co', 'Recuerdos Eternos');
    expect(file).toContain('Cuenta: ana@correo.co');
    expect(file).toContain('una sola vez');
    expect(file.split('\n')).toEqual(expect.arrayContaining(['K7QM2-XW9TP', 'ABCDE-FGHJK']));
  });
});

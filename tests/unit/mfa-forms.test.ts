import { describe, expect, it } from 'vitest';
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
  it('asks for a code, six digits from the app, ten characters for a recovery code', () => {
    expect(validateMfaCode('app', '  ')).toBe(MFA_MESSAGES.codeRequired);
    expect(validateMfaCode('app', '123 456')).toBeUndefined();
    expect(validateMfaCode('app', '12345')).toBe(CODE_TEXTS.appShape);
    expect(validateMfaCode('app', '12a456')).toBe(CODE_TEXTS.appShape);
    expect(validateMfaCode('recovery', 'k7qm2-xw9tp')).toBeUndefined();
    expect(validateMfaCode('recovery', 'K7QM2')).toBe(CODE_TEXTS.recoveryShape);
  });

  it('goes back to the password only when the server’s code says the step ran out', () => {
    expect(isChallengeOver({ code: 'MFA_CHALLENGE_EXPIRED' })).toBe(true);
    expect(isChallengeOver({ code: 'VALIDATION_FAILED', field: 'mfa_token' })).toBe(true);
    expect(isChallengeOver({ code: 'UNAUTHORIZED' })).toBe(false);
    expect(isChallengeOver({ code: 'VALIDATION_FAILED', field: 'code' })).toBe(false);
    expect(isChallengeOver({})).toBe(false);
  });
});

describe('what the enrolment shows', () => {
  it('groups the secret by four and counts the recovery codes left in Spanish', () => {
    expect(groupedSecret('JFJOOANDUEUFR5RLPJP7QPQ7JZZO2VXV')).toBe('JFJO OAND UEUF R5RL PJP7 QPQ7 JZZO 2VXV');
    expect(recoveryCodesLeftText(10)).toBe('Te quedan 10 códigos de recuperación.');
    expect(recoveryCodesLeftText(1)).toBe('Te queda 1 código de recuperación.');
    expect(recoveryCodesLeftText(0)).toBe('No te quedan códigos de recuperación.');
  });

  it('writes the codes to keep with whose they are and how they work', () => {
    const file = recoveryCodesFile(['K7QM2-XW9TP', 'ABCDE-FGHJK'], 'ana@correo.co', 'Recuerdos Eternos');
    expect(file).toContain('Cuenta: ana@correo.co');
    expect(file).toContain('una sola vez');
    expect(file.split('\n')).toEqual(expect.arrayContaining(['K7QM2-XW9TP', 'ABCDE-FGHJK']));
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { itAnswers } from '../helpers/answers';
import {
  authRulesLoaded,
  loadAuthRules,
  MESSAGES,
  validateConfirmation,
  validateForgot,
  validateLogin,
  validateNewPassword,
  validateRegister,
} from '../../site/lib/auth/auth-validation';
import { tokenFromHash } from '../../site/lib/auth/url-token';
import { AUTH_MESSAGES as A } from '../../worker/schemas/auth';

describe('before the schemas have arrived', () => {
  it('checks nothing, so the server answers (in the same words)', () => {
    expect(authRulesLoaded()).toBe(false);
    expect(validateLogin({ email: '', password: '' })).toEqual({});
  });
});

describe('the auth forms run the API schemas', () => {
  beforeAll(() => loadAuthRules());

  it('loads them once', async () => {
    await loadAuthRules();
    expect(authRulesLoaded()).toBe(true);
  });

  itAnswers('login with blank fields reports both, with the API messages, so nothing is sent', validateLogin, [
    [
      { email: '', password: '' },
      { email: A.emailRequired, password: A.passwordRequired },
    ],
    [{ email: 'ana@example', password: 'secreto' }, { email: A.emailInvalid }],
    [{ email: ' ana+1@example.com ', password: 'secreto' }, {}],
  ]);

  it('login also says a password is at least 6 characters (product §1.5), a form-only rule', () => {
    expect(validateLogin({ email: 'ana@example.com', password: '12345' })).toEqual({ password: A.signInPasswordShort });
    // Spaces count as characters: a password is never trimmed.
    expect(validateLogin({ email: 'ana@example.com', password: '      ' })).toEqual({});
    // New passwords need 8, but one chosen under the old 6 still signs in: the login form never asks for more.
    expect(validateLogin({ email: 'ana@example.com', password: 'Kq7-zx' })).toEqual({});
  });

  it('register maps each issue to its field and adds the confirmation', () => {
    expect(validateRegister({ first_name: '  ', last_name: '', email: 'x', password: '123', confirmPassword: '' })).toEqual({
      first_name: A.givenNamesRequired,
      last_name: A.surnamesRequired,
      email: A.emailInvalid,
      password: A.passwordShort,
      confirmPassword: MESSAGES.passwordsDiffer,
    });
    const names = { first_name: 'Luz Dary', last_name: 'Pérez Gómez' };
    expect(validateRegister({ ...names, email: 'ana@example.com', password: 'secreto', confirmPassword: 'secreto' })).toEqual({
      password: A.passwordShort,
    });
    expect(
      validateRegister({ ...names, first_name: 'Luz\nDary', email: 'ana@example.com', password: 'secreto8', confirmPassword: 'secreto8' })
        .first_name,
    ).toBe('Los nombres no pueden contener saltos de línea ni caracteres de control');
    expect(
      validateRegister({
        ...names,
        last_name: 'P'.repeat(101),
        email: 'ana@example.com',
        password: 'secreto8',
        confirmPassword: 'secreto8',
      }).last_name,
    ).toBe('Los apellidos pueden tener máximo 100 caracteres');
    expect(validateRegister({ ...names, email: 'ana@example.com', password: 'secreto8', confirmPassword: 'secreto8' })).toEqual({});
  });

  it('forgot-password only needs a valid e-mail', () => {
    expect(validateForgot({ email: '' })).toEqual({ email: A.emailRequired });
    expect(validateForgot({ email: 'ana@example.com' })).toEqual({});
  });

  it('new password (reset page, set-password modal): the first message per field', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({
      password: A.passwordRequired,
      confirmPassword: MESSAGES.confirmRequired,
    });
    expect(validateNewPassword({ password: 'secreto1', confirmPassword: 'secreto2' })).toEqual({
      confirmPassword: MESSAGES.passwordsDiffer,
    });
    expect(validateNewPassword({ password: 'x'.repeat(201), confirmPassword: 'x'.repeat(201) })).toEqual({ password: A.passwordRejected });
    expect(validateNewPassword({ password: 'secreto1', confirmPassword: 'secreto1' })).toEqual({});
  });

  itAnswers('confirmation: must match; the reset form also asks for it when blank', validateConfirmation, [
    ['secreto1', '', MESSAGES.passwordsDiffer],
    ['secreto1', '', { requireFilled: true }, MESSAGES.confirmRequired],
    ['secreto1', 'secreto1', { requireFilled: true }, undefined],
  ]);
});

describe('helpers around the auth flows', () => {
  itAnswers('reads a one-time token from the URL hash', tokenFromHash, [
    ['#token=abc123', 'abc123'],
    ['token=abc123&x=1', 'abc123'],
    ['#token=', null],
    ['', null],
  ]);
});

describe('common passwords in the forms', () => {
  it('says so before sending once the list has arrived, on register and new-password forms only', async () => {
    const { preloadCommonPasswords } = await import('../../site/lib/auth/common-passwords');
    const { validateRegister, validateNewPassword, validateLogin } = await import('../../site/lib/auth/auth-validation');
    await preloadCommonPasswords();
    const message = 'Esta contraseña es muy común. Elige otra.';
    expect(
      validateRegister({
        first_name: 'Ana',
        last_name: 'Ríos',
        email: 'ana@correo.co',
        password: 'Password1',
        confirmPassword: 'Password1',
      }).password,
    ).toBe(message);
    expect(validateNewPassword({ password: 'qwerty123', confirmPassword: 'qwerty123' }).password).toBe(message);
    expect(validateNewPassword({ password: 'Nogal-Rojo-1987', confirmPassword: 'Nogal-Rojo-1987' })).toEqual({});
    // Signing in with an old common password is still possible; the rule is for choosing one.
    expect(validateLogin({ email: 'ana@correo.co', password: 'password1' })).toEqual({});
  });
});

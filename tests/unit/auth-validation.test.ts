import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  validateConfirmation,
  validateEmail,
  validateForgot,
  validateLogin,
  validateName,
  validateNewPassword,
  validatePassword,
  validateRegister,
} from '../../site/lib/auth/auth-validation';
import { tokenFromHash } from '../../site/lib/auth/url-token';

describe('auth form checks use the spec messages word for word', () => {
  it('e-mail: required, then shape', () => {
    expect(validateEmail('')).toBe('El email es requerido');
    expect(validateEmail('   ')).toBe('El email es requerido');
    expect(validateEmail('ana')).toBe('Email inválido');
    expect(validateEmail('ana@example')).toBe('Email inválido');
    expect(validateEmail('ana @example.com')).toBe('Email inválido');
    expect(validateEmail(' ana+1@example.com ')).toBeUndefined();
  });

  it('password: required, then at least 6 characters, never trimmed', () => {
    expect(validatePassword('')).toBe('La contraseña es requerida');
    expect(validatePassword('12345')).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(validatePassword('123456')).toBeUndefined();
    expect(validatePassword('      ')).toBeUndefined();
  });

  it('name: required, blank spaces do not count', () => {
    expect(validateName('  ')).toBe('El nombre es requerido');
    expect(validateName('Ana María')).toBeUndefined();
  });

  it('confirmation: must match; the reset form also asks for it when blank', () => {
    expect(validateConfirmation('secreto1', 'secreto2')).toBe('Las contraseñas no coinciden');
    expect(validateConfirmation('secreto1', '')).toBe('Las contraseñas no coinciden');
    expect(validateConfirmation('secreto1', '', { requireFilled: true })).toBe('Confirma tu contraseña');
    expect(validateConfirmation('secreto1', 'secreto1', { requireFilled: true })).toBeUndefined();
  });
});

describe('whole forms', () => {
  it('login with blank fields reports both, so nothing is sent', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
    expect(validateLogin({ email: 'ana@example.com', password: 'secreto' })).toEqual({});
  });

  it('register checks every field and the confirmation', () => {
    expect(validateRegister({ name: '', email: 'x', password: '123', confirmPassword: '' })).toEqual({
      name: 'El nombre es requerido',
      email: 'Email inválido',
      password: 'La contraseña debe tener al menos 6 caracteres',
      confirmPassword: 'Las contraseñas no coinciden',
    });
    expect(
      validateRegister({ name: 'Ana', email: 'ana@example.com', password: 'secreto', confirmPassword: 'secreto' }),
    ).toEqual({});
  });

  it('forgot-password only needs a valid e-mail', () => {
    expect(validateForgot({ email: '' })).toEqual({ email: 'El email es requerido' });
    expect(validateForgot({ email: 'ana@example.com' })).toEqual({});
  });

  it('new password (reset page, set-password modal)', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({
      password: 'La contraseña es requerida',
      confirmPassword: 'Confirma tu contraseña',
    });
    expect(validateNewPassword({ password: 'secreto1', confirmPassword: 'secreto2' })).toEqual({
      confirmPassword: 'Las contraseñas no coinciden',
    });
    expect(validateNewPassword({ password: 'secreto1', confirmPassword: 'secreto1' })).toEqual({});
  });
});

describe('helpers around the auth flows', () => {
  it('reads a one-time token from the URL hash', () => {
    expect(tokenFromHash('#token=abc123')).toBe('abc123');
    expect(tokenFromHash('token=abc123&x=1')).toBe('abc123');
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });
});

describe('common passwords in the forms', () => {
  it('says so before sending once the list has arrived, on register and new-password forms only', async () => {
    const { preloadCommonPasswords } = await import('../../site/lib/auth/common-passwords');
    const { validateRegister, validateNewPassword, validateLogin } = await import('../../site/lib/auth/auth-validation');
    await preloadCommonPasswords();
    const message = 'Esta contraseña es muy común. Elige otra.';
    expect(validateRegister({ name: 'Ana', email: 'ana@correo.co', password: 'Password1', confirmPassword: 'Password1' }).password).toBe(message);
    expect(validateNewPassword({ password: 'qwerty123', confirmPassword: 'qwerty123' }).password).toBe(message);
    expect(validateNewPassword({ password: 'Nogal-Rojo-1987', confirmPassword: 'Nogal-Rojo-1987' })).toEqual({});
    // Signing in with an old common password is still possible; the rule is for choosing one.
    expect(validateLogin({ email: 'ana@correo.co', password: 'password1' })).toEqual({});
  });
});

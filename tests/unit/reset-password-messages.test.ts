import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR, UNEXPECTED_ERROR } from '../../site/lib/api';
import { deadLinkTitle, isReadableResetToken, RESET_TEXTS, resetFailure } from '../../site/lib/auth/reset-password-messages';
import { AUTH_MESSAGES } from '../../worker/schemas/auth';
import { generateToken } from '../../worker/services/tokens';

describe('the reset-password page’s failure texts', () => {
  it('reads every token our e-mails write, and nothing a mail client mangled', () => {
    expect(isReadableResetToken(generateToken())).toBe(true);
    expect(isReadableResetToken('abc')).toBe(false);
    expect(isReadableResetToken(`${generateToken()}>`)).toBe(false);
    expect(isReadableResetToken(`${generateToken().slice(0, 20)} ${generateToken().slice(0, 12)}`)).toBe(false);
    expect(isReadableResetToken(`3D${generateToken()}=`)).toBe(false);
    expect(isReadableResetToken('a'.repeat(201))).toBe(false);
  });

  it('sends a link the server no longer knows to the “Enlace inválido” screen', () => {
    expect(RESET_TEXTS.linkInvalid).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect(resetFailure(AUTH_MESSAGES.resetLinkInvalid)).toEqual({ screen: 'invalid-link', message: AUTH_MESSAGES.resetLinkInvalid });
    expect(deadLinkTitle(AUTH_MESSAGES.resetLinkInvalid)).toBe('Enlace inválido');
  });

  it('names a used and an expired link as such, on their own screen', () => {
    expect(resetFailure(AUTH_MESSAGES.resetLinkUsed)).toEqual({ screen: 'invalid-link', message: AUTH_MESSAGES.resetLinkUsed });
    expect(resetFailure(AUTH_MESSAGES.resetLinkExpired)).toEqual({ screen: 'invalid-link', message: AUTH_MESSAGES.resetLinkExpired });
    expect(deadLinkTitle(AUTH_MESSAGES.resetLinkUsed)).toBe('Este enlace ya se usó');
    expect(deadLinkTitle(AUTH_MESSAGES.resetLinkExpired)).toBe('Este enlace venció');
  });

  it('words a failure without the server’s reason, and a lost connection, as the spec does', () => {
    expect(resetFailure(UNEXPECTED_ERROR)).toEqual({ screen: 'form', message: 'Error al actualizar la contraseña' });
    expect(resetFailure(NETWORK_ERROR)).toEqual({ screen: 'form', message: 'Error inesperado al restablecer la contraseña' });
    expect(RESET_TEXTS.linkUnreadable).toBe('Error al procesar el enlace de restablecimiento');
  });

  it('shows the server’s own reason on the form', () => {
    expect(resetFailure(AUTH_MESSAGES.passwordRejected)).toEqual({ screen: 'form', message: AUTH_MESSAGES.passwordRejected });
    expect(resetFailure(AUTH_MESSAGES.passwordCommon)).toEqual({ screen: 'form', message: AUTH_MESSAGES.passwordCommon });
  });
});

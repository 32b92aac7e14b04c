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

  it('sends a link the server no longer knows, or cannot read, to the “Enlace inválido” screen, by its code', () => {
    const unknown = { error: AUTH_MESSAGES.resetLinkInvalid, code: 'RESET_LINK_INVALID' } as const;
    expect(resetFailure(unknown)).toEqual({ screen: 'invalid-link', message: AUTH_MESSAGES.resetLinkInvalid, code: 'RESET_LINK_INVALID' });
    expect(deadLinkTitle('RESET_LINK_INVALID')).toBe('Enlace inválido');
    const unreadable = { error: AUTH_MESSAGES.resetLinkInvalid, code: 'VALIDATION_FAILED', field: 'token' } as const;
    expect(resetFailure(unreadable)).toMatchObject({ screen: 'invalid-link', message: AUTH_MESSAGES.resetLinkInvalid });
  });

  it('names a used and an expired link as such, on their own screen', () => {
    expect(resetFailure({ error: AUTH_MESSAGES.resetLinkUsed, code: 'RESET_LINK_USED' })).toEqual({
      screen: 'invalid-link',
      message: AUTH_MESSAGES.resetLinkUsed,
      code: 'RESET_LINK_USED',
    });
    expect(resetFailure({ error: AUTH_MESSAGES.resetLinkExpired, code: 'RESET_LINK_EXPIRED' })).toEqual({
      screen: 'invalid-link',
      message: AUTH_MESSAGES.resetLinkExpired,
      code: 'RESET_LINK_EXPIRED',
    });
    expect(deadLinkTitle('RESET_LINK_USED')).toBe('Este enlace ya se usó');
    expect(deadLinkTitle('RESET_LINK_EXPIRED')).toBe('Este enlace venció');
  });

  it('decides by the code, not the words: the same text under another code stays on the form', () => {
    expect(resetFailure({ error: AUTH_MESSAGES.resetLinkUsed, code: 'BAD_REQUEST' })).toEqual({
      screen: 'form',
      message: AUTH_MESSAGES.resetLinkUsed,
    });
    expect(deadLinkTitle('BAD_REQUEST')).toBe('Enlace inválido');
  });

  it('words a failure without the server’s reason, and a lost connection, as the spec does', () => {
    expect(resetFailure({ error: UNEXPECTED_ERROR, code: 'NO_ENVELOPE' })).toEqual({
      screen: 'form',
      message: 'Error al actualizar la contraseña',
    });
    expect(resetFailure({ error: NETWORK_ERROR, code: 'NETWORK_FAILED' })).toEqual({
      screen: 'form',
      message: 'Error inesperado al restablecer la contraseña',
    });
    expect(RESET_TEXTS.linkUnreadable).toBe('Error al procesar el enlace de restablecimiento');
  });

  it('shows the server’s own reason on the form, beside the field it names', () => {
    expect(resetFailure({ error: AUTH_MESSAGES.passwordRejected, code: 'BAD_REQUEST' })).toEqual({
      screen: 'form',
      message: AUTH_MESSAGES.passwordRejected,
    });
    expect(resetFailure({ error: AUTH_MESSAGES.passwordCommon, code: 'VALIDATION_FAILED', field: 'password' })).toEqual({
      screen: 'form',
      message: AUTH_MESSAGES.passwordCommon,
      field: 'password',
    });
  });
});

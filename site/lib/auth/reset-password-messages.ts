/**
 * What the reset-password page says when it cannot reset (product §1.8, "Reset link"). Pure, so the
 * choice is tested without a browser; the page shows the result.
 */
import { NETWORK_ERROR, UNEXPECTED_ERROR } from '../api';
import { AUTH_MESSAGES } from '../../../worker/schemas/auth-texts';

export const RESET_TEXTS = {
  /** The server no longer knows the link: spent, expired or never issued. */
  linkInvalid: 'El enlace de restablecimiento ha expirado o es inválido',
  /** The link in the address is not one our e-mails write, so there is nothing to send. */
  linkUnreadable: 'Error al procesar el enlace de restablecimiento',
  /** The server refused the new password without saying why (no message of its own). */
  updateFailed: 'Error al actualizar la contraseña',
  /** The request never got an answer, or the page itself failed. */
  unexpected: 'Error inesperado al restablecer la contraseña',
} as const;

/**
 * Our links carry a base32 token (worker/services/tokens.ts) of at most 200 characters (the API's limit).
 * Anything else was mangled on the way, typically by a mail client that wrapped or quoted the long link
 * and left spaces, '=', '>' or a cut-off token behind.
 */
const TOKEN_PATTERN = /^[a-z0-9]{16,200}$/i;

export function isReadableResetToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Which screen a failed reset leads to: the 'Enlace inválido' dead end, or the form with a message. */
export type ResetFailure = { screen: 'invalid-link' | 'form'; message: string };

/** `error` is the API client's text for the failure (lib/api.ts): the server's own message when it had one. */
/** The server's words for a link that will never work again (used, expired, unknown). */
const DEAD_LINK: readonly string[] = [RESET_TEXTS.linkInvalid, AUTH_MESSAGES.resetLinkUsed, AUTH_MESSAGES.resetLinkExpired];

/** The invalid-link screen's title, as true as its message: used, expired, or not a link at all. */
export function deadLinkTitle(message: string): string {
  if (message === AUTH_MESSAGES.resetLinkUsed) return 'Este enlace ya se usó';
  if (message === AUTH_MESSAGES.resetLinkExpired) return 'Este enlace venció';
  return 'Enlace inválido';
}

export function resetFailure(error: string): ResetFailure {
  if (DEAD_LINK.includes(error)) return { screen: 'invalid-link', message: error };
  if (error === NETWORK_ERROR) return { screen: 'form', message: RESET_TEXTS.unexpected };
  if (error === UNEXPECTED_ERROR) return { screen: 'form', message: RESET_TEXTS.updateFailed };
  return { screen: 'form', message: error };
}

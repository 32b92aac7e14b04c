/**
 * What the reset-password page says when it cannot reset (product §1.8, "Reset link"). Pure, so the
 * choice is tested without a browser; the page shows the result.
 */
import type { FailureCode } from '../api';

export const RESET_TEXTS = {
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

/**
 * Which screen a failed reset leads to: the 'Enlace inválido' dead end (with the code that says why), or the
 * form with a message (and the field it is about, when the server named one).
 */
export type ResetFailure =
  { screen: 'invalid-link'; message: string; code: FailureCode } | { screen: 'form'; message: string; field?: string };

/** A failed call as the API client reads it (lib/api.ts): the server's message, its code and its field. */
type Refused = { error: string; code?: FailureCode | undefined; field?: string | undefined };

/** The codes of a link that will never work again (docs/api.md, "Errors"): used, expired, unknown. */
const DEAD_LINK: readonly FailureCode[] = ['RESET_LINK_USED', 'RESET_LINK_EXPIRED', 'RESET_LINK_INVALID'];

/** The invalid-link screen's title, as true as its message: used, expired, or not a link at all. */
export function deadLinkTitle(code: FailureCode | undefined): string {
  if (code === 'RESET_LINK_USED') return 'Este enlace ya se usó';
  if (code === 'RESET_LINK_EXPIRED') return 'Este enlace venció';
  return 'Enlace inválido';
}

/** Decided by the answer's code, never by its words; a token the server cannot read is a dead link too. */
export function resetFailure({ error, code, field }: Refused): ResetFailure {
  if (code !== undefined && (DEAD_LINK.includes(code) || (code === 'VALIDATION_FAILED' && field === 'token'))) {
    return { screen: 'invalid-link', message: error, code };
  }
  if (code === 'NETWORK_FAILED') return { screen: 'form', message: RESET_TEXTS.unexpected };
  if (code === 'NO_ENVELOPE') return { screen: 'form', message: RESET_TEXTS.updateFailed };
  return { screen: 'form', message: error, ...(field === undefined ? {} : { field }) };
}

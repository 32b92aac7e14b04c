import { hashToken } from './tokens';

/**
 * Recovery codes: the way in when the phone with the authenticator is lost. Ten per account, each ten
 * characters from an alphabet without look-alikes (no 0/O, 1/I/L), so one copied by hand from paper reads
 * back right: 50 random bits each, behind the password and the sign-in's attempt limit. Shown grouped
 * (`K7QM2-XW9TP`); typed with or without the dash, in any case.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 10;

function randomCode(): string {
  // Rejection sampling: 31 symbols do not divide 256, so bytes past the last whole multiple are drawn again.
  const limit = 256 - (256 % ALPHABET.length);
  let code = '';
  const bytes = new Uint8Array(LENGTH * 2);
  while (code.length < LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit && code.length < LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(randomCode());
  return [...codes];
}

/** What was typed, as stored: upper case, without spaces or dashes; null unless it can be a recovery code. */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

/** Only the SHA-256 is kept, bound to the account so equal codes of two accounts never look alike. */
export const hashRecoveryCode = (userId: string, normalized: string) => hashToken(`recovery:${userId}:${normalized}`);

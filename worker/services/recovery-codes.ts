import { encodeHexLowerCase } from '@oslojs/encoding';
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

/**
 * How a code is kept: `h1$` and the hex of HMAC-SHA-256 over `recovery:<account>:<code>`, under a key derived
 * (HKDF-SHA-256, its own label) from the Worker secret TOTP_ENCRYPTION_KEY, so the secret is never used raw for
 * two jobs and a copy of the database alone cannot test guesses of 50-bit codes. Bound to the account, so equal
 * codes of two accounts never look alike. The prefix names the format: rows written before it are the plain
 * SHA-256 hex of the same text (`legacyRecoveryHash`), and keep working until they are spent or replaced.
 */
export const KEYED_RECOVERY_PREFIX = 'h1$';
const KEY_LABEL = new TextEncoder().encode('recuerdos-eternos/mfa-recovery-codes/v1');

const recoveryText = (userId: string, normalized: string) => new TextEncoder().encode(`recovery:${userId}:${normalized}`);

async function recoveryHmacKey(secret: Uint8Array): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', Uint8Array.from(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: KEY_LABEL },
    base,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
}

/** The stored form of each normalized code (see KEYED_RECOVERY_PREFIX), in order, under one derived key. */
export async function keyedRecoveryHashes(secret: Uint8Array, userId: string, normalized: string[]): Promise<string[]> {
  const key = await recoveryHmacKey(secret);
  return Promise.all(
    normalized.map(async (code) => {
      const mac = await crypto.subtle.sign('HMAC', key, recoveryText(userId, code));
      return `${KEYED_RECOVERY_PREFIX}${encodeHexLowerCase(new Uint8Array(mac))}`;
    }),
  );
}

/** The format before the keyed one: plain SHA-256 of the same text, only ever compared, never written. */
export const legacyRecoveryHash = (userId: string, normalized: string) => hashToken(`recovery:${userId}:${normalized}`);

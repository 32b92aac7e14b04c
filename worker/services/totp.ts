import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP, verifyHOTP } from '@oslojs/otp';

/**
 * Time-based codes (RFC 6238) as every authenticator app makes them by default: SHA-1, 30 seconds, 6 digits.
 * Pure: no database, no clock but the one passed in. TOTP is HOTP over the time step, so codes are checked
 * with @oslojs/otp's verifyHOTP step by step: its verifyTOTPWithGracePeriod says whether a code is valid but
 * not for which step, and the step is what stops a code from being used twice (services/mfa-factors.ts).
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** 160 bits: the length RFC 4226 recommends, and what authenticator apps expect. */
export const TOTP_SECRET_BYTES = 20;
/** The name the authenticator app shows above the account's codes. */
export const TOTP_ISSUER = 'Recuerdos Eternos';

/** The time step a moment falls in: Unix seconds / 30. */
export const totpStep = (nowMs: number = Date.now()) => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

export function newTotpSecret(): Uint8Array {
  const secret = new Uint8Array(TOTP_SECRET_BYTES);
  crypto.getRandomValues(secret);
  return secret;
}

/** The code an authenticator shows during `step`: for the seed's local account and for tests. */
export const totpCodeAt = (secret: Uint8Array, step: number) => generateHOTP(secret, BigInt(step), TOTP_DIGITS);

/** Six digits, whatever spaces the person typed between them. */
export const isTotpShaped = (code: string) => /^\d{6}$/.test(code);

/**
 * The step `code` belongs to, or null. One step either side is accepted too: a phone's clock a few
 * seconds off, or a code typed just as it changed, must still work.
 */
export function matchTotp(secret: Uint8Array, code: string, nowMs: number = Date.now()): number | null {
  if (!isTotpShaped(code)) return null;
  const step = totpStep(nowMs);
  for (const candidate of [step + 1, step, step - 1]) {
    if (verifyHOTP(secret, BigInt(candidate), TOTP_DIGITS, code)) return candidate;
  }
  return null;
}

/** The `otpauth://` address the enrolment's QR code carries. */
export const totpKeyUri = (accountName: string, secret: Uint8Array) =>
  createTOTPKeyURI(TOTP_ISSUER, accountName, secret, TOTP_PERIOD_SECONDS, TOTP_DIGITS);

/** The secret as a person types it into an app that cannot scan: base32, upper case, no padding. */
export const secretForPeople = (secret: Uint8Array) => encodeBase32UpperCaseNoPadding(secret);

/** A base32 secret (the seed's ADMIN_TOTP_SECRET), spaces and case forgiven; null unless it holds 128 bits or more. */
export function parseBase32Secret(text: string): Uint8Array | null {
  try {
    const bytes = decodeBase32IgnorePadding(text.replace(/\s+/g, '').toUpperCase());
    return bytes.length >= 16 ? bytes : null;
  } catch {
    return null;
  }
}

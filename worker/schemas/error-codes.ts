/**
 * The closed list of machine codes an error answer carries beside its Spanish `error` (docs/api.md "Errors"):
 * `{ success: false, error, code, field? }`. The browser decides by code, never by comparing Spanish text.
 * Every code is listed, with when it is answered, in docs/api.md ("Errors"); a unit test keeps both lists equal.
 * Imported by the browser too: no server-only imports here.
 */
export const ERROR_CODES = {
  // Generic: each status's default (worker/errors.ts `defaultCode`).
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_JSON: 'INVALID_JSON',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  GONE: 'GONE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  WEBSOCKET_REQUIRED: 'WEBSOCKET_REQUIRED',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  UPSTREAM_FAILED: 'UPSTREAM_FAILED',
  UNAVAILABLE: 'UNAVAILABLE',
  // Sessions and sign-in.
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  PASSWORD_SETUP_REQUIRED: 'PASSWORD_SETUP_REQUIRED',
  MFA_ENROL_REQUIRED: 'MFA_ENROL_REQUIRED',
  MFA_VERIFY_REQUIRED: 'MFA_VERIFY_REQUIRED',
  MFA_CHALLENGE_EXPIRED: 'MFA_CHALLENGE_EXPIRED',
  // E-mailed links.
  VERIFY_LINK_USED: 'VERIFY_LINK_USED',
  VERIFY_LINK_USED_VERIFIED: 'VERIFY_LINK_USED_VERIFIED',
  VERIFY_LINK_EXPIRED: 'VERIFY_LINK_EXPIRED',
  VERIFY_LINK_INVALID: 'VERIFY_LINK_INVALID',
  RESET_LINK_USED: 'RESET_LINK_USED',
  RESET_LINK_EXPIRED: 'RESET_LINK_EXPIRED',
  RESET_LINK_INVALID: 'RESET_LINK_INVALID',
  // Private memorials.
  MEMORIAL_PRIVATE: 'MEMORIAL_PRIVATE',
  ACCESS_CODE_WRONG: 'ACCESS_CODE_WRONG',
  // The memory wall's captcha.
  CAPTCHA_WRONG: 'CAPTCHA_WRONG',
  CAPTCHA_EXPIRED: 'CAPTCHA_EXPIRED',
  // Payments.
  PAYMENT_METHOD_UNAVAILABLE: 'PAYMENT_METHOD_UNAVAILABLE',
  PAYMENT_EVENT_FORGED: 'PAYMENT_EVENT_FORGED',
  PAYMENT_GATEWAY_UNAVAILABLE: 'PAYMENT_GATEWAY_UNAVAILABLE',
  ONLINE_PAYMENT_NOT_APPROVED: 'ONLINE_PAYMENT_NOT_APPROVED',
  // Health.
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

const KNOWN: ReadonlySet<string> = new Set(Object.keys(ERROR_CODES));

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && KNOWN.has(value);

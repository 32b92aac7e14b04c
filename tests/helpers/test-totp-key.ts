/**
 * The TOTP_ENCRYPTION_KEY the API tests run with (tests/helpers/test-db.ts), so secrets the helpers seal are
 * the ones the API opens. A fixed test value: production's is a Worker secret, a developer's is drawn into
 * .dev.vars.
 */
export const TEST_TOTP_KEY_BASE64 = Buffer.alloc(32, 7).toString('base64');
export const TEST_TOTP_KEY = new Uint8Array(Buffer.from(TEST_TOTP_KEY_BASE64, 'base64'));

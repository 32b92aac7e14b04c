import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { userTotp } from '../../db/schema';
import { newTotpSecret, parseBase32Secret, totpCodeAt, totpStep } from '../../worker/services/totp';
import { encryptTotpSecret } from '../../worker/services/totp-secrets';
import { call, type TestApp } from './test-db';
import { TEST_TOTP_KEY } from './test-totp-key';

/** An authenticator already on for the account (as after a confirmed enrolment), with its secret, sealed under the test app's key. */
export async function enrolTotp(db: Db, userId: string): Promise<Uint8Array> {
  const secret = newTotpSecret();
  await db
    .insert(userTotp)
    .values({ userId, secret: await encryptTotpSecret(TEST_TOTP_KEY, userId, secret), enabledAt: new Date().toISOString() });
  return secret;
}

/**
 * The code the person's app shows now, or `steps` later. A code works once, and the server accepts the
 * next step's code too (a phone's clock a little ahead), so a test that needs a second code for one account
 * takes the next step's rather than waiting for the clock.
 */
export const totpNow = (secret: Uint8Array, steps = 0) => totpCodeAt(secret, totpStep() + steps);

/** Six digits that are no code of the steps the server accepts now. */
export function wrongCode(secret: Uint8Array): string {
  const accepted = new Set([-1, 0, 1, 2].map((steps) => totpNow(secret, steps)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!accepted.has(candidate)) return candidate;
  }
}

/**
 * Turns the second factor on for a signed-in account the way a person does (enrol with the current password,
 * then the first code), and returns its secret, the code the confirmation spent and the recovery codes shown.
 * The helpers' accounts have the password 'clave-segura'.
 */
export async function enrolThroughApi(app: TestApp, token: string, password = 'clave-segura') {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const started = await call<{ data: { secret: string } }>(app, '/api/auth/mfa/enroll', {
    method: 'POST',
    headers,
    body: JSON.stringify({ password }),
  });
  expect(started.status).toBe(200);
  const secret = parseBase32Secret(started.body.data.secret);
  if (!secret) throw new Error('no secret in the enrolment');
  const enrolCode = totpNow(secret);
  const confirmed = await call<{ data: { recovery_codes: string[] } }>(app, '/api/auth/mfa/enroll/confirm', {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: enrolCode }),
  });
  expect(confirmed.status).toBe(200);
  return { secret, enrolCode, recoveryCodes: confirmed.body.data.recovery_codes };
}

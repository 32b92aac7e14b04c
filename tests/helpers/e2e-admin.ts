import type { BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import { parseBase32Secret } from '../../worker/services/totp';
import { totpFor, wrongTotp } from './e2e-admin-session';
import { apiCall, emailedLink, uniqueEmail } from './e2e-accounts';

export { totpFor, wrongTotp };

/**
 * Administrators in the browser tests. The seeded one signs in once per run, in the global setup (password,
 * then a code of its seeded authenticator), and every file reuses that session: a code works once, so
 * signing in per file would mean waiting for the clock. Nothing may sign that session out (no logout, no
 * password change, no reset of the seeded administrator's second factor).
 */

/** The seeded super administrator's session token (bearer, or the value of the `session` cookie). */
export const adminSessionToken = (): string => inject('adminToken');

/** The `Cookie` header of the seeded administrator's session, for plain fetches of pages. */
export const adminCookie = (): string => `session=${adminSessionToken()}`;

/** Puts the seeded administrator's session into a browser context, as signing in there would. */
export async function signInAsAdmin(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'session', value: adminSessionToken(), url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

export type EnrolledAdmin = {
  email: string;
  password: string;
  /** A session that gave the enrolment's code: it opens the back-office. */
  token: string;
  secret: Uint8Array;
  recoveryCodes: string[];
};

/**
 * An administrator of a test's own, made by the seeded super administrator through the API the back-office
 * uses, then enrolled as a person would (enrol with its password, then the app's current code). Its enrolment spent this
 * step's code; its next sign-in gives the next step's, or a recovery code.
 */
export async function enrolledAdmin(baseURL: string, label: string, role: 'admin' | 'super_admin' = 'admin'): Promise<EnrolledAdmin> {
  const { email, password, token } = await newAdmin(baseURL, label, role);
  const started = await apiCall(baseURL, 'POST', '/api/auth/mfa/enroll', { password }, token);
  expect(started.status).toBe(200);
  const secret = parseBase32Secret(((await started.json()) as { data: { secret: string } }).data.secret);
  if (!secret) throw new Error('no secret in the enrolment');
  const confirmed = await apiCall(baseURL, 'POST', '/api/auth/mfa/enroll/confirm', { code: totpFor(secret) }, token);
  expect(confirmed.status).toBe(200);
  const { recovery_codes } = ((await confirmed.json()) as { data: { recovery_codes: string[] } }).data;
  return { email, password, token, secret, recoveryCodes: recovery_codes };
}

/**
 * An administrator made through the API, signed in with the password only: it has not enrolled yet. The
 * back-office never chooses a password for someone: the account is made without one, and the person opens the
 * e-mailed sign-in link and chooses their own, as the landing's 'Crea tu contraseña' does.
 */
export async function newAdmin(baseURL: string, label: string, role: 'admin' | 'super_admin' = 'admin') {
  const email = uniqueEmail(label);
  const password = 'clave-propia-de-pablo';
  const made = await apiCall(
    baseURL,
    'POST',
    '/api/admin/users',
    { email, first_name: 'Pablo', last_name: 'Ríos', role },
    adminSessionToken(),
  );
  expect(made.status).toBe(201);
  const link = new URL(await emailedLink(baseURL, email, '/auth/magic-link'));
  const token = new URLSearchParams(link.hash.slice(1)).get('token');
  const signedIn = await apiCall(baseURL, 'POST', '/api/auth/magic-link/verify', { token });
  expect(signedIn.status).toBe(200);
  const { access_token } = ((await signedIn.json()) as { data: { access_token: string } }).data;
  expect(access_token).toEqual(expect.any(String));
  expect((await apiCall(baseURL, 'POST', '/api/auth/set-password', { password }, access_token)).status).toBe(200);
  return { email, password, token: access_token };
}

import { parseBase32Secret, totpCodeAt, totpStep } from '../../worker/services/totp';
import { TEST_ADMIN, TEST_ADMIN_TOTP_SECRET } from './local-worker';

/**
 * The run's one password-and-code sign-in of the seeded administrator, made by tests/e2e/global-setup.ts
 * (which runs outside the test workers, so nothing here imports vitest). It also proves, before any file
 * runs, that the harness's seeded factor and key work.
 */

/** The code an authenticator shows now, or `steps` later (the server accepts the next step's too). */
export const totpFor = (secret: Uint8Array, steps = 0) => totpCodeAt(secret, totpStep() + steps);

/** Six digits that are no code of the steps the server accepts now. */
export function wrongTotp(secret: Uint8Array): string {
  const accepted = new Set([-1, 0, 1, 2].map((steps) => totpFor(secret, steps)));
  return ['000000', '111111', '222222', '333333', '444444'].find((code) => !accepted.has(code)) ?? '555555';
}

async function post(baseURL: string, path: string, body: unknown): Promise<Response> {
  // An address of its own: sign-ins are limited per client address.
  const headers = { 'content-type': 'application/json', 'cf-connecting-ip': '198.18.255.1' };
  return fetch(`${baseURL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

export async function signInSeededAdmin(baseURL: string): Promise<string> {
  const password = await post(baseURL, '/api/auth/login', TEST_ADMIN);
  if (password.status !== 200) throw new Error(`seeded admin password sign-in: ${password.status} ${await password.text()}`);
  const step = ((await password.json()) as { data: { mfa_required?: boolean; mfa_token: string } }).data;
  if (!step.mfa_required) throw new Error('the seeded administrator signed in without its second factor');
  const secret = parseBase32Secret(TEST_ADMIN_TOTP_SECRET);
  if (!secret) throw new Error('TEST_ADMIN_TOTP_SECRET is not base32');
  const code = await post(baseURL, '/api/auth/mfa', { mfa_token: step.mfa_token, code: totpFor(secret) });
  if (code.status !== 200) throw new Error(`seeded admin code: ${code.status} ${await code.text()}`);
  return ((await code.json()) as { data: { access_token: string } }).data.access_token;
}

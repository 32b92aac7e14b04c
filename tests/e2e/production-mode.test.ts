import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseBase32Secret, totpCodeAt, totpStep } from '../../worker/services/totp';
import { startLocalWorker, TEST_ADMIN_TOTP_SECRET, type LocalWorker } from '../helpers/local-worker';

/**
 * The built Worker as `wrangler deploy` ships it: the built configuration, and the Worker run with
 * wrangler.toml's variables only (no local switch). Nothing local may turn itself on.
 */
const localURL = inject('baseURL');
let production: LocalWorker;

beforeAll(async () => {
  production = await startLocalWorker({ production: true });
});

afterAll(() => production?.stop());

describe('the built deploy configuration (dist/server/wrangler.json)', () => {
  it('carries production values: real e-mail and no local switch', () => {
    const built = JSON.parse(readFileSync(new URL('../../dist/server/wrangler.json', import.meta.url), 'utf8')) as {
      vars?: Record<string, string>;
    };
    expect(built.vars?.MAIL_TRANSPORT).toBe('resend');
    expect(built.vars).not.toHaveProperty('LOCAL_DEV');
    expect(JSON.stringify(built)).not.toMatch(/outbox|LOCAL_DEV/);
  });
});

describe('a Worker without the local switch', () => {
  it('has no /api/dev routes', async () => {
    const response = await fetch(`${production.url}/api/dev/outbox?to=${encodeURIComponent(production.admin.email)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: 'Recurso no encontrado', code: 'NOT_FOUND' });
  });

  it('sends no sign-in link anywhere it can be read, and guesses no origin while APP_URL is unset', async () => {
    const response = await fetch(`${production.url}/api/auth/magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.7' },
      body: JSON.stringify({ email: production.admin.email }),
    });
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(await response.json())).not.toMatch(/token/);
  });

  it("refuses the administrator's code step, setting no session, while TOTP_ENCRYPTION_KEY is unset", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${production.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.8' },
        body: JSON.stringify(body),
      });
    const password = await post('/api/auth/login', production.admin);
    expect(password.status).toBe(200);
    const { data } = (await password.json()) as { data: { mfa_required: boolean; mfa_token: string } };
    expect(data.mfa_required).toBe(true);
    const secret = parseBase32Secret(TEST_ADMIN_TOTP_SECRET)!;
    const code = await post('/api/auth/mfa', { mfa_token: data.mfa_token, code: totpCodeAt(secret, totpStep()) });
    expect(code.status).toBe(500);
    // No session cookie. The attempt itself is counted (a write), so D1's read-your-writes bookmark may be set.
    expect(code.headers.getSetCookie().filter((cookie) => !/^(__Host-)?d1-bookmark=/.test(cookie))).toEqual([]);
    expect(JSON.stringify(await code.json())).not.toMatch(/access_token/);
  });

  it('still serves the public site', async () => {
    expect((await fetch(`${production.url}/`)).status).toBe(200);
    expect((await fetch(`${production.url}/api/health`)).status).toBe(200);
  });

  it('while the local Worker of the same build has them (the switch is explicit)', async () => {
    expect((await fetch(`${localURL}/api/dev/outbox?to=nadie@example.com`)).status).toBe(200);
  });

  it("counts D1's rows read only on the local Worker, and only when asked (the growth bench's measure)", async () => {
    const asked = { headers: { 'x-d1-rows-read': 'count' } };
    expect((await fetch(`${production.url}/api/packages`, asked)).headers.get('x-d1-rows-read')).toBeNull();
    expect((await fetch(`${localURL}/api/packages`)).headers.get('x-d1-rows-read')).toBeNull();
    expect(Number((await fetch(`${localURL}/api/packages`, asked)).headers.get('x-d1-rows-read'))).toBeGreaterThan(0);
  });
});

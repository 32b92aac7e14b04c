import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { bearer, createUserWithSession, jsonPost, latestMailToken, uniqueEmail, type Envelope, type SessionData } from '../helpers/auth';
import { totpNow } from '../helpers/mfa';
import { call, createTestApp, createTestDb, type TestApp } from '../helpers/test-db';

/**
 * Every answer that hands out a token (a session, an `mfa_token`, a sign-up proof) says
 * `Cache-Control: private, no-store`: no proxy, shared cache or browser history may keep it. These routes need
 * no session, so the session guards' marking (private-answers.ts) does not reach them: `withSession` does.
 */
let db: Db;
let app: TestApp;
beforeAll(async () => {
  db = await createTestDb();
  app = createTestApp(db);
});

const PASSWORD = 'clave-segura';
const NO_STORE = 'private, no-store';

type Answer = { status: number; headers: Headers; body: Envelope<SessionData & { mfa_token?: string }> };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call<Envelope<SessionData & { mfa_token?: string }>>(app, path, jsonPost(body, headers));

function expectNoStore(answer: Answer, status = 200) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('cache-control')).toBe(NO_STORE);
}

describe('answers that hand out a token', () => {
  it('register, verify-email, login, refresh, reset-password and magic-link verify', async () => {
    const email = uniqueEmail();
    const registered = await post('/api/auth/register', { name: 'Lucía Restrepo', email, password: PASSWORD, privacy_consent: true });
    expectNoStore(registered, 201);
    const cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const verified = await post('/api/auth/verify-email', { token: (await latestMailToken(db, email)).token }, { cookie });
    expectNoStore(verified);
    expect(verified.body.data.access_token).toEqual(expect.any(String));

    const login = await post('/api/auth/login', { email, password: PASSWORD });
    expectNoStore(login);
    const refreshed = await post('/api/auth/refresh', { refresh_token: login.body.data.refresh_token });
    expectNoStore(refreshed);
    expect(refreshed.body.data.access_token).toEqual(expect.any(String));

    expect((await post('/api/auth/forgot-password', { email })).status).toBe(200);
    const reset = await post('/api/auth/reset-password', { token: (await latestMailToken(db, email)).token, password: 'otra-clave-nueva' });
    expectNoStore(reset);
    expect(reset.body.data.access_token).toEqual(expect.any(String));

    expect((await post('/api/auth/magic-link', { email })).status).toBe(200);
    const magic = await post('/api/auth/magic-link/verify', { token: (await latestMailToken(db, email)).token });
    expectNoStore(magic);
    expect(magic.body.data.access_token).toEqual(expect.any(String));
  });

  it("the password step of an account with a second factor (its mfa_token) and the code step's session", async () => {
    const admin = await createUserWithSession(db, { role: 'admin' });
    const password = await post('/api/auth/login', { email: admin.email, password: PASSWORD });
    expectNoStore(password);
    expect(password.body.data.mfa_token).toEqual(expect.any(String));
    const code = await post('/api/auth/mfa', { mfa_token: password.body.data.mfa_token, code: totpNow(admin.totpSecret!) });
    expectNoStore(code);
    expect(code.body.data.access_token).toEqual(expect.any(String));
  });

  it('set-password and the session read, behind a session', async () => {
    const invited = await createUserWithSession(db, { needsPasswordSetup: true });
    expectNoStore(await post('/api/auth/set-password', { password: 'mi-clave-propia' }, bearer(invited.token)));
    const session = await call(app, '/api/auth/session', { headers: bearer(invited.token) });
    expect(session.headers.get('cache-control')).toBe(NO_STORE);
  });
});

import { describe, expect, it } from 'vitest';
import { createUserWithSession, latestMailToken, uniqueEmail } from '../helpers/auth';
import { totpNow } from '../helpers/mfa';
import { useTestApp } from '../helpers/test-app';
import { clientAs, mfaStep, read, session } from '../helpers/test-client';

/**
 * Every answer that hands out a token (a session, an `mfa_token`, a sign-up proof) says
 * `Cache-Control: private, no-store`: no proxy, shared cache or browser history may keep it. These routes need
 * no session, so the session guards' marking (private-answers.ts) does not reach them: `withSession` does.
 */
const t = useTestApp();

const PASSWORD = 'clave-segura';
const NO_STORE = 'private, no-store';

/** The typed auth client as `token`'s user (a guest without one), with any other headers. */
const as = (token?: string, headers?: Record<string, string>) => clientAs(t.app, token, headers).auth;

function expectNoStore(answer: { status: number; headers: Headers }, status = 200) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('cache-control')).toBe(NO_STORE);
}

describe('answers that hand out a token', () => {
  it('register, verify-email, login, refresh, reset-password and magic-link verify', async () => {
    const email = uniqueEmail();
    const registered = await read(
      as().register.$post({ json: { name: 'Lucía Restrepo', email, password: PASSWORD, privacy_consent: true } }),
    );
    expectNoStore(registered, 201);
    const cookie = registered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const verified = await read(
      as(undefined, { cookie })['verify-email'].$post({ json: { token: (await latestMailToken(t.db, email)).token } }),
    );
    expectNoStore(verified);
    expect(session(verified.body.data).access_token).toEqual(expect.any(String));

    const login = await read(as().login.$post({ json: { email, password: PASSWORD } }));
    expectNoStore(login);
    const refreshed = await read(as().refresh.$post({ json: { refresh_token: session(login.body.data).refresh_token } }));
    expectNoStore(refreshed);
    expect(session(refreshed.body.data).access_token).toEqual(expect.any(String));

    expect((await read(as()['forgot-password'].$post({ json: { email } }))).status).toBe(200);
    const reset = await read(
      as()['reset-password'].$post({ json: { token: (await latestMailToken(t.db, email)).token, password: 'otra-clave-nueva' } }),
    );
    expectNoStore(reset);
    expect(session(reset.body.data).access_token).toEqual(expect.any(String));

    expect((await read(as()['magic-link'].$post({ json: { email } }))).status).toBe(200);
    const magic = await read(as()['magic-link'].verify.$post({ json: { token: (await latestMailToken(t.db, email)).token } }));
    expectNoStore(magic);
    expect(session(magic.body.data).access_token).toEqual(expect.any(String));
  });

  it("the password step of an account with a second factor (its mfa_token) and the code step's session", async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const password = await read(as().login.$post({ json: { email: admin.email, password: PASSWORD } }));
    expectNoStore(password);
    expect(mfaStep(password.body.data).mfa_token).toEqual(expect.any(String));
    const code = await read(
      clientAs(t.app).mfa.index.$post({ json: { mfa_token: mfaStep(password.body.data).mfa_token, code: totpNow(admin.totpSecret!) } }),
    );
    expectNoStore(code);
    expect(session(code.body.data).access_token).toEqual(expect.any(String));
  });

  it('set-password and the session read, behind a session', async () => {
    const invited = await createUserWithSession(t.db, { needsPasswordSetup: true });
    expectNoStore(await read(as(invited.token)['set-password'].$post({ json: { password: 'mi-clave-propia' } })));
    const current = await read(as(invited.token).session.$get());
    expect(current.headers.get('cache-control')).toBe(NO_STORE);
  });
});

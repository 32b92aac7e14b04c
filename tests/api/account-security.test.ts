import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, sessions, users } from '../../db/schema';
import { COMMON_PASSWORD_MESSAGE } from '../../worker/schemas/common-passwords';
import { issueAuthToken } from '../../worker/services/auth-tokens';
import { createSession, SESSION_ABSOLUTE_TTL_MS, validateSessionToken } from '../../worker/services/sessions';
import { DAY } from '../../worker/services/time';
import { bearer, createUserWithSession, latestMailToken, registerAndVerify, uniqueClient, uniqueEmail } from '../helpers/auth';
import { createApiClients } from '../../site/lib/api-client';
import { read, session, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** The typed auth client as `token`'s user (a guest without one), from an address of its own, with `cookie` if given. */
const as = (token?: string, cookie?: string) =>
  testClient(t.app, undefined, { ...(token ? bearer(token) : {}), ...(cookie ? { cookie } : {}), 'cf-connecting-ip': uniqueClient() }).auth;
const login = (email: string, password: string) => read(as().login.$post({ json: { email, password } }));
const verifyEmail = (token: string, cookie?: string) => read(as(undefined, cookie)['verify-email'].$post({ json: { token } }));
const magicLink = (email: string) => read(as()['magic-link'].$post({ json: { email } }));
const verifyMagicLink = (token: string) => read(as()['magic-link'].verify.$post({ json: { token } }));
const forgotPassword = (email: string) => read(as()['forgot-password'].$post({ json: { email } }));
const resetPassword = (token: string, password: string) => read(as()['reset-password'].$post({ json: { token, password } }));
const setPassword = (token: string, password: string) => read(as(token)['set-password'].$post({ json: { password } }));
const outstandingTokens = (userId: string) =>
  t.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));

/** Someone signs up with another person's address, from their own browser (they keep its proof cookie). */
async function preRegister(email: string, password = 'clave-del-intruso') {
  const registered = await read(as().register.$post({ json: { name: 'Intruso', email, password, privacy_consent: true } }));
  expect(registered.status).toBe(201);
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return {
    user: user!,
    password,
    proofCookie: registered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  };
}

describe('pre-registration takeover', () => {
  it("the owner's verification link, opened in the owner's browser, leaves the intruder's password useless", async () => {
    const email = uniqueEmail('victima');
    const intruder = await preRegister(email);
    const { token } = await latestMailToken(t.db, email);
    // A second link the intruder asked for stays unspent unless the claim spends it.
    await issueAuthToken(t.db, intruder.user.id, 'reset_password');

    const verified = await verifyEmail(token);
    expect(verified.status).toBe(200);
    expect(session(verified.body.data).user.needs_password_setup).toBe(true);

    const [row] = await t.db.select().from(users).where(eq(users.id, intruder.user.id));
    expect(row).toMatchObject({ emailVerified: true, passwordHash: null, needsPasswordSetup: true });
    expect((await login(email, intruder.password)).status).toBe(401);
    expect(await outstandingTokens(intruder.user.id)).toEqual([]);

    // The owner, signed in by the link, chooses the password.
    const set = await setPassword(session(verified.body.data).access_token, 'mi-clave-propia');
    expect(set.status).toBe(200);
    expect((await login(email, 'mi-clave-propia')).status).toBe(200);
  });

  it('keeps the password when the link is opened in the browser that signed up (its proof cookie)', async () => {
    const email = uniqueEmail('propia');
    const me = await preRegister(email, 'clave-elegida');
    const { token } = await latestMailToken(t.db, email);
    const verified = await verifyEmail(token, me.proofCookie);
    expect(verified.status).toBe(200);
    expect(session(verified.body.data).user.needs_password_setup).toBe(false);
    expect(verified.headers.getSetCookie().join('\n')).toMatch(/signup_proof=;/);
    expect((await login(email, 'clave-elegida')).status).toBe(200);
  });

  it("a proof cookie from another sign-up does not keep this account's password", async () => {
    const other = await preRegister(uniqueEmail('otra'));
    const email = uniqueEmail('victima');
    const intruder = await preRegister(email);
    const { token } = await latestMailToken(t.db, email);
    const verified = await verifyEmail(token, other.proofCookie);
    expect(session(verified.body.data).user.needs_password_setup).toBe(true);
    expect((await login(email, intruder.password)).status).toBe(401);
  });

  it('a magic link to a never-verified account clears the password and ends its sessions', async () => {
    const email = uniqueEmail('victima');
    const intruder = await preRegister(email);
    const intruderSession = await createSession(t.db, intruder.user.id);
    expect((await magicLink(email)).status).toBe(200);
    const { token } = await latestMailToken(t.db, email);

    const verified = await verifyMagicLink(token);
    expect(verified.status).toBe(200);
    expect(session(verified.body.data).user.needs_password_setup).toBe(true);
    expect(await validateSessionToken(t.db, intruderSession.accessToken)).toBeNull();
    expect((await login(email, intruder.password)).status).toBe(401);
    expect(await outstandingTokens(intruder.user.id)).toEqual([]);
  });

  it('a magic link to a verified account changes nothing but signing in', async () => {
    const { email, password } = await registerAndVerify(t.app, t.db);
    await magicLink(email);
    const { token } = await latestMailToken(t.db, email);
    const verified = await verifyMagicLink(token);
    expect(session(verified.body.data).user.needs_password_setup).toBe(false);
    expect((await login(email, password)).status).toBe(200);
  });

  it('forgot-password works for an unverified account, and the reset proves the address', async () => {
    const email = uniqueEmail('victima');
    const intruder = await preRegister(email);
    expect((await forgotPassword(email)).status).toBe(200);
    const { token } = await latestMailToken(t.db, email);
    const reset = await resetPassword(token, 'clave-de-la-duena');
    expect(reset.status).toBe(200);
    expect((await login(email, intruder.password)).status).toBe(401);
    expect((await login(email, 'clave-de-la-duena')).status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, intruder.user.id));
    expect(row?.emailVerified).toBe(true);
  });
});

describe('password reset', () => {
  it('spends every other outstanding reset and magic link of the user', async () => {
    const { email, session: signedIn } = await registerAndVerify(t.app, t.db);
    const userId = signedIn.user.id;
    const oldReset = await issueAuthToken(t.db, userId, 'reset_password');
    const oldMagic = await issueAuthToken(t.db, userId, 'magic_link');
    await forgotPassword(email);
    const { token } = await latestMailToken(t.db, email);

    expect((await resetPassword(token, 'otra-clave-nueva')).status).toBe(200);
    expect(await outstandingTokens(userId)).toEqual([]);
    expect((await resetPassword(oldReset, 'intruso-clave')).status).toBe(410);
    expect((await verifyMagicLink(oldMagic)).status).toBe(400);
  });
});

describe('session lifetime', () => {
  it('ends 90 days after sign-in however active the session is, and refreshing does not renew that', async () => {
    const { user } = await createUserWithSession(t.db);
    const signedInAt = new Date(Date.now() - SESSION_ABSOLUTE_TTL_MS + DAY).toISOString();
    const issued = await createSession(t.db, user.id, {}, signedInAt);
    // Used daily: still valid on its last day, and its expiry never passes the absolute end.
    const valid = await validateSessionToken(t.db, issued.accessToken);
    expect(valid).not.toBeNull();
    expect(Date.parse(valid!.expiresAt)).toBeLessThanOrEqual(Date.parse(signedInAt) + SESSION_ABSOLUTE_TTL_MS);

    const refreshed = await read(as().refresh.$post({ json: { refresh_token: issued.refreshToken } }));
    expect(refreshed.status).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(sessions.expiresAt);
    expect(Date.parse(session(refreshed.body.data).expires_at)).toBeLessThanOrEqual(Date.parse(signedInAt) + SESSION_ABSOLUTE_TTL_MS);
    expect(row).toBeDefined();

    // One day later the sign-in is 90 days old: the same token no longer works.
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_TTL_MS - 1000).toISOString() })
      .where(eq(sessions.userId, user.id));
    const after = await read(as(session(refreshed.body.data).access_token).session.$get());
    expect(after.status).toBe(401);
  });
});

describe('session cookie', () => {
  /** The typed auth client at the site's https address (the test client's own origin is http). */
  const overHttps = () =>
    createApiClients('https://recuerdoseternos.co', (input, init) =>
      Promise.resolve(t.app.request(input instanceof Request ? input : String(input), init)),
    ).auth;

  it('is __Host- prefixed and Secure on https, and only that name is read there', async () => {
    const { email, password } = await registerAndVerify(t.app, t.db);
    const response = await overHttps().login.$post({ json: { email, password } }, { headers: { 'cf-connecting-ip': uniqueClient() } });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Host-session='));
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    const token = cookie!.split(';')[0]!.split('=')[1]!;

    const withPrefix = await overHttps().session.$get(undefined, { headers: { cookie: `__Host-session=${token}` } });
    expect(withPrefix.status).toBe(200);
    // A plain `session` cookie (which a sibling subdomain could plant) is ignored on https.
    const planted = await overHttps().session.$get(undefined, { headers: { cookie: `session=${token}` } });
    expect(planted.status).toBe(401);
  });

  it('is plain `session` on http (a developer machine)', async () => {
    const { email, password } = await registerAndVerify(t.app, t.db);
    const response = await as().login.$post({ json: { email, password } });
    expect(response.headers.getSetCookie().some((line) => line.startsWith('session='))).toBe(true);
  });
});

describe('cookie-authenticated writes', () => {
  const logoutWith = (headers: Record<string, string>) =>
    testClient(t.app, undefined, headers).auth['set-password'].$post({ json: { password: 'x-clave-nueva' } });

  it('are refused when they carry neither Origin nor Sec-Fetch-Site (fail closed)', async () => {
    const { token } = await createUserWithSession(t.db, { needsPasswordSetup: true });
    const response = await logoutWith({ cookie: `session=${token}` });
    expect(response.status).toBe(403);
  });

  it('are refused from another origin or a cross-site fetch, and accepted from our own', async () => {
    const { token } = await createUserWithSession(t.db, { needsPasswordSetup: true });
    expect((await logoutWith({ cookie: `session=${token}`, origin: 'https://evil.example' })).status).toBe(403);
    expect((await logoutWith({ cookie: `session=${token}`, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await logoutWith({ cookie: `session=${token}`, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('bearer requests are unaffected', async () => {
    const { token } = await createUserWithSession(t.db, { needsPasswordSetup: true });
    expect((await logoutWith(bearer(token))).status).toBe(200);
  });
});

describe('common passwords', () => {
  it('are refused on register, reset and set-password with the Spanish text', async () => {
    const register = await read(
      as().register.$post({ json: { name: 'Ana', email: uniqueEmail(), password: 'Password1', privacy_consent: true } }),
    );
    expect(register.status).toBe(400);
    expect(register.body.error).toBe(COMMON_PASSWORD_MESSAGE);
    expect(COMMON_PASSWORD_MESSAGE).toBe('Esta contraseña es muy común. Elige otra.');

    const { email } = await registerAndVerify(t.app, t.db);
    await forgotPassword(email);
    const { token } = await latestMailToken(t.db, email);
    const reset = await resetPassword(token, 'qwerty123');
    expect(reset.status).toBe(400);
    expect(reset.body.error).toBe(COMMON_PASSWORD_MESSAGE);

    const { token: signedIn } = await createUserWithSession(t.db, { needsPasswordSetup: true });
    const set = await setPassword(signedIn, 'iloveyou');
    expect(set.status).toBe(400);
    expect(set.body.error).toBe(COMMON_PASSWORD_MESSAGE);
  });
});

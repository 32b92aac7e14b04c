import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { authTokens, mailOutbox, orders, packages, rateLimits, users } from '../../db/schema';
import type { AppEnv } from '../../worker/context';
import { handleError } from '../../worker/middleware/errors';
import { requireAdmin } from '../../worker/middleware/roles';
import { sessionMiddleware } from '../../worker/middleware/session';
import { AUTH_MESSAGES as M } from '../../worker/schemas/auth';
import { hashToken } from '../../worker/services/tokens';
import { bearer, createUserWithSession, jsonPost, latestMailToken, registerAndVerify, uniqueEmail } from '../helpers/auth';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { useTestApp } from '../helpers/test-app';
import { clientAs, read, session } from '../helpers/test-client';
import { listOutbox } from '../../worker/mail/outbox';

const t = useTestApp();

/** The typed auth client as `token`'s user (a guest without one), with any other headers and bindings. */
const as = (token?: string, headers?: Record<string, string>, env?: object) => clientAs(t.app, token, headers, env).auth;
const currentSession = (token: string, headers?: Record<string, string>) => read(as(token, headers).session.$get());
const login = (email: string, password: string) => read(as().login.$post({ json: { email, password } }));
const forgotPassword = (email: string) => read(as()['forgot-password'].$post({ json: { email } }));
const magicLink = (email: string) => read(as()['magic-link'].$post({ json: { email } }));
const resetPassword = (token: string, password: string) => read(as()['reset-password'].$post({ json: { token, password } }));
const setPassword = (password: string, token?: string, headers?: Record<string, string>) =>
  read(as(token, headers)['set-password'].$post({ json: { password } }));
const register = (email: string, env?: object) =>
  as(undefined, {}, env).register.$post({ json: { name: 'Ana', email, password: 'clave-segura', privacy_consent: true } });

describe('GET /api/auth/session', () => {
  it('answers 401 without a session', async () => {
    const { status, body } = await read(as().session.$get());
    expect(status).toBe(401);
    expect(body.error).toBe(M.notAuthenticated);
  });

  it('accepts the bearer token and the session cookie', async () => {
    const { token, email } = await createUserWithSession(t.db);
    const viaBearer = await currentSession(token);
    expect(viaBearer.body.data.user).toMatchObject({ email, name: 'Ana Pérez', role: 'user' });
    const viaCookie = await read(as(undefined, { cookie: `session=${token}` }).session.$get());
    expect(viaCookie.status).toBe(200);
    expect((await currentSession('not-a-real-token')).status).toBe(401);
  });

  it('derives the subscription from a paid order (product §1.4)', async () => {
    const { user, token } = await createUserWithSession(t.db);
    const [pkg] = await t.db.insert(packages).values({ name: 'Individual', price: 150000 }).returning();
    await t.db.insert(orders).values({ userId: user.id, packageId: pkg!.id, paymentMethod: 'nequi', totalAmount: 150000 });
    expect((await currentSession(token)).body.data.user.subscription).toBeNull();

    await t.db.update(orders).set({ status: 'completed', paidAt: new Date().toISOString() }).where(eq(orders.userId, user.id));
    expect((await currentSession(token)).body.data.user.subscription).toEqual({
      plan: 'complete',
      status: 'active',
    });
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token: it works once', async () => {
    const { session: signedIn } = await registerAndVerify(t.app, t.db);
    const first = await read(as().refresh.$post({ json: { refresh_token: signedIn.refresh_token } }));
    expect(first.status).toBe(200);
    expect(session(first.body.data).access_token).not.toBe(signedIn.access_token);
    expect((await currentSession(signedIn.access_token)).status).toBe(401);
    expect((await currentSession(session(first.body.data).access_token)).status).toBe(200);

    const replay = await read(as().refresh.$post({ json: { refresh_token: signedIn.refresh_token } }));
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe(M.sessionExpired);
  });

  it('ends the session on logout and clears the cookie', async () => {
    const { token } = await createUserWithSession(t.db);
    const out = await read(as(token).logout.$post());
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/session=;/);
    expect((await currentSession(token)).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('e-mails a 1-hour reset link; the reset signs in and ends every other session', async () => {
    const { email, password } = await registerAndVerify(t.app, t.db);
    const other = await login(email, password);

    const sent = await forgotPassword(email);
    expect(sent.status).toBe(200);
    const { token, link } = await latestMailToken(t.db, email);
    expect(link).toMatch(/\/reset-password\?token=/);
    const [stored] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const lifetime = Date.parse(stored!.expiresAt) - Date.parse(stored!.createdAt);
    expect(Math.abs(lifetime - 3600_000)).toBeLessThan(5_000);

    const reset = await resetPassword(token, 'nueva-clave');
    expect(reset.status).toBe(200);
    expect((await currentSession(session(other.body.data).access_token)).status).toBe(401);
    expect((await currentSession(session(reset.body.data).access_token)).status).toBe(200);

    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'nueva-clave')).status).toBe(200);

    const reused = await resetPassword(token, 'otra-clave');
    expect(reused.status).toBe(410);
    expect(reused.body.error).toBe(M.resetLinkUsed);
  });

  it('refuses an expired link and a short password', async () => {
    const { email } = await registerAndVerify(t.app, t.db);
    await forgotPassword(email);
    const { token } = await latestMailToken(t.db, email);

    const short = await resetPassword(token, '123');
    expect(short.body.error).toBe(M.passwordShort);
    // The old minimum of 6 is no longer enough for a new password.
    expect((await resetPassword(token, 'Kq7-zx2')).body.error).toBe(M.passwordShort);

    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const expired = await resetPassword(token, 'nueva-clave');
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe(M.resetLinkExpired);
  });

  it('answers an unknown address like a known one, sending nothing', async () => {
    const email = uniqueEmail();
    const { status } = await forgotPassword(email);
    expect(status).toBe(200);
    expect(await listOutbox(t.db, email)).toEqual([]);
  });

  describe('up to the limit', () => {
    startInFreshRateWindows();

    it('limits e-mails per address with the spec text', async () => {
      const { email } = await registerAndVerify(t.app, t.db);
      const statuses: number[] = [];
      let last: { error?: string } | null = null;
      for (let i = 0; i < 4; i++) {
        const response = await forgotPassword(email);
        statuses.push(response.status);
        last = response.body;
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last?.error).toBe(M.tooManyEmails);
    });
  });

  it('validates the address', async () => {
    const { body } = await forgotPassword('ana');
    expect(body.error).toBe(M.emailInvalid);
  });
});

describe('magic links', () => {
  it('signs in through an e-mailed single-use link and marks the e-mail verified', async () => {
    const { user, email } = await createUserWithSession(t.db, { verified: false });
    const sent = await magicLink(email);
    expect(sent.status).toBe(200);
    const { token, link } = await latestMailToken(t.db, email);
    expect(link).toMatch(/\/auth\/magic-link#token=/);

    const verified = await read(as()['magic-link'].verify.$post({ json: { token } }));
    expect(verified.status).toBe(200);
    expect(session(verified.body.data).user).toMatchObject({ id: user.id, email_verified: true });

    const replay = await read(as()['magic-link'].verify.$post({ json: { token } }));
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe(M.magicLinkInvalid);
  });

  it('refuses an unknown address', async () => {
    const { status, body } = await magicLink(uniqueEmail());
    expect(status).toBe(404);
    expect(body.error).toBe(M.unknownEmail);
  });
});

describe('POST /api/auth/set-password', () => {
  it('lets a user flagged for setup choose a password, once', async () => {
    const { email, token } = await createUserWithSession(t.db, { needsPasswordSetup: true });
    const short = await setPassword('12', token);
    expect(short.body.error).toBe(M.passwordShort);
    expect((await setPassword('Kq7-zx2', token)).body.error).toBe(M.passwordShort);

    const done = await setPassword('mi-clave-nueva', token);
    expect(done.status).toBe(200);
    expect(done.body.data.user.needs_password_setup).toBe(false);
    expect((await login(email, 'mi-clave-nueva')).status).toBe(200);

    const again = await setPassword('otra-clave', token);
    expect(again.status).toBe(403);
  });

  it('requires a session', async () => {
    const { status, body } = await setPassword('clave-nueva');
    expect(status).toBe(401);
    expect(body.error).toBe(M.notAuthenticated);
  });
});

describe('cookie-authenticated writes', () => {
  it('are refused from another origin and accepted from our own', async () => {
    const { token } = await createUserWithSession(t.db, { needsPasswordSetup: true });
    const cookie = `session=${token}`;
    const foreign = await setPassword('clave-nueva', undefined, { cookie, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const own = await setPassword('clave-nueva', undefined, { cookie, origin: 'http://localhost' });
    expect(own.status).toBe(200);
  });
});

describe('the admin role middleware', () => {
  // A probe app of its own around the middleware, not the API: no typed client reaches it.
  const guarded = () => {
    const probe = new Hono<AppEnv>();
    probe.onError(handleError);
    probe.use(async (c, next) => {
      c.set('db', t.db);
      // Sessions are checked at the primary (worker/d1/request-db.ts); here there is one database.
      c.set('primaryDb', t.db);
      await next();
    });
    probe.use(sessionMiddleware);
    probe.get('/admin-only', requireAdmin, (c) => c.json({ success: true }));
    return probe;
  };

  it('answers 401 without a token, 403 to a user and lets admins in', async () => {
    expect((await guarded().request('/admin-only')).status).toBe(401);
    const user = await createUserWithSession(t.db);
    const denied = await guarded().request('/admin-only', { headers: bearer(user.token) });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ success: false, error: 'No tienes permisos para realizar esta acción', code: 'FORBIDDEN' });
    for (const role of ['admin', 'super_admin'] as const) {
      const admin = await createUserWithSession(t.db, { role });
      expect((await guarded().request('/admin-only', { headers: bearer(admin.token) })).status).toBe(200);
    }
  });
});

describe('GET /api/dev/outbox', () => {
  it('returns the messages sent to an address while the outbox transport is on', async () => {
    const email = uniqueEmail();
    await register(email);
    const { status, body } = await read(clientAs(t.app).dev.outbox.$get({ query: { to: email.toUpperCase() } }));
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.links[0]).toMatch(/verify-email#token=/);
  });

  it('does not exist when real e-mail is configured', async () => {
    const response = await clientAs(t.app, undefined, {}, { MAIL_TRANSPORT: 'resend', RESEND_API_KEY: 'k' }).dev.outbox.$get({
      query: { to: 'a@b.co' },
    });
    expect(response.status).toBe(404);
  });

  it('does not exist without the local switch, whatever the transport says', async () => {
    for (const env of [
      { LOCAL_DEV: 'false', MAIL_TRANSPORT: 'outbox' },
      { LOCAL_DEV: '', MAIL_TRANSPORT: 'outbox' },
    ]) {
      const response = await clientAs(t.app, undefined, {}, env).dev.outbox.$get({ query: { to: 'a@b.co' } });
      expect(response.status).toBe(404);
    }
  });
});

describe('POST /api/dev/rate-limits/reset', () => {
  it('forgets every counter locally, and does not exist without the local switch', async () => {
    await t.db.insert(rateLimits).values({ key: 'register:client:198.18.0.1', count: 10, windowStart: Date.now() });
    const production = clientAs(t.app, undefined, {}, { LOCAL_DEV: 'false', MAIL_TRANSPORT: 'outbox' });
    expect((await production.dev['rate-limits'].reset.$post()).status).toBe(404);
    expect(await t.db.select().from(rateLimits)).not.toEqual([]);
    expect((await clientAs(t.app).dev['rate-limits'].reset.$post()).status).toBe(200);
    expect(await t.db.select().from(rateLimits)).toEqual([]);
  });
});

describe('production e-mail (no local switch)', () => {
  const production = { LOCAL_DEV: 'false', MAIL_TRANSPORT: 'resend', RESEND_API_KEY: 're_test', APP_URL: 'https://recuerdoseternos.co' };

  async function withResend<T>(run: (sent: string[]) => Promise<T>): Promise<T> {
    const originalFetch = globalThis.fetch;
    const sent: string[] = [];
    globalThis.fetch = async (_url, init) => {
      sent.push(String(init?.body));
      return Response.json({ id: 'email-id' });
    };
    try {
      return await run(sent);
    } finally {
      globalThis.fetch = originalFetch;
    }
  }

  it('delivers the link to the person but keeps no usable copy of it in the database', async () => {
    const email = uniqueEmail();
    await withResend(async (sent) => {
      const response = await register(email, production);
      expect(response.status).toBe(201);
      expect(sent.join('')).toMatch(/https:\/\/recuerdoseternos\.co\/verify-email#token=\w+/);
    });
    const stored = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
    expect(stored).toHaveLength(1);
    const row = stored[0]!;
    expect(row.links).toEqual([]);
    expect(`${row.textBody}${row.htmlBody}`).not.toMatch(/token=/);
    expect(row.textBody).toContain('[enlace omitido]');
  });

  it('refuses to build a link from the request when APP_URL is missing, and says why in the log', async () => {
    const errors: string[] = [];
    const originalError = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      await withResend(async (sent) => {
        // Sent to another host than the test client's origin: the link must not be built from it.
        const response = await t.app.request(
          'https://attacker.example/api/auth/register',
          jsonPost({ name: 'Ana', email: uniqueEmail(), password: 'clave-segura', privacy_consent: true }),
          { ...production, APP_URL: '' },
        );
        expect(response.status).toBe(500);
        expect(sent).toEqual([]);
      });
    } finally {
      console.error = originalError;
    }
    expect(errors.join('\n')).toMatch(/APP_URL no está configurado/);
  });
});

describe('stored users', () => {
  it('never expose the password hash through the API', async () => {
    const { session: signedIn } = await registerAndVerify(t.app, t.db);
    const response = await currentSession(signedIn.access_token);
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt|password_hash|passwordHash/);
    const [row] = await t.db.select().from(users).where(eq(users.id, signedIn.user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe('e-mail to restricted or unreachable accounts', () => {
  it('refuses to e-mail a deactivated account, as the spec words it', async () => {
    const { email, user } = await createUserWithSession(t.db);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    for (const send of [forgotPassword, magicLink]) {
      const { status, body } = await send(email);
      expect(status).toBe(403);
      expect(body.error).toBe('Por seguridad, no se puede enviar el correo. Contacta al administrador.');
    }
    expect(await listOutbox(t.db, email)).toEqual([]);
  });

  it('undoes a sign-up whose verification e-mail cannot be queued', async () => {
    const email = uniqueEmail();
    const brokenQueue = { send: () => Promise.reject(new Error('cola caída')) };
    const originalError = console.error;
    console.error = () => {};
    try {
      const response = await read(register(email, { MAIL_QUEUE: brokenQueue }));
      expect(response.status).toBe(502);
      expect(response.body).toEqual({ success: false, error: 'Error al registrarse', code: 'UPSTREAM_FAILED' });
    } finally {
      console.error = originalError;
    }
    // Nothing half-written: the address is free for a retry.
    const retry = await register(email);
    expect(retry.status).toBe(201);
  });

  it('signs up at once while the provider is down: the e-mail waits in the queue (tests/api/mail-queue.test.ts)', async () => {
    const email = uniqueEmail();
    const brokenMail = { MAIL_TRANSPORT: 'resend', RESEND_API_KEY: 'k', APP_URL: 'https://recuerdoseternos.co' };
    const originalFetch = globalThis.fetch;
    const originalWarn = console.warn;
    globalThis.fetch = async () => new Response('caído', { status: 503 });
    console.warn = () => {};
    try {
      expect((await register(email, brokenMail)).status).toBe(201);
    } finally {
      globalThis.fetch = originalFetch;
      console.warn = originalWarn;
    }
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.error).toMatch(/503/);
  });
});

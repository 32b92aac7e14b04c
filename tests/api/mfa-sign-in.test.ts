import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mfaChallenges, sessions, users, userTotp } from '../../db/schema';
import { AUTH_MESSAGES } from '../../worker/schemas/auth';
import { MFA_MESSAGES as M } from '../../worker/schemas/mfa-texts';
import { parseBase32Secret, secretForPeople } from '../../worker/services/totp';
import { hashToken } from '../../worker/services/tokens';
import { createUserWithSession, latestMailToken } from '../helpers/auth';
import { insertMemorial } from '../helpers/memorials';
import { enrolThroughApi, totpNow, wrongCode } from '../helpers/mfa';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { useTestApp } from '../helpers/test-app';
import { clientAs, mfaStep, read, session } from '../helpers/test-client';

/**
 * Signing in to an account with a second factor: the password gives an `mfa_token` and no session, and only
 * `POST /api/auth/mfa` with a code (a TOTP or a recovery code) gives what a plain login gives. Codes are
 * rate-limited and never accepted twice; links and refreshes do not slip past the factor.
 */
const t = useTestApp();

const PASSWORD = 'clave-segura';

/** The typed clients as `token`'s user (a guest without one), with the request's bindings `env`. */
const as = (token?: string, env?: object) => clientAs(t.app, token, {}, env);
const login = (email: string) => read(as().auth.login.$post({ json: { email, password: PASSWORD } }));

async function mfaToken(email: string): Promise<string> {
  const { status, body } = await login(email);
  expect(status).toBe(200);
  return mfaStep(body.data).mfa_token;
}

const codeStep = (mfa_token: string, code: string) => read(as().mfa.index.$post({ json: { mfa_token, code } }));
const enrol = (token: string, env?: object) => read(as(token, env).mfa.enroll.$post({ json: { password: PASSWORD } }));
const confirmEnrolment = (token: string, code: string) => read(as(token).mfa.enroll.confirm.$post({ json: { code } }));
const adminDashboard = (token: string) => read(as(token).admin.dashboard.$get());
const currentSession = (token: string) => read(as(token).auth.session.$get());

/** An administrator with the factor on, and the recovery codes its enrolment gave (through the API). */
async function enrolledAdmin(role: 'admin' | 'super_admin' = 'admin') {
  const admin = await createUserWithSession(t.db, { role, secondFactor: false });
  return { ...admin, ...(await enrolThroughApi(t.app, admin.token)) };
}

describe('the password of an account with a second factor', () => {
  it('answers mfa_required with a short-lived token, and no session or cookie', async () => {
    const admin = await enrolledAdmin();
    const { status, body, headers } = await login(admin.email);
    expect(status).toBe(200);
    expect(body.data).toEqual({ mfa_required: true, mfa_token: expect.any(String), expires_in: 300 });
    expect(mfaStep(body.data).mfa_token.length).toBeGreaterThanOrEqual(26);
    expect(headers.getSetCookie()).toEqual([]);
    // Only its hash is stored.
    const [stored] = await t.db
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.tokenHash, hashToken(mfaStep(body.data).mfa_token)));
    expect(stored?.userId).toBe(admin.user.id);
  });

  it('with a TOTP gives exactly what a plain login gives, and that session opens the back-office', async () => {
    const admin = await enrolledAdmin();
    const plain = await createUserWithSession(t.db);
    const plainLogin = await login(plain.email);

    const signedIn = await codeStep(await mfaToken(admin.email), totpNow(admin.secret, 1));
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body.data).sort()).toEqual(Object.keys(plainLogin.body.data).sort());
    expect(session(signedIn.body.data).user.email).toBe(admin.email);
    expect(signedIn.headers.getSetCookie().join(';')).toContain('session=');
    const dashboard = await adminDashboard(session(signedIn.body.data).access_token);
    expect(dashboard.status).toBe(200);
  });

  it('refuses a wrong code without spending the token, and the token works once', async () => {
    const admin = await enrolledAdmin();
    const token = await mfaToken(admin.email);
    const wrong = await codeStep(token, wrongCode(admin.secret));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe(M.codeInvalid);
    expect(wrong.headers.getSetCookie()).toEqual([]);

    expect((await codeStep(token, totpNow(admin.secret, 1))).status).toBe(200);
    const again = await codeStep(token, admin.recoveryCodes[0]!);
    expect(again.status).toBe(401);
    expect(again.body.error).toBe(M.challengeExpired);
    expect(again.body.code).toBe('MFA_CHALLENGE_EXPIRED');
  });

  it('never accepts a code twice, even from two sign-ins at the same moment', async () => {
    const admin = await enrolledAdmin();
    // The enrolment spent its code.
    const reused = await codeStep(await mfaToken(admin.email), admin.enrolCode);
    expect(reused.status).toBe(401);
    expect(reused.body.error).toBe(M.codeReused);

    const code = totpNow(admin.secret, 1);
    const [first, second] = await Promise.all([codeStep(await mfaToken(admin.email), code), codeStep(await mfaToken(admin.email), code)]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    expect([first.body.error, second.body.error]).toContain(M.codeReused);
  });

  it('signs in with a recovery code once, typed in any case and without its dash', async () => {
    const admin = await enrolledAdmin();
    const recovery = admin.recoveryCodes[3]!;
    expect(recovery).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const signedIn = await codeStep(await mfaToken(admin.email), recovery.replace('-', '').toLowerCase());
    expect(signedIn.status).toBe(200);
    const status = await read(as(session(signedIn.body.data).access_token).mfa.index.$get());
    expect(status.body.data.recovery_codes_left).toBe(9);

    const spent = await codeStep(await mfaToken(admin.email), recovery);
    expect(spent.status).toBe(401);
    expect(spent.body.error).toBe(M.codeInvalid);
  });

  describe('up to the limits', () => {
    startInFreshRateWindows();

    it('wears a token out after 5 codes and the account after 10, with the spec text', async () => {
      const admin = await enrolledAdmin();
      const token = await mfaToken(admin.email);
      for (let attempt = 0; attempt < 5; attempt++) expect((await codeStep(token, 'AAAAA-AAAAA')).status).toBe(401);
      const worn = await codeStep(token, totpNow(admin.secret, 1));
      expect(worn.status).toBe(429);
      expect(worn.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);

      const other = await mfaToken(admin.email);
      for (let attempt = 0; attempt < 4; attempt++) expect((await codeStep(other, 'AAAAA-AAAAA')).status).toBe(401);
      expect((await codeStep(other, totpNow(admin.secret, 1))).status).toBe(429);
    });
  });

  it('refuses an expired token', async () => {
    const admin = await enrolledAdmin();
    const token = await mfaToken(admin.email);
    await t.db
      .update(mfaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(mfaChallenges.tokenHash, hashToken(token)));
    const late = await codeStep(token, totpNow(admin.secret, 1));
    expect(late.status).toBe(401);
    expect(late.body.error).toBe(M.challengeExpired);
    expect(late.body.code).toBe('MFA_CHALLENGE_EXPIRED');
  });

  it('asks for the code after a magic link and a password reset too', async () => {
    const admin = await enrolledAdmin();
    await read(as().auth['magic-link'].$post({ json: { email: admin.email } }));
    const magic = await read(as().auth['magic-link'].verify.$post({ json: { token: (await latestMailToken(t.db, admin.email)).token } }));
    expect(magic.status).toBe(200);
    expect(mfaStep(magic.body.data).mfa_required).toBe(true);
    expect(magic.headers.getSetCookie()).toEqual([]);

    await read(as().auth['forgot-password'].$post({ json: { email: admin.email } }));
    const reset = await read(
      as().auth['reset-password'].$post({
        json: { token: (await latestMailToken(t.db, admin.email)).token, password: 'otra-clave-larga' },
      }),
    );
    expect(reset.status).toBe(200);
    expect(mfaStep(reset.body.data).mfa_required).toBe(true);
    expect((await codeStep(mfaStep(reset.body.data).mfa_token, totpNow(admin.secret, 1))).status).toBe(200);
  });

  it('keeps the second factor given across a refresh', async () => {
    const admin = await enrolledAdmin();
    const signedIn = await codeStep(await mfaToken(admin.email), totpNow(admin.secret, 1));
    const refreshed = await read(as().auth.refresh.$post({ json: { refresh_token: session(signedIn.body.data).refresh_token } }));
    expect(refreshed.status).toBe(200);
    expect((await read(as(session(refreshed.body.data).access_token).admin.stats.$get())).status).toBe(200);
  });

  it('is refused to a deactivated account even with the right code', async () => {
    const admin = await enrolledAdmin();
    const token = await mfaToken(admin.email);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, admin.user.id));
    const refused = await codeStep(token, totpNow(admin.secret, 1));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(AUTH_MESSAGES.inactive);
  });
});

describe('the back-office gate', () => {
  it('tells an administrator without the factor to enrol, on every admin route and the live socket', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin', secondFactor: false });
    const gated = clientAs(t.app, admin.token, { upgrade: 'websocket' });
    const answers = {
      dashboard: await read(gated.admin.dashboard.$get()),
      users: await read(gated.adminUsers.index.$get({ query: {} })),
      orders: await read(gated.adminOrders.index.$get({ query: {} })),
      live: await read(gated.admin.live.$get()),
    };
    for (const [path, { status, body }] of Object.entries(answers)) {
      expect(status, path).toBe(403);
      expect(body.error, path).toBe(M.adminMustEnrol);
      expect(body.code, path).toBe('MFA_ENROL_REQUIRED');
    }
    // Its own account still answers, with its real role: the page shows it the way to the enrolment.
    const own = await currentSession(admin.token);
    expect(own.body.data.user.role).toBe('admin');
  });

  it('refuses a session of an enrolled administrator that did not give the code', async () => {
    const admin = await createUserWithSession(t.db, { role: 'super_admin', mfaVerified: false });
    const { status, body } = await adminDashboard(admin.token);
    expect(status).toBe(403);
    expect(body.error).toBe(M.adminMustVerify);
    expect(body.code).toBe('MFA_VERIFY_REQUIRED');
  });

  it("gives an administrator without the code no customer's memorial either", async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id);
    const unverified = await createUserWithSession(t.db, { role: 'admin', secondFactor: false });
    expect((await read(as(unverified.token).profiles[':id'].$get({ param: { id: memorial.id } }))).status).toBe(404);
    const verified = await createUserWithSession(t.db, { role: 'admin' });
    expect((await read(as(verified.token).profiles[':id'].$get({ param: { id: memorial.id } }))).status).toBe(200);
  });

  it("opens once the enrolment is confirmed in that same session, and ends the account's other sessions", async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin', secondFactor: false });
    const elsewhere = await login(admin.email);
    expect(elsewhere.status).toBe(200);

    const started = await enrol(admin.token);
    expect(started.status).toBe(200);
    expect(started.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.data.otpauth_url).toBe(
      `otpauth://totp/Recuerdos%20Eternos:${encodeURIComponent(admin.email)}?issuer=Recuerdos+Eternos&algorithm=SHA1&secret=${started.body.data.secret}&period=30&digits=6`,
    );
    expect(started.body.data.qr_svg).toMatch(/^<svg /);
    // At rest the secret is sealed (AES-GCM under TOTP_ENCRYPTION_KEY), never the text the person typed.
    const [row] = await t.db.select().from(userTotp).where(eq(userTotp.userId, admin.user.id));
    expect(row?.secret).toMatch(/^v1\./);
    expect(row?.secret).not.toContain(started.body.data.secret);
    const secret = parseBase32Secret(started.body.data.secret)!;
    expect(secretForPeople(secret)).toBe(started.body.data.secret);

    // Five digits: a code the route's type accepts as a string, refused by its validator.
    const wrong = await confirmEnrolment(admin.token, '12345');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(M.codeInvalid);
    expect((await adminDashboard(admin.token)).status).toBe(403);

    const confirmed = await confirmEnrolment(admin.token, totpNow(secret));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.data.recovery_codes).size).toBe(10);
    expect((await adminDashboard(admin.token)).status).toBe(200);
    expect((await currentSession(session(elsewhere.body.data).access_token)).status).toBe(401);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, admin.user.id), eq(auditLog.action, 'user.mfa_enable')));
    expect(audited).toHaveLength(1);

    const again = await enrol(admin.token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(M.alreadyEnabled);
  });

  it('answers 409 to a second confirmation of the same enrolment, which writes no second set of codes', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin', secondFactor: false });
    const started = await enrol(admin.token);
    const secret = parseBase32Secret(started.body.data.secret)!;
    const confirm = () => confirmEnrolment(admin.token, totpNow(secret));
    const [first, second] = await Promise.all([confirm(), confirm()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const signedIn = await codeStep(await mfaToken(admin.email), winner.body.data.recovery_codes[0]!);
    expect(signedIn.status).toBe(200);
    const [stored] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(session(signedIn.body.data).access_token)));
    expect(stored?.mfaVerified).toBe(true);
  });
});

describe('without TOTP_ENCRYPTION_KEY (a production misconfiguration)', () => {
  it('fails the enrolment and the code step clearly, and stores nothing in the clear', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin', secondFactor: false });
    for (const key of ['', 'no-es-base64', Buffer.alloc(16).toString('base64')]) {
      const started = await enrol(admin.token, { TOTP_ENCRYPTION_KEY: key });
      expect(started.status, key).toBe(500);
    }
    expect(await t.db.select().from(userTotp).where(eq(userTotp.userId, admin.user.id))).toEqual([]);

    const enrolled = await enrolledAdmin();
    const code = await read(
      as(undefined, { TOTP_ENCRYPTION_KEY: '' }).mfa.index.$post({
        json: { mfa_token: await mfaToken(enrolled.email), code: totpNow(enrolled.secret, 1) },
      }),
    );
    expect(code.status).toBe(500);
    expect(code.headers.getSetCookie()).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mfaRecoveryCodes, userTotp } from '../../db/schema';
import { MFA_MESSAGES as M } from '../../worker/schemas/mfa-texts';
import { hashToken } from '../../worker/services/tokens';
import { bearer, createUserWithSession, jsonPost, registerAndVerify, setUserFlags, uniqueClient } from '../helpers/auth';
import { enrolThroughApi, totpNow } from '../helpers/mfa';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { mfaStep, read, session, testClient, type Refusal } from '../helpers/test-client';
import { call } from '../helpers/test-db';
import { useTestApp } from '../helpers/test-app';

/**
 * The second factor from the account's side: customers turn it on and off from 'Tu cuenta', anyone renews
 * their recovery codes, administrators cannot turn theirs off, and a super administrator resets another's.
 */
const t = useTestApp();

/** The typed clients as `token`'s user (a guest without one), from an address of its own. */
const as = (token?: string) => testClient(t.app, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const status = async (token: string) => (await read(as(token).mfa.index.$get())).body.data;
const login = (email: string, password: string) => read(as().auth.login.$post({ json: { email, password } }));
/** The code step of a sign-in with the second factor. */
const codeStep = (mfa_token: string, code: string) => read(as().mfa.index.$post({ json: { mfa_token, code } }));
const disable = (json: { code?: string; password?: string }, token: string) => read(as(token).mfa.disable.$post({ json }));
const enrol = (password: string, token: string) => read(as(token).mfa.enroll.$post({ json: { password } }));
const resetMfa = (id: string, token: string) => read(as(token).adminUsers[':id'].mfa.$delete({ param: { id } }));

describe('a customer', () => {
  it('turns it on from the account, then signs in with the code, and turns it off with the password', async () => {
    const customer = await registerAndVerify(t.app, t.db);
    const token = customer.session.access_token;
    expect(await status(token)).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const { secret } = await enrolThroughApi(t.app, token);
    expect(await status(token)).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    const password = await login(customer.email, customer.password);
    const passwordStep = mfaStep(password.body.data);
    expect(passwordStep.mfa_required).toBe(true);
    expect(password.body.data).not.toHaveProperty('access_token');
    expect((await codeStep(passwordStep.mfa_token, totpNow(secret, 1))).status).toBe(200);

    const wrong = await disable({ password: 'no-es-la-clave' }, token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe(M.currentPasswordWrong);
    const nothing = await disable({}, token);
    expect(nothing.status).toBe(400);
    expect(nothing.body.error).toBe(M.disableNeedsProof);

    const off = await disable({ password: customer.password }, token);
    expect(off.status).toBe(200);
    expect(off.body.data.message).toBe(M.disabled);
    expect(await status(token)).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect(await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, customer.session.user.id))).toEqual([]);
    expect(session((await login(customer.email, customer.password)).body.data).access_token).toEqual(expect.any(String));
  });

  it('turns it off with a current code too', async () => {
    const customer = await registerAndVerify(t.app, t.db);
    const token = customer.session.access_token;
    const { secret, enrolCode } = await enrolThroughApi(t.app, token);
    const reused = await disable({ code: enrolCode }, token);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe(M.codeReused);
    expect((await disable({ code: totpNow(secret, 1) }, token)).status).toBe(200);
  });

  it('renews the recovery codes for a current code; the old ones stop working', async () => {
    const customer = await registerAndVerify(t.app, t.db);
    const token = customer.session.access_token;
    const { secret, recoveryCodes } = await enrolThroughApi(t.app, token);
    const renewed = await read(as(token).mfa['recovery-codes'].$post({ json: { code: totpNow(secret, 1) } }));
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recovery_codes).toHaveLength(10);
    expect(renewed.body.data.recovery_codes).not.toContain(recoveryCodes[0]);

    const oldCode = await codeStep(mfaStep((await login(customer.email, customer.password)).body.data).mfa_token, recoveryCodes[0] ?? '');
    expect(oldCode.status).toBe(401);
    const newCode = await codeStep(
      mfaStep((await login(customer.email, customer.password)).body.data).mfa_token,
      renewed.body.data.recovery_codes[0] ?? '',
    );
    expect(newCode.status).toBe(200);
  });
});

describe('turning it on', () => {
  it('asks for the current password: none or a wrong one changes nothing, and confirming without a started enrolment is refused', async () => {
    const customer = await registerAndVerify(t.app, t.db);
    const token = customer.session.access_token;
    const userId = customer.session.user.id;
    // No password at all: what the route's type forbids, sent untyped.
    const without = await call<Refusal>(t.app, '/api/auth/mfa/enroll', jsonPost({}, bearer(token)));
    expect(without.status).toBe(400);
    expect(without.body.error).toBe(M.currentPasswordRequired);
    const wrong = await enrol('no-es-la-clave', token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('La contraseña no es correcta');
    expect(await t.db.select().from(userTotp).where(eq(userTotp.userId, userId))).toEqual([]);
    const confirm = await read(as(token).mfa.enroll.confirm.$post({ json: { code: '123456' } }));
    expect(confirm.status).toBe(400);
    expect(confirm.body.error).toBe(M.enrolmentMissing);
    expect(await status(token)).toMatchObject({ enabled: false });
    // The owner's other sessions are untouched: nothing was confirmed.
    expect(session((await login(customer.email, customer.password)).body.data).access_token).toEqual(expect.any(String));
  });

  describe('up to the limit', () => {
    startInFreshRateWindows();

    it("counts wrong passwords against the account's sign-in attempts, so a stolen session cannot guess it", async () => {
      const customer = await registerAndVerify(t.app, t.db);
      const token = customer.session.access_token;
      for (let n = 0; n < 5; n++) {
        expect((await enrol(`intento-${n}`, token)).status).toBe(403);
      }
      const limited = await enrol(customer.password, token);
      expect(limited.status).toBe(429);
      expect((await login(customer.email, customer.password)).status).toBe(429);
    });
  });

  it('asks an account made with a link (no password of its own yet) to create one first', async () => {
    const invited = await createUserWithSession(t.db, { needsPasswordSetup: true });
    await setUserFlags(t.db, invited.user.id, { passwordHash: null });
    const refused = await enrol('cualquiera', invited.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(M.passwordSetupFirst);
    expect(await t.db.select().from(userTotp).where(eq(userTotp.userId, invited.user.id))).toEqual([]);
  });
});

describe('an administrator', () => {
  it('is told it is required, and cannot turn it off', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    expect(await status(admin.token)).toMatchObject({ enabled: true, required: true });
    const refused = await disable({ password: 'clave-segura' }, admin.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(M.adminCannotDisable);
    expect(await status(admin.token)).toMatchObject({ enabled: true });
  });
});

describe("a super administrator's reset", () => {
  it("removes another administrator's factor, ends their sessions, is audited, and the next sign-in asks to enrol", async () => {
    const superAdmin = await createUserWithSession(t.db, { role: 'super_admin' });
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const listed = await read(as(superAdmin.token).adminUsers.index.$get({ query: { search: admin.email } }));
    expect(listed.body.data[0]?.mfa_enabled).toBe(true);

    const reset = await resetMfa(admin.user.id, superAdmin.token);
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(M.reset);
    expect(await t.db.select().from(userTotp).where(eq(userTotp.userId, admin.user.id))).toEqual([]);
    expect((await as(admin.token).auth.session.$get()).status).toBe(401);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, admin.user.id), eq(auditLog.action, 'user.mfa_reset')));
    expect(audited).toMatchObject([{ actorId: superAdmin.user.id }]);

    const signedIn = await login(admin.email, 'clave-segura');
    expect(session(signedIn.body.data).access_token).toEqual(expect.any(String));
    const gate = await read(as(session(signedIn.body.data).access_token).admin.dashboard.$get());
    expect(gate.status).toBe(403);
    expect(gate.body.error).toBe(M.adminMustEnrol);

    const again = await resetMfa(admin.user.id, superAdmin.token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(M.resetNothing);
  });

  it("is refused to a plain administrator, and for one's own account", async () => {
    const superAdmin = await createUserWithSession(t.db, { role: 'super_admin' });
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const other = await createUserWithSession(t.db, { role: 'admin' });
    const byAdmin = await resetMfa(other.user.id, admin.token);
    expect(byAdmin.status).toBe(403);
    const own = await resetMfa(superAdmin.user.id, superAdmin.token);
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(M.resetOwn);
    const missing = await resetMfa(crypto.randomUUID(), superAdmin.token);
    expect(missing.status).toBe(404);
    expect(await status(other.token)).toMatchObject({ enabled: true });
  });
});

describe('recovery codes at rest', () => {
  it('are kept keyed (HMAC under a key derived from TOTP_ENCRYPTION_KEY), never as the plain SHA-256 of the code', async () => {
    const customer = await registerAndVerify(t.app, t.db);
    const userId = customer.session.user.id;
    const { recoveryCodes } = await enrolThroughApi(t.app, customer.session.access_token);
    const stored = (await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId))).map((row) => row.codeHash);
    expect(stored).toHaveLength(10);
    const plain = recoveryCodes.flatMap((code) => {
      const normalized = code.replace('-', '');
      return [hashToken(code), hashToken(normalized), hashToken(`recovery:${userId}:${normalized}`)];
    });
    for (const value of stored) {
      expect(value).toMatch(/^h1\$[0-9a-f]{64}$/);
      expect(plain).not.toContain(value);
      expect(plain).not.toContain(value.slice(3));
    }
  });

  it('still accepts a code stored in the earlier plain SHA-256 format, once', async () => {
    const customer = await registerAndVerify(t.app, t.db);
    const userId = customer.session.user.id;
    await enrolThroughApi(t.app, customer.session.access_token);
    await t.db.insert(mfaRecoveryCodes).values({ userId, codeHash: hashToken(`recovery:${userId}:K7QM2XW9TP`) });
    const step = async () => codeStep(mfaStep((await login(customer.email, customer.password)).body.data).mfa_token, 'k7qm2-xw9tp');
    expect((await step()).status).toBe(200);
    expect((await step()).status).toBe(401);
  });
});

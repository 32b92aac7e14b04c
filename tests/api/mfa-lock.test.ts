import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, rateLimits, userTotp } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { MFA_MESSAGES as M } from '../../worker/schemas/mfa-texts';
import { FACTOR_LOCK_AFTER } from '../../worker/services/mfa-factors';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { totpNow, wrongCode } from '../helpers/mfa';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { mfaStep, read, session, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

/**
 * The lifetime cap on guessing codes: a run of wrong codes (across sign-ins, sessions and the 15-minute windows)
 * locks the factor, which then refuses every code, even the right one, tells the owner by e-mail, and stays
 * locked until a super administrator resets it. A right code before the cap starts the run again.
 */
const t = useTestApp();

const PASSWORD = 'clave-segura';

/** The typed clients as `token`'s user (a guest without one), from an address of its own. */
const as = (token?: string) => testClient(t.app, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const login = (email: string) => read(as().auth.login.$post({ json: { email, password: PASSWORD } }));
const renewCodes = (code: string, token: string) => read(as(token).mfa['recovery-codes'].$post({ json: { code } }));
const resetMfa = (id: string, token: string) => read(as(token).adminUsers[':id'].mfa.$delete({ param: { id } }));

async function mfaToken(email: string): Promise<string> {
  const answer = await login(email);
  expect(answer.status).toBe(200);
  return mfaStep(answer.body.data).mfa_token;
}

const codeStep = (mfa_token: string, code: string) => read(as().mfa.index.$post({ json: { mfa_token, code } }));

/** The 15-minute counters forgotten, as when their window has passed: only the lifetime run is left. */
const windowPasses = () => t.db.delete(rateLimits);

/** `n` wrong codes at the sign-in, a fresh mfa_token every 4 (each wears out after 5). */
async function wrongCodes(email: string, secret: Uint8Array, n: number) {
  const statuses: number[] = [];
  let token = '';
  for (let i = 0; i < n; i++) {
    if (i % 4 === 0) token = await mfaToken(email);
    statuses.push((await codeStep(token, wrongCode(secret))).status);
  }
  return statuses;
}

const run = async (userId: string) => (await t.db.select().from(userTotp).where(eq(userTotp.userId, userId)))[0];

describe('a run of wrong codes', () => {
  // Each test counts wrong codes up to the 15-minute allowance (10 an account), so it starts in a fresh window.
  startInFreshRateWindows();

  it(`locks the factor at ${FACTOR_LOCK_AFTER}, across time windows; then even the right code is refused, and the owner is told`, async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const secret = admin.totpSecret!;
    expect(await wrongCodes(admin.email, secret, 6)).toEqual(Array(6).fill(401));
    await windowPasses();
    // From the account's own screen too: a wrong code to renew the recovery codes counts in the same run.
    const renew = await renewCodes(wrongCode(secret), admin.token);
    expect(renew.status).toBe(400);
    const statuses = await wrongCodes(admin.email, secret, FACTOR_LOCK_AFTER - 7);
    expect(statuses.slice(0, -1)).toEqual(Array(FACTOR_LOCK_AFTER - 8).fill(401));
    // The code that reaches the cap is told the factor is locked.
    expect(statuses.at(-1)).toBe(403);
    expect((await run(admin.user.id))?.lockedAt).toEqual(expect.any(String));

    await windowPasses();
    const right = await codeStep(await mfaToken(admin.email), totpNow(secret, 1));
    expect(right.status).toBe(403);
    expect(right.body.error).toBe(M.factorLocked);
    expect(right.headers.getSetCookie()).toEqual([]);
    const fromAccount = await renewCodes(totpNow(secret, 2), admin.token);
    expect(fromAccount.status).toBe(403);
    expect(fromAccount.body.error).toBe(M.factorLocked);

    const mails = await listOutbox(t.db, admin.email);
    const locked = mails.filter((mail) => mail.subject === 'Bloqueamos la verificación en dos pasos de tu cuenta de Recuerdos Eternos');
    expect(locked).toHaveLength(1);
    expect(locked[0]?.text).toContain('(hora de Colombia)');
    expect(locked[0]?.text).toContain('soporte@recuerdoseternos.co');
  });

  it('starts again after a right code', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const secret = admin.totpSecret!;
    await wrongCodes(admin.email, secret, FACTOR_LOCK_AFTER - 1);
    expect((await run(admin.user.id))?.failedCodes).toBe(FACTOR_LOCK_AFTER - 1);
    expect((await codeStep(await mfaToken(admin.email), totpNow(secret))).status).toBe(200);
    expect((await run(admin.user.id))?.failedCodes).toBe(0);
    await windowPasses();
    expect(await wrongCodes(admin.email, secret, FACTOR_LOCK_AFTER - 1)).toEqual(Array(FACTOR_LOCK_AFTER - 1).fill(401));
    expect((await run(admin.user.id))?.lockedAt).toBeNull();
  });

  it("is cleared by a super administrator's reset, audited as a locked factor; the account enrols again", async () => {
    const superAdmin = await createUserWithSession(t.db, { role: 'super_admin' });
    const customer = await createUserWithSession(t.db, { secondFactor: true });
    await wrongCodes(customer.email, customer.totpSecret!, FACTOR_LOCK_AFTER);
    expect((await run(customer.user.id))?.lockedAt).toEqual(expect.any(String));

    const plainAdmin = await createUserWithSession(t.db, { role: 'admin' });
    expect((await resetMfa(customer.user.id, plainAdmin.token)).status).toBe(403);
    expect((await resetMfa(customer.user.id, superAdmin.token)).status).toBe(200);
    expect(await run(customer.user.id)).toBeUndefined();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, customer.user.id), eq(auditLog.action, 'user.mfa_reset')));
    expect(audit).toMatchObject({ actorId: superAdmin.user.id, details: { was_locked: true } });
    // The password signs in again (no factor now).
    await windowPasses();
    const signedIn = await login(customer.email);
    expect(session(signedIn.body.data).access_token).toEqual(expect.any(String));
  });
});

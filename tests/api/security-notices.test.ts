import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../worker/mail/outbox';
import { bearer, createUserWithSession, latestMailToken, registerAndVerify, uniqueClient } from '../helpers/auth';
import { enrolThroughApi, totpNow } from '../helpers/mfa';
import { testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

/**
 * The owner hears by e-mail of every change to how the account is protected: what happened, when (Colombian
 * time) and what to do if it was not them. (Their own new password or e-mail: tests/api/admin-users.test.ts.)
 */
const t = useTestApp();

/** The typed clients as `token`'s user (a guest without one), from an address of its own. */
const as = (token?: string) => testClient(t.app, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const subjects = async (email: string) => (await listOutbox(t.db, email)).map((mail) => mail.subject);

async function latestNotice(email: string) {
  const [mail] = await listOutbox(t.db, email);
  expect(mail?.text).toMatch(/\d{4}.* \d{1,2}:\d{2} .*\(hora de Colombia\)/);
  expect(mail?.text).toMatch(/Si no (fuiste tú|lo pediste)/);
  return mail!;
}

describe('security notices', () => {
  it('on turning the factor on, renewing the recovery codes and turning it off', async () => {
    const customer = await registerAndVerify(t.app, t.db);
    const token = customer.session.access_token;
    const { secret } = await enrolThroughApi(t.app, token);
    expect((await latestNotice(customer.email)).subject).toBe('Activaste la verificación en dos pasos en Recuerdos Eternos');

    expect((await as(token).mfa['recovery-codes'].$post({ json: { code: totpNow(secret, 1) } })).status).toBe(200);
    const renewed = await latestNotice(customer.email);
    expect(renewed.subject).toBe('Nuevos códigos de recuperación en Recuerdos Eternos');
    expect(renewed.text).toContain('Los códigos que tenías antes ya no sirven');

    // A refused attempt tells nobody anything.
    const before = (await subjects(customer.email)).length;
    expect((await as(token).mfa.disable.$post({ json: { password: 'no-es-la-clave' } })).status).toBe(403);
    expect(await subjects(customer.email)).toHaveLength(before);
    expect((await as(token).mfa.disable.$post({ json: { password: customer.password } })).status).toBe(200);
    expect((await latestNotice(customer.email)).subject).toBe('Se desactivó la verificación en dos pasos en Recuerdos Eternos');
  });

  it('on a password reset through the e-mailed link', async () => {
    const customer = await registerAndVerify(t.app, t.db);
    expect((await as().auth['forgot-password'].$post({ json: { email: customer.email } })).status).toBe(200);
    const { token } = await latestMailToken(t.db, customer.email);
    expect((await as().auth['reset-password'].$post({ json: { token, password: 'una-clave-nueva' } })).status).toBe(200);
    const notice = await latestNotice(customer.email);
    expect(notice.subject).toBe('Restableciste tu contraseña de Recuerdos Eternos');
    expect(notice.text).toContain('con el enlace que enviamos a este correo');
  });

  it("on a super administrator's reset of the factor", async () => {
    const superAdmin = await createUserWithSession(t.db, { role: 'super_admin' });
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    expect((await as(superAdmin.token).adminUsers[':id'].mfa.$delete({ param: { id: admin.user.id } })).status).toBe(200);
    const notice = await latestNotice(admin.email);
    expect(notice.subject).toBe('Se restableció la verificación en dos pasos de tu cuenta de Recuerdos Eternos');
    expect(notice.text).toContain('Un super administrador');
  });
});

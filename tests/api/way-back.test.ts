import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { AUTH_MESSAGES as M } from '../../worker/schemas/auth';
import { returnPathFromFragment } from '../../worker/schemas/return-path';
import { createUserWithSession, latestMailToken, uniqueEmail } from '../helpers/auth';
import { totpNow } from '../helpers/mfa';
import { useTestApp } from '../helpers/test-app';
import { clientAs, mfaStep, read, session } from '../helpers/test-client';

/**
 * The way back (docs/features/the-way-back.md): a sign-up, a new verification link and a magic link asked for from a page carry that
 * page (`return_to`) in the e-mailed link's fragment, checked on the server (a 400 in Spanish for anything but a
 * path of this site, and nothing written or sent); the link still signs in, through the second factor too.
 */
const t = useTestApp();
const PASSWORD = 'clave-segura';
const INVITATION = '/invitacion?token=Zx81_invit-ACION';

const as = (headers: Record<string, string> = {}) => clientAs(t.app, undefined, headers).auth;
const register = (email: string, return_to?: string) =>
  read(
    as().register.$post({
      json: {
        first_name: 'Luz Dary',
        last_name: 'Pérez Gómez',
        email,
        password: PASSWORD,
        privacy_consent: true,
        ...(return_to ? { return_to } : {}),
      },
    }),
  );

/** The way back the newest e-mail to `email` carries, and its token. */
async function mailedWayBack(email: string) {
  const { link, token } = await latestMailToken(t.db, email);
  return { link, token, returnPath: returnPathFromFragment(new URL(link).hash) };
}

describe('a sign-up from a page (the invitation’s “Crear cuenta”)', () => {
  it('e-mails a verification link that leads back to the page, and the link verifies and signs in', async () => {
    const email = uniqueEmail('volver');
    const registered = await register(email, INVITATION);
    expect(registered.status).toBe(201);
    const { link, token, returnPath } = await mailedWayBack(email);
    expect(new URL(link).pathname).toBe('/verify-email');
    expect(returnPath).toBe(INVITATION);

    const cookie = registered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const verified = await read(as({ cookie })['verify-email'].$post({ json: { token } }));
    expect(verified.status).toBe(200);
    expect(session(verified.body.data).user.email).toBe(email);
  });

  it('without a page, the link is as before (no way back in it)', async () => {
    const email = uniqueEmail('sin-volver');
    expect((await register(email)).status).toBe(201);
    const { link } = await mailedWayBack(email);
    expect(new URL(link).hash).toMatch(/^#token=[^&]+$/);
  });

  it('refuses a page of another site (400, Spanish), with no account made and no e-mail', async () => {
    for (const [index, attempt] of [
      '//evil.example/invitacion',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ].entries()) {
      const email = uniqueEmail(`otro-sitio-${index}`);
      const refused = await register(email, attempt);
      expect(refused.status, attempt).toBe(400);
      expect(refused.body.error).toBe(M.returnPathInvalid);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await listOutbox(t.db, email)).toEqual([]);
    }
  });
});

describe('‘Reenviar el correo’ from a link that led back to a page', () => {
  it('sends a new link that leads back to the same page; a page of another site is refused', async () => {
    const email = uniqueEmail('reenvio');
    expect((await register(email, INVITATION)).status).toBe(201);
    const resent = await read(as()['verify-email'].resend.$post({ json: { email, return_to: INVITATION } }));
    expect(resent.status).toBe(200);
    const { returnPath } = await mailedWayBack(email);
    expect(returnPath).toBe(INVITATION);

    const refused = await read(as()['verify-email'].resend.$post({ json: { email, return_to: '//evil.example' } }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(M.returnPathInvalid);
  });
});

describe('a magic link asked for from a page', () => {
  it('leads back to the page, and signs in through the second factor when the account has one', async () => {
    const account = await createUserWithSession(t.db, { password: PASSWORD, secondFactor: true });
    const secret = account.totpSecret!;
    const asked = await read(as()['magic-link'].$post({ json: { email: account.email, return_to: '/dashboard?recuerdos=memorial:m-1' } }));
    expect(asked.status).toBe(200);
    const { link, token, returnPath } = await mailedWayBack(account.email);
    expect(new URL(link).pathname).toBe('/auth/magic-link');
    expect(returnPath).toBe('/dashboard?recuerdos=memorial:m-1');

    const step = await read(as()['magic-link'].verify.$post({ json: { token } }));
    expect(step.status).toBe(200);
    const code = await read(
      clientAs(t.app).mfa.index.$post({ json: { mfa_token: mfaStep(step.body.data).mfa_token, code: totpNow(secret) } }),
    );
    expect(code.status).toBe(200);
    expect(session(code.body.data).user.email).toBe(account.email);
  });

  it('refuses a page of another site (400, Spanish) and sends nothing', async () => {
    const account = await createUserWithSession(t.db, { password: PASSWORD });
    const before = (await listOutbox(t.db, account.email)).length;
    const refused = await read(as()['magic-link'].$post({ json: { email: account.email, return_to: '//evil.example/dashboard' } }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(M.returnPathInvalid);
    expect((await listOutbox(t.db, account.email)).length).toBe(before);
  });
});

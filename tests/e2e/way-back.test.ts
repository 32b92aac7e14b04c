import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseBase32Secret, totpCodeAt, totpStep } from '../../worker/services/totp';
import { returnPathFromFragment, signInAddress } from '../../worker/schemas/return-path';
import { axeViolations } from '../helpers/axe';
import { PHONE, waitForIslands } from '../helpers/browser';
import { apiCall, emailedLink, uniqueEmail } from '../helpers/e2e-accounts';
import { createMemorialWithPortrait, originHeaders } from '../helpers/e2e-customers';
import { executeLocalSql } from '../helpers/local-worker';
import { BUILT_LINKS } from '../helpers/mailed-links';
import { useBrowser } from '../helpers/e2e-suite';
import { fillSignUp, giveConsent } from '../helpers/e2e-sign-up';

/**
 * The way back (docs/features/the-way-back.md) on a phone (390×844): every mailed link whose page needs a session sends a signed-out
 * visitor to /iniciar-sesion with the address, and signing in lands back there: the new-memory e-mail's
 * /dashboard?recuerdos=… opens that wall's memories, /edit/{id} the editor after the second factor's code. An
 * invitation opened with no account: 'Crear cuenta' with the invited address filled in, the verification link from
 * the outbox, back on the invitation signed in, and accepted. A magic link asked for from a page goes back to it.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');
const NAME = 'Marco Tulio Restrepo';
const PASSWORD = 'clave-segura';

/** Nothing on the page is wider than the phone. */
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The sign-in page's own form (the header has an 'Iniciar sesión' button too). */
async function signInOnThePage(page: Page, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Iniciar sesión', level: 1 }).waitFor();
  await waitForIslands(page);
  const main = page.locator('main');
  await main.getByLabel('Correo electrónico').fill(email);
  await main.getByLabel('Contraseña').fill(PASSWORD);
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
}

describe('the way back, on a phone', () => {
  const suite = useBrowser();
  const owner = suite.customer('volver-dueno', { buys: ['individual'] });
  let memorialId: string;
  /** The relative who created her account from the invitation (and now edits the memorial). */
  let invitee: string;
  const memoryId = randomUUID();

  beforeAll(async () => {
    const {
      memorial: { id },
      portrait,
    } = await createMemorialWithPortrait(owner.context, baseURL, {
      name: NAME,
      birthDate: '1941-02-03',
      deathDate: '2025-03-09',
      template_id: 'template-4',
    });
    memorialId = id;
    await executeLocalSql(
      stateDir,
      'INSERT INTO memories (id, memorial_profile_id, photo_url, author_name, message, things_list, visitor_consent, is_authorized) ' +
        `VALUES ('${memoryId}', '${memorialId}', '${portrait}', 'Sobrina Yolanda', 'Tío, gracias por enseñarme a montar en bicicleta.', '[]', 1, 0)`,
    );
  });

  it('sends a signed-out visitor of every mailed link that needs a session to sign in, with the address to come back to', async () => {
    const sessionLinks = BUILT_LINKS.filter((link) => link.access === 'session');
    expect(sessionLinks.map((link) => link.shape)).toEqual(
      expect.arrayContaining(['/dashboard', '/dashboard?recuerdos={}:{}', '/edit/{}']),
    );
    for (const link of sessionLinks) {
      const response = await fetch(`${baseURL}${link.sample}`, { redirect: 'manual' });
      expect(response.status, link.sample).toBe(302);
      const location = new URL(response.headers.get('location') ?? '', baseURL);
      expect(`${location.pathname}${location.search}`, link.sample).toBe(signInAddress(link.sample));
    }
    // Signed in, the sign-in page goes on at once, and never to another site.
    const onward = async (volver: string) => {
      const response = await owner.context.request.get(`/iniciar-sesion?volver=${encodeURIComponent(volver)}`, { maxRedirects: 0 });
      expect(response.status(), volver).toBe(302);
      return response.headers().location;
    };
    expect(await onward(`/edit/${memorialId}`)).toBe(`/edit/${memorialId}`);
    for (const elsewhere of ['//evil.example/dashboard', 'https://evil.example', '/\\evil.example'])
      expect(await onward(elsewhere)).toBe('/dashboard');
  });

  it('a signed-out deep link into the panel: signs in and opens that wall’s memories', async () => {
    const phone = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await phone.newPage();
    await page.goto(`/dashboard?recuerdos=memorial:${memorialId}`);
    await page.waitForURL((url) => url.pathname === '/iniciar-sesion');
    await page.getByRole('heading', { name: 'Iniciar sesión', level: 1 }).waitFor();
    await waitForIslands(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsThePhone(page)).toBe(true);
    await signInOnThePage(page, owner.email);

    const manager = page.getByRole('dialog', { name: `Recuerdos de ${NAME}` });
    await manager.waitFor();
    const memory = manager.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Sobrina Yolanda', exact: true }) });
    await memory.getByText('Esperando tu aprobación').waitFor();
    // The one-shot flag did its work and left the address.
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    expect(await fitsThePhone(page)).toBe(true);
    await phone.close();
  });

  it('an invitation opened with no account: creates it with the invited address, verifies, comes back and accepts', async () => {
    invitee = uniqueEmail('volver-invitada');
    const invited = await owner.context.request.post(`/api/profiles/${memorialId}/managers`, {
      data: { email: invitee, role: 'editor' },
      headers: originHeaders(baseURL),
    });
    expect(invited.status()).toBe(201);
    const link = await emailedLink(baseURL, invitee, '/invitacion');

    const phone = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await phone.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: `Lucía Fernanda Ortiz te invita a ayudar con el memorial de ${NAME}` }).waitFor();
    await waitForIslands(page);
    await page.locator('main').getByRole('button', { name: 'Crear cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    const address = dialog.getByLabel('Correo electrónico');
    await address.waitFor();
    expect(await address.inputValue()).toBe(invitee);
    await fillSignUp(dialog, { names: 'Claudia Patricia', surnames: 'Restrepo Mejía', password: PASSWORD });
    await giveConsent(dialog);
    expect(await fitsThePhone(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('heading', { name: '¡Cuenta creada exitosamente!' }).waitFor();
    await page.getByText('Ábrelo para activar tu cuenta: te traerá de vuelta a esta página.').waitFor();
    await page.getByRole('button', { name: 'Entendido' }).click();

    // The verification e-mail leads back to this invitation.
    const verification = await emailedLink(baseURL, invitee, '/verify-email');
    expect(returnPathFromFragment(new URL(verification).hash)).toBe(`${new URL(link).pathname}${new URL(link).search}`);
    await page.goto(verification);
    await page.getByRole('heading', { name: 'Cuenta verificada' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/invitacion' && url.search === new URL(link).search);

    const accept = page.getByRole('button', { name: 'Aceptar invitación' });
    await accept.waitFor();
    await waitForIslands(page);
    expect(await fitsThePhone(page)).toBe(true);
    await accept.click();
    await page.getByRole('heading', { name: `Ya ayudas con el memorial de ${NAME}` }).waitFor();
    await phone.close();
  });

  it('a magic link asked for from a page signs in and goes back to it', async () => {
    const asked = await apiCall(baseURL, 'POST', '/api/auth/magic-link', { email: invitee, return_to: `/edit/${memorialId}` });
    expect(asked.status).toBe(200);
    const link = await emailedLink(baseURL, invitee, '/auth/magic-link');
    const phone = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await phone.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: '¡Sesión iniciada!' }).waitFor();
    await page.waitForURL((url) => url.pathname === `/edit/${memorialId}`);
    await page.getByRole('heading', { name: 'Editar memorial' }).waitFor();
    await phone.close();
  });

  it('an account with a second factor: the code after the password, then back to the page asked for', async () => {
    const headers = originHeaders(baseURL);
    const started = await owner.context.request.post('/api/auth/mfa/enroll', { data: { password: PASSWORD }, headers });
    expect(started.status()).toBe(200);
    const secret = parseBase32Secret(((await started.json()) as { data: { secret: string } }).data.secret);
    if (!secret) throw new Error('no secret in the enrolment');
    const enrolStep = totpStep();
    expect(
      (
        await owner.context.request.post('/api/auth/mfa/enroll/confirm', { data: { code: totpCodeAt(secret, enrolStep) }, headers })
      ).status(),
    ).toBe(200);

    const phone = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await phone.newPage();
    await page.goto(`/edit/${memorialId}`);
    await page.waitForURL((url) => url.pathname === '/iniciar-sesion');
    await signInOnThePage(page, owner.email);
    const code = page.locator('main').getByLabel('Código de verificación');
    await code.waitFor();
    // A code works once: the enrolment spent its step's, and the server takes the next step's too.
    await code.fill(totpCodeAt(secret, Math.max(totpStep(), enrolStep + 1)));
    await page.locator('main').getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL((url) => url.pathname === `/edit/${memorialId}`);
    await page.getByRole('heading', { name: 'Editar memorial' }).waitFor();
    expect(await fitsThePhone(page)).toBe(true);
    await phone.close();
  });
});

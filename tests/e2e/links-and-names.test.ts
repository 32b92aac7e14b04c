import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../worker/schemas/auth-texts';
import { PHONE, waitForIslands } from '../helpers/browser';
import { apiCall, deliveredMail, emailedLink, signupCookie, uniqueEmail, verifiedAccount } from '../helpers/e2e-accounts';
import { useBrowser } from '../helpers/e2e-suite';
import { fillSignUp, giveConsent, openSignUpFromLanding } from '../helpers/e2e-sign-up';

/**
 * On a phone (390×844; docs/features/accounts-and-security.md): e-mailed links that were used say so at once and stay on screen, with a way
 * on ('Solicitar un nuevo enlace', 'Reenviar el correo'); and a person who signs up as 'Luz Dary' / 'Pérez
 * Gómez' is greeted 'Hola, Luz Dary' in the e-mail and on the dashboard. With E2E_SCREENSHOTS=<folder> the
 * register form and the used verification link are saved there.
 */
const baseURL = inject('baseURL');
const shots = process.env.E2E_SCREENSHOTS;

async function screenshot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

type OutboxMessage = { subject: string; text: string; links: string[] };

/** What reached `email`'s inbox, once nothing for it is still in the mail queue. */
const outbox = (email: string): Promise<OutboxMessage[]> => deliveredMail(baseURL, email);

const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '') || (new URL(link).searchParams.get('token') ?? '');

describe('links that tell the truth, names as Colombians have them (phone)', () => {
  const suite = useBrowser();

  it('a used reset link says so before any typing and offers a new one', async () => {
    const { email } = await verifiedAccount(baseURL, 'reset31');
    expect((await apiCall(baseURL, 'POST', '/api/auth/forgot-password', { email })).status).toBe(200);
    const link = await emailedLink(baseURL, email, '/reset-password');
    expect((await apiCall(baseURL, 'POST', '/api/auth/reset-password', { token: tokenOf(link), password: 'nueva-clave-31' })).status).toBe(
      200,
    );

    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    const response = await page.goto(link);
    expect(response?.status()).toBe(410);
    await page.getByRole('heading', { name: 'Este enlace ya se usó' }).waitFor();
    await page.getByText(M.resetLinkUsed).waitFor();
    expect(await page.getByLabel('Nueva contraseña').count()).toBe(0);

    await waitForIslands(page);
    await page.getByRole('button', { name: 'Solicitar un nuevo enlace' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Recuperar Contraseña' }).waitFor();
    await context.close();
  });

  it('registers as Luz Dary / Pérez Gómez: greeted by both given names in the e-mail and on the dashboard; the link again goes on', async () => {
    const email = uniqueEmail('luzdary');
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    const dialog = await openSignUpFromLanding(page);
    await fillSignUp(dialog, { names: 'Luz Dary', surnames: 'Pérez Gómez', email, password: 'girasoles-31' });
    await giveConsent(dialog);
    await screenshot(page, 'register-form');
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await dialog.getByText('¡Cuenta creada exitosamente!').waitFor();

    const [welcome] = await outbox(email);
    expect(welcome!.text).toContain('Hola, Luz Dary:');
    const link = welcome!.links.find((candidate) => new URL(candidate).pathname === '/verify-email')!;

    await page.goto(link);
    await page.getByText('¡Correo verificado exitosamente! Ya puedes usar tu cuenta.').waitFor();
    await page.goto('/dashboard');
    expect(await page.locator('h1').innerText()).toBe('Hola, Luz Dary');

    // Signed in and verified, the same link again simply goes on to the dashboard, with a short message.
    await page.goto(link);
    await page.getByRole('heading', { name: M.alreadyVerified }).waitFor();
    await page.waitForURL(`${baseURL}/dashboard`);
    expect(await page.locator('h1').innerText()).toBe('Hola, Luz Dary');
    await context.close();
  });

  it('a used verification link says so in plain words and stays on screen', async () => {
    const email = uniqueEmail('usado');
    const registered = await apiCall(baseURL, 'POST', '/api/auth/register', {
      first_name: 'Ana',
      last_name: 'Ríos Mejía',
      email,
      password: 'clave-segura',
      privacy_consent: true,
    });
    expect(registered.status).toBe(201);
    const link = await emailedLink(baseURL, email, '/verify-email');
    expect(
      (await apiCall(baseURL, 'POST', '/api/auth/verify-email', { token: tokenOf(link) }, undefined, signupCookie(registered))).status,
    ).toBe(200);

    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    // The page's timers run on a clock the test moves: well past the former 3-second redirect, without waiting.
    await page.clock.install();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Este enlace ya se usó' }).waitFor();
    await page.getByText(M.verifyLinkUsedVerified).waitFor();
    await screenshot(page, 'verify-used-link');
    await page.clock.runFor(10_000);
    // A later condition: the sign-in dialog opens from this page, so no redirect took it away.
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/verify-email');
    expect(await page.getByText(M.verifyLinkUsedVerified).count()).toBe(1);
    await context.close();
  });

  it("a link that cannot verify an unverified account offers 'Reenviar el correo', whose new link verifies", async () => {
    const email = uniqueEmail('reenvio');
    expect(
      (
        await apiCall(baseURL, 'POST', '/api/auth/register', {
          name: 'Luz Dary Pérez Gómez',
          email,
          password: 'clave-segura',
          privacy_consent: true,
        })
      ).status,
    ).toBe(201);
    const link = await emailedLink(baseURL, email, '/verify-email');
    // Cut short, as a mail client that wraps a long link leaves it.
    const cut = link.slice(0, -6);

    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(cut);
    await page.getByRole('heading', { name: 'Este enlace no es válido' }).waitFor();
    await page.getByText(M.verifyLinkInvalid).waitFor();
    await screenshot(page, 'verify-invalid-link-resend');
    await page.clock.runFor(10_000);

    await waitForIslands(page);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Reenviar el correo' }).click();
    await page.getByText(M.verifyResent).waitFor();
    expect(new URL(page.url()).pathname).toBe('/verify-email');
    expect(await page.getByText(M.verifyLinkInvalid).count()).toBe(1);

    // The new e-mail greets by the given names the single name was split into, and its link verifies.
    const [resent] = await outbox(email);
    expect(resent!.text).toContain('Hola, Luz Dary:');
    const fresh = resent!.links.find((candidate) => new URL(candidate).pathname === '/verify-email')!;
    expect(fresh).not.toBe(link);
    // A new tab, as from the e-mail: on this one only the address's hash would change, and the page would not load anew.
    const opened = await context.newPage();
    await opened.goto(fresh);
    await opened.getByText('¡Correo verificado exitosamente! Ya puedes usar tu cuenta.').waitFor();
    await context.close();
  });
});

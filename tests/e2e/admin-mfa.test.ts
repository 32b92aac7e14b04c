import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { parseBase32Secret } from '../../worker/services/totp';
import { DESKTOP, PHONE, waitForIslands } from '../helpers/browser';
import { enrolledAdmin, newAdmin, signInAsAdmin, totpFor, wrongTotp } from '../helpers/e2e-admin';
import { signUpIn } from '../helpers/e2e-customers';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The second factor in a real browser against the built Worker: an administrator enrols at the first visit
 * to /admin, then signs in with password and code (and is refused without the code), or with a recovery
 * code; a super administrator resets another's from 'Usuarios'; a customer turns it on from 'Tu cuenta'.
 * Every account here is the test's own: the seeded administrator's session is shared by the whole run.
 */
const baseURL = inject('baseURL');

const suite = useBrowser();

const dialog = (page: Page) => page.getByRole('dialog');

async function openLogin(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await dialog(page).getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
  return page;
}

async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await dialog(page).getByLabel('Correo electrónico').fill(email);
  await dialog(page).getByLabel('Contraseña').fill(password);
  await dialog(page).getByRole('button', { name: 'Iniciar sesión' }).click();
}

const status = async (context: BrowserContext, path: string) => (await context.request.get(path)).status();

/** The enrolment screen's secret, as a person would copy it into an app that cannot scan. */
async function shownSecret(page: Page): Promise<Uint8Array> {
  const text = await page.getByLabel('Clave para tu aplicación de autenticación').innerText();
  const secret = parseBase32Secret(text);
  if (!secret) throw new Error(`no secret on the page: ${text}`);
  return secret;
}

async function keepRecoveryCodes(page: Page): Promise<string[]> {
  await page.getByRole('heading', { name: 'Guarda tus códigos de recuperación' }).waitFor();
  const codes = await page.getByRole('list', { name: 'Códigos de recuperación' }).locator('code').allInnerTexts();
  await page.getByLabel('Guardé mis códigos en un lugar seguro').check();
  return codes;
}

describe('an administrator', () => {
  it('enrols at the first visit to /admin, then signs in with password and code, and is refused without the code', async () => {
    const admin = await newAdmin(baseURL, 'admin-2fa');

    // First sign-in: the password is all this account has, and /admin offers only the enrolment.
    const first = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const landing = await openLogin(first);
    await submitPassword(landing, admin.email, admin.password);
    await dialog(landing).waitFor({ state: 'detached' });
    expect(await status(first, '/api/admin/dashboard')).toBe(403);
    const panel = await first.newPage();
    await panel.goto('/admin');
    await panel.getByRole('heading', { name: 'Activa la verificación en dos pasos' }).waitFor();
    // The current password first: the server asks it again before drawing the secret.
    await panel.getByLabel('Tu contraseña actual').fill('no-es-la-clave');
    await panel.getByRole('button', { name: 'Continuar' }).click();
    await panel.getByRole('alert').filter({ hasText: 'La contraseña no es correcta' }).waitFor();
    await panel.getByLabel('Tu contraseña actual').fill(admin.password);
    await panel.getByRole('button', { name: 'Continuar' }).click();
    await panel.getByRole('img', { name: /Código QR/ }).waitFor();
    const secret = await shownSecret(panel);
    await panel.getByLabel('Código de 6 dígitos').fill(wrongTotp(secret));
    await panel.getByRole('button', { name: 'Activar verificación' }).click();
    await panel.getByRole('alert').filter({ hasText: 'Código incorrecto' }).waitFor();
    await panel.getByLabel('Código de 6 dígitos').fill(totpFor(secret));
    await panel.getByRole('button', { name: 'Activar verificación' }).click();
    const recoveryCodes = await keepRecoveryCodes(panel);
    expect(recoveryCodes).toHaveLength(10);
    await panel.getByRole('button', { name: 'Entrar al panel' }).click();
    await panel.getByRole('heading', { name: 'Resumen' }).waitFor();
    await first.close();

    // Next sign-in, in another browser: the password alone opens nothing.
    const second = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await openLogin(second);
    await submitPassword(page, admin.email, admin.password);
    await dialog(page).getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
    expect(await status(second, '/api/auth/session')).toBe(401);
    expect(await status(second, '/api/admin/dashboard')).toBe(401);
    await dialog(page).getByRole('button', { name: 'Verificar' }).click();
    await dialog(page).getByText('Ingresa el código de verificación').waitFor();
    await dialog(page).getByLabel('Código de verificación').fill(wrongTotp(secret));
    await dialog(page).getByRole('button', { name: 'Verificar' }).click();
    await dialog(page).getByRole('alert').filter({ hasText: 'Código incorrecto' }).waitFor();
    expect(await status(second, '/api/admin/dashboard')).toBe(401);

    // The enrolment spent this step's code; the app's next one (accepted a step early) signs in.
    await dialog(page).getByLabel('Código de verificación').fill(totpFor(secret, 1));
    await dialog(page).getByRole('button', { name: 'Verificar' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await status(second, '/api/admin/dashboard')).toBe(200);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Resumen' }).waitFor();
    await second.close();

    // Without the phone: a recovery code, once; the person hears how many are left.
    const third = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const recovery = await openLogin(third);
    await submitPassword(recovery, admin.email, admin.password);
    await dialog(recovery)
      .getByRole('button', { name: /Usa un código de recuperación/ })
      .click();
    await dialog(recovery).getByLabel('Código de recuperación').fill(recoveryCodes[0]!.toLowerCase());
    await dialog(recovery).getByRole('button', { name: 'Verificar' }).click();
    await dialog(recovery).waitFor({ state: 'detached' });
    await recovery.getByText('Usaste un código de recuperación. Te quedan 9 códigos de recuperación.').waitFor();
    expect(await status(third, '/api/admin/dashboard')).toBe(200);
    await third.close();
  });

  it("has its second factor reset by a super admin from 'Usuarios': signed out, it enrols again", async () => {
    const admin = await enrolledAdmin(baseURL, 'admin-reset');
    const adminBrowser = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await adminBrowser.addCookies([{ name: 'session', value: admin.token, url: baseURL }]);
    expect(await status(adminBrowser, '/api/admin/dashboard')).toBe(200);

    const superAdmin = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await signInAsAdmin(superAdmin, baseURL);
    const page = await superAdmin.newPage();
    await page.goto('/admin?vista=usuarios');
    await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(admin.email);
    const row = page.locator('.admin-table tbody tr', { hasText: admin.email });
    await row.getByRole('button', { name: /^Editar/ }).click();
    const form = page.getByRole('dialog', { name: 'Editar usuario' });
    await form.getByText('Verificación en dos pasos: activada.').waitFor();
    await form.getByRole('button', { name: 'Restablecer verificación en dos pasos' }).click();
    await form.getByRole('button', { name: 'Restablecer', exact: true }).click();
    await page.getByText('Verificación en dos pasos restablecida').waitFor();
    await superAdmin.close();

    expect(await status(adminBrowser, '/api/auth/session')).toBe(401);
    const again = await openLogin(adminBrowser);
    await submitPassword(again, admin.email, admin.password);
    await dialog(again).waitFor({ state: 'detached' });
    await again.goto('/admin');
    await again.getByRole('heading', { name: 'Activa la verificación en dos pasos' }).waitFor();
    await adminBrowser.close();
  });
});

describe('a customer', () => {
  it("turns it on from 'Tu cuenta', and the next sign-in asks for the code", async () => {
    const customer = await suite.browser.newContext({ ...PHONE, baseURL });
    const email = await signUpIn(customer, baseURL, 'cliente-2fa');
    const page = await customer.newPage();
    await page.goto('/dashboard');
    await waitForIslands(page);
    const account = page.getByRole('region', { name: 'Tu cuenta' });
    await account.getByText('Desactivada').waitFor();
    await account.getByRole('button', { name: 'Activar' }).click();
    const modal = page.getByRole('dialog', { name: 'Activar la verificación en dos pasos' });
    await modal.getByLabel('Tu contraseña actual').fill('clave-segura');
    await modal.getByRole('button', { name: 'Continuar' }).click();
    const secret = await shownSecret(page);
    await modal.getByLabel('Código de 6 dígitos').fill(totpFor(secret));
    await modal.getByRole('button', { name: 'Activar verificación' }).click();
    await keepRecoveryCodes(page);
    await modal.getByRole('button', { name: 'Listo' }).click();
    await account.getByText('Te quedan 10 códigos de recuperación.').waitFor();
    expect(await account.getByRole('button', { name: 'Desactivar' }).count()).toBe(1);
    await customer.close();

    const elsewhere = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const login = await openLogin(elsewhere);
    await submitPassword(login, email, 'clave-segura');
    await dialog(login).getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
    await dialog(login).getByLabel('Código de verificación').fill(totpFor(secret, 1));
    await dialog(login).getByRole('button', { name: 'Verificar' }).click();
    await dialog(login).waitFor({ state: 'detached' });
    expect(await status(elsewhere, '/api/auth/session')).toBe(200);
    await elsewhere.close();
  });
});

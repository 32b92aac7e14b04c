import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, testClientAddress } from '../helpers/browser';
import { emailedLink as emailedLinkFor, signupCookie } from '../helpers/e2e-accounts';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * Accounts and sessions in a real browser against the built Worker: the auth dialog, the e-mailed links
 * (read from the local outbox) and the pages they open. Every test uses its own e-mail address.
 */
const baseURL = inject('baseURL');

let counter = 0;
const uniqueEmail = (label: string) => `${label}+${Date.now()}.${++counter}@example.com`;

/** The newest delivered link to `path` for `email` (tests/helpers/e2e-accounts.ts waits for the mail queue). */
const emailedLink = (email: string, path: string) => emailedLinkFor(baseURL, email, path);

const postJson = (path: string, body: unknown, cookie?: string) =>
  fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': testClientAddress(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** A verified account made through the API, for the flows that start from an existing account. */
async function verifiedAccount(label: string, password = 'clave-segura') {
  const email = uniqueEmail(label);
  const registered = await postJson('/api/auth/register', { name: 'Ana Prueba', email, password, privacy_consent: true });
  expect(registered.status).toBe(201);
  const token = new URL(await emailedLink(email, '/verify-email')).hash.replace('#token=', '');
  expect((await postJson('/api/auth/verify-email', { token }, signupCookie(registered))).status).toBe(200);
  return { email, password };
}

/** Who the page's cookie belongs to, asked from inside the page (same-origin fetch with the cookie). */
function sessionEmail(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/session');
    if (!response.ok) return null;
    const body = (await response.json()) as { data: { user: { email: string } } };
    return body.data.user.email;
  });
}

const dialog = (page: Page) => page.getByRole('dialog');

async function openLogin(page: Page) {
  await page.goto(`${baseURL}/`);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await dialog(page).getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
}

async function submitLogin(page: Page, email: string, password: string) {
  await dialog(page).getByLabel('Correo electrónico').fill(email);
  await dialog(page).getByLabel('Contraseña').fill(password);
  await dialog(page).getByRole('button', { name: 'Iniciar sesión' }).click();
}

describe('accounts and sessions in a real browser', () => {
  const suite = useBrowser();

  it('registers through the dialog, verifies by e-mail, then logs in and out from the header', async () => {
    const email = uniqueEmail('ana');
    const password = 'recuerdo-2024';

    const first = await suite.browser.newContext(DESKTOP);
    const page = await first.newPage();
    await page.goto(`${baseURL}/`);
    // The hero's primary button opens the register dialog for guests.
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await page.locator('#inicio').getByRole('link', { name: 'Crear memorial' }).click();
    await dialog(page).getByRole('heading', { name: 'Crear cuenta' }).waitFor();

    // Blank submit: docs/product's messages, and nothing sent.
    await dialog(page).getByRole('button', { name: 'Crear cuenta' }).click();
    await dialog(page).getByText('Los nombres son requeridos').waitFor();
    expect(await dialog(page).getByText('Los apellidos son requeridos').count()).toBe(1);
    expect(await dialog(page).getByText('El correo es requerido').count()).toBe(1);
    expect(await dialog(page).getByText('La contraseña es requerida').count()).toBe(1);

    await dialog(page).getByLabel('Nombres').fill('Ana');
    await dialog(page).getByLabel('Apellidos').fill('Prueba');
    await dialog(page).getByLabel('Correo electrónico').fill(email);
    const passwordField = dialog(page).getByLabel('Contraseña', { exact: true });
    expect(await passwordField.getAttribute('placeholder')).toBe('Mínimo 8 caracteres');
    await passwordField.fill(password);
    await dialog(page).getByLabel('Confirmar contraseña').fill('otra-cosa');
    await dialog(page).getByRole('button', { name: 'Crear cuenta' }).click();
    await dialog(page).getByText('Las contraseñas no coinciden').waitFor();
    await dialog(page).getByLabel('Confirmar contraseña').fill(password);
    await dialog(page)
      .getByRole('checkbox', { name: /^Autorizo el tratamiento de mis datos personales/ })
      .check();
    await dialog(page).getByRole('button', { name: 'Crear cuenta' }).click();
    await dialog(page).getByText('¡Cuenta creada exitosamente!').waitFor();
    expect(await dialog(page).innerText()).toContain('spam');
    await dialog(page).getByRole('button', { name: 'Entendido' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // The e-mailed link verifies the address and signs the person in; the token leaves the address bar.
    const response = await page.goto(await emailedLink(email, '/verify-email'));
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    await page.getByText('¡Correo verificado exitosamente! Ya puedes usar tu cuenta.').waitFor();
    await expect.poll(() => page.url()).toBe(`${baseURL}/verify-email`);
    expect(await sessionEmail(page)).toBe(email);
    // Nothing in the cart: home, with no payment to continue.
    expect(await page.getByRole('link', { name: 'Continúa con tu pago' }).count()).toBe(0);
    await page.waitForURL(`${baseURL}/`);
    await first.close();

    // A fresh browser: log in through the dialog; the header turns into the user menu.
    const second = await suite.browser.newContext(DESKTOP);
    const again = await second.newPage();
    await openLogin(again);
    await submitLogin(again, email, password);
    await dialog(again).waitFor({ state: 'detached' });
    const menuButton = again.getByRole('button', { name: /Ana/ });
    await menuButton.click();
    expect(await again.getByRole('link', { name: 'Mi panel' }).getAttribute('href')).toBe('/dashboard');
    expect(await sessionEmail(again)).toBe(email);

    await again.getByRole('button', { name: 'Cerrar sesión' }).click();
    await again.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    expect(await again.getByRole('button', { name: 'Crear memorial' }).count()).toBe(1);
    expect(await sessionEmail(again)).toBeNull();
    await second.close();
  });

  it('shows the server message for a wrong password', async () => {
    const { email } = await verifiedAccount('clave');
    const page = await suite.browser.newPage(PHONE);
    await openLogin(page);
    await submitLogin(page, email, 'no-es-esta');
    await dialog(page).getByText('Contraseña incorrecta').waitFor();
    expect(await sessionEmail(page)).toBeNull();
    await page.close();
  });

  it('resets a forgotten password from the e-mailed link, and the link then stops working', async () => {
    const { email } = await verifiedAccount('olvido');
    const page = await suite.browser.newPage(PHONE);
    await openLogin(page);
    await dialog(page).getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await dialog(page).getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
    await dialog(page).getByLabel('Correo electrónico').fill(email);
    await dialog(page).getByRole('button', { name: 'Enviar enlace' }).click();
    await dialog(page).getByText('El enlace expira en 1 hora', { exact: false }).waitFor();
    await dialog(page).getByRole('button', { name: 'Volver a iniciar sesión' }).click();
    await dialog(page).getByRole('heading', { name: 'Iniciar sesión' }).waitFor();

    const link = await emailedLink(email, '/reset-password');
    const response = await page.goto(link);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await page.getByRole('heading', { name: 'Restablecer contraseña' }).waitFor();
    // Once the island wakes up it takes the token out of the address bar.
    await expect.poll(() => page.url()).toBe(`${baseURL}/reset-password`);
    await page.getByLabel('Nueva contraseña').fill('nueva-clave');
    await page.getByLabel('Confirmar contraseña').fill('nueva-clav');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Las contraseñas no coinciden').waitFor();
    await page.getByLabel('Confirmar contraseña').fill('nueva-clave');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByRole('heading', { name: 'Contraseña actualizada' }).waitFor();
    expect(await sessionEmail(page)).toBe(email);
    await page.waitForURL(`${baseURL}/dashboard`);

    // The same link a second time: said at once, before any typing, with a way back (docs/features/accounts-and-security.md).
    await page.goto(link);
    await page.getByRole('heading', { name: 'Este enlace ya se usó' }).waitFor();
    await page.getByText('Este enlace para restablecer la contraseña ya se usó').waitFor();
    expect(await page.getByLabel('Nueva contraseña').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');

    // The new password works, the old one no longer does.
    const check = await postJson('/api/auth/login', { email, password: 'nueva-clave' });
    expect(check.status).toBe(200);
    await page.close();
  });

  it('signs in with an e-mailed magic link', async () => {
    const { email } = await verifiedAccount('magia');
    expect((await postJson('/api/auth/magic-link', { email })).status).toBe(200);
    const page = await suite.browser.newPage(PHONE);
    const response = await page.goto(await emailedLink(email, '/auth/magic-link'));
    expect(response?.headers()['cache-control']).toBe('no-store');
    await page.getByRole('heading', { name: '¡Sesión iniciada!' }).waitFor();
    await expect.poll(() => page.url()).toBe(`${baseURL}/auth/magic-link`);
    expect(await sessionEmail(page)).toBe(email);
    await page.close();
  });

  it('explains a verification link without a token, and sends a reset page without one home', async () => {
    const page = await suite.browser.newPage(PHONE);
    await page.goto(`${baseURL}/verify-email`);
    await page.getByText('Tokens de verificación no encontrados').waitFor();
    expect(await page.getByRole('button', { name: 'Reenviar el correo' }).count()).toBe(1);

    await page.goto(`${baseURL}/reset-password`);
    expect(page.url()).toBe(`${baseURL}/`);
    await page.close();
  });
});

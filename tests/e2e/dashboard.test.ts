import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE } from '../helpers/browser';
import { TEST_ADMIN } from '../helpers/local-worker';
import { signInAsAdmin } from '../helpers/e2e-admin';
import { useBrowser } from '../helpers/e2e-suite';

const baseURL = inject('baseURL');

describe('the customer dashboard', () => {
  const suite = useBrowser();

  it('sends a guest to sign in, with the way back to the dashboard', async () => {
    const page = await suite.browser.newPage(PHONE);
    await page.goto(`${baseURL}/dashboard`);
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get('volver')]).toEqual(['/iniciar-sesion', '/dashboard']);
    await page.close();
  });

  it('greets a signed-in customer without orders with the buy-a-package banner', async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL });
    const page = await context.newPage();
    // The seeded administrator's session (signed in once with its code) is this browser context's cookie.
    await signInAsAdmin(context, baseURL);

    const response = await page.goto('/dashboard');
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(await page.locator('h1').innerText()).toBe('Hola, Administrador');
    // Once in the page (the header's account menu, filled by its script, names the account too).
    expect(await page.locator('main').getByText(TEST_ADMIN.email).count()).toBe(1);
    await page.getByRole('link', { name: 'Comprar paquete' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#precios');
    await context.close();
  });
});

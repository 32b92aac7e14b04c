import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { apiCall, emailedLink, verifiedAccount } from '../helpers/e2e-accounts';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The quote card's 'Otra frase', and what pages say (or log) when a request fails, in a real browser:
 * the failures are made with `page.route`, the way a lost connection or a broken proxy would answer.
 */
const baseURL = inject('baseURL');
const MEMORIAL = `/memorial/${SEED_MEMORIAL.slug}`;

type Answer = (route: Route) => Promise<void>;
type ShownQuote = { text: string; author: string };

describe('failure texts and the quote card in a real browser', () => {
  const suite = useBrowser();

  async function newPage(): Promise<Page> {
    return (await suite.visitor()).page;
  }

  it('brings another quote with “Otra frase”, busy while it asks, and says when it cannot', async () => {
    const page = await newPage();
    await page.goto(MEMORIAL);
    const card = page.locator('[data-quote-card]');
    const text = card.locator('[data-quote-text]');
    const author = card.locator('[data-quote-author]');
    const button = card.getByRole('button', { name: 'Otra frase' });
    const failure = card.getByText('No se pudo cargar una nueva frase');
    const first = await text.textContent();

    // The real API answers, but only once the busy state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answers: ShownQuote[] = [];
    await page.route('**/api/quotes/random', async (route) => {
      await held;
      const response = await route.fetch();
      answers.push(((await response.json()) as { data: ShownQuote }).data);
      await route.fulfill({ response });
    });

    // From the keyboard, as a person without a mouse would.
    await button.focus();
    await page.keyboard.press('Enter');
    await card.locator('[data-quote-region][aria-busy="true"]').waitFor();
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    release();
    await card.locator('[data-quote-region][aria-busy="false"]').waitFor();
    expect(await button.getAttribute('aria-disabled')).toBe('false');
    const last = answers.at(-1);
    expect(await text.textContent()).toBe(last?.text);
    expect(await author.textContent()).toBe(last?.author);
    // The quote already on screen coming back is asked for once more.
    if (answers[0]?.text === first) expect(answers).toHaveLength(2);
    else expect(await text.textContent()).not.toBe(first);
    expect(await failure.isVisible()).toBe(false);

    await page.unroute('**/api/quotes/random');
    await page.route('**/api/quotes/random', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"error":"Ocurrió un error inesperado. Intenta nuevamente."}',
      }),
    );
    await button.click();
    await failure.waitFor();
    expect(await text.textContent()).toBe(last?.text);
    expect(await card.getByRole('alert').textContent()).toBe('No se pudo cargar una nueva frase');
    expect(await button.getAttribute('aria-disabled')).toBe('false');
  });

  it('logs “Error al registrar visita” when a visit cannot be recorded, keeps it while offline, and tries again next time', async () => {
    const page = await newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      // Playwright itself warns that it kept the site's service worker out (tests/helpers/browser.ts).
      if (message.type() === 'warning' && !message.text().startsWith('Service Worker registration blocked')) warnings.push(message.text());
    });
    let answer: Answer = (route) => route.abort('failed');
    await page.route('**/api/profiles/public/*/visit', (route) => answer(route));
    const notCounted = page.locator('[data-visit-counter][data-visit="not-counted"]');

    // No connection: the visit waits to be sent (tests/e2e/offline.test.ts counts it once the connection is back).
    await page.goto(MEMORIAL);
    await page.locator('[data-visit-counter][data-visit="pending"]').waitFor({ state: 'attached' });
    expect(warnings).toEqual(['Error al registrar visita']);

    // The pending visit meets a proxy's error page instead of the API's answer: dropped, with its mark cleared.
    answer = (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    await page.reload();
    await notCounted.waitFor({ state: 'attached' });
    expect(warnings).toEqual(['Error al registrar visita', 'Error al registrar visita']);

    // So the next visit tries again.
    await page.reload();
    await notCounted.waitFor({ state: 'attached' });
    expect(warnings).toHaveLength(3);
  });

  it('explains a reset link that cannot be read before asking for a password', async () => {
    const page = await newPage();
    await page.goto(`/reset-password?token=${encodeURIComponent('abcdefghijklmnop qrst>')}`);
    await page.getByRole('heading', { name: 'Enlace inválido' }).waitFor();
    await page.getByText('Error al procesar el enlace de restablecimiento').waitFor();
    expect(await page.getByLabel('Nueva contraseña').count()).toBe(0);
  });

  it('says why a password reset failed: no reason given, no connection, an answer it cannot use', async () => {
    const page = await newPage();
    let answer: Answer = (route) => route.abort('failed');
    await page.route('**/api/auth/reset-password', (route) => answer(route));
    // A live link: the page checks it on the server before it shows the form (docs/features/accounts-and-security.md).
    const { email } = await verifiedAccount(baseURL, 'reset-fallos');
    expect((await apiCall(baseURL, 'POST', '/api/auth/forgot-password', { email })).status).toBe(200);
    const link = new URL(await emailedLink(baseURL, email, '/reset-password'));
    await page.goto(`/reset-password${link.search}`);
    // Once the island is awake it takes the token out of the address bar: only then does the form send.
    await expect.poll(() => page.url()).toBe(`${baseURL}/reset-password`);
    await page.getByLabel('Nueva contraseña').fill('nueva-clave-segura');
    await page.getByLabel('Confirmar contraseña').fill('nueva-clave-segura');
    const save = page.getByRole('button', { name: 'Guardar contraseña' });

    await save.click();
    await page.getByText('Error inesperado al restablecer la contraseña').waitFor();

    answer = (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    await save.click();
    await page.getByText('Error al actualizar la contraseña').waitFor();

    // A success without the session in it: the page cannot go on, and says so instead of hanging.
    answer = (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
    await save.click();
    await page.getByText('Error inesperado al restablecer la contraseña').waitFor();
    expect(await page.getByRole('heading', { name: 'Restablecer contraseña' }).count()).toBe(1);
  });

  it('shows an unexpected login failure as “Error: {message}”', async () => {
    const page = await newPage();
    let answer: Answer = (route) => route.abort('failed');
    await page.route('**/api/auth/login', (route) => answer(route));
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await dialog.getByLabel('Correo electrónico').fill('alguien@example.com');
    await dialog.getByLabel('Contraseña').fill('una-clave');
    const submit = dialog.getByRole('button', { name: 'Iniciar sesión' });

    await submit.click();
    await dialog.getByText('Error: Error de conexión. Intenta nuevamente.').waitFor();

    answer = (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    await submit.click();
    await dialog.getByText('Error: Ocurrió un error inesperado. Intenta nuevamente.').waitFor();
  });
});

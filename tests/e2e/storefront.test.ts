import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { todayInColombia } from '../../worker/services/time';
import { DESKTOP, PHONE } from '../helpers/browser';
import { apiCall, emailedLink, uniqueEmail, verifiedAccount } from '../helpers/e2e-accounts';
import { executeLocalSql } from '../helpers/local-worker';
import { useBrowser } from '../helpers/e2e-suite';
import { addToCartButton, acceptTerms } from '../helpers/e2e-cart';
import { SEEDED_PACKAGES } from '../helpers/e2e-customers';
import { fillSignUp, giveConsent } from '../helpers/e2e-sign-up';

/**
 * The customer side of the storefront in a real browser against the built Worker: landing sections, the
 * examples and tutorial dialogs, the cart, the transfer payment, the order pages and the one-time redirect.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');

/**
 * Budget for the JavaScript / loads before interaction (gzip; docs/performance.md). No React: the islands wake at the
 * first touch (tests/e2e/touch-islands.test.ts).
 */
const LANDING_JS_BUDGET_BYTES = 40 * 1024;

const dialog = (page: Page) => page.getByRole('dialog');
const cartButton = (page: Page, count: number) => page.getByRole('button', { name: `Carrito (${count})` });

let orderRef = 0;
const reference = () => `E2E${Date.now().toString(36).toUpperCase()}${++orderRef}`;
/** An order the customer reports through the API: the package's price sent by `method`, paid today, with `paymentReference`. */
const reportTransfer = (token: string, pkg: keyof typeof SEEDED_PACKAGES, method: string, paymentReference = reference()) =>
  apiCall(
    baseURL,
    'POST',
    '/api/orders',
    {
      package_id: SEEDED_PACKAGES[pkg].id,
      amount: SEEDED_PACKAGES[pkg].price,
      payment_method: method,
      payment_reference: paymentReference,
      payer_name: 'Ana Prueba',
      payment_date: todayInColombia(),
      transferred_amount: SEEDED_PACKAGES[pkg].price,
      terms_accepted: true,
    },
    token,
  );

/** Settings as stored now, by key (GET /api/settings). */
async function settingValues(keys: string[]): Promise<Record<string, unknown>> {
  const { data } = (await (await fetch(`${baseURL}/api/settings`)).json()) as { data: { key: string; value: unknown }[] };
  return Object.fromEntries(data.filter((entry) => keys.includes(entry.key)).map((entry) => [entry.key, entry.value]));
}

/** Writes settings straight into the Worker's local D1, the way an administrator's save ends up. */
async function writeSettings(values: Record<string, unknown>): Promise<void> {
  const statements = Object.entries(values).map(
    ([key, value]) =>
      `INSERT INTO settings (key, value) VALUES ('${key}', '${JSON.stringify(value).replace(/'/g, "''")}') ON CONFLICT(key) DO UPDATE SET value = excluded.value;`,
  );
  await executeLocalSql(stateDir, statements.join(' '));
}

async function signIn(context: BrowserContext, email: string, password: string) {
  const response = await context.request.post(`${baseURL}/api/auth/login`, {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
}

/** Through the drawer and steps 1-2 of the payment modal, to the receipt form. */
async function openProofForm(page: Page) {
  await cartButton(page, 1).click();
  await dialog(page).getByRole('heading', { name: 'Tu carrito' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Proceder al pago' }).click();
  await dialog(page).getByRole('heading', { name: 'Elige cómo pagar' }).waitFor();
  await acceptTerms(page);
  await dialog(page)
    .getByRole('button', { name: /^Nequi/ })
    .click();
  await dialog(page).getByRole('button', { name: 'Ya transferí' }).click();
  await dialog(page).getByRole('heading', { name: 'Datos del comprobante' }).waitFor();
}

describe('the storefront in a real browser', () => {
  const suite = useBrowser();

  it('has every landing section, the fixed figures, the FAQ limits and the WhatsApp contact', async () => {
    const page = await suite.browser.newPage(PHONE);
    await page.goto(`${baseURL}/`);
    for (const id of ['inicio', 'caracteristicas', 'ejemplos', 'precios', 'faq']) {
      expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    }
    const text = await page.locator('main').innerText();
    for (const figure of ['4,9/5', '1.200+', '98%', '24/7']) expect(text).toContain(figure);
    const faq = await page.locator('#faq').textContent();
    expect(faq).toContain('JPG y PNG de hasta 2 MB');
    expect(faq).toContain('MP4, WebM, MOV o AVI de hasta 65 MB');
    expect(faq).toContain('máximo 30 minutos');
    expect(faq).toContain('24 horas');
    const chat = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/57\d{10}$/);
    expect(await chat.getAttribute('target')).toBe('_blank');
    await page.close();
  });

  it('lists the demo memorials in the examples modal and asks before opening the tutorial set in the settings', async () => {
    const tutorial = 'https://www.youtube.com/watch?v=y8AWFf7EAc4';
    const before = await settingValues(['tutorial_video']);
    const context = await suite.browser.newContext(DESKTOP);
    try {
      await writeSettings({ tutorial_video: { url: tutorial } });
      // No internet here: the tutorial tab gets a stand-in page.
      await context.route('https://www.youtube.com/**', (route) => route.fulfill({ body: 'video', contentType: 'text/plain' }));
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();

      await page
        .locator('#ejemplos')
        .getByRole('button', { name: /Ejemplos reales/ })
        .click();
      await dialog(page).getByRole('heading', { name: 'Ejemplos reales' }).waitFor();
      const links = await dialog(page)
        .getByRole('link')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
      expect(links).toEqual(['/memorial/maria-elena-rodriguez', '/familia/familia-gomez-herrera']);
      expect(await dialog(page).locator('img').count()).toBe(2);
      expect(await dialog(page).innerText()).toMatch(/\d{1,2} de [a-z]+ de \d{4} – \d{1,2} de [a-z]+ de \d{4}/);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });

      const card = page.locator('#ejemplos').getByRole('link', { name: /Videos tutoriales/ });
      // Without JavaScript the card is the link itself.
      expect(await card.getAttribute('href')).toBe(tutorial);
      await card.click();
      await dialog(page).getByRole('heading', { name: 'Video tutorial' }).waitFor();
      await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      expect(context.pages()).toHaveLength(1);

      await card.click();
      const popup = context.waitForEvent('page');
      await dialog(page).getByRole('button', { name: 'Ir a YouTube' }).click();
      const tab = await popup;
      await tab.waitForLoadState();
      expect(tab.url()).toBe(tutorial);
      expect(
        await page
          .locator('#ejemplos')
          .getByRole('link', { name: /Plantillas/ })
          .getAttribute('href'),
      ).toBe('/template');
    } finally {
      await context.close();
      await writeSettings(before);
    }
  });

  it('keeps the JavaScript the landing loads small', async () => {
    const page = await suite.browser.newPage(PHONE);
    const scripts: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    // Whatever the page asks for once the session is known (nothing more: the islands wait for a touch).
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`JavaScript loaded by /: ${loaded.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThan(LANDING_JS_BUDGET_BYTES);
    // The payment modal is fetched only when someone goes to pay.
    expect(loaded.some((script) => script.url.includes('PaymentModal'))).toBe(false);
    await page.close();
  });

  it('follows a settings change in an open tab without reloading', async () => {
    const page = await suite.browser.newPage(DESKTOP);
    await page.goto(`${baseURL}/`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const hero = {
      title: 'Recuerdos que no se apagan',
      subtitle: 'Un memorial para cada historia.',
      cta_primary: 'Empezar ahora',
      cta_secondary: '',
    };
    const stats = { memorials_created: 2500, monthly_visits: 80000, rating: 4.8 };
    const before = await settingValues(['hero_section', 'site_stats']);
    try {
      await writeSettings({ hero_section: hero, site_stats: stats });
      // Coming back to the tab refreshes at once (otherwise the 30-second timer would).
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => page.locator('h1').innerText()).toBe(hero.title);
      const inicio = page.locator('#inicio');
      expect(await inicio.getByRole('link', { name: 'Empezar ahora' }).count()).toBe(1);
      expect(await inicio.getByRole('link', { name: 'Ver ejemplos' }).count()).toBe(0);
      expect(await inicio.locator('dd').allInnerTexts()).toEqual(['2.500+', '80K+', '4,8']);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    } finally {
      // Other test files read the hero: leave the settings as they were.
      await writeSettings(before);
      await page.close();
    }
  });

  it('takes a guest from a package to a paid-by-transfer order on the dashboard', async () => {
    const email = uniqueEmail('compra');
    const password = 'recuerdo-2024';
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();

    // A guest adds the individual package: the register dialog opens and the package waits in the cart.
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await addToCartButton(page, 'Memorial Individual').click();
    await dialog(page).getByRole('heading', { name: 'Crear cuenta' }).waitFor();
    await fillSignUp(dialog(page), { names: 'Rosa Elvira', surnames: 'Cárdenas', email, password });
    await giveConsent(dialog(page));
    await dialog(page).getByRole('button', { name: 'Crear cuenta' }).click();
    await dialog(page).getByText('¡Cuenta creada exitosamente!').waitFor();
    await dialog(page).getByRole('button', { name: 'Entendido' }).click();

    // The e-mailed link verifies and signs in; with the package waiting in the cart, it leads on to pay it.
    await page.goto(await emailedLink(baseURL, email, '/verify-email'));
    await page.getByText('¡Correo verificado exitosamente! Ya puedes usar tu cuenta.').waitFor();
    await page.getByText('Tu paquete Memorial Individual te espera en el carrito.').waitFor();
    await page.getByRole('link', { name: 'Continúa con tu pago' }).click();
    await dialog(page).getByRole('heading', { name: 'Elige cómo pagar' }).waitFor();
    expect(await dialog(page).innerText()).toMatch(/Memorial Individual\s+\$ 150\.000/);
    // The mark that opened it leaves the address: a reload shows the landing as usual.
    await expect.poll(() => page.url()).toBe(`${baseURL}/`);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await cartButton(page, 1).waitFor();

    // Out and back in through the dialog: the cart is still there, and after a reload too.
    await page.getByRole('button', { name: /Cuenta de Rosa/ }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await dialog(page).getByLabel('Correo electrónico').fill(email);
    await dialog(page).getByLabel('Contraseña').fill(password);
    await dialog(page).getByRole('button', { name: 'Iniciar sesión' }).click();
    await cartButton(page, 1).waitFor();
    await page.reload();
    await cartButton(page, 1).waitFor();

    // The drawer: item, 'pago único', subtotal, discount $ 0, total.
    await cartButton(page, 1).click();
    const drawer = dialog(page);
    await drawer.getByRole('heading', { name: 'Tu carrito' }).waitFor();
    const drawerText = await drawer.innerText();
    expect(drawerText).toContain('Memorial Individual');
    expect(drawerText).toContain('pago único');
    expect(drawerText).toMatch(/Subtotal\s+\$ 150\.000/);
    expect(drawerText).toMatch(/Descuento\s+\$ 0/);
    expect(drawerText).toMatch(/Total\s+\$ 150\.000/);

    // Step 1 → 2, back to 1, then on to 3.
    await drawer.getByRole('button', { name: 'Proceder al pago' }).click();
    await dialog(page).getByText('Paso 1 de 3').waitFor();
    await acceptTerms(page);
    await dialog(page)
      .getByRole('button', { name: /^Nequi/ })
      .click();
    await dialog(page).getByRole('heading', { name: 'Realiza la transferencia' }).waitFor();
    expect(await dialog(page).innerText()).toContain('$ 150.000');
    await dialog(page).getByRole('button', { name: 'Atrás' }).click();
    await dialog(page).getByRole('heading', { name: 'Elige cómo pagar' }).waitFor();
    await dialog(page)
      .getByRole('button', { name: /^Nequi/ })
      .click();
    await dialog(page).getByRole('button', { name: 'Ya transferí' }).click();
    await dialog(page).getByText('Paso 3 de 3').waitFor();

    // Step 3: what the fields accept, the exact-amount rule, and the submit button's gate.
    const submit = dialog(page).getByRole('button', { name: 'Enviar comprobante' });
    expect(await submit.isDisabled()).toBe(true);
    const ref = reference();
    await dialog(page)
      .getByLabel('Número de referencia')
      .fill(`${ref.slice(0, 4)}-${ref.slice(4)}!`);
    expect(await dialog(page).getByLabel('Número de referencia').inputValue()).toBe(ref);
    await dialog(page).getByLabel('Nombre del pagador').fill('Rosa Elvira Cárdenas 2');
    expect(await dialog(page).getByLabel('Nombre del pagador').inputValue()).toBe('Rosa Elvira Cárdenas ');
    await dialog(page).getByLabel('Fecha de la transferencia').fill(todayInColombia());
    await dialog(page).getByLabel('Monto transferido').fill('140000');
    await dialog(page).getByText('El monto debe ser exactamente $ 150.000').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await dialog(page).getByLabel('Monto transferido').fill('150000');
    await dialog(page).getByText('✓ Monto correcto').waitFor();
    expect(await dialog(page).getByLabel('Monto transferido').inputValue()).toBe('150.000');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    // Step 4, then the order's own page.
    await dialog(page).getByRole('heading', { name: '¡Comprobante enviado!' }).waitFor();
    expect(await dialog(page).innerText()).toContain('máximo 30 minutos');
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/payment-success'),
      dialog(page).getByRole('link', { name: 'Ver mi orden' }).click(),
    ]);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(new URL(page.url()).searchParams.get('order')).toBeTruthy();
    const receipt = await page.locator('main').innerText();
    for (const part of ['Memorial Individual', '$ 150.000', ref, 'Pendiente de verificación', 'máximo 30 minutos', 'Nequi']) {
      expect(receipt).toContain(part);
    }
    // The proof is in: the cart is empty.
    await cartButton(page, 0).waitFor();

    await page.getByRole('link', { name: 'Ir a mi panel' }).click();
    await page.waitForURL(`${baseURL}/dashboard`);
    const orders = page.getByRole('region', { name: 'Mis órdenes' });
    const listed = await orders.innerText();
    for (const part of ['Memorial Individual', '$ 150.000', ref, 'Pendiente', 'máximo 30 minutos']) expect(listed).toContain(part);
    expect(await page.getByText('Comprar paquete').count()).toBe(0);

    // The header's section links work from any route: home first, then a smooth scroll to the section.
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Precios' }).click();
    await page.waitForURL(`${baseURL}/#precios`);
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById('precios')?.getBoundingClientRect().top ?? 1e6)))
      .toBeLessThan(5);
    await context.close();
  });

  it('shows the server’s refusal and a vanished session as payment errors', async () => {
    const customer = await verifiedAccount(baseURL, 'errores');
    const taken = reference();
    const first = await reportTransfer(customer.token, 'family', 'bancolombia', taken);
    expect(first.status).toBe(201);

    const context = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await signIn(context, customer.email, customer.password);
    const page = await context.newPage();
    await page.goto('/');
    await addToCartButton(page, 'Memorial Familiar').click();
    await dialog(page).getByRole('heading', { name: 'Tu carrito' }).waitFor();
    await page.keyboard.press('Escape');
    await openProofForm(page);
    await dialog(page).getByLabel('Número de referencia').fill(taken);
    await dialog(page).getByLabel('Nombre del pagador').fill('Ana Prueba');
    await dialog(page).getByLabel('Fecha de la transferencia').fill(todayInColombia());
    await dialog(page).getByLabel('Monto transferido').fill('280000');
    await dialog(page).getByRole('button', { name: 'Enviar comprobante' }).click();
    await dialog(page).getByText('Error: Esta referencia de pago ya fue registrada').waitFor();

    // The session ends behind the page's back: the next attempt says so, and the cart is kept.
    await context.clearCookies();
    await dialog(page).getByLabel('Número de referencia').fill(reference());
    await dialog(page).getByRole('button', { name: 'Enviar comprobante' }).click();
    await dialog(page).getByText('Error: No hay sesión activa').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('recuerdos-eternos:cart'))).toContain('pkg-family');
    await context.close();
  });

  it('sends a customer with a paid order from / to the dashboard once', async () => {
    const customer = await verifiedAccount(baseURL, 'pagado');
    const created = await reportTransfer(customer.token, 'individual', 'nequi');
    const { data: order } = (await created.json()) as { data: { id: string } };
    // Verified straight in the database: this test is about the landing, not the back-office.
    const paidAt = new Date().toISOString();
    await executeLocalSql(stateDir, `UPDATE orders SET status = 'completed', paid_at = '${paidAt}' WHERE id = '${order.id}'`);

    const context = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await signIn(context, customer.email, customer.password);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL(`${baseURL}/dashboard`);
    expect(await page.getByRole('region', { name: 'Mis órdenes' }).innerText()).toContain('Completado');

    // The second landing stays put, and the hero's primary button now leads to the dashboard.
    await page.goto('/');
    await page.getByRole('button', { name: /Cuenta de Ana/ }).waitFor();
    await expect.poll(() => page.locator('[data-hero-primary]').getAttribute('href')).toBe('/dashboard');
    await page.waitForFunction(() => document.documentElement.dataset.dashboardRedirect === 'no');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows an order only to its owner, and sends a guest home', async () => {
    const owner = await verifiedAccount(baseURL, 'dueno');
    const created = await reportTransfer(owner.token, 'individual', 'breb');
    const { data: order } = (await created.json()) as { data: { id: string } };

    const guest = await suite.browser.newPage(PHONE);
    await guest.goto(`${baseURL}/payment-success?order=${order.id}`);
    expect(new URL(guest.url()).pathname).toBe('/');
    await guest.close();

    const stranger = await verifiedAccount(baseURL, 'otro');
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    await signIn(context, stranger.email, stranger.password);
    const page = await context.newPage();
    const response = await page.goto(`/payment-success?order=${order.id}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Orden no encontrada' }).waitFor();
    expect(await page.getByText(order.id).count()).toBe(0);
    await context.close();
  });
});

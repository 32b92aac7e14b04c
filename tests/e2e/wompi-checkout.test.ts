import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { waitForIslands } from '../helpers/browser';
import { wompiEvent, wompiEventRequest, wompiIntegrity, wompiKnows, wompiKnowsRequest } from '../helpers/wompi';
import { useBrowser } from '../helpers/e2e-suite';
import { addFromLanding, acceptTerms } from '../helpers/e2e-cart';

/**
 * 'Pagar en línea' (docs/features/payments.md) on a phone: a customer buys a package with 'Pagar en línea', is sent to Wompi's Web Checkout (caught
 * here with page.route: there is no Wompi sandbox in the tests), Wompi's signed APPROVED event arrives and Wompi's
 * API (its local stand-in) confirms the transaction, the return page says the payment is confirmed and leads to
 * 'Crear memorial', and the memorial is made.
 */
const baseURL = inject('baseURL');
/** A folder to write the return page's screenshots into (waiting, confirmed), to look at. */
const SHOTS = process.env.WOMPI_SHOTS ?? '';

const dialog = (page: Page) => page.getByRole('dialog');

describe('paying online with Wompi, on a phone', () => {
  const suite = useBrowser();
  const customer = suite.customer('wompi');

  it("pays through Wompi's checkout, waits for its event on the return page, and creates the memorial", async () => {
    const page = await customer.context.newPage();
    let checkoutUrl = '';
    await page.route('https://checkout.wompi.co/**', async (route) => {
      checkoutUrl = route.request().url();
      await route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Wompi</title><p>Checkout de prueba</p>',
      });
    });

    await addFromLanding(page);
    await dialog(page).getByRole('heading', { name: 'Tu carrito' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Proceder al pago' }).click();
    await dialog(page).getByRole('heading', { name: 'Elige cómo pagar' }).waitFor();
    await acceptTerms(page);
    await dialog(page)
      .getByRole('button', { name: /^Pagar en línea \(Nequi, PSE, tarjeta\)/ })
      .click();
    await page.waitForURL(/^https:\/\/checkout\.wompi\.co\/p\//);

    // The address Wompi receives: every parameter, the amount in cents and the integrity signature.
    const checkout = new URL(checkoutUrl);
    const params = Object.fromEntries(checkout.searchParams);
    expect(params).toMatchObject({ currency: 'COP', 'amount-in-cents': '15000000' });
    expect(params['public-key']).toMatch(/^pub_test_/);
    const reference = params.reference!;
    expect(params['signature:integrity']).toBe(wompiIntegrity(reference, 15_000_000, 'COP'));
    const back = new URL(params['redirect-url']!);
    expect(`${back.origin}${back.pathname}`).toBe(`${baseURL}/payment-success`);
    const orderId = back.searchParams.get('order')!;
    expect(reference).toBe(`RE-${orderId}`);

    // Wompi sends the customer back (adding its transaction id) before its event has arrived.
    const event = wompiEvent({ reference, status: 'APPROVED', amount_in_cents: 15_000_000 });
    back.searchParams.set('id', event.data.transaction.id);
    await page.goto(back.toString());
    await page.getByRole('heading', { name: 'Estamos esperando la confirmación de tu pago' }).waitFor();
    expect(await page.getByText('Con PSE puede tardar unos minutos').count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/wompi-return-waiting.png` });

    // Wompi's signed event about a transaction Wompi's API confirms (the local stand-in, told so): the page notices by itself.
    expect((await fetch(`${baseURL}/api/dev/wompi/transactions`, wompiKnowsRequest(wompiKnows(event)))).status).toBe(201);
    const sent = await fetch(`${baseURL}/api/payments/wompi/events`, wompiEventRequest(event));
    expect(sent.status).toBe(200);
    await page.getByRole('heading', { name: '¡Tu pago está confirmado!' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/wompi-return-confirmed.png` });

    await page.getByRole('link', { name: 'Crear memorial' }).click();
    await page.getByRole('link', { name: 'Crear memorial individual' }).click();
    await page.getByLabel('Nombre completo').waitFor();
    await waitForIslands(page);
    await page.getByLabel('Nombre completo').fill('Rosa Elvira Cárdenas');
    await page.getByLabel('Fecha de nacimiento').fill('1950-04-10');
    await page.getByLabel('Fecha de fallecimiento').fill('2025-01-15');
    await page.getByRole('radio', { name: 'Girasoles' }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Fotos y videos (opcional)' }).waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Revisión final' }).waitFor();
    await page.getByRole('button', { name: 'Crear memorial' }).click();
    await page.getByRole('heading', { name: '¡Memorial creado con éxito! Ya está publicado en línea.' }).waitFor();
    await page.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInColombia } from '../../site/lib/dates';
import { BUYER_MESSAGES } from '../../worker/schemas/buyer-texts';
import { RETRACTO_TEXT, TERMS_VERSION } from '../../worker/schemas/terms-texts';
import { axeViolations } from '../helpers/axe';
import { waitForIslands } from '../helpers/browser';
import { addFromLanding } from '../helpers/e2e-cart';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * 'Datos para la factura' and the terms at checkout, on a phone (docs/features/payments.md "Who buys"): paying
 * waits for 'Acepto los términos y condiciones' and a valid document; the order keeps the buyer and the terms
 * version; the next checkout starts from that buyer. CHECKOUT_BUYER_SHOT=path saves the step's screenshot.
 */
const SHOT = process.env.CHECKOUT_BUYER_SHOT ?? '';

const dialog = (page: Page) => page.getByRole('dialog');
const nequi = (page: Page) => dialog(page).getByRole('button', { name: /^Nequi/ });
const terms = (page: Page) => dialog(page).getByRole('checkbox', { name: 'Acepto los términos y condiciones' });

async function openCheckout(page: Page) {
  await addFromLanding(page);
  await dialog(page).getByRole('heading', { name: 'Tu carrito' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Proceder al pago' }).click();
  await dialog(page).getByRole('heading', { name: 'Elige cómo pagar' }).waitFor();
  await dialog(page).getByRole('heading', { name: 'Datos para la factura' }).waitFor();
}

describe('checkout: who buys and the terms, on a phone', () => {
  const suite = useBrowser();
  const customer = suite.customer('checkout-buyer');

  it('blocks paying until the terms are ticked and the NIT is right, stores the buyer, and prefills the next checkout', async () => {
    const page = await customer.context.newPage();
    await openCheckout(page);

    // The first purchase starts as consumidor final; the withdrawal text and its link are there.
    expect(await dialog(page).getByRole('radio', { name: 'Consumidor final (sin documento)' }).isChecked()).toBe(true);
    await dialog(page).getByText(RETRACTO_TEXT.exclusion).waitFor();
    expect(await dialog(page).getByRole('link', { name: 'términos y condiciones' }).getAttribute('href')).toBe('/terminos');
    expect(await nequi(page).isDisabled()).toBe(true);

    // A company: a NIT whose check digit is wrong keeps paying blocked, even with the terms ticked.
    await dialog(page).getByRole('radio', { name: 'Con mi documento o NIT' }).check();
    await dialog(page).getByLabel('Tipo de documento').selectOption({ label: 'NIT' });
    await dialog(page).getByLabel('Número de documento').fill('800197268-5');
    await dialog(page).getByLabel('Razón social o nombre').fill('Funeraria La Paz S.A.S.');
    await dialog(page).getByLabel('Correo para la factura').fill('compras@lapaz.co');
    await dialog(page).getByLabel('Número de documento').focus();
    await dialog(page).getByLabel('Número de documento').blur();
    await dialog(page).getByText(BUYER_MESSAGES.nitCheckDigit).waitFor();
    await terms(page).check();
    expect(await nequi(page).isDisabled()).toBe(true);

    await dialog(page).getByLabel('Número de documento').fill('800.197.268-4');
    await expect.poll(() => nequi(page).isDisabled()).toBe(false);
    // Unticked, blocked again.
    await terms(page).uncheck();
    expect(await nequi(page).isDisabled()).toBe(true);
    await terms(page).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOT) {
      // The phone's screen as the customer sees it: the section's top, then its end with the box.
      await dialog(page).getByRole('heading', { name: 'Datos para la factura' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: SHOT });
      await terms(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: SHOT.replace(/\.png$/, '-terms.png') });
    }

    expect(await axeViolations(page, 'dialog')).toEqual([]);

    await nequi(page).click();
    await dialog(page).getByRole('button', { name: 'Ya transferí' }).click();
    await dialog(page).getByRole('heading', { name: 'Datos del comprobante' }).waitFor();
    const reference = `FAC${Date.now().toString(36).toUpperCase()}`;
    await dialog(page).getByLabel('Número de referencia').fill(reference);
    await dialog(page).getByLabel('Nombre del pagador').fill('Rosa Cárdenas');
    await dialog(page).getByLabel('Fecha de la transferencia').fill(todayInColombia());
    await dialog(page).getByLabel('Monto transferido').fill('150000');
    await dialog(page).getByRole('button', { name: 'Enviar comprobante' }).click();
    await dialog(page).getByRole('heading', { name: '¡Comprobante enviado!' }).waitFor();

    const listed = (await (await customer.context.request.get('/api/orders')).json()) as {
      data: { payment_intent_id: string; buyer: unknown; terms_version: string }[];
    };
    expect(listed.data.find((order) => order.payment_intent_id === reference)).toMatchObject({
      buyer: {
        document_type: 'NIT',
        document_number: '800197268-4',
        name: 'Funeraria La Paz S.A.S.',
        email: 'compras@lapaz.co',
        consumidor_final: false,
      },
      terms_version: TERMS_VERSION,
    });

    // 'Mis órdenes' says who it is invoiced to.
    await page.goto('/dashboard');
    await waitForIslands(page);
    await page.getByText('Funeraria La Paz S.A.S. · NIT 800197268-4').waitFor();

    // The next checkout starts from that buyer; the terms are accepted again, each time.
    await openCheckout(page);
    expect(await dialog(page).getByRole('radio', { name: 'Con mi documento o NIT' }).isChecked()).toBe(true);
    expect(await dialog(page).getByLabel('Tipo de documento').inputValue()).toBe('NIT');
    expect(await dialog(page).getByLabel('Número de documento').inputValue()).toBe('800197268-4');
    expect(await dialog(page).getByLabel('Razón social o nombre').inputValue()).toBe('Funeraria La Paz S.A.S.');
    expect(await terms(page).isChecked()).toBe(false);
    expect(await nequi(page).isDisabled()).toBe(true);
    await page.close();
  });
});

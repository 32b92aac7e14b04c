import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BREB_MESSAGES } from '../../worker/schemas/payment-method-texts';
import { BREB_QR_TEXT, qrPng } from '../helpers/breb-qr';
import { PHONE } from '../helpers/browser';
import { apiCall } from '../helpers/e2e-accounts';
import { adminSessionToken } from '../helpers/e2e-admin';
import { signUpIn } from '../helpers/e2e-customers';
import { useBrowser } from '../helpers/e2e-suite';
import { addToCartButton, acceptTerms } from '../helpers/e2e-cart';

/**
 * Bre-B at the payment step on a phone (docs/features/payments.md): the seeded super administrator uploads the bank's QR and saves the
 * method; a customer sees 'Bre-B', the llave with 'Copiar' (which really fills the clipboard) and the QR, large
 * enough to scan from another phone, with 'Escanea con la app de tu banco'.
 */
const baseURL = inject('baseURL');
const SCREENSHOT = process.env.BREB_SCREENSHOT ?? '/tmp/breb-payment-step.png';

describe('Bre-B at the payment step', () => {
  const suite = useBrowser();
  let previous: unknown;
  beforeAll(async () => {
    const { data } = (await (await fetch(`${baseURL}/api/settings`)).json()) as { data: { key: string; value: unknown }[] };
    previous = data.find((entry) => entry.key === 'payment_methods')?.value;
  });
  afterAll(async () => {
    // Other files pay with the seeded methods: put them back as they were.
    if (previous) await apiCall(baseURL, 'PUT', '/api/admin/settings/payment_methods', { value: previous }, adminSessionToken());
  });

  it('shows the llave with Copiar and the bank QR at 390×844', async () => {
    const form = new FormData();
    form.append('file', new Blob([(await qrPng(BREB_QR_TEXT, 4)).slice()], { type: 'image/png' }), 'qr-banco.png');
    const uploaded = await fetch(`${baseURL}/api/admin/settings/payment-qr`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${adminSessionToken()}`, origin: baseURL },
    });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { url: string } };
    const methods = {
      nequi: { name: 'Nequi', type: 'Billetera digital', account: '300 123 4567', owner: 'Recuerdos Eternos S.A.S.' },
      breb: { name: 'Bre-B', type: 'Celular', account: '+57 300 123 4567', owner: 'Recuerdos Eternos S.A.S.', qr_image_url: data.url },
    };
    const saved = await apiCall(baseURL, 'PUT', '/api/admin/settings/payment_methods', { value: methods }, adminSessionToken());
    expect(saved.status).toBe(200);

    const context = await suite.browser.newContext({ ...PHONE, baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
    await signUpIn(context, baseURL, 'breb');
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await addToCartButton(page).click();
    // Adding a package opens the cart itself (site/stores/cart.ts): the next step is in that dialog.
    await dialog.getByRole('heading', { name: 'Tu carrito' }).waitFor();
    await dialog.getByRole('button', { name: 'Proceder al pago' }).click();
    await dialog.getByRole('heading', { name: 'Elige cómo pagar' }).waitFor();
    await acceptTerms(page);
    await dialog.getByRole('button', { name: /Bre-B/ }).click();
    await dialog.getByRole('heading', { name: 'Realiza la transferencia' }).waitFor();

    await dialog.getByText('Bre-B', { exact: true }).waitFor();
    await dialog.getByText('+57 300 123 4567').waitFor();
    const qr = dialog.getByRole('img', { name: 'Código QR Bre-B para pagar' });
    await qr.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.pay-qr__image');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    await dialog.getByText(BREB_MESSAGES.scanCaption).waitFor();
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(240);
    expect(box?.height).toBeGreaterThanOrEqual(240);
    // The bank's image is small (4 px a module): scaled up, its modules stay sharp.
    expect(await qr.evaluate((image) => getComputedStyle(image).imageRendering)).toBe('pixelated');

    await qr.scrollIntoViewIfNeeded();
    await page.screenshot({ path: SCREENSHOT });

    await dialog.getByRole('button', { name: 'Copiar' }).click();
    await page.getByText(BREB_MESSAGES.llaveCopied).waitFor();
    // A bank's app takes the number without spaces or the country code.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('3001234567');
    await context.close();
  });
});

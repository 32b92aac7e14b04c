import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { PHONE, waitForIslands } from '../helpers/browser';
import { addToCartButton } from '../helpers/e2e-cart';
import { originHeaders, signUpIn } from '../helpers/e2e-customers';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * Who sells (docs/features/invoices.md): an administrator fills 'Datos legales de la empresa' in Configuración, and the
 * site's footer, a public memorial's footer, the terms and the checkout show it, on a phone and on a desktop. The
 * suite shares one Worker, so the setting is put back as it was afterwards.
 */
const baseURL = inject('baseURL');
const LAPTOP = { viewport: { width: 1280, height: 800 } };

const suite = useBrowser();
let before: unknown;

async function storedLegalEntity(page: Page): Promise<unknown> {
  const answer = (await (await page.context().request.get('/api/admin/settings')).json()) as { data: { key: string; value: unknown }[] };
  return answer.data.find((entry) => entry.key === 'legal_entity')?.value;
}

const section = (page: Page) => page.locator('section[aria-labelledby="settings-legal"]');

describe.each([
  ['phone', PHONE, 'Funeraria Digital Andina S.A.S.', '900825759', '7'],
  ['desktop', LAPTOP, 'Memoriales del Pacífico S.A.S.', '899999068', '1'],
] as const)('on a %s', (device, options, razonSocial, nit, dv) => {
  const admin = suite.admin(options);

  beforeAll(async () => {
    const page = await admin.context.newPage();
    before = await storedLegalEntity(page);
    await page.close();
  });

  afterAll(async () => {
    if (before === undefined) return;
    const restored = await admin.context.request.put('/api/admin/settings/legal_entity', {
      data: { value: before },
      headers: originHeaders(baseURL),
    });
    expect(restored.status()).toBe(200);
  });

  it("an administrator fills 'Datos legales', and the footers, the terms and the checkout show them", async () => {
    const page = await admin.context.newPage();
    await page.goto('/admin?vista=configuracion');
    await section(page).waitFor();
    const legal = section(page);
    await legal.getByLabel('Razón social').fill(razonSocial);
    await legal.getByLabel('NIT (sin dígito de verificación)').fill(nit);
    // A wrong check digit first: refused, with the message under the field.
    const wrongDv = String((Number(dv) + 1) % 10);
    await legal.getByLabel('Dígito de verificación (DV)').fill(wrongDv);
    await legal.getByLabel('Dirección').fill('Carrera 4 # 12-30, local 2');
    await legal.getByLabel('Ciudad').fill('Popayán');
    await legal.getByLabel('Teléfono').fill('602 820 1234');
    await legal.getByLabel('Correo electrónico').fill('legal@ejemplo.co');
    await legal.getByRole('button', { name: 'Guardar' }).click();
    const dvField = legal.getByLabel('Dígito de verificación (DV)');
    await expect.poll(() => dvField.getAttribute('aria-invalid')).toBe('true');
    await legal.getByText('El dígito de verificación no corresponde al NIT').waitFor();

    await dvField.fill(dv);
    await legal.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Configuración actualizada exitosamente').last().waitFor();
    await page.close();

    const nitShown = `NIT ${nit.slice(0, 3)}.${nit.slice(3, 6)}.${nit.slice(6)}-${dv}`;
    const visitor = await suite.visitor(options);

    await visitor.page.goto('/');
    const siteSeller = visitor.page.locator('.site-footer [data-seller]');
    expect(await siteSeller.innerText()).toContain(razonSocial);
    expect(await siteSeller.innerText()).toContain(nitShown);
    expect(await siteSeller.innerText()).toContain('Carrera 4 # 12-30, local 2, Popayán');
    expect(await siteSeller.innerText()).toContain('602 820 1234');
    await siteSeller.scrollIntoViewIfNeeded();
    await visitor.page.locator('.site-footer').screenshot({ path: `test-results/seller-site-footer-${device}.png` });

    await visitor.page.goto(`/memorial/${SEED_MEMORIAL.slug}`);
    const publicSeller = visitor.page.locator('.public-footer [data-seller]');
    expect(await publicSeller.innerText()).toContain(razonSocial);
    expect(await publicSeller.innerText()).toContain(nitShown);
    await publicSeller.scrollIntoViewIfNeeded();
    await visitor.page.locator('.public-footer').screenshot({ path: `test-results/seller-footer-${device}.png` });

    await visitor.page.goto('/terminos');
    await visitor.page.getByRole('heading', { name: /Quién vende/, level: 2 }).waitFor();
    const details = visitor.page.locator('#quien-vende [data-seller]');
    expect(await details.innerText()).toContain(razonSocial);
    expect(await details.innerText()).toContain(nitShown);
    expect(await details.innerText()).toContain('legal@ejemplo.co');
    await visitor.context.close();

    // The checkout's first step names the seller in small print.
    const buyer = await suite.browser.newContext({ ...options, baseURL });
    await signUpIn(buyer, baseURL, `vende-${device}`);
    const landing = await buyer.newPage();
    await landing.goto('/');
    await waitForIslands(landing);
    await addToCartButton(landing).click();
    const cart = landing.getByRole('dialog');
    await cart.getByRole('button', { name: 'Proceder al pago' }).click();
    await cart.getByRole('heading', { name: 'Elige cómo pagar' }).waitFor();
    const smallPrint = cart.locator('[data-seller]');
    expect(await smallPrint.innerText()).toContain(`Vende: ${razonSocial} · ${nitShown}`);
    await buyer.close();
  });
});

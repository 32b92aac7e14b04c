import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { VISIBILITY_MESSAGES as M } from '../../worker/schemas/visibility-texts';
import { axeViolations } from '../helpers/axe';
import { adminSessionToken } from '../helpers/e2e-admin';
import { buyPackage } from '../helpers/e2e-customers';
import { PHONE, waitForIslands } from '../helpers/browser';
import { useBrowser } from '../helpers/e2e-suite';
import { addFromLanding, acceptTerms } from '../helpers/e2e-cart';

/**
 * On a 390 × 844 phone (docs/features/payments.md, "Back in the checkout"): the phone's Back inside the checkout goes to the previous step with what was typed
 * and, from the first step, closes the payment on the landing with the cart as it was; closing it otherwise takes
 * its steps out of the history. In the memorial wizard, Back from step 2 goes to step 1 with the fields kept. The
 * wizard's last step chooses who may see the memorial: 'Privado' with a code, and the published page asks for it.
 */
const baseURL = inject('baseURL');

const dialog = (page: Page) => page.getByRole('dialog');
const heading = (page: Page, name: string) => dialog(page).getByRole('heading', { name });
const cartButton = (page: Page, count: number) => page.getByRole('button', { name: `Carrito (${count})` });
const checkoutEntry = (page: Page) => page.evaluate(() => (history.state as Record<string, unknown> | null)?.checkoutStep ?? null);

describe('Back in the checkout and the wizard, on a phone', () => {
  const suite = useBrowser();
  const customer = suite.customer('atras');

  it("goes back through the checkout's steps with the proof kept, and from the first closes it on the landing", async () => {
    const page = await customer.context.newPage();
    await addFromLanding(page);
    await heading(page, 'Tu carrito').waitFor();
    await dialog(page).getByRole('button', { name: 'Proceder al pago' }).click();
    await heading(page, 'Elige cómo pagar').waitFor();
    await acceptTerms(page);
    await dialog(page)
      .getByRole('button', { name: /^Nequi/ })
      .click();
    await heading(page, 'Realiza la transferencia').waitFor();
    await dialog(page).getByRole('button', { name: 'Ya transferí' }).click();
    await heading(page, 'Datos del comprobante').waitFor();
    await dialog(page).getByLabel('Número de referencia').fill('NEQ20261129');
    await dialog(page).getByLabel('Nombre del pagador').fill('Lucía Fernanda Ortiz');

    // Back: step 2, then step 1, never out of the page.
    await page.goBack();
    await heading(page, 'Realiza la transferencia').waitFor();
    expect(await dialog(page).getByText('Paso 2 de 3').count()).toBe(1);
    await page.goBack();
    await heading(page, 'Elige cómo pagar').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // Forward again: the same method and what was typed.
    await page.goForward();
    await heading(page, 'Realiza la transferencia').waitFor();
    await page.goForward();
    await heading(page, 'Datos del comprobante').waitFor();
    expect(await dialog(page).getByLabel('Número de referencia').inputValue()).toBe('NEQ20261129');
    expect(await dialog(page).getByLabel('Nombre del pagador').inputValue()).toBe('Lucía Fernanda Ortiz');

    // 'Atrás' walks the same history: one Back from step 2 is step 1.
    await dialog(page).getByRole('button', { name: 'Atrás' }).click();
    await heading(page, 'Realiza la transferencia').waitFor();
    await page.goBack();
    await heading(page, 'Elige cómo pagar').waitFor();

    // Back from the first step closes the payment: the landing, its cart still holding the package.
    await page.goBack();
    await dialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await cartButton(page, 1).waitFor();
    expect(await checkoutEntry(page)).toBeNull();

    // Closed by its own button, the checkout's steps leave the history with it.
    await cartButton(page, 1).click();
    await dialog(page).getByRole('button', { name: 'Proceder al pago' }).click();
    await acceptTerms(page);
    await dialog(page)
      .getByRole('button', { name: /^Nequi/ })
      .click();
    await heading(page, 'Realiza la transferencia').waitFor();
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => checkoutEntry(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  describe('the memorial wizard', () => {
    beforeAll(async () => {
      const admin = adminSessionToken();
      await buyPackage(customer.context, baseURL, admin, 'individual');
    });

    /** `overDraft`: this device keeps the previous test's draft, which is set aside first. */
    async function fillFirstStep(page: Page, name: string, overDraft = false) {
      await page.goto('/create-memorial');
      await waitForIslands(page);
      if (overDraft) await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
      await page.getByLabel('Nombre completo').fill(name);
      await page.getByLabel('Fecha de nacimiento').fill('1941-06-02');
      await page.getByLabel('Fecha de fallecimiento').fill('2024-09-30');
      await page.getByRole('radio', { name: 'Girasoles' }).check();
      await page.getByLabel('En memoria').fill('Cantaba boleros en la cocina.');
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('heading', { name: 'Fotos y videos (opcional)' }).waitFor();
    }

    it('goes back from step 2 to step 1 with the fields kept', async () => {
      const page = await customer.context.newPage();
      await fillFirstStep(page, 'Gabriel Antonio Pardo');
      await page.goBack();
      await page.getByRole('heading', { name: 'Información básica' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/create-memorial');
      expect(await page.getByLabel('Nombre completo').inputValue()).toBe('Gabriel Antonio Pardo');
      expect(await page.getByLabel('Fecha de fallecimiento').inputValue()).toBe('2024-09-30');
      expect(await page.getByRole('radio', { name: 'Girasoles' }).isChecked()).toBe(true);
      await page.close();
    });

    it("creates a memorial only those with the code may see: 'Privado' on the last step, and the page asks for the code", async () => {
      const page = await customer.context.newPage();
      await fillFirstStep(page, 'Gabriel Antonio Pardo', true);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('heading', { name: 'Revisión final' }).waitFor();

      const who = page.getByRole('group', { name: M.title });
      expect(await who.getByRole('radio', { name: /^Público/ }).isChecked()).toBe(true);
      await who.getByRole('radio', { name: /^Privado/ }).check();
      await page.getByText('solo lo verá quien escriba el código de acceso', { exact: false }).waitFor();
      // Without a code the field says so, and nothing is sent.
      await page.getByRole('button', { name: 'Crear memorial' }).click();
      await who.getByText(M.codeRequired).waitFor();
      // The choices, the code field and its message, as assistive technology reads them (WCAG 2.2 AA).
      expect(await axeViolations(page, '.mem-wizard')).toEqual([]);
      await who.getByLabel(M.codeLabel, { exact: true }).fill('boleros en la cocina');
      const created = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/profiles' && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Crear memorial' }).click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      const { data } = (await answer.json()) as { data: { slug: string; visibility: string } };
      expect(data.visibility).toBe('private');
      await page.getByRole('heading', { name: /Memorial creado con éxito/ }).waitFor();
      await page.close();

      // A visitor's phone: the code form, nothing of the person, and the code opens it.
      const visitor = await suite.browser.newContext({ ...PHONE, baseURL });
      const visit = await visitor.newPage();
      expect((await visit.goto(`/memorial/${data.slug}`))?.status()).toBe(403);
      await expect.poll(() => visit.getByRole('heading', { level: 1 }).textContent()).toBe(M.privateTitle);
      expect(await visit.content()).not.toContain('Gabriel');
      await visit.getByLabel(M.codeLabel, { exact: true }).fill('Boleros en la cocina');
      await visit.getByRole('button', { name: M.open }).click();
      await expect.poll(() => visit.getByRole('heading', { level: 1 }).textContent()).toContain('Gabriel Antonio Pardo');
      await visitor.close();
    });
  });
});

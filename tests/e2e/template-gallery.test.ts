import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { DESKTOP, DEVICES, PHONE, waitForIslands } from '../helpers/browser';
import { adminSessionToken } from '../helpers/e2e-admin';
import { buyPackage, signUpIn } from '../helpers/e2e-customers';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The templates gallery at /template in a real browser, on a phone and on a desktop: the category tabs
 * filter every design the wizards offer (with and without JavaScript), a card opens the dialog at its top
 * with the focus on the design's name and its video playing muted in a loop, 'Usar este diseño' leads a
 * customer who may create that memorial to its wizard with the design chosen and anyone else to the
 * packages, 'Contactar para personalización' opens the chat with the request written, and a thumbnail that
 * fails says 'Imagen no disponible'.
 */
const baseURL = inject('baseURL');

const ALL = [
  'Deportivo Cali',
  'América de Cali',
  'Resplandor Nubes',
  'Olas en la Playa',
  'Girasoles',
  'Un Viaje',
  'Plantilla para Gatos',
  'Plantilla para Perros',
  'Árbol familiar',
  'Valle sereno',
];
const SEED_MEDIA = new URL('../../db/seed/media/', import.meta.url).pathname;
const NATURE = ['Olas en la Playa', 'Girasoles', 'Un Viaje', 'Árbol familiar', 'Valle sereno'];
const PHONE_DIGITS = `57${DEFAULT_SETTINGS.footer_info.phone.replace(/\D/g, '')}`;

describe('the templates gallery', () => {
  const suite = useBrowser();

  async function open(device: BrowserContextOptions, path = '/template') {
    const { context, page } = await suite.visitor(device);
    const response = await page.goto(path);
    await page.waitForLoadState('load');
    const visibleNames = () => page.locator('.template-card__name:visible').allInnerTexts();
    return { page, context, status: response?.status() ?? 0, visibleNames };
  }

  for (const [name, device] of DEVICES) {
    it(`filters every design with the category tabs on a ${name}`, async () => {
      const { page, status, visibleNames } = await open(device);
      expect(status).toBe(200);
      expect(await page.locator('h1').innerText()).toBe('Galería de plantillas');
      const tabs = page.getByRole('tab');
      expect(await tabs.allInnerTexts()).toEqual(['Todas', 'Deportiva', 'Elegante', 'Naturaleza', 'Mascotas']);
      expect(await page.getByRole('tab', { name: 'Todas' }).getAttribute('aria-selected')).toBe('true');
      expect(await visibleNames()).toEqual(ALL);
      // Every thumbnail loads (the phone's lower cards load lazily, as they scroll in).
      expect(await page.getByText('Imagen no disponible').filter({ visible: true }).count()).toBe(0);

      for (const [tab, names] of [
        ['Deportiva', ['Deportivo Cali', 'América de Cali']],
        ['Elegante', ['Resplandor Nubes']],
        ['Naturaleza', NATURE],
        ['Mascotas', ['Plantilla para Gatos', 'Plantilla para Perros']],
        ['Todas', ALL],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        expect(await visibleNames()).toEqual(names);
        expect(await page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
        expect(await page.getByRole('tab', { selected: true }).count()).toBe(1);
      }
      await page.getByRole('tab', { name: 'Mascotas' }).click();
      expect(new URL(page.url()).search).toBe('?categoria=mascotas');
      // The keyboard moves along the tabs.
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('tab', { name: 'Todas' }).getAttribute('aria-selected')).toBe('true');
      expect(await visibleNames()).toEqual(ALL);
    });

    it(`opens a card in a dialog at its top, its video playing muted in a loop, on a ${name}`, async () => {
      const { page } = await open(device);
      const card = page.getByRole('link', { name: /Girasoles/ });
      await card.click();
      const dialog = page.getByRole('dialog', { name: 'Girasoles' });
      await dialog.waitFor();
      // At its top, the focus on the design's name.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('plantilla-nombre');
      expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
      expect(await dialog.locator('[data-modal-category]').textContent()).toBe('Naturaleza');
      expect(await dialog.innerText()).toContain('Un campo de girasoles que se mece con la brisa');
      expect(await dialog.innerText()).toContain('Para memoriales individuales.');
      // Beside the contact button, 'Usar este diseño' for this very design.
      expect(await dialog.getByRole('link', { name: 'Usar este diseño' }).getAttribute('href')).toBe('/usar-plantilla/template-4');

      const video = dialog.locator('video');
      for (const attribute of ['autoplay', 'muted', 'loop', 'playsinline'])
        expect(await video.getAttribute(attribute), attribute).not.toBeNull();
      expect(await video.evaluate((element: HTMLVideoElement) => [element.autoplay, element.muted, element.loop])).toEqual([
        true,
        true,
        true,
      ]);
      expect(await video.getAttribute('src')).toBe('/templates/template-4.webm');
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);

      const contact = dialog.getByRole('link', { name: 'Contactar para personalización' });
      expect(await contact.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${PHONE_DIGITS}\\?text=`));

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // The focus is back on the card that opened it.
      await expect.poll(() => card.evaluate((link) => link === document.activeElement)).toBe(true);
      // Closing stops the video and its download
      // (the dialog's 'close' event, which does it, comes a moment after the dialog is hidden).
      await expect.poll(() => page.locator('dialog[data-template-modal] video').getAttribute('src')).toBeNull();

      // Another card, another video.
      await page.getByRole('tab', { name: 'Deportiva' }).click();
      await page.getByRole('link', { name: /América de Cali/ }).click();
      const america = page.getByRole('dialog', { name: 'América de Cali' });
      await america.waitFor();
      expect(await america.locator('[data-modal-category]').textContent()).toBe('Deportiva');
      expect(await america.locator('video').getAttribute('src')).toBe('/templates/template-7.webm');
      expect(await america.getByRole('link', { name: 'Usar este diseño' }).getAttribute('href')).toBe('/usar-plantilla/template-7');
      await america.getByRole('button', { name: 'Cerrar' }).click();
      await america.waitFor({ state: 'hidden' });

      // A family design says which memorial it is for.
      await page.getByRole('tab', { name: 'Naturaleza' }).click();
      await page.getByRole('link', { name: /Valle sereno/ }).click();
      const valley = page.getByRole('dialog', { name: 'Valle sereno' });
      await valley.waitFor();
      expect(await valley.innerText()).toContain('Para memoriales familiares.');
      expect(await valley.getByRole('link', { name: 'Usar este diseño' }).getAttribute('href')).toBe('/usar-plantilla/family-2');
    });
  }

  it('takes a visitor who chooses a design to the packages', async () => {
    const { page } = await open(PHONE);
    await page.getByRole('link', { name: /Olas en la Playa/ }).click();
    await page.getByRole('dialog', { name: 'Olas en la Playa' }).getByRole('link', { name: 'Usar este diseño' }).click();
    await page.waitForURL(`${baseURL}/#precios`);
    await page.locator('#precios').waitFor();
    // The choice is each person's own: no cache keeps the answer.
    const answer = await fetch(`${baseURL}/usar-plantilla/template-1`, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/#precios');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('takes a customer who may create that memorial to its wizard with the design chosen, else to the packages', async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await signUpIn(context, baseURL, 'plantilla');
    await buyPackage(context, baseURL, adminSessionToken(), 'individual');
    const page = await context.newPage();
    await page.goto('/template');
    await page.getByRole('link', { name: /Girasoles/ }).click();
    await page.getByRole('dialog', { name: 'Girasoles' }).getByRole('link', { name: 'Usar este diseño' }).click();
    await page.waitForURL(`${baseURL}/create-memorial?plantilla=template-4`);
    await waitForIslands(page);
    // The wizard's first step, with the design already chosen under the same name.
    const chosen = page.getByRole('radio', { name: 'Girasoles' });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);

    // Only an individual package: a family design leads to the packages.
    await page.goto('/usar-plantilla/family-2');
    await page.waitForURL(`${baseURL}/#precios`);

    // With a family package too, the family wizard starts with it.
    await buyPackage(context, baseURL, adminSessionToken(), 'family');
    await page.goto('/usar-plantilla/family-2');
    await page.waitForURL(`${baseURL}/create-family-memorial?plantilla=family-2`);
    await waitForIslands(page);
    // The design is chosen on the fourth step: through the first three with one member.
    await page.getByLabel('Nombre de la familia').fill('Familia Ríos');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    const member = page.locator('fieldset.mem-member').first();
    await member.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Elvira Ríos');
    await member.getByLabel('Fecha de nacimiento').fill('1941-05-02');
    await member.getByLabel('Fecha de fallecimiento').fill('2020-09-30');
    await member.locator('.mem-photo input[type=file]').setInputFiles(`${SEED_MEDIA}carmen-rosa-herrera.jpg`);
    // Prepared in the browser first: the preview shows once it is ready.
    await member.getByRole('img', { name: /^Vista previa/ }).waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Galería', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Configuración' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Valle sereno' }).isChecked()).toBe(true);
  });

  it('opens the chat with a request for a custom template', async () => {
    const { page } = await open(PHONE);
    const contact = page.getByRole('link', { name: 'Contactar para personalización' });
    expect(await contact.count()).toBe(1);
    const href = new URL((await contact.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${PHONE_DIGITS}`);
    expect(href.searchParams.get('text')).toMatch(/plantilla personalizada para el memorial/);
    expect(await contact.getAttribute('target')).toBe('_blank');
  });

  it('says "Imagen no disponible" where a thumbnail fails', async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await context.route('**/templates/template-5-mobile.webp', (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    await page.goto('/template');
    const cats = page.locator('[data-template-card][data-id="template-5"]');
    await expect.poll(() => cats.getByText('Imagen no disponible').isVisible()).toBe(true);
    expect(await cats.locator('img').isVisible()).toBe(false);
    expect(await page.getByText('Imagen no disponible').filter({ visible: true }).count()).toBe(1);
  });

  it('works without JavaScript: the tabs are links the server filters by', async () => {
    const { page, visibleNames } = await open({ ...PHONE, javaScriptEnabled: false }, '/template?categoria=naturaleza');
    expect(await visibleNames()).toEqual(NATURE);
    expect(await page.getByRole('tab', { name: 'Naturaleza' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Mascotas' }).click();
    await page.waitForURL(/categoria=mascotas/);
    expect(await visibleNames()).toEqual(['Plantilla para Gatos', 'Plantilla para Perros']);
    // A card still leads to its video.
    expect(await page.getByRole('link', { name: /Plantilla para Gatos/ }).getAttribute('href')).toBe('/templates/template-5.webm');
  });

  it('is linked from the landing page’s examples', async () => {
    const { page } = await open(DESKTOP, '/');
    const link = page.locator('#ejemplos').getByRole('link', { name: /Plantillas/ });
    expect(await link.getAttribute('href')).toBe('/template');
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { ADMIN_VIEWS } from '../../site/lib/admin/views';
import { axeViolations, noTransitionRunning } from '../helpers/axe';
import { DESKTOP, DEVICES, PHONE, waitForIslands } from '../helpers/browser';
import { signInAsAdmin } from '../helpers/e2e-admin';
import { createMemorial, signUpIn, uploadProfilePhoto } from '../helpers/e2e-customers';
import { useBrowser } from '../helpers/e2e-suite';
import { addToCartButton } from '../helpers/e2e-cart';
import { SEED_PAGES } from '../helpers/seed-pages';

/**
 * axe-core finds no WCAG 2.2 AA violation (tags wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) on the public pages
 * at phone and desktop width, on the open dialogs people use most (sign-in, the cart, leaving a memory, a photo
 * and a memory enlarged), on the dashboard, editor and preview of a customer with a memorial, and on every view of
 * the back-office. Each page is checked once it has settled (islands hydrated, nothing busy or loading, no
 * transition running), as a person sees it.
 */
const baseURL = inject('baseURL');

const PUBLIC_PAGES = ['/', ...SEED_PAGES, '/template', '/no-existe-esta-pagina', '/q/ZZZZZZ', '/politica-de-datos', '/terminos'];

/**
 * Islands hydrated, nothing still loading (the back-office's views and the dashboard read after load) and no
 * transition under way (tests/helpers/axe.ts).
 */
async function settled(page: Page): Promise<void> {
  await waitForIslands(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !/Cargando/.test(document.body.innerText));
  await noTransitionRunning(page);
}

async function violationsOn(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    found.push(...(await axeViolations(page)));
  }
  return found;
}

const report = (violations: string[]) => `axe-core found WCAG 2.2 AA violations:\n${violations.join('\n')}`;

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  const suite = useBrowser();
  const customer = suite.customer('accesible', { context: DESKTOP, buys: ['individual'] });
  let memorial: { id: string; slug: string };

  beforeAll(async () => {
    const portrait = await uploadProfilePhoto(customer.context, baseURL);
    memorial = await createMemorial(customer.context, baseURL, {
      name: 'Rosa Elvira Cárdenas',
      birthDate: '1941-03-09',
      deathDate: '2025-01-20',
      template_id: 'template-2',
      profile_image_url: portrait,
    });
  });

  it.each(DEVICES)('the public pages on a %s', async (_, device) => {
    const context = await suite.browser.newContext({ ...device, baseURL });
    const violations = await violationsOn(await context.newPage(), PUBLIC_PAGES);
    await context.close();
    expect(violations, report(violations)).toEqual([]);
  });

  it('the open dialogs: sign-in, cart, leaving a memory, a photo and a memory enlarged', async () => {
    const guest = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await guest.newPage();
    const violations: string[] = [];

    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('dialog', { name: 'Iniciar sesión' }).waitFor();
    violations.push(...(await axeViolations(page)));

    await page.goto(`/memorial/${SEED_MEMORIAL.slug}`);
    await page.locator('[data-lightbox-item]').first().click();
    await page.getByRole('dialog', { name: 'Foto ampliada' }).waitFor();
    violations.push(...(await axeViolations(page)));

    await page.goto(`/muro-de-recuerdos/${SEED_MEMORIAL.slug}`);
    await page.getByRole('button', { name: 'Ver recuerdo' }).first().click();
    await page.locator('#memory-detail').waitFor();
    violations.push(...(await axeViolations(page)));
    await page.keyboard.press('Escape');
    await page.locator('#memory-detail').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '+ Dejar un recuerdo' }).click();
    await page.getByRole('dialog', { name: `Para ${SEED_MEMORIAL.profileName}` }).waitFor();
    // The captcha loads once it is scrolled into view, as a person filling the form reaches it.
    await page.locator('captcha-field').scrollIntoViewIfNeeded();
    await page.locator('captcha-field[data-state="ready"]').waitFor();
    violations.push(...(await axeViolations(page)));
    await guest.close();

    // The cart, as someone just signed up sees it after adding a package (a customer who already paid is
    // taken from the landing to the dashboard).
    const buyer = await suite.browser.newContext({ ...PHONE, baseURL });
    await signUpIn(buyer, baseURL, 'carrito-accesible');
    const shop = await buyer.newPage();
    await shop.goto('/');
    await settled(shop);
    await addToCartButton(shop).click();
    await shop.getByRole('dialog').getByRole('heading', { name: 'Tu carrito' }).waitFor();
    await settled(shop);
    violations.push(...(await axeViolations(shop)));
    await buyer.close();

    expect(violations, report(violations)).toEqual([]);
  });

  it('the dashboard of a customer with a memorial, its editor and its preview', async () => {
    const page = await customer.context.newPage();
    const violations = await violationsOn(page, ['/dashboard', `/edit/${memorial.id}`, `/preview/${memorial.slug}`]);
    await page.close();
    expect(violations, report(violations)).toEqual([]);
  });

  it('every view of the back-office', async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await signInAsAdmin(context, baseURL);
    const violations = await violationsOn(
      await context.newPage(),
      ADMIN_VIEWS.map((view) => `/admin?vista=${view}`),
    );
    await context.close();
    expect(violations, report(violations)).toEqual([]);
  });
});

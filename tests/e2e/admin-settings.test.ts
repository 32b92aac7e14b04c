import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_FAMILY, SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { formatCount } from '../../site/lib/format';
import { DESKTOP, waitForIslands } from '../helpers/browser';
import { buyPackage, originHeaders, signUpIn, uploadProfilePhoto } from '../helpers/e2e-customers';
import { executeLocalSql } from '../helpers/local-worker';
import { adminSessionToken, enrolledAdmin } from '../helpers/e2e-admin';
import { useBrowser } from '../helpers/e2e-suite';
import { addToCartButton, acceptTerms } from '../helpers/e2e-cart';

/**
 * 'Configuración' in a real browser: what the administrator saves is what the landing, the payment modal and
 * the examples modal show. The suite shares one Worker, so every setting and package this file changes is
 * put back as it was afterwards.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');

type Entry = { key: string; value: unknown };
type Pkg = { id: string; name: string; is_active: boolean };

const suite = useBrowser();
const admin = suite.admin(DESKTOP);
let saved: Entry[];
let packages: Pkg[];

const dialog = (page: Page) => page.getByRole('dialog');
const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);
/** The text of the hint a field is described by (FormRow's aria-describedby). */
const hintOf = (field: Locator) =>
  field.evaluate((element) => {
    const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });

async function adminGet<T>(path: string): Promise<T> {
  return ((await (await admin.context.request.get(path)).json()) as { data: T }).data;
}

async function openSettings(): Promise<Page> {
  const page = await admin.context.newPage();
  await page.goto('/admin?vista=configuracion');
  await page.getByRole('heading', { name: 'Configuración', level: 1 }).waitFor();
  await section(page, 'settings-hero').waitFor();
  return page;
}

async function saveSection(page: Page, id: string) {
  await section(page, id).getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Configuración actualizada exitosamente').last().waitFor();
}

beforeAll(async () => {
  saved = await adminGet<Entry[]>('/api/admin/settings');
  packages = await adminGet<Pkg[]>('/api/admin/packages');
});

afterAll(async () => {
  // Put back what this file changed, for the files that run after it.
  for (const entry of saved) {
    const restored = await admin.context.request.put(`/api/admin/settings/${entry.key}`, {
      data: { value: entry.value },
      headers: originHeaders(baseURL),
    });
    expect(restored.status(), entry.key).toBe(200);
  }
  for (const pkg of await adminGet<Pkg[]>('/api/admin/packages')) {
    const before = packages.find((candidate) => candidate.id === pkg.id);
    if (before && before.is_active !== pkg.is_active) {
      const restored = await admin.context.request.put(`/api/admin/packages/${pkg.id}`, {
        data: { ...pkg, is_active: before.is_active },
        headers: originHeaders(baseURL),
      });
      expect(restored.status(), pkg.id).toBe(200);
    }
  }
});

describe('Configuración', () => {
  it('saves a new hero title and bank account, which the landing and the payment modal show', async () => {
    const page = await openSettings();
    await section(page, 'settings-hero').getByLabel('Título', { exact: true }).fill('Cada vida merece ser recordada');
    await saveSection(page, 'settings-hero');

    const bancolombia = section(page, 'settings-payments').locator('[data-method="bancolombia"]');
    await bancolombia.getByLabel('Cuenta').fill('987-654321-00');
    await saveSection(page, 'settings-payments');

    const customer = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await signUpIn(customer, baseURL, 'ajustes');
    const landing = await customer.newPage();
    await landing.goto('/');
    expect(await landing.getByRole('heading', { level: 1 }).innerText()).toBe('Cada vida merece ser recordada');
    await waitForIslands(landing);
    await addToCartButton(landing).click();
    // Signed in, the drawer opens with the package in it.
    await dialog(landing).getByRole('button', { name: 'Proceder al pago' }).click();
    await dialog(landing).getByRole('heading', { name: 'Elige cómo pagar' }).waitFor();
    await acceptTerms(landing);
    await dialog(landing)
      .getByRole('button', { name: /Bancolombia/ })
      .click();
    await dialog(landing).getByText('987-654321-00').waitFor();
    await customer.close();
    await page.close();
  });

  it("shows a plain admin the payment accounts without offering to change them (a super admin's decision)", async () => {
    // A plain administrator of the test's own: made by the super admin, own password chosen, second factor on.
    const plainAdmin = await enrolledAdmin(baseURL, 'admin-simple');
    const plain = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await plain.addCookies([{ name: 'session', value: plainAdmin.token, url: baseURL }]);

    const page = await plain.newPage();
    await page.goto('/admin?vista=configuracion');
    const payments = section(page, 'settings-payments');
    await payments.getByText('Solo un super administrador puede cambiarlas.').waitFor();
    expect(await payments.getByRole('textbox').count()).toBe(0);
    expect(await payments.getByRole('button').count()).toBe(0);
    await section(page, 'settings-hero').getByRole('button', { name: 'Guardar' }).waitFor();
    await plain.close();
  });

  it('offers to initialize an empty database, writing the defaults', async () => {
    await executeLocalSql(stateDir, 'DELETE FROM settings;');
    const page = await admin.context.newPage();
    await page.goto('/admin?vista=configuracion');
    await page.getByText('No hay configuraciones').waitFor();
    await page.getByRole('button', { name: 'Inicializar configuraciones' }).click();
    await page.getByText('Configuraciones inicializadas exitosamente').waitFor();
    await section(page, 'settings-hero').waitFor();
    expect((await adminGet<Entry[]>('/api/admin/settings')).map((entry) => entry.key).sort()).toEqual([
      'examples_section',
      'footer_info',
      'hero_section',
      'payment_methods',
      'pricing_plan',
      'site_stats',
      'tutorial_video',
    ]);
    await page.close();
  });

  it('refuses a wrong value with its message and keeps what was saved', async () => {
    const page = await openSettings();
    await section(page, 'settings-footer').getByLabel('Teléfono').fill('llámenos');
    await section(page, 'settings-footer').getByRole('button', { name: 'Guardar' }).click();
    await section(page, 'settings-footer').getByRole('alert').filter({ hasText: 'El teléfono no es válido' }).waitFor();
    await page.getByText('Error al actualizar la configuración').waitFor();
    const footer = (await adminGet<Entry[]>('/api/admin/settings')).find((entry) => entry.key === 'footer_info');
    expect((footer?.value as { phone: string }).phone).not.toBe('llámenos');
    await page.close();
  });

  it("shows the real counts beside the typed figures, and 'Usar cifras reales' puts them on the landing", async () => {
    const { site_figures: real } = await adminGet<{ site_figures: { memorials_created: number; monthly_visits: number } }>(
      '/api/admin/stats',
    );
    const page = await openSettings();
    const figures = section(page, 'settings-stats');
    // Each figure's own hint (its field's description): the two counts may well be the same number.
    await expect
      .poll(() => hintOf(figures.getByLabel('Memoriales creados')))
      .toBe(`Cifra real: ${formatCount(real.memorials_created)} memoriales publicados`);
    await expect
      .poll(() => hintOf(figures.getByLabel('Visitas mensuales')))
      .toBe(`Cifra real: ${formatCount(real.monthly_visits)} visitas a los memoriales`);
    await figures.getByLabel('Memoriales creados').fill('98765');
    await saveSection(page, 'settings-stats');
    const landing = await admin.context.newPage();
    await landing.goto('/');
    expect(await landing.locator('[data-hero-stat="memorials_created"]').innerText()).toBe('98.765+');

    await figures.getByLabel(/Usar cifras reales/).check();
    // The typed figures wait, kept, for when it is turned off.
    expect(await figures.getByLabel('Memoriales creados').isDisabled()).toBe(true);
    await saveSection(page, 'settings-stats');
    await expect
      .poll(() => hintOf(figures.getByLabel('Memoriales creados')))
      .toBe(`La página principal muestra la cifra real: ${formatCount(real.memorials_created)}`);
    await landing.reload();
    expect(await landing.locator('[data-hero-stat="memorials_created"]').innerText()).toBe(`${formatCount(real.memorials_created)}+`);
    await landing.getByText('Visitas a los memoriales').waitFor();
    await Promise.all([landing.close(), page.close()]);
  });

  it("sets the tutorial video that the landing's card opens, refuses what is not one, and hides the card without it", async () => {
    const page = await openSettings();
    const tutorial = section(page, 'settings-tutorial');
    const field = tutorial.getByLabel('Dirección del video en YouTube');
    await field.fill('https://www.youtube.com/@recuerdoseternos');
    await tutorial.getByRole('button', { name: 'Guardar' }).click();
    await tutorial.getByRole('alert').filter({ hasText: 'URL de YouTube no válida' }).waitFor();

    await field.fill('https://youtu.be/y8AWFf7EAc4?si=compartido');
    await saveSection(page, 'settings-tutorial');
    // Kept as the video's plain address, whatever link was pasted.
    await expect.poll(() => field.inputValue()).toBe('https://www.youtube.com/watch?v=y8AWFf7EAc4');

    const visitor = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await visitor.route('https://www.youtube.com/**', (route) => route.fulfill({ body: 'video', contentType: 'text/plain' }));
    const landing = await visitor.newPage();
    await landing.goto('/');
    await waitForIslands(landing);
    const card = landing.locator('#ejemplos').getByRole('link', { name: /Videos tutoriales/ });
    expect(await card.getAttribute('href')).toBe('https://www.youtube.com/watch?v=y8AWFf7EAc4');
    await card.click();
    const popup = visitor.waitForEvent('page');
    await dialog(landing).getByRole('button', { name: 'Ir a YouTube' }).click();
    expect((await popup).url()).toBe('https://www.youtube.com/watch?v=y8AWFf7EAc4');

    // Emptied, the card leaves the landing instead of leading anywhere else.
    await field.fill('');
    await saveSection(page, 'settings-tutorial');
    const storedTutorial = async () =>
      (await adminGet<Entry[]>('/api/admin/settings')).find((entry) => entry.key === 'tutorial_video')?.value;
    await expect.poll(storedTutorial).toEqual({ url: '' });
    await landing.goto('/');
    await landing
      .locator('#ejemplos')
      .getByRole('link', { name: /Plantillas/ })
      .waitFor();
    expect(await landing.locator('#ejemplos').getByText('Videos tutoriales').count()).toBe(0);
    expect(await landing.locator('#ejemplos .example-card').count()).toBe(2);
    await visitor.close();
    await page.close();
  });

  it('takes a deactivated package off the landing, in a tab already open too', async () => {
    const open = await suite.browser.newPage(DESKTOP);
    await open.goto(`${baseURL}/`);
    const openFamily = open.locator('#precios li', { hasText: 'Memorial Familiar' });
    await openFamily.waitFor();
    const page = await openSettings();
    const family = section(page, 'settings-packages').locator('li', { hasText: 'Memorial Familiar' });
    // Saved at once; the switch follows the stored state.
    await family.getByRole('checkbox', { name: 'Activo' }).click();
    await page.getByText('Configuración actualizada exitosamente').last().waitFor();
    await expect.poll(() => family.getByRole('checkbox', { name: 'Activo' }).isChecked()).toBe(false);

    const visitor = await suite.browser.newPage(DESKTOP);
    await visitor.goto(`${baseURL}/`);
    await addToCartButton(visitor).waitFor();
    expect(await visitor.locator('#precios').getByText('Memorial Familiar').count()).toBe(0);
    await visitor.close();
    // The open tab reads its packages again every 30 s and whenever it comes back into view.
    await open.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await openFamily.waitFor({ state: 'hidden' });
    await open.close();
    await page.close();
  });

  it('sets three examples from the search, one pasted as an address, and the landing links each one', async () => {
    // A third published memorial, so the search has something besides the seed's two.
    const adminToken = adminSessionToken();
    const owner = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await signUpIn(owner, baseURL, 'ejemplo');
    await buyPackage(owner, baseURL, adminToken, 'individual');
    const photo = await uploadProfilePhoto(owner, baseURL);
    const created = await owner.request.post('/api/profiles', {
      data: {
        name: 'Aurelio Benítez',
        birthDate: '1939-04-12',
        deathDate: '2022-01-03',
        template_id: 'template-2',
        profile_image_url: photo,
      },
      headers: originHeaders(baseURL),
    });
    expect(created.status()).toBe(201);
    const aurelio = ((await created.json()) as { data: { slug: string } }).data;
    await owner.close();

    const page = await openSettings();
    const examples = section(page, 'settings-examples');
    const saved = examples.locator('[data-example]');
    while ((await saved.count()) > 0)
      await saved
        .first()
        .getByRole('button', { name: /^Quitar/ })
        .click();

    const search = examples.getByLabel('Buscar un memorial publicado');
    await search.fill('Aurelio');
    await examples.getByRole('option', { name: /Aurelio Benítez/ }).click();
    // Other files may have made more families of that name: pick the seeded one by its address.
    await search.fill('Gómez Herrera');
    await examples.getByRole('option', { name: `Familia Gómez Herrera /familia/${SEED_FAMILY.slug}`, exact: true }).click();
    // The list closes on a click outside it.
    await search.fill('Aurelio');
    await examples.getByRole('listbox').waitFor();
    await page.getByRole('heading', { name: 'Configuración', level: 1 }).click();
    await examples.getByRole('listbox').waitFor({ state: 'detached' });

    await examples.getByLabel('Dirección o slug').fill(`${baseURL}/memorial/${SEED_MEMORIAL.slug}`);
    await examples.getByText(`Se guardará como «${SEED_MEMORIAL.slug}»`).waitFor();
    await examples.getByLabel('Nombre que se muestra').fill('María Elena Rodríguez');
    await examples.getByRole('button', { name: 'Agregar ejemplo' }).click();
    await examples.getByText('Máximo 3 ejemplos').waitFor();
    await saveSection(page, 'settings-examples');
    await page.close();

    const visitor = await suite.browser.newPage(DESKTOP);
    await visitor.goto(`${baseURL}/`);
    await waitForIslands(visitor);
    await visitor.getByRole('button', { name: /^Ejemplos reales/ }).click();
    const modal = dialog(visitor);
    await modal.getByText('Aurelio Benítez').waitFor();
    const hrefs = await modal.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([`/memorial/${aurelio.slug}`, `/familia/${SEED_FAMILY.slug}`, `/memorial/${SEED_MEMORIAL.slug}`]),
    );
    await visitor.close();
  });
});

import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE } from '../helpers/browser';
import { createMemorial, openDashboard, uploadProfilePhoto } from '../helpers/e2e-customers';
import { executeLocalSql } from '../helpers/local-worker';
import { formatGatheringWhen } from '../../worker/schemas/gathering-texts';
import { colombianDay } from '../helpers/colombian-days';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * Gatherings (docs/features/gatherings.md) on a phone: the owner adds a velación in the dashboard's 'Misas y encuentros' (typed in
 * Colombia's time), and the public page, served from the edge, shows it at once with its day and hour, the place,
 * 'Cómo llegar' and 'Ver transmisión'; an edit shows there too; a gathering under way names itself in the day's
 * banner.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');

const NAME = 'Gilberto Antonio Restrepo';

const cardOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openGatherings(page: Page): Promise<Locator> {
  const button = cardOf(page, NAME).locator('.dash-dates__open');
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Fechas y recordatorios de ${NAME}` });
  await dialog.waitFor();
  const panel = dialog.getByRole('region', { name: 'Misas y encuentros' });
  await panel.getByText('Sin encuentros').or(panel.locator('.dash-gath__list')).first().waitFor();
  return panel;
}

describe('gatherings, from the dashboard to the public page', () => {
  const suite = useBrowser();
  const owner = suite.customer('encuentros', { buys: ['individual'] });
  let visitor: BrowserContext;
  let memorial: { id: string; slug: string };
  // Tomorrow in Colombia, 8:00 to 18:00: always in the future, whatever the hour the test runs.
  const day = colombianDay(1);
  const startsAt = `${day}T08:00:00-05:00`;

  beforeAll(async () => {
    visitor = await suite.browser.newContext({ ...PHONE, baseURL });
    const portrait = await uploadProfilePhoto(owner.context, baseURL);
    memorial = await createMemorial(owner.context, baseURL, {
      name: NAME,
      birthDate: '1950-07-20',
      deathDate: colombianDay(-1),
      template_id: 'template-2',
      profile_image_url: portrait,
    });
  });

  async function publicPage(): Promise<Page> {
    const page = await visitor.newPage();
    const response = await page.goto(`/memorial/${memorial.slug}`);
    expect(response?.status()).toBe(200);
    return page;
  }

  it('adds a velación in the dashboard and shows it on the public page with its hour, place and links', async () => {
    // The page is kept at the edge before the gathering exists: the write must purge it.
    const before = await publicPage();
    expect(await before.locator('#encuentros').count()).toBe(0);
    await before.close();

    const page = await openDashboard(owner.context);
    const panel = await openGatherings(page);
    await panel.getByRole('button', { name: 'Agregar encuentro' }).click();
    const form = panel.getByRole('form', { name: 'Nuevo encuentro' });
    await form.getByLabel('Tipo').selectOption('velacion');
    await form.getByLabel('Fecha y hora').fill(`${day}T08:00`);
    await form.getByLabel('Termina (opcional)').fill(`${day}T18:00`);
    // What the API would refuse, the form says first.
    await form.getByLabel('Enlace de la transmisión (opcional)').fill('http://transmision.example.com/velacion');
    await form.getByRole('button', { name: 'Guardar encuentro' }).click();
    await form.getByText('El enlace de la transmisión debe ser una dirección https:// válida').waitFor();
    await form.getByLabel('Enlace de la transmisión (opcional)').fill('https://www.youtube.com/live/velacion-gilberto');
    await form.getByLabel('Lugar').fill('Funeraria San Vicente');
    await form.getByLabel('Dirección y ciudad (opcional)').fill('Calle 51 # 45-20, Medellín');
    await form.getByRole('button', { name: 'Guardar encuentro' }).click();

    const item = panel.locator('.dash-gath__item').filter({ hasText: 'Velación' });
    await item.waitFor();
    expect(await item.innerText()).toContain(`${formatGatheringWhen(startsAt, { year: true })} hasta las 6:00 p. m.`);
    expect(await panel.getByText('1 encuentro').count()).toBe(1);

    const pageAfter = await publicPage();
    const card = pageAfter.locator('#encuentros');
    await card.waitFor();
    expect(await card.getByRole('heading', { name: 'Misas y encuentros' }).count()).toBe(1);
    const text = await card.innerText();
    expect(text).toContain('Velación');
    expect(text).toContain(formatGatheringWhen(startsAt));
    expect(text).toContain('hasta las 6:00 p. m.');
    expect(text).toContain('Funeraria San Vicente');
    expect(text).toContain('Calle 51 # 45-20, Medellín');
    expect(await card.getByRole('link', { name: 'Cómo llegar' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Funeraria San Vicente, Calle 51 # 45-20, Medellín')}`,
    );
    expect(await card.getByRole('link', { name: 'Ver transmisión' }).getAttribute('href')).toBe(
      'https://www.youtube.com/live/velacion-gilberto',
    );
    await pageAfter.close();
  });

  it('shows an edit on the public page, and names a gathering under way in the day’s banner', async () => {
    const page = await openDashboard(owner.context);
    const panel = await openGatherings(page);
    await panel.getByRole('button', { name: /^Editar/ }).click();
    const form = panel.getByRole('form', { name: 'Editar encuentro' });
    await form.getByLabel('Lugar').fill('Capilla de la Funeraria San Vicente');
    await form.getByRole('button', { name: 'Guardar encuentro' }).click();
    await panel.getByText('Capilla de la Funeraria San Vicente').waitFor();

    const edited = await publicPage();
    await edited.locator('#encuentros').getByText('Capilla de la Funeraria San Vicente').waitFor();
    expect(await edited.locator('[data-gathering-today]').count()).toBe(0);
    await edited.close();

    // A misa that began an hour ago and ends in an hour (written straight into the database: the API takes no past hour).
    const hour = 3_600_000;
    const started = new Date(Date.now() - hour).toISOString();
    const ends = new Date(Date.now() + hour).toISOString();
    await executeLocalSql(
      stateDir,
      `INSERT INTO gatherings (id, memorial_profile_id, kind, starts_at, ends_at, place_name) VALUES ('${crypto.randomUUID()}', '${memorial.id}', 'misa', '${started}', '${ends}', 'Parroquia La Candelaria')`,
    );
    const today = await publicPage();
    const banner = today.locator('[data-gathering-today]');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/^Misa (a las? \d{1,2}:\d{2} [ap]\. m\. en|en) Parroquia La Candelaria/);
    await today.close();
  });
});

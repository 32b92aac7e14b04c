import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE } from '../helpers/browser';
import {
  createFamily,
  createMemorialWithPortrait,
  openDashboard,
  originHeaders,
  signUpIn,
  uploadProfilePhoto,
} from '../helpers/e2e-customers';
import { executeLocalSql } from '../helpers/local-worker';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * The owner's memories manager on the dashboard (docs/features/memory-wall.md), in a real browser: a customer's memorial gets
 * memories straight into D1 (waiting and visible ones, one whose photo is gone, a private one), and the
 * owner opens the manager from the card, reads every memory with its state, approves one (the public wall
 * then shows it), hides one, deletes one after confirming, keeps one whose deletion failed, pages through
 * them, turns 'Publicar recuerdos sin mi aprobación' on and off, and lands in the manager from the
 * new-memory e-mail's link. Another customer gets nothing.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');

const sql = (command: string) => executeLocalSql(stateDir, command);
const quote = (value: string | null) => (value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`);

type Profile = { id: string; slug: string; profile_name: string };
type Family = { id: string; slug: string; family_name: string };
type WallMemory = { id: string; author_name: string; is_authorized: boolean; is_public: boolean };
type Listing = { success: boolean; data: WallMemory[]; pagination: { total: number; totalPages: number } };

const NAME = 'Gilberto Antonio Ruiz';

type SeedMemory = {
  id: string;
  author: string;
  message: string;
  song: string | null;
  things: string[];
  /** The visitor ticked 'Hacer público' (true unless a row says otherwise). */
  consent?: boolean;
  authorized: boolean;
  likes: number;
  createdAt: string;
  photo: string;
};

async function insertMemories(wall: { memorial?: string; family?: string }, rows: SeedMemory[]) {
  const values = rows.map(
    (row) =>
      `(${quote(row.id)}, ${quote(wall.memorial ?? null)}, ${quote(wall.family ?? null)}, ${quote(row.photo)}, ${quote(row.author)}, ` +
      `${quote(row.message)}, ${quote(row.song)}, ${quote(JSON.stringify(row.things))}, ${row.consent === false ? 0 : 1}, ${row.authorized ? 1 : 0}, ` +
      `${row.likes}, ${quote(row.createdAt)})`,
  );
  await sql(
    'INSERT INTO memories (id, memorial_profile_id, family_profile_id, photo_url, author_name, message, song, things_list, visitor_consent, is_authorized, likes, created_at) ' +
      `VALUES ${values.join(', ')}`,
  );
}

/** The public wall as an anonymous visitor reads it. */
async function publicWall(memorialId: string): Promise<WallMemory[]> {
  const response = await fetch(`${baseURL}/api/memories?memorial_profile_id=${memorialId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Listing).data;
}

async function openManager(page: Page, name = NAME): Promise<Locator> {
  const button = page.getByRole('button', { name: `Recuerdos de ${name}` });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Recuerdos de ${name}` });
  await dialog.waitFor();
  await dialog.locator('.dash-mems__list').waitFor();
  return dialog;
}

const item = (dialog: Locator, author: string) =>
  dialog.getByRole('listitem').filter({ has: dialog.page().getByRole('heading', { name: author, exact: true }) });

const authors = (dialog: Locator) => dialog.locator('.dash-mem__author').allInnerTexts();

describe('the memories manager on the dashboard', () => {
  const suite = useBrowser();
  const owner = suite.customer('recuerdos', { buys: ['individual', 'family'] });
  let memorial: Profile;
  let family: Family;
  const camila = randomUUID();
  const julian = randomUUID();
  const mariana = randomUUID();
  const fillers = ['Pedro Salazar', 'Luz Dary Mejía', 'Andrés Felipe Gil', 'Teresa Quintero'].map((author) => ({
    id: randomUUID(),
    author,
  }));

  beforeAll(async () => {
    ({ memorial } = await createMemorialWithPortrait<Profile>(owner.context, baseURL, {
      name: NAME,
      birthDate: '1944-06-02',
      deathDate: '2024-09-30',
      template_id: 'template-4',
    }));

    const familyPortrait = await uploadProfilePhoto(owner.context, baseURL, 'jorge-enrique-gomez.jpg');
    family = await createFamily<Family>(owner.context, baseURL, {
      family_name: 'Ruiz Peña',
      members: [
        {
          name: 'Jorge Enrique',
          birth_date: '1936-02-10',
          death_date: '2019-11-03',
          profile_image_url: familyPortrait,
          relationship: 'abuelo',
        },
      ],
    });

    const [camilaPhoto, julianPhoto, fillerPhoto, familyPhoto] = await Promise.all(
      ['jardin.jpg', 'girasoles.jpg', 'vela.jpg', 'nubes.jpg'].map((file) => uploadProfilePhoto(owner.context, baseURL, file)),
    );
    const base = { song: null, things: [], likes: 0, photo: fillerPhoto ?? '' };
    await insertMemories({ memorial: memorial.id }, [
      {
        ...base,
        id: camila,
        author: 'Camila Torres',
        message: 'Gracias por enseñarnos a reír en los días difíciles.\nSiempre en nuestro corazón.',
        song: 'Sin ti no soy nada - Amaral',
        things: ['Sus tintos de la mañana', 'Sus abrazos'],
        authorized: false,
        createdAt: '2026-11-20T15:00:00.000Z',
        photo: camilaPhoto ?? '',
      },
      {
        ...base,
        id: julian,
        author: 'Julián Ortega',
        message: 'Don Gilberto, gracias por cada consejo.',
        authorized: true,
        likes: 4,
        createdAt: '2026-11-19T15:00:00.000Z',
        photo: julianPhoto ?? '',
      },
      // Its photo is not in storage any more: the manager shows the placeholder.
      {
        ...base,
        id: mariana,
        author: 'Mariana López',
        message: 'Lo recordamos con cariño.',
        authorized: false,
        createdAt: '2026-11-18T15:00:00.000Z',
        photo: '/media/memory/anon/no-existe.jpg',
      },
      ...fillers.map((filler, index) => ({
        ...base,
        id: filler.id,
        author: filler.author,
        message: `Un recuerdo de ${filler.author}.`,
        authorized: true,
        createdAt: `2026-10-0${fillers.length - index}T15:00:00.000Z`,
      })),
    ]);
    await insertMemories({ family: family.id }, [
      {
        ...base,
        id: randomUUID(),
        author: 'Rosa Peña',
        message: 'Para toda la familia Ruiz Peña.',
        authorized: false,
        createdAt: '2026-11-01T15:00:00.000Z',
        photo: familyPhoto ?? '',
      },
      // Left without 'Hacer público' and approved anyway: still only the owner's to read.
      {
        ...base,
        id: randomUUID(),
        author: 'Hernán Peña',
        message: 'Solo para ustedes.',
        consent: false,
        authorized: true,
        createdAt: '2026-10-30T15:00:00.000Z',
        photo: familyPhoto ?? '',
      },
    ]);
  });

  it('counts the memories awaiting approval on each card, within a phone’s width', async () => {
    const page = await openDashboard(owner.context);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
    const button = card.getByRole('button', { name: `Recuerdos de ${NAME}` });
    await expect.poll(() => button.innerText()).toContain('2 por aprobar');
    const familyCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ruiz Peña' }) });
    expect(await familyCard.getByRole('button', { name: 'Recuerdos de la familia Ruiz Peña' }).innerText()).toContain('1 por aprobar');
    // Nothing on a 390 px screen is cut off or pushes the page sideways.
    for (const row of await page.locator('.dash-card__actions, .dash-card__memories').all()) {
      expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.close();
  });

  it('lists every memory of the wall with its state, newest first, five per page', async () => {
    const page = await openDashboard(owner.context);
    const dialog = await openManager(page);
    expect(await dialog.locator('.dash-mems__count').innerText()).toContain('7 recuerdos');
    expect(await dialog.locator('.dash-mems__count').innerText()).toContain('2 recuerdos por aprobar');
    expect(await authors(dialog)).toEqual(['Camila Torres', 'Julián Ortega', 'Mariana López', 'Pedro Salazar', 'Luz Dary Mejía']);

    const first = item(dialog, 'Camila Torres');
    const text = await first.innerText();
    expect(text).toContain('Esperando tu aprobación');
    expect(text).toContain('20 de noviembre de 2026');
    expect(text).toContain('Gracias por enseñarnos a reír en los días difíciles.\nSiempre en nuestro corazón.');
    expect(text).toContain('Sin ti no soy nada - Amaral');
    expect(text).toContain('Sus tintos de la mañana');
    expect(text).toContain('Sus abrazos');
    expect(text).toContain('0 me gusta');
    expect(await first.getByRole('button', { name: 'Mostrar en el muro' }).count()).toBe(1);
    await expect.poll(() => first.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    const visible = item(dialog, 'Julián Ortega');
    expect(await visible.innerText()).toContain('Visible en el muro');
    expect(await visible.innerText()).toContain('4 me gusta');
    expect(await visible.getByRole('button', { name: 'Ocultar del muro' }).count()).toBe(1);

    const missing = item(dialog, 'Mariana López');
    await missing.getByText('Imagen no disponible').waitFor();
    expect(await missing.locator('img').count()).toBe(0);

    expect(await dialog.getByRole('link', { name: 'Ver el muro público' }).getAttribute('href')).toBe(
      `/muro-de-recuerdos/${memorial.slug}`,
    );

    await dialog.getByText('Mostrando 1 a 5 de 7 resultados').waitFor();
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await dialog.getByText('Mostrando 6 a 7 de 7 resultados').waitFor();
    expect(await authors(dialog)).toEqual(['Andrés Felipe Gil', 'Teresa Quintero']);
    await dialog.getByRole('button', { name: 'Anterior' }).click();
    await dialog.getByText('Mostrando 1 a 5 de 7 resultados').waitFor();
    expect((await authors(dialog))[0]).toBe('Camila Torres');

    // Closing returns focus to the card's button.
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('dash-card__memories'))).toBe(true);
    await page.close();
  });

  it('approves a waiting memory, waiting for the server once, and the public wall then shows it', async () => {
    expect((await publicWall(memorial.id)).map((memory) => memory.id)).not.toContain(camila);
    const page = await openDashboard(owner.context);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let patches = 0;
    await page.route(`**/api/memories/${camila}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      patches += 1;
      await held;
      await route.continue();
    });
    const dialog = await openManager(page);
    const memory = item(dialog, 'Camila Torres');
    const toggle = memory.locator('.dash-mem__toggle');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-disabled')).toBe('true');
    expect(await toggle.innerText()).toContain('Guardando…');
    // A second press while the answer is on its way sends nothing.
    await toggle.click({ force: true });
    release();

    await page.getByText('El recuerdo ya se muestra en el muro').waitFor();
    await memory.getByText('Visible en el muro').waitFor();
    expect(await toggle.getAttribute('aria-disabled')).toBeNull();
    expect(await memory.getByRole('button', { name: 'Ocultar del muro' }).count()).toBe(1);
    expect(patches).toBe(1);
    // The focus stayed on the button it was on.
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await dialog.locator('.dash-mems__count').innerText()).toContain('1 recuerdo por aprobar');

    const shown = (await publicWall(memorial.id)).find((entry) => entry.id === camila);
    expect(shown).toMatchObject({ author_name: 'Camila Torres', is_authorized: true });

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: `Recuerdos de ${NAME}` }).innerText()).toContain('1 por aprobar');
    await page.close();
  });

  it('hides a visible memory from the public wall', async () => {
    expect((await publicWall(memorial.id)).map((memory) => memory.id)).toContain(julian);
    const page = await openDashboard(owner.context);
    const dialog = await openManager(page);
    const memory = item(dialog, 'Julián Ortega');
    await memory.getByRole('button', { name: 'Ocultar del muro el recuerdo de Julián Ortega' }).click();
    await page.getByText('El recuerdo ya no se muestra en el muro').waitFor();
    await memory.getByText('Esperando tu aprobación').waitFor();
    expect(await memory.getByRole('button', { name: 'Mostrar en el muro' }).count()).toBe(1);
    expect((await publicWall(memorial.id)).map((entry) => entry.id)).not.toContain(julian);
    expect(await dialog.locator('.dash-mems__count').innerText()).toContain('2 recuerdos por aprobar');
    await page.close();
  });

  it('says so when a change fails and leaves the memory as it was', async () => {
    const page = await openDashboard(owner.context);
    await page.route(`**/api/memories/${julian}`, (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()));
    const dialog = await openManager(page);
    const memory = item(dialog, 'Julián Ortega');
    await memory.getByRole('button', { name: 'Mostrar en el muro' }).click();
    await page.getByText('Error al actualizar el recuerdo').waitFor();
    expect(await memory.getByText('Esperando tu aprobación').count()).toBe(1);
    expect(await memory.locator('.dash-mem__toggle').getAttribute('aria-disabled')).toBeNull();
    await page.close();
  });

  it('keeps the memory and says so when the deletion fails', async () => {
    const page = await openDashboard(owner.context);
    await page.route(`**/api/memories/${mariana}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { success: false, error: 'Error interno del servidor' } })
        : route.fallback(),
    );
    const dialog = await openManager(page);
    const memory = item(dialog, 'Mariana López');
    await memory.getByRole('button', { name: 'Eliminar el recuerdo de Mariana López' }).click();
    await memory.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText('Error al eliminar el recuerdo').waitFor();
    expect(await item(dialog, 'Mariana López').count()).toBe(1);
    // The question is gone and the focus is back on the button that asked it.
    expect(await memory.getByRole('button', { name: 'Sí, eliminar' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Eliminar el recuerdo de Mariana López');
    await page.close();
  });

  it('deletes a memory after confirming, and the next page’s first memory moves up', async () => {
    const page = await openDashboard(owner.context);
    const dialog = await openManager(page);
    const memory = item(dialog, 'Mariana López');

    // Cancelling (here with Escape, which leaves the manager open) changes nothing.
    await memory.getByRole('button', { name: 'Eliminar el recuerdo de Mariana López' }).click();
    const question = memory.getByRole('group', { name: /¿Eliminar este recuerdo\?/ });
    await question.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancelar');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await memory.getByRole('button', { name: 'Cancelar' }).waitFor({ state: 'detached' });

    await memory.getByRole('button', { name: 'Eliminar el recuerdo de Mariana López' }).click();
    await memory.getByRole('button', { name: 'Cancelar' }).click();
    expect(await item(dialog, 'Mariana López').count()).toBe(1);

    await memory.getByRole('button', { name: 'Eliminar el recuerdo de Mariana López' }).click();
    await memory.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByText('Recuerdo eliminado').waitFor();
    await item(dialog, 'Mariana López').waitFor({ state: 'detached' });
    // Page one is full again with the memory that was first on page two.
    await expect
      .poll(() => authors(dialog))
      .toEqual(['Camila Torres', 'Julián Ortega', 'Pedro Salazar', 'Luz Dary Mejía', 'Andrés Felipe Gil']);
    expect(await dialog.locator('.dash-mems__count').innerText()).toContain('6 recuerdos');
    expect(await dialog.locator('.dash-mems__count').innerText()).toContain('1 recuerdo por aprobar');
    await dialog.getByText('Mostrando 1 a 5 de 6 resultados').waitFor();

    const managed = await page.request.get(`/api/memories/manage?memorial_profile_id=${memorial.id}&page=2`);
    const listing = (await managed.json()) as Listing;
    expect(listing.pagination.total).toBe(6);
    expect(listing.data.map((entry) => entry.author_name)).toEqual(['Teresa Quintero']);
    const again = await page.request.delete(`/api/memories/${mariana}`, { headers: originHeaders(baseURL) });
    expect(again.status()).toBe(404);
    await page.close();
  });

  it('opens straight into a wall’s manager from the e-mail link and cleans the address', async () => {
    const desktop = await suite.browser.newContext({ ...DESKTOP, baseURL, storageState: await owner.context.storageState() });
    const page = await openDashboard(desktop, `?recuerdos=memorial:${memorial.id}`);
    const dialog = page.getByRole('dialog', { name: `Recuerdos de ${NAME}` });
    await dialog.waitFor();
    await dialog.locator('.dash-mems__list').waitFor();
    expect((await authors(dialog))[0]).toBe('Camila Torres');
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`/dashboard?recuerdos=family:${family.id}`);
    const familyDialog = page.getByRole('dialog', { name: 'Recuerdos de la familia Ruiz Peña' });
    await familyDialog.waitFor();
    await item(familyDialog, 'Rosa Peña').getByText('Esperando tu aprobación').waitFor();
    const kept = item(familyDialog, 'Hernán Peña');
    expect(await kept.getByText('Privado: el visitante no autorizó publicarlo').count()).toBe(1);
    // Nothing to show: approving it could never put it on the wall. Deleting it still can be done.
    expect(await kept.locator('.dash-mem__toggle').count()).toBe(0);
    expect(await kept.getByRole('button', { name: 'Eliminar el recuerdo de Hernán Peña' }).count()).toBe(1);
    expect(await familyDialog.getByRole('link', { name: 'Ver el muro público' }).getAttribute('href')).toBe(
      `/muro-de-recuerdos/${family.slug}`,
    );
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await familyDialog.getByRole('button', { name: 'Cerrar' }).click();

    // A link to a wall that is not this customer's opens nothing and says so.
    await page.goto(`/dashboard?recuerdos=memorial:${randomUUID()}`);
    await page.getByText('Perfil no encontrado').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await desktop.close();
  });

  it('turns publishing without approval on and off for one wall, as the server keeps it', async () => {
    const settings = async () => {
      const response = await owner.context.request.get(`/api/memories/settings?memorial_profile_id=${memorial.id}`);
      return ((await response.json()) as { data: { auto_publish: boolean } }).data.auto_publish;
    };
    const page = await openDashboard(owner.context);
    let dialog = await openManager(page);
    let box = dialog.getByRole('checkbox', { name: 'Publicar recuerdos sin mi aprobación' });
    await expect.poll(() => box.isEnabled()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await page.getByText('Los recuerdos públicos se mostrarán sin esperar tu aprobación').waitFor();
    expect(await settings()).toBe(true);

    // Read again when the manager opens again.
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    dialog = await openManager(page);
    box = dialog.getByRole('checkbox', { name: 'Publicar recuerdos sin mi aprobación' });
    await expect.poll(() => box.isChecked()).toBe(true);

    // A refused change leaves the box as the server has it.
    await page.route('**/api/memories/settings', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()));
    await box.click();
    await page.getByText('Error al guardar la configuración de recuerdos').waitFor();
    expect(await box.isChecked()).toBe(true);
    await page.unroute('**/api/memories/settings');

    await box.uncheck();
    await page.getByText('Los recuerdos nuevos esperarán tu aprobación').waitFor();
    expect(await settings()).toBe(false);
    await page.close();
  });

  it('keeps another customer away from the wall’s memories', async () => {
    const stranger = await suite.browser.newContext({ ...PHONE, baseURL });
    await signUpIn(stranger, baseURL, 'ajeno');
    const listing = await stranger.request.get(`/api/memories/manage?memorial_profile_id=${memorial.id}`);
    expect(listing.status()).toBe(404);
    expect(((await listing.json()) as { error: string }).error).toBe('Perfil no encontrado');
    const hide = await stranger.request.patch(`/api/memories/${camila}`, {
      data: { is_authorized: false },
      headers: originHeaders(baseURL),
    });
    expect(hide.status()).toBe(403);
    const remove = await stranger.request.delete(`/api/memories/${camila}`, { headers: originHeaders(baseURL) });
    expect(remove.status()).toBe(403);
    const setting = await stranger.request.patch('/api/memories/settings', {
      data: { memorial_profile_id: memorial.id, auto_publish: true },
      headers: originHeaders(baseURL),
    });
    expect(setting.status()).toBe(404);
    expect((await publicWall(memorial.id)).map((entry) => entry.id)).toContain(camila);
    await stranger.close();
  });

  it('says when a wall has no memories yet', async () => {
    await sql(`DELETE FROM memories WHERE memorial_profile_id = ${quote(memorial.id)}`);
    const page = await openDashboard(owner.context);
    await page.getByRole('button', { name: `Recuerdos de ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Recuerdos de ${NAME}` });
    await dialog.getByText('Aún no hay recuerdos en este muro.').waitFor();
    expect(await dialog.locator('.dash-mems__count').innerText()).toContain('0 recuerdos');
    expect(await dialog.getByRole('navigation').count()).toBe(0);
    await page.close();
  });
});

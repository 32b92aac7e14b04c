import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE } from '../helpers/browser';
import { originHeaders, signUpIn } from '../helpers/e2e-customers';
import { signInAsAdmin } from '../helpers/e2e-admin';
import { bigPhoneJpeg, shownPhoto } from '../helpers/phone-photos';
import { MAX_IMAGE_BYTES } from '../../site/lib/media/photo-rules';
import { useBrowser } from '../helpers/e2e-suite';
import { familyWizardAtMembers, fillFamilyMembers } from '../helpers/e2e-wizards';

/**
 * Correcting a family memorial (docs/features/editing-a-memorial.md): a family owner on a phone creates a family memorial, sees
 * it ready to share, opens 'Editar' from the dashboard, renames the family, corrects a member, adds a third with
 * a photo straight from the phone, removes one, saves, and the public page (already in the edge cache) shows it
 * all; another customer cannot open the editor nor change the family through the API.
 */
const baseURL = inject('baseURL');

type Member = { id: string; name: string; relationship: string; birth_date: string; death_date: string; profile_image_url: string };
type Family = { id: string; slug: string; family_name: string; family_members: Member[] };

async function family(page: Page, id: string): Promise<Family> {
  const response = await page.request.get(`/api/family-profiles/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Family }).data;
}

describe('editing a family memorial', () => {
  const suite = useBrowser();
  const owner = suite.customer('familia-edita', { buys: ['family'] });
  let created: Family;
  /** A photo as the phone hands it over: 4000×3000 stored sideways with Exif orientation 6, about 6.7 MB. */
  let phoneJpeg: Buffer;

  beforeAll(async () => {
    // Drawing 12 megapixels is the slowest part of the file: done once, before the tests' own clocks start.
    const blank = await suite.browser.newPage();
    phoneJpeg = await bigPhoneJpeg(blank);
    await blank.close();
  });

  it('creates the family and shows it ready to share', async () => {
    const page = await familyWizardAtMembers(owner.context, 'Familia Restrepo Gil');
    await fillFamilyMembers(page, [
      { name: 'Aurelio Restrepo', relationship: 'abuelo', born: '1931-06-02', died: '2010-09-14', photo: 'jorge-enrique-gomez.jpg' },
      { name: 'Inés Gil', relationship: 'abuela', born: '1935-01-20', died: '2018-03-03', photo: 'carmen-rosa-herrera.jpg' },
    ]);
    for (const heading of ['Galería', 'Configuración', 'Crear']) {
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Crear memorial familiar' }).click();

    await page.getByRole('heading', { name: '¡Memorial familiar creado con éxito!' }).waitFor();
    const [mine] = ((await (await page.request.get('/api/family-profiles/my-profiles')).json()) as { data: Family[] }).data;
    if (!mine) throw new Error('no family was created');
    created = mine;
    expect(await page.getByLabel('Enlace del memorial').inputValue()).toBe(`${baseURL}/familia/${created.slug}`);
    expect(await page.getByRole('link', { name: /Compartir por WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(await page.getByRole('link', { name: 'Ver memorial' }).getAttribute('href')).toBe(`/familia/${created.slug}`);

    // A visitor opens it now, so the edge keeps this version until the edit purges it.
    const visitor = await fetch(`${baseURL}/familia/${created.slug}`);
    expect(await visitor.text()).toContain('Inés Gil');
    expect((await fetch(`${baseURL}/familia/${created.slug}`)).headers.get('x-edge-cache')).toBe('hit');
    await page.close();
  });

  it(
    'edits the family from the dashboard: renames it, corrects a member, adds one, removes one',
    async () => {
      const page = await owner.context.newPage();
      await page.goto('/dashboard');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Familia Restrepo Gil' }) });
      expect(await card.getByRole('link', { name: /^Vista previa/ }).getAttribute('href')).toBe(`/preview/${created.slug}`);
      await card.getByRole('link', { name: /^Editar/ }).click();
      await page.waitForURL(`**/edit/${created.id}`);

      const name = page.getByLabel('Nombre de la familia');
      await expect.poll(() => name.inputValue()).toBe('Familia Restrepo Gil');
      await name.fill('Familia Restrepo Gil de Mesa');
      await page.getByRole('button', { name: 'Siguiente' }).click();

      await page.getByRole('heading', { name: 'Miembros' }).waitFor();
      const members = page.locator('fieldset.mem-member');
      const aurelio = members.nth(0);
      expect(await aurelio.getByRole('textbox', { name: 'Nombre', exact: true }).inputValue()).toBe('Aurelio Restrepo');
      await aurelio.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Aurelio Restrepo Mesa');
      await aurelio.getByLabel('Fecha de fallecimiento').fill('2010-09-15');

      await page.getByRole('button', { name: 'Agregar miembro' }).click();
      const third = members.nth(2);
      await third.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Julián Restrepo');
      await third.getByLabel('Parentesco').selectOption('padre');
      await third.getByLabel('Fecha de nacimiento').fill('1960-11-30');
      await third.getByLabel('Fecha de fallecimiento').fill('2024-07-21');
      expect(phoneJpeg.byteLength).toBeGreaterThan(6_000_000);
      await third.locator('.mem-photo input[type=file]').setInputFiles({ name: 'IMG_3107.JPG', mimeType: 'image/jpeg', buffer: phoneJpeg });
      await third.getByRole('img', { name: /Vista previa: Foto de perfil/ }).waitFor();
      // With three members there is no room for a fourth.
      expect(await page.getByRole('button', { name: 'Agregar miembro' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Quitar a Inés Gil' }).click();
      expect(await members.count()).toBe(2);

      for (const heading of ['Galería', 'Configuración', 'Revisar']) {
        await page.getByRole('button', { name: 'Siguiente' }).click();
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      }
      expect(await page.getByText('Al guardar se quitará del memorial a Inés Gil, con su foto y su video.').count()).toBe(1);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByText('¡Memorial familiar actualizado con éxito!').waitFor();
      await page.waitForURL((url) => url.pathname === '/dashboard');

      const saved = await family(page, created.id);
      expect(saved.family_name).toBe('Familia Restrepo Gil de Mesa');
      expect(saved.family_members.map((member) => [member.name, member.relationship, member.death_date])).toEqual([
        ['Aurelio Restrepo Mesa', 'abuelo', '2010-09-15'],
        ['Julián Restrepo', 'padre', '2024-07-21'],
      ]);
      // The corrected member is the same member; the removed one's portrait left storage with it.
      expect(saved.family_members[0]?.id).toBe(created.family_members[0]?.id);
      const removed = created.family_members[1]?.profile_image_url ?? '';
      expect((await page.request.get(removed)).status()).toBe(404);
      // The phone photo arrived prepared: under the server's 2 MB, and upright (portrait, the marker top-right).
      const portrait = saved.family_members[1]?.profile_image_url ?? '';
      const stored = await page.request.get(portrait);
      expect(stored.headers()['content-type']).toBe('image/jpeg');
      expect((await stored.body()).byteLength).toBeLessThan(MAX_IMAGE_BYTES);
      const shown = await shownPhoto(page, portrait);
      expect(shown.height).toBeGreaterThan(shown.width);
      expect(shown.redCorners).toEqual(['top-right']);

      // The public page, purged from the edge by the edit, shows it all.
      const html = await (await fetch(`${baseURL}/familia/${created.slug}`)).text();
      for (const text of ['Familia Restrepo Gil de Mesa', 'Aurelio Restrepo Mesa', 'Julián Restrepo', '15 de septiembre de 2010'])
        expect(html).toContain(text);
      expect(html).not.toContain('Inés Gil');
      await page.close();
      // A whole editing journey with a 12-megapixel photo prepared in the page: on a busy 2-core machine it
      // needs more than the suite's usual bound for one test.
    },
    4 * 60_000,
  );

  it('says that nothing was saved when the save fails, and keeps the form', async () => {
    const page = await owner.context.newPage();
    await page.route(`**/api/family-profiles/${created.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { success: false, error: 'Error interno del servidor' } })
        : route.fallback(),
    );
    await page.goto(`/edit/${created.id}`);
    const name = page.getByLabel('Nombre de la familia');
    await expect.poll(() => name.inputValue()).toBe('Familia Restrepo Gil de Mesa');
    await name.fill('Un nombre que no se guarda');
    for (const heading of ['Miembros', 'Galería', 'Configuración', 'Revisar']) {
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page
      .getByText(
        'Error al actualizar el memorial familiar: Error interno del servidor. No se guardó ningún cambio. Puedes intentarlo de nuevo: los archivos que ya se subieron no se vuelven a enviar.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Guardar cambios' }).isEnabled()).toBe(true);
    expect((await family(page, created.id)).family_name).toBe('Familia Restrepo Gil de Mesa');
    await page.close();
  });

  it('previews the family for its owner', async () => {
    const page = await owner.context.newPage();
    const response = await page.goto(`/preview/${created.slug}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toBe('Familia Restrepo Gil de Mesa');
    expect(await page.getByRole('heading', { name: 'Miembros' }).count()).toBe(1);
    expect(await page.getByText('Julián Restrepo').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(`/edit/${created.id}`);
    await page.close();
  });

  it('refuses another customer, in the editor and in the API', async () => {
    const stranger = await suite.browser.newContext({ ...PHONE, baseURL });
    await signUpIn(stranger, baseURL, 'familia-ajena');
    const page = await stranger.newPage();
    const editor = await page.goto(`/edit/${created.id}`);
    expect(editor?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Memorial no encontrado');
    expect((await page.goto(`/preview/${created.slug}`))?.status()).toBe(404);

    const put = await stranger.request.put(`/api/family-profiles/${created.id}`, {
      data: { family_name: 'Robada' },
      headers: originHeaders(baseURL),
    });
    expect(put.status()).toBe(404);
    expect(((await put.json()) as { error: string }).error).toBe('Memorial familiar no encontrado');
    const ownerPage = await owner.context.newPage();
    expect((await family(ownerPage, created.id)).family_name).toBe('Familia Restrepo Gil de Mesa');
    await stranger.close();
  });

  it('lets an administrator open it from the back-office to correct it', async () => {
    const admin = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
    await signInAsAdmin(admin, baseURL);
    const page = await admin.newPage();
    await page.goto('/admin?vista=memoriales');
    await page.getByLabel('Buscar memoriales').fill('Restrepo Gil');
    const row = page.locator('.admin-table tbody tr', { hasText: 'Familia Restrepo Gil de Mesa' });
    await row.getByRole('link', { name: 'Editar Familia Restrepo Gil de Mesa' }).click();
    await page.waitForURL(`**/edit/${created.id}`);
    await expect.poll(() => page.getByLabel('Nombre de la familia').inputValue()).toBe('Familia Restrepo Gil de Mesa');
    await admin.close();
  });
});

import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, waitForIslands } from '../helpers/browser';
import { createFamily, uploadProfilePhoto } from '../helpers/e2e-customers';
import { readPdf, textIn } from '../helpers/pdf-text';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * On a phone: the family's owner moves a member up with 'Subir' by a tap and with the keyboard (the
 * focus following the member), saves, and the public page shows the new order; then, in the dashboard's
 * 'Recordatorio' dialog, chooses the second member and the card printed is that member's.
 */
const baseURL = inject('baseURL');
/** Where the members step's screenshot is written, to look at. */
const SHOT = process.env.ORDER_SHOT ?? '';

type Member = { id: string; name: string };
type Family = { id: string; slug: string; family_members: Member[] };

const PEOPLE = [
  { name: 'Jorge Ruiz', relationship: 'padre', birth_date: '1940-01-10', death_date: '2015-03-01', photo: 'jorge-enrique-gomez.jpg' },
  { name: 'María Ruiz', relationship: 'madre', birth_date: '1945-05-06', death_date: '2020-08-09', photo: 'carmen-rosa-herrera.jpg' },
  { name: 'Luis Ruiz', relationship: 'hermano', birth_date: '1970-02-03', death_date: '2024-10-11', photo: 'luis-alberto-gomez.jpg' },
] as const;

/** The accessible name of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
const memberNames = (page: Page) =>
  page
    .locator('fieldset.mem-member')
    .evaluateAll((sets) => sets.map((set) => (set.querySelector('input[name$="-name"]') as HTMLInputElement).value));

describe('ordering a family and printing a member’s card, on a phone', () => {
  const suite = useBrowser();
  const owner = suite.customer('familia-orden', { context: { ...PHONE, acceptDownloads: true }, buys: ['family'] });
  let family: Family;

  beforeAll(async () => {
    const members = [];
    for (const { photo, ...person } of PEOPLE)
      members.push({ ...person, profile_image_url: await uploadProfilePhoto(owner.context, baseURL, photo) });
    family = await createFamily<Family>(owner.context, baseURL, { family_name: 'Familia Ruiz', members });
  });

  it(
    'moves members up by tap and by keyboard, the focus following them, and the public page shows the saved order',
    async () => {
      const page = await owner.context.newPage();
      await page.goto(`/edit/${family.id}`);
      await waitForIslands(page);
      const name = page.getByLabel('Nombre de la familia');
      await expect.poll(() => name.inputValue()).toBe('Familia Ruiz');
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('heading', { name: 'Miembros' }).waitFor();
      expect(await memberNames(page)).toEqual(['Jorge Ruiz', 'María Ruiz', 'Luis Ruiz']);
      // Disabled at the ends.
      expect(await page.getByRole('button', { name: 'Subir a Jorge Ruiz' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Bajar a Luis Ruiz' }).isDisabled()).toBe(true);

      // A tap: María to the top, where 'Subir' is disabled, so the focus goes to her 'Bajar'.
      await page.getByRole('button', { name: 'Subir a María Ruiz' }).tap();
      await expect.poll(() => memberNames(page)).toEqual(['María Ruiz', 'Jorge Ruiz', 'Luis Ruiz']);
      await expect.poll(() => focusedName(page)).toBe('Bajar a María Ruiz');
      expect(await page.getByRole('status').filter({ hasText: 'María Ruiz ahora es el miembro 1 de 3' }).count()).toBe(1);

      // The keyboard: Enter on Luis's 'Subir', the focus stays on it in his new place; Space takes him to the top.
      await page.getByRole('button', { name: 'Subir a Luis Ruiz' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => memberNames(page)).toEqual(['María Ruiz', 'Luis Ruiz', 'Jorge Ruiz']);
      await expect.poll(() => focusedName(page)).toBe('Subir a Luis Ruiz');
      await page.keyboard.press('Space');
      await expect.poll(() => memberNames(page)).toEqual(['Luis Ruiz', 'María Ruiz', 'Jorge Ruiz']);
      await expect.poll(() => focusedName(page)).toBe('Bajar a Luis Ruiz');
      // Each member took their own photo along.
      const first = page.locator('fieldset.mem-member').first();
      expect(await first.getByRole('img', { name: /Vista previa: Foto de perfil/ }).count()).toBe(1);

      if (SHOT) {
        // The first two members' headings and buttons: Luis at the top ('Subir' disabled), María below.
        await page
          .locator('fieldset.mem-member')
          .first()
          .evaluate((set) => window.scrollTo(0, set.getBoundingClientRect().top + window.scrollY - 24));
        await page.screenshot({ path: SHOT });
      }

      for (const heading of ['Galería', 'Configuración', 'Revisar']) {
        await page.getByRole('button', { name: 'Siguiente' }).click();
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      }
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByText('¡Memorial familiar actualizado con éxito!').waitFor();

      const saved = ((await (await page.request.get(`/api/family-profiles/${family.id}`)).json()) as { data: Family }).data;
      const [jorge, maria, luis] = family.family_members as [Member, Member, Member];
      expect(saved.family_members.map((member) => member.id)).toEqual([luis.id, maria.id, jorge.id]);

      const visitor = await owner.context.browser()!.newContext({ ...PHONE, baseURL });
      const shown = await visitor.newPage();
      await shown.goto(`/familia/${family.slug}`);
      expect(await shown.locator('.member__name').allInnerTexts()).toEqual(['Luis Ruiz', 'María Ruiz', 'Jorge Ruiz']);
      await visitor.close();
      await page.close();
    },
    4 * 60_000,
  );

  it(
    "prints the card of the member chosen in the dialog: the second member's name and dates",
    async () => {
      const page = await owner.context.newPage();
      await page.goto('/dashboard');
      await waitForIslands(page);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Familia Ruiz' }) });
      await card.getByRole('link', { name: 'A6', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Recordatorio de la familia Ruiz' });
      await dialog.waitFor();
      const whose = dialog.getByRole('group', { name: '¿De quién es el recordatorio?' });
      expect(await whose.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent))).toEqual([
        'Luis Ruiz',
        'María Ruiz',
        'Jorge Ruiz',
      ]);
      // Luis is now the first member: his card unless the family picks another (docs/features/plaque-and-card.md).
      expect(await whose.getByRole('radio', { name: 'Luis Ruiz' }).isChecked()).toBe(true);
      await dialog.getByRole('img', { name: /de Luis Ruiz/ }).waitFor();

      await whose.getByRole('radio', { name: 'María Ruiz' }).tap();
      const maria = family.family_members[1]!;
      const download = dialog.getByRole('link', { name: 'Descargar PDF' });
      await expect
        .poll(async () => ((await download.count()) ? ((await download.getAttribute('href')) ?? '') : ''))
        .toContain(`member_id=${maria.id}`);
      await dialog.getByRole('img', { name: /de María Ruiz/ }).waitFor();
      const downloading = page.waitForEvent('download');
      await download.tap();
      const file = await (await downloading).path();
      const { pages } = await readPdf(new Uint8Array(await readFile(file!)));
      expect(textIn(pages[0]!, 'SemiBold')).toBe('María Ruiz');
      expect(textIn(pages[0]!, 'EBGaramond-Regular')).toBe('6 de mayo de 1945 – 9 de agosto de 2020');
      expect(pages.reduce((sum, one) => sum + one.images, 0)).toBe(1);
      await page.close();
    },
    2 * 60_000,
  );
});

import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../helpers/axe';
import { PHONE } from '../helpers/browser';
import { originHeaders } from '../helpers/e2e-customers';
import { signInAsAdmin } from '../helpers/e2e-admin';
import { pngImage } from '../helpers/media-fixtures';
import { useBrowser } from '../helpers/e2e-suite';
import { familyWizardAtMembers, fillFamilyMembers } from '../helpers/e2e-wizards';

/**
 * Drafts on the device (docs/features/drafts.md): on a phone, a customer fills the individual wizard's first step,
 * chooses a photo and moves on; a reload offers the draft back ('Continuar con tu borrador') with the step, the
 * fields and the photo; the phone's Back goes to the previous step and stays in the wizard. A save that fails
 * after the photo was sent, then a reload: the second save reuses the sent photo (one upload in all), and the
 * saved memorial leaves no draft behind. The family wizard comes back with its two members and their photos;
 * '← Volver al panel' asks first; 'Empezar de nuevo' clears the draft. The back-office's couple wizard keeps its
 * draft the same way, and never sends its main image twice either. See docs/features/drafts.md.
 */
const baseURL = inject('baseURL');
const MEDIA = new URL('../../db/seed/media/', import.meta.url).pathname;
const PHOTO_UPLOAD = '/api/upload-proxy/proxy';

type StoredDraft = { savedAt: number; step: number; data: Record<string, unknown> };

/** This device's drafts of `kind`, as the page's localStorage holds them. */
function drafts(page: Page, kind: string): Promise<StoredDraft[]> {
  return page.evaluate((prefix) => {
    const found: StoredDraft[] = [];
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith(prefix)) found.push(JSON.parse(localStorage.getItem(key) ?? 'null') as StoredDraft);
    }
    return found;
  }, `borrador:v1:${kind}:`);
}

/** How many files the drafts of `kind` keep in IndexedDB. */
function storedFiles(page: Page, kind: string): Promise<number> {
  return page.evaluate(
    (prefix) =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('borradores');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('archivos')) return resolve(0);
          const all = db.transaction('archivos').objectStore('archivos').getAll();
          all.onsuccess = () => {
            resolve((all.result as { draft: string }[]).filter((record) => record.draft.startsWith(prefix)).length);
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
    `borrador:v1:${kind}:`,
  );
}

const step = (page: Page) => new URL(page.url()).searchParams.get('paso');

describe('wizard drafts', () => {
  const suite = useBrowser();
  const customer = suite.customer('borrador', { buys: ['individual', 'family'] });

  it('brings the individual wizard back after a reload, and Back goes to the previous step', async () => {
    const page = await customer.context.newPage();
    await page.goto('/create-memorial');
    await page.getByLabel('Nombre completo').fill('Rosa Elvira Cárdenas');
    await page.getByLabel('Fecha de nacimiento').fill('1950-04-10');
    await page.getByLabel('Fecha de fallecimiento').fill('2025-01-15');
    await page.getByRole('radio', { name: 'Girasoles' }).check();
    await page.getByLabel('En memoria').fill('Sembraba girasoles en el patio.');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Fotos y Videos (opcional)' }).waitFor();
    expect(step(page)).toBe('2');

    await page.locator('.mem-photo input[type=file]').setInputFiles(`${MEDIA}maria-elena-rodriguez.jpg`);
    await page.getByAltText('Vista previa: Foto de perfil').waitFor();
    // The fields a moment after the typing, the prepared photo as soon as it is chosen.
    await expect.poll(async () => (await drafts(page, 'individual'))[0]?.step).toBe(1);
    await expect.poll(() => storedFiles(page, 'individual')).toBe(1);

    // A reload (the camera app took the memory, a call came in): the draft is offered, with when it was saved.
    await page.reload();
    const prompt = page.getByRole('heading', { name: 'Tienes un borrador' });
    await prompt.waitFor();
    await expect.poll(() => prompt.evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await axeViolations(page, '.mem-draft')).toEqual([]);
    expect(
      await page
        .getByText(/^Tienes un borrador guardado el \d{1,2} de [a-z]+ a las \d{1,2}:\d{2}\s[ap]\.\s?m\. en este dispositivo\.$/)
        .count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Continuar con tu borrador' }).click();

    // The step, the photo (from IndexedDB) and, one step back, the fields.
    await page.getByRole('heading', { name: 'Fotos y Videos (opcional)' }).waitFor();
    const preview = page.getByAltText('Vista previa: Foto de perfil');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { name: 'Información básica' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/create-memorial');
    expect(step(page)).toBeNull();
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('Rosa Elvira Cárdenas');
    expect(await page.getByLabel('Fecha de fallecimiento').inputValue()).toBe('2025-01-15');
    expect(await page.getByRole('radio', { name: 'Girasoles' }).isChecked()).toBe(true);
    // Forward again, and 'Anterior' walks the same history.
    await page.goForward();
    await page.getByRole('heading', { name: 'Fotos y Videos (opcional)' }).waitFor();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByRole('heading', { name: 'Información básica' }).waitFor();
    await page.close();
  });

  it('never sends a photo twice: a save that failed after the upload, a reload, and the save reuses it', async () => {
    const page = await customer.context.newPage();
    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === PHOTO_UPLOAD) uploads.push(request);
    });
    await page.goto('/create-memorial?paso=1');
    await page.getByRole('button', { name: 'Continuar con tu borrador' }).click();
    await page.getByRole('heading', { name: 'Información básica' }).waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Fotos y Videos (opcional)' }).waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Revisión Final' }).waitFor();

    // The photo goes up; the memorial's own save fails (a dropped connection).
    await page.route('**/api/profiles', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
    );
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === PHOTO_UPLOAD);
    await page.getByRole('button', { name: 'Crear memorial' }).click();
    expect((await sent).status()).toBeLessThan(300);
    await page.getByRole('alert').filter({ hasText: 'Error al crear el memorial' }).waitFor();
    const sentUrl = async () =>
      /"uploadedUrl":"(\/media\/profile\/[^"]+)"/.exec(JSON.stringify((await drafts(page, 'individual'))[0]?.data))?.[1];
    await expect.poll(sentUrl).toBeTruthy();
    const photoUrl = await sentUrl();
    await page.unroute('**/api/profiles');
    // The 800 px photo, its phone-sized copy and a memorial photo's round-portrait copy (site/lib/media/uploads.ts).
    expect(uploads).toHaveLength(3);

    await page.reload();
    await page.getByRole('button', { name: 'Continuar con tu borrador' }).click();
    await page.getByRole('heading', { name: 'Revisión Final' }).waitFor();
    const created = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/profiles' && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Crear memorial' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    await page.getByRole('heading', { name: /Memorial creado con éxito/ }).waitFor();
    // Nothing was sent again after the reload.
    expect(uploads).toHaveLength(3);
    const { data } = (await answer.json()) as { data: { profile_image_url: string | null } };
    expect(data.profile_image_url).toBe(photoUrl);

    // Saved: the draft and its photo are gone from the device.
    await expect.poll(() => drafts(page, 'individual')).toEqual([]);
    await expect.poll(() => storedFiles(page, 'individual')).toBe(0);
    await page.close();
  });

  it('brings the family wizard back with its two members, asks before leaving, and starts again when asked', async () => {
    const page = await familyWizardAtMembers(customer.context, 'Familia Restrepo Gil');
    const people = [
      { name: 'Aurelio Restrepo', born: '1931-06-02', died: '2010-09-14', photo: 'jorge-enrique-gomez.jpg' },
      { name: 'Inés Gil', born: '1935-01-20', died: '2018-03-03', photo: 'carmen-rosa-herrera.jpg' },
    ];
    await fillFamilyMembers(page, people);
    await expect.poll(() => storedFiles(page, 'family')).toBe(2);
    await expect.poll(async () => JSON.stringify((await drafts(page, 'family'))[0]?.data)).toContain('Inés Gil');

    await page.reload();
    await page.getByRole('button', { name: 'Continuar con tu borrador' }).click();
    await page.getByRole('heading', { name: 'Miembros' }).waitFor();
    const members = page.locator('fieldset.mem-member');
    expect(await members.count()).toBe(2);
    for (const [index, person] of people.entries()) {
      const member = members.nth(index);
      expect(await member.getByRole('textbox', { name: 'Nombre', exact: true }).inputValue()).toBe(person.name);
      expect(await member.getByLabel('Fecha de nacimiento').inputValue()).toBe(person.born);
      const photo = member.getByAltText(/Vista previa/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }

    // '← Volver al panel' asks first, and says the truth about the draft.
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Salir del asistente?' });
    await dialog.getByText('Tu borrador queda guardado en este dispositivo').waitFor();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Seguir aquí' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/create-family-memorial');
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    await dialog.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // Back in the wizard: 'Empezar de nuevo' clears the draft and its photos.
    await page.goto('/create-family-memorial');
    await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
    await page.getByRole('heading', { name: 'Información', exact: true }).waitFor();
    expect(await page.getByLabel('Nombre de la familia').inputValue()).toBe('');
    await expect.poll(() => drafts(page, 'family')).toEqual([]);
    await expect.poll(() => storedFiles(page, 'family')).toBe(0);
    await page.reload();
    // The form unlocks once the draft was looked for: none now.
    await expect.poll(() => page.getByLabel('Nombre de la familia').isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continuar con tu borrador' }).count()).toBe(0);
    await page.close();
  });

  it('works on a device that keeps nothing, and says so once, quietly', async () => {
    const context = await suite.browser.newContext({ ...PHONE, baseURL, storageState: await customer.context.storageState() });
    // A full disk, or a private mode that refuses every write.
    await context.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const page = await context.newPage();
    await page.goto('/create-family-memorial');
    const note = page.getByRole('status').filter({ hasText: 'No podemos guardar un borrador en este dispositivo' });
    await note.waitFor();
    expect(await note.count()).toBe(1);
    await page.getByLabel('Nombre de la familia').fill('Familia Mesa');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Miembros' }).waitFor();
    // Leaving says the truth: here the work would be lost.
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Salir del asistente?' });
    await dialog.getByText('si sales ahora, se perderá lo que llevas').waitFor();
    await dialog.getByRole('button', { name: 'Seguir aquí' }).click();
    await context.close();
  });

  it("keeps the back-office couple wizard's draft: fields, the main image and the step", async () => {
    const admin = await suite.browser.newContext({ ...PHONE, baseURL });
    await signInAsAdmin(admin, baseURL);
    const page = await admin.newPage();
    const heading = (name: string) => page.getByRole('heading', { level: 2, name });
    await page.goto('/admin/create-special-profile/couple');
    await heading('Información básica').waitFor();
    await page.getByLabel('Nombre de la pareja').fill('Camila y Andrés');
    await page.getByLabel('Descripción').fill('Se conocieron en la Feria de Cali.');
    await page
      .locator('input[name="image"]')
      .setInputFiles({ name: 'pareja.png', mimeType: 'image/png', buffer: Buffer.from(pngImage(120, 120)) });
    await page.getByAltText('Vista previa de la imagen principal').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await heading('Personas').waitFor();
    await page.getByRole('group', { name: 'Primera persona' }).getByLabel('Nombre', { exact: false }).first().fill('Camila');
    await expect.poll(async () => JSON.stringify((await drafts(page, 'couple'))[0])).toMatch(/"step":1.*"name":"Camila"/);
    await expect.poll(() => storedFiles(page, 'couple')).toBe(1);

    await page.reload();
    await page.getByRole('button', { name: 'Continuar con tu borrador' }).click();
    await heading('Personas').waitFor();
    expect(await page.getByRole('group', { name: 'Primera persona' }).getByLabel('Nombre', { exact: false }).first().inputValue()).toBe(
      'Camila',
    );
    await page.goBack();
    await heading('Información básica').waitFor();
    expect(await page.getByLabel('Nombre de la pareja').inputValue()).toBe('Camila y Andrés');
    const image = page.getByAltText('Vista previa de la imagen principal');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.reload();
    await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
    await heading('Información básica').waitFor();
    expect(await page.getByLabel('Nombre de la pareja').inputValue()).toBe('');
    await expect.poll(() => drafts(page, 'couple')).toEqual([]);
    await expect.poll(() => storedFiles(page, 'couple')).toBe(0);
    await admin.close();
  });

  it("never sends the couple wizard's main image twice: a save that failed after it went up, a reload, and the save reuses it", async () => {
    const admin = await suite.browser.newContext({ ...PHONE, baseURL });
    await signInAsAdmin(admin, baseURL);
    const page = await admin.newPage();
    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === PHOTO_UPLOAD) uploads.push(request);
    });
    const heading = (name: string) => page.getByRole('heading', { level: 2, name });
    const next = async (name: string) => {
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await heading(name).waitFor();
    };
    const name = `Sofía y Martín ${Date.now().toString(36)}`;
    await page.goto('/admin/create-special-profile/couple');
    await heading('Información básica').waitFor();
    await page.getByLabel('Nombre de la pareja').fill(name);
    await page.getByLabel('Descripción').fill('Se conocieron en el Festival Petronio Álvarez.');
    await page
      .locator('input[name="image"]')
      .setInputFiles({ name: 'pareja.png', mimeType: 'image/png', buffer: Buffer.from(pngImage(120, 120)) });
    await page.getByAltText('Vista previa de la imagen principal').waitFor();
    await next('Personas');
    for (const [group, person, born] of [
      ['Primera persona', 'Sofía', '1993-03-08'],
      ['Segunda persona', 'Martín', '1991-11-21'],
    ] as const) {
      await page.getByRole('group', { name: group }).getByLabel('Nombre', { exact: false }).first().fill(person);
      await page.getByRole('group', { name: group }).getByLabel('Fecha de nacimiento').fill(born);
    }
    await next('Relación');
    await next('Detalles');
    await next('Revisar');

    // The main image goes up; creating the profile fails (a dropped connection), so nothing is rolled back.
    const createCall = '**/api/admin/couple-profiles';
    await page.route(createCall, (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback()));
    await page.getByRole('button', { name: 'Crear perfil' }).click();
    await page.getByRole('alert').filter({ hasText: 'Error al crear el perfil de pareja' }).waitFor();
    const sentUrl = async () => /"uploadedUrl":"(\/media\/[^"]+)"/.exec(JSON.stringify((await drafts(page, 'couple'))[0]?.data))?.[1];
    await expect.poll(sentUrl).toBeTruthy();
    const imageUrl = await sentUrl();
    await page.unroute(createCall);
    // The image and its phone-sized copies (site/lib/media/uploads.ts).
    const sentBefore = uploads.length;
    expect(sentBefore).toBeGreaterThan(0);

    await page.reload();
    await page.getByRole('button', { name: 'Continuar con tu borrador' }).click();
    await heading('Revisar').waitFor();
    const created = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/couple-profiles' && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Crear perfil' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { data } = (await answer.json()) as { data: { coupleProfile: { id: string; profile_image_url: string } } };
    try {
      expect(data.coupleProfile.profile_image_url).toBe(imageUrl);
      // Saved: the draft leaves the device, and nothing was sent again after the reload.
      await expect.poll(() => drafts(page, 'couple')).toEqual([]);
      expect(uploads).toHaveLength(sentBefore);
    } finally {
      const removed = await admin.request.delete(`/api/admin/couple-profiles/${data.coupleProfile.id}`, {
        headers: originHeaders(baseURL),
      });
      expect(removed.status()).toBe(200);
      await admin.close();
    }
  });
});

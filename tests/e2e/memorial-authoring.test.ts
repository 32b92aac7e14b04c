import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, waitForIslands } from '../helpers/browser';
import { useBrowser } from '../helpers/e2e-suite';
import { signUpIn } from '../helpers/e2e-customers';

/**
 * Memorial authoring in a real browser against the built Worker: a paying customer creates an individual
 * memorial with a photo, two gallery photos and a video, edits it and previews it; creates a family
 * memorial with two members; and a customer without quota meets the blocked card. Customers sign up
 * inside their browser context (the session is its cookie), so the file signs in by password only once,
 * as the administrator who confirms the payments (sign-ins are rate limited per client address).
 */
const baseURL = inject('baseURL');
const MEDIA = new URL('../../db/seed/media/', import.meta.url).pathname;
/** 2 s of 320x240 H.264 (15 KB) recorded once with Chromium's MediaRecorder from a canvas; see tests/fixtures/README.md. */
const CLIP = new URL('../fixtures/memorial-clip.mp4', import.meta.url).pathname;

type Profile = {
  id: string;
  slug: string;
  profile_name: string;
  profile_image_url: string | null;
  gallery_images: string[];
  memorial_video_url: string | null;
  video_thumbnail_url: string | null;
  template_id: string;
  is_published: boolean;
};
type Family = {
  slug: string;
  family_name: string;
  template_id: string;
  gallery_images: string[];
  family_members: { name: string; relationship: string; memorial_video_url: string | null }[];
};

async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('memorial authoring', () => {
  const suite = useBrowser();
  const customer = suite.customer('autora', { buys: ['individual', 'family'] });
  let created: Profile;

  it('offers each kind of memorial with its own quota', async () => {
    const page = await customer.context.newPage();
    await page.goto('/select-memorial-type');
    expect(await page.getByText('Memoriales disponibles: 1').count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Crear memorial individual' }).getAttribute('href')).toBe('/create-memorial');
    expect(await page.getByRole('link', { name: 'Crear memorial familiar' }).getAttribute('href')).toBe('/create-family-memorial');
    expect(await page.getByRole('link', { name: 'Ver paquetes' }).getAttribute('href')).toBe('/#precios');
    await page.close();
  });

  it('checks step 1 with the spec’s words before leaving it', async () => {
    const page = await customer.context.newPage();
    await page.goto('/create-memorial');
    await page.getByRole('heading', { name: 'Información básica' }).waitFor();
    // No date is guessed: a rushed family must not publish one they never chose.
    expect(await page.getByLabel('Fecha de nacimiento').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Por favor completa todos los campos requeridos').waitFor();
    for (const message of [
      'El nombre es requerido',
      'La fecha de nacimiento es requerida',
      'La fecha de fallecimiento es requerida',
      'Debes seleccionar una plantilla de diseño',
    ]) {
      expect(await page.getByText(message).count()).toBe(1);
    }
    // The message is tied to its field, and the cursor waits in the first one.
    const name = page.getByLabel('Nombre completo');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);

    await page.getByLabel('Fecha de nacimiento').fill('2000-12-01');
    await page.getByLabel('Fecha de fallecimiento').fill('1999-01-01');
    expect(await page.getByText('Debe ser posterior a la fecha de nacimiento').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Información básica' }).count()).toBe(1);
    // What was typed stays on this device as a draft (docs/features/drafts.md); the next test starts again.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('borrador:v1:individual:'))))
      .toBe(true);
    await page.close();
  });

  it('creates an individual memorial with a photo, two gallery photos and a video', async () => {
    const page = await customer.context.newPage();
    await page.goto('/create');
    await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
    await page.getByLabel('Nombre completo').fill('Rosa Elvira Cárdenas');
    await page.getByLabel('Fecha de nacimiento').fill('1950-04-10');
    await page.getByLabel('Fecha de fallecimiento').fill('2025-01-15');
    await page.getByRole('radio', { name: 'Girasoles' }).check();
    await page.getByLabel('En memoria').fill('Sembraba girasoles en el patio y cantaba boleros en las tardes.');
    await page.getByLabel('Música favorita').fill('Sabor a mí');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('heading', { name: 'Fotos y videos (opcional)' }).waitFor();
    await page.locator('.mem-photo input[type=file]').setInputFiles(`${MEDIA}maria-elena-rodriguez.jpg`);
    await page.locator('.mem-gallery input[type=file]').setInputFiles([`${MEDIA}girasoles.jpg`, `${MEDIA}jardin.jpg`]);
    await page.locator('.mem-video input[type=file]').setInputFiles(CLIP);
    await page.getByText('memorial-clip.mp4').waitFor();
    // Each photo joins the gallery once the browser has prepared it.
    await page.getByText('2 de 6 fotos').waitFor();
    // One video at a time: its add control is gone while it is there.
    expect(await page.getByText('Elegir video').count()).toBe(0);

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Revisión final' }).waitFor();
    expect(await page.getByText('10 de abril de 1950 – 15 de enero de 2025').count()).toBe(1);
    await page.getByRole('button', { name: 'Crear memorial' }).click();

    // The moment it is made: its link to copy or send, its QR code and the way to see it.
    await page.getByRole('heading', { name: '¡Memorial creado con éxito! Ya está publicado en línea.' }).waitFor();
    const [profile] = await apiData<Profile[]>(page, '/api/profiles/my-profiles');
    if (!profile) throw new Error('no memorial was created');
    created = profile;
    const link = `${baseURL}/memorial/${profile.slug}`;
    expect(await page.getByLabel('Enlace del memorial').inputValue()).toBe(link);
    const whatsapp = new URL((await page.getByRole('link', { name: /Compartir por WhatsApp/ }).getAttribute('href')) ?? '');
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
    expect(whatsapp.searchParams.get('text')).toBe(
      `En memoria de Rosa Elvira Cárdenas. Te comparto su memorial, allí puedes ver sus fotos y dejar un recuerdo: ${link}`,
    );
    const qr = await page.request.get((await page.getByRole('link', { name: 'PNG' }).getAttribute('href')) ?? '');
    expect(qr.headers()['content-type']).toBe('image/png');
    await page.getByRole('button', { name: /Copiar enlace/ }).click();
    await page.getByText('Enlace copiado al portapapeles').waitFor();
    expect(await page.getByRole('link', { name: 'Ver memorial' }).getAttribute('href')).toBe(`/memorial/${profile.slug}`);
    expect(profile).toMatchObject({ profile_name: 'Rosa Elvira Cárdenas', template_id: 'template-4', is_published: true });
    expect(profile.profile_image_url).toMatch(/^\/media\/profile\//);
    expect(profile.gallery_images).toHaveLength(2);
    expect(profile.memorial_video_url).toMatch(/^\/media\/video\/.+\.mp4$/);
    // The thumbnail the browser drew from the video: a WebP no larger than 400x300 (product §2.5).
    expect(profile.video_thumbnail_url).toMatch(/^\/media\/thumbnail\/.+\.webp$/);
    const thumbnail = await page.request.get(profile.video_thumbnail_url ?? '');
    expect(thumbnail.headers()['content-type']).toBe('image/webp');

    // Anyone can now read it by its slug.
    const published = await fetch(`${baseURL}/api/profiles/public/${profile.slug}`);
    expect(published.status).toBe(200);
    expect(((await published.json()) as { data: Profile }).data.profile_name).toBe('Rosa Elvira Cárdenas');
    await page.close();
  });

  it('edits the memorial and keeps its media', async () => {
    const page = await customer.context.newPage();
    await page.goto(`/edit/${created.id}`);
    const name = page.getByLabel('Nombre completo');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Rosa Elvira Cárdenas');
    await name.fill('Rosa Elvira Cárdenas de Mejía');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Fotos y videos (opcional)' }).waitFor();
    expect(await page.getByText('Video guardado en el memorial').count()).toBe(1);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const profile = await apiData<Profile>(page, `/api/profiles/${created.id}`);
    expect(profile.profile_name).toBe('Rosa Elvira Cárdenas de Mejía');
    expect(profile.gallery_images).toEqual(created.gallery_images);
    expect(profile.memorial_video_url).toBe(created.memorial_video_url);
    expect(profile.video_thumbnail_url).toBe(created.video_thumbnail_url);
    await page.close();
  });

  it('shows the owner a preview and everyone else a 404', async () => {
    const page = await customer.context.newPage();
    const response = await page.goto(`/preview/${created.slug}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('.badge').innerText()).toBe('Publicado');
    expect(await page.locator('h1').innerText()).toBe('Rosa Elvira Cárdenas de Mejía');
    expect(await page.getByText('10 de abril de 1950').count()).toBe(1);
    expect(await page.getByRole('link', { name: /Ver memorial/ }).getAttribute('href')).toBe(`/memorial/${created.slug}`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Compartir' }).click();
    await page.getByText('Enlace copiado al portapapeles').waitFor();
    await page.close();

    const guest = await suite.browser.newPage();
    const missing = await guest.goto(`${baseURL}/preview/${created.slug}`);
    expect(missing?.status()).toBe(404);
    expect(await guest.locator('h1').innerText()).toBe('Memorial no encontrado');
    await guest.close();
  });

  it('creates a family memorial with two members', async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL, storageState: await customer.context.storageState() });
    const page = await context.newPage();
    await page.goto('/create-family-memorial');
    await page.getByLabel('Nombre de la familia').fill('Familia Gómez Herrera');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('heading', { name: 'Miembros' }).waitFor();
    await page.getByRole('button', { name: 'Agregar miembro' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Por favor completa todos los campos requeridos, incluyendo las fotos de perfil').waitFor();
    const members = page.locator('fieldset.mem-member');
    const people = [
      { name: 'Jorge Enrique', relationship: 'abuelo', photo: 'jorge-enrique-gomez.jpg' },
      { name: 'Carmen Rosa', relationship: 'abuela', photo: 'carmen-rosa-herrera.jpg' },
    ];
    for (const [index, person] of people.entries()) {
      const member = members.nth(index);
      await member.getByRole('textbox', { name: 'Nombre', exact: true }).fill(person.name);
      await member.getByLabel('Parentesco').selectOption(person.relationship);
      await member.getByLabel('Fecha de nacimiento').fill('1940-02-01');
      await member.getByLabel('Fecha de fallecimiento').fill('2015-08-11');
      await member.locator('.mem-photo input[type=file]').setInputFiles(`${MEDIA}${person.photo}`);
    }
    await members.nth(0).locator('.mem-video input[type=file]').setInputFiles(CLIP);
    await members.nth(0).getByText('memorial-clip.mp4').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('heading', { name: 'Galería', exact: true }).waitFor();
    const scenes = [
      'girasoles',
      'atardecer-mar',
      'nubes',
      'jardin',
      'eje-cafetero',
      'lago-amanecer',
      'noche-estrellada',
      'vela',
      'girasoles-480',
    ];
    await page.locator('.mem-gallery input[type=file]').setInputFiles(scenes.map((scene) => `${MEDIA}${scene}.jpg`));
    await page.getByText('9 de 12 fotos').waitFor();
    // Reordering from the keyboard: the first photo moves one place on.
    const sources = () => page.locator('.mem-tile img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    const before = await sources();
    await page.getByRole('button', { name: 'Mover foto 1 después' }).click();
    expect(await sources()).toEqual([before[1], before[0], ...before.slice(2)]);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('heading', { name: 'Configuración' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Árbol familiar' }).isChecked()).toBe(true);
    await page.getByLabel('Canción de la familia').fill('Pueblito viejo');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('heading', { name: 'Crear', exact: true }).waitFor();
    expect(await page.locator('.mem-review__thumbs img').count()).toBe(8);
    expect(await page.locator('.mem-review__more').innerText()).toContain('+1');
    await page.getByRole('button', { name: 'Crear memorial familiar' }).click();
    await page.getByRole('heading', { name: '¡Memorial familiar creado con éxito!' }).waitFor();
    const [family] = await apiData<Family[]>(page, '/api/family-profiles/my-profiles');
    expect(await page.getByLabel('Enlace del memorial').inputValue()).toBe(`${baseURL}/familia/${family?.slug}`);
    const whatsapp = new URL((await page.getByRole('link', { name: /Compartir por WhatsApp/ }).getAttribute('href')) ?? '');
    expect(whatsapp.searchParams.get('text')).toMatch(/^En memoria de la familia Gómez Herrera\. /);
    await page.getByRole('link', { name: 'Ir a mi panel' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?refresh=true&created=family');

    expect(family).toMatchObject({ family_name: 'Familia Gómez Herrera', template_id: 'family-1' });
    expect(family?.slug).toMatch(/^familia-/);
    expect(family?.gallery_images).toHaveLength(9);
    expect(family?.family_members.map((member) => [member.name, member.relationship])).toEqual([
      ['Jorge Enrique', 'abuelo'],
      ['Carmen Rosa', 'abuela'],
    ]);
    expect(family?.family_members[0]?.memorial_video_url).toMatch(/^\/media\/video\//);
    await context.close();
  });

  it('shows a customer without quota why they cannot create a memorial', async () => {
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    await signUpIn(context, baseURL, 'sin-cuota');
    const page = await context.newPage();
    await page.goto('/create-memorial');
    await page.getByRole('heading', { name: 'No puedes crear un memorial' }).waitFor();
    expect(await page.getByText('Necesitas al menos una orden pagada para crear memoriales.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Volver al panel' }).last().getAttribute('href')).toBe('/dashboard');

    await page.goto('/create-family-memorial');
    expect(new URL(page.url()).pathname).toBe('/select-memorial-type');
    expect(await page.getByText('Memoriales disponibles: 0').count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Crear memorial individual' }).count()).toBe(0);
    await context.close();
  });
});

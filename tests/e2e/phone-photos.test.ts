import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { jpegHasExif, MAX_IMAGE_BYTES, sniffFormat } from '../../site/lib/media/photo-rules';
import { captchaAnswerHash } from '../../worker/services/captcha';
import { PHONE } from '../helpers/browser';
import { executeLocalSql } from '../helpers/local-worker';
import { bigPhoneJpeg, shownPhoto } from '../helpers/phone-photos';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * Photos straight from the phone (docs/features/limits-and-daily-cleanup.md), in Debian's Chromium against the built Worker: a 6.7 MB
 * 12 MP JPEG stored landscape with Exif orientation 6, and a HEIC whose own rotation makes it a portrait
 * (tests/fixtures/README.md), go into the individual wizard and onto the memory wall. Each must be stored
 * as a JPEG under 2 MB, at most 2048 px, upright in its pixels (the red corner where a person saw it), with
 * no Exif left. Chromium cannot decode HEIC, so the HEIC decoder is fetched, and only then: the test holds
 * that download to see the picker busy and the wizard unable to move on meanwhile.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');
const HEIC = readFileSync(new URL('../fixtures/phone-portrait.heic', import.meta.url));
/** The HEIC decoder's chunk (heic-to, loaded by site/lib/media/prepare-photo.ts). */
const DECODER = /\/_astro\/heic-to\.[^/]+\.js$/;
/** A line only the preparation code holds: a script that has it carries prepare-photo.ts. */
const PREPARATION_CODE = 'No se pudo preparar la foto';
const CAPTCHA = 'ACEF';

const sql = (value: string) => `'${value.replace(/'/g, "''")}'`;

type Stored = { bytes: number; format: string; exif: boolean; type: string | null };

/** The stored file's bytes as /media serves them. */
async function stored(url: string): Promise<Stored> {
  const response = await fetch(`${baseURL}${url}`);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes: bytes.length, format: sniffFormat(bytes), exif: jpegHasExif(bytes), type: response.headers.get('content-type') };
}

/** The checks every stored photo passes: a JPEG under 2 MB without Exif, upright, red corner top-right. */
async function expectUpright(page: Page, url: string, size: { width: number; height: number }): Promise<void> {
  const file = await stored(url);
  expect(file).toEqual({ bytes: expect.any(Number), format: 'jpeg', exif: false, type: 'image/jpeg' });
  expect(file.bytes).toBeLessThan(MAX_IMAGE_BYTES);
  expect(await shownPhoto(page, url)).toEqual({ ...size, redCorners: ['top-right'] });
}

/** Holds every request for the HEIC decoder until `release` is called; `requested` settles on the first. */
async function holdDecoder(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (requested = resolve));
  await page.route(DECODER, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: first, release };
}

describe('photos straight from the phone', () => {
  const suite = useBrowser();
  const owner = suite.customer('fotos-celular', { buys: ['individual'] });
  let bigJpeg: Buffer;
  let memorialSlug: string;

  beforeAll(async () => {
    const blank = await suite.browser.newPage();
    bigJpeg = await bigPhoneJpeg(blank);
    await blank.close();
  });

  it('starts from a real phone-sized JPEG: over 6 MB, with Exif, far over what the server keeps', () => {
    expect(bigJpeg.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(bigJpeg.length).toBeLessThan(25 * 1024 * 1024);
    expect(jpegHasExif(bigJpeg)).toBe(true);
    expect(HEIC.length).toBeLessThan(MAX_IMAGE_BYTES);
  });

  it('prepares both in the individual wizard and stores upright JPEGs under 2 MB', async () => {
    const page = await owner.context.newPage();
    const decoderRequests: string[] = [];
    page.on('request', (request) => {
      if (DECODER.test(request.url())) decoderRequests.push(request.url());
    });
    const decoder = await holdDecoder(page);
    await page.goto('/create');
    await page.getByLabel('Nombre completo').fill('Gilberto Ospina Rendón');
    await page.getByLabel('Fecha de nacimiento').fill('1948-03-19');
    await page.getByLabel('Fecha de fallecimiento').fill('2024-08-02');
    await page.getByRole('radio', { name: 'Nubes' }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Fotos y videos (opcional)' }).waitFor();

    // The phone's JPEG: prepared at once, and its preview is the prepared copy.
    await page.locator('.mem-photo input[type=file]').setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: bigJpeg });
    await page.getByAltText('Vista previa: Foto de perfil').waitFor();
    expect(
      await page.getByAltText('Vista previa: Foto de perfil').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    ).toEqual([1536, 2048]);
    expect(decoderRequests).toEqual([]);

    // A HEIC: the decoder is fetched now. While it is held, the picker says so and nothing moves on.
    const gallery = page.locator('.mem-gallery');
    await gallery.locator('input[type=file]').setInputFiles({ name: 'IMG_2042.HEIC', mimeType: 'image/heic', buffer: HEIC });
    await decoder.requested;
    await gallery.getByRole('status').filter({ hasText: 'Preparando foto…' }).waitFor();
    expect(await page.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    expect(await gallery.locator('input[type=file]').isDisabled()).toBe(true);
    decoder.release();
    await page.getByText('1 de 6 fotos').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Siguiente' }).isEnabled()).toBe(true);
    expect(decoderRequests).toHaveLength(1);

    // A file that only claims to be a HEIC gets docs/product's upload text and joins nothing.
    await gallery
      .locator('input[type=file]')
      .setInputFiles({ name: 'roto.heic', mimeType: 'image/heic', buffer: Buffer.from('no soy una foto') });
    await gallery.getByRole('alert').filter({ hasText: 'Error al subir la imagen' }).waitFor();
    expect(await page.getByText('1 de 6 fotos').count()).toBe(1);

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Revisión final' }).waitFor();
    await page.getByRole('button', { name: 'Crear memorial' }).click();
    await page.getByRole('heading', { name: '¡Memorial creado con éxito! Ya está publicado en línea.' }).waitFor();

    const listed = await page.request.get('/api/profiles/my-profiles');
    const [profile] = ((await listed.json()) as { data: { slug: string; profile_image_url: string; gallery_images: string[] }[] }).data;
    if (!profile) throw new Error('no memorial was created');
    memorialSlug = profile.slug;
    await expectUpright(page, profile.profile_image_url, { width: 1536, height: 2048 });
    expect(profile.gallery_images).toHaveLength(1);
    await expectUpright(page, profile.gallery_images[0]!, { width: 480, height: 640 });
    await page.close();
  });

  it('loads none of it on the public pages until the memory form opens, then stores upright JPEGs from the wall', async () => {
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(`/memorial/${memorialSlug}`);
    await page.getByRole('link', { name: 'Ver Muro de los Recuerdos' }).click();
    await page.waitForURL(`**/muro-de-recuerdos/${memorialSlug}`);
    await page.waitForFunction(() => document.documentElement.dataset.wallLive !== undefined);
    const before = await Promise.all(scripts.splice(0));
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((code) => code.includes(PREPARATION_CODE) || code.includes('HeifDecoder'))).toEqual([]);

    const sent: string[] = [];
    for (const [index, photo] of [
      { name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: bigJpeg },
      { name: 'IMG_2042.HEIC', mimeType: 'image/heic', buffer: HEIC },
    ].entries()) {
      await page.getByRole('button', { name: '+ Dejar un recuerdo' }).click();
      const dialog = page.getByRole('dialog', { name: /^Para / });
      await dialog.waitFor();
      await dialog.locator('input[type=file]').setInputFiles(photo);
      await dialog.getByRole('button', { name: 'Ampliar la foto' }).waitFor();
      await dialog.getByLabel('Tu nombre *').fill(`Sobrina ${index + 1}`);
      await dialog.getByLabel('Tu mensaje *').fill('Su risa en las tardes de la finca.');
      // The captcha's image cannot be read by a script: the test gives the challenge an answer it knows.
      const id = String(
        await (
          await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="captcha_id"]')?.value || null)
        ).jsonValue(),
      );
      await executeLocalSql(stateDir, `UPDATE captchas SET answer_hash = ${sql(captchaAnswerHash(id, CAPTCHA))} WHERE id = ${sql(id)}`);
      await dialog.getByLabel('Código de verificación').fill(CAPTCHA);
      await dialog.getByRole('checkbox', { name: /^Autorizo el tratamiento de mis datos/ }).check();

      if (index === 0) {
        // A photo that cannot be stored (the connection drops) gets docs/product's alert, and nothing is spent.
        await page.route('**/api/upload-proxy/proxy-public', (route) => route.abort(), { times: 1 });
        await dialog.getByRole('button', { name: 'Guardar recuerdo' }).click();
        await dialog.getByRole('alert').filter({ hasText: 'Error al subir imagen' }).waitFor();
      }
      const upload = page.waitForResponse((response) => response.url().endsWith('/api/upload-proxy/proxy-public'));
      await dialog.getByRole('button', { name: 'Guardar recuerdo' }).click();
      sent.push(((await (await upload).json()) as { publicUrl: string }).publicUrl);
      await page.getByRole('heading', { name: '¡Recuerdo enviado!' }).waitFor();
      await page.getByRole('button', { name: 'Entendido' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }

    const [jpeg, heic] = sent;
    // 3000×4000 shown, fitted within 2048 px.
    await expectUpright(page, jpeg!, { width: 1536, height: 2048 });
    await expectUpright(page, heic!, { width: 480, height: 640 });
    await context.close();
  });
});

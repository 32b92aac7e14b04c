import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE } from '../helpers/browser';
import { useBrowser } from '../helpers/e2e-suite';
import { familyWizardAtMembers } from '../helpers/e2e-wizards';

/**
 * Photos and videos for phones (docs/features/public-pages.md) in Debian's Chromium against the built Worker: a family owner creates a family memorial with a
 * member's photo and video and two gallery photos, through the wizard, so the browser makes the 480 and
 * 1280 px renditions and the video's poster frame at upload. A visitor on a 390×844 phone (an iPhone's 3x
 * screen) then opens the page: the member's video shows its poster before play, and the lightbox takes the
 * 1280 px rendition, never the 2048 px original.
 */
const baseURL = inject('baseURL');
const VIDEO = new URL('../../public/templates/family-1-mobile.webm', import.meta.url).pathname;
/** The phone the brief names: 390×844 CSS px at 3 device pixels per px. */
const IPHONE = { ...PHONE, deviceScaleFactor: 3 };
const SCREENSHOT = process.env.PHONE_MEDIA_SCREENSHOT;

/** A 2400×1800 photo (a gradient with noise, so it compresses like a real one) drawn and encoded in `page`. */
async function cameraJpeg(page: Page, seed: number): Promise<Buffer> {
  const bytes = await page.evaluate(async (start) => {
    const [width, height] = [2400, 1800];
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context');
    const image = context.createImageData(width, height);
    let state = start;
    for (let i = 0; i < width * height; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const n = (state / 4294967296 - 0.5) * 40;
      const x = i % width;
      const y = Math.floor(i / width);
      image.data[i * 4] = 90 + (120 * x) / width + n;
      image.data[i * 4 + 1] = 110 + (60 * y) / height + n;
      image.data[i * 4 + 2] = 150 - (80 * x) / width + n;
      image.data[i * 4 + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    if (!blob) throw new Error('no JPEG');
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, seed);
  return Buffer.from(bytes);
}

/** 'a 480w, b 1280w, c 2048w' → { 480: 'a', 1280: 'b', 2048: 'c' }. */
function candidates(srcset: string): Record<number, string> {
  return Object.fromEntries(
    srcset.split(',').map((candidate) => {
      const [url = '', width = ''] = candidate.trim().split(/\s+/);
      return [Number.parseInt(width, 10), url];
    }),
  );
}

describe('photos and videos for phones', () => {
  const suite = useBrowser();
  const owner = suite.customer('fotos-pantalla', { buys: ['family'] });
  let slug: string;
  let photos: Buffer[];

  beforeAll(async () => {
    const blank = await suite.browser.newPage();
    photos = [await cameraJpeg(blank, 7), await cameraJpeg(blank, 31), await cameraJpeg(blank, 59)];
    await blank.close();
  });

  it('makes the renditions and the poster in the browser while the family memorial is created', async () => {
    const page = await familyWizardAtMembers(owner.context, 'Familia Ospina Marín');
    const member = page.locator('fieldset.mem-member').first();
    await member.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Rubén Ospina');
    await member.getByLabel('Parentesco').selectOption('abuelo');
    await member.getByLabel('Fecha de nacimiento').fill('1939-04-11');
    await member.getByLabel('Fecha de fallecimiento').fill('2021-07-30');
    await member.locator('.mem-photo input[type=file]').setInputFiles({ name: 'ruben.jpg', mimeType: 'image/jpeg', buffer: photos[0]! });
    await member.locator('.mem-video input[type=file]').setInputFiles(VIDEO);
    await member.locator('.mem-video__chosen').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('heading', { name: 'Galería', exact: true }).waitFor();
    await page.locator('.mem-gallery input[type=file]').setInputFiles([
      { name: 'finca.jpg', mimeType: 'image/jpeg', buffer: photos[1]! },
      { name: 'rio.jpg', mimeType: 'image/jpeg', buffer: photos[2]! },
    ]);
    await expect.poll(() => page.locator('.mem-gallery img').count()).toBe(2);
    await expect.poll(() => page.getByRole('button', { name: 'Siguiente' }).isEnabled()).toBe(true);
    for (const heading of ['Configuración', 'Crear']) {
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Crear memorial familiar' }).click();
    await page.getByRole('heading', { name: '¡Memorial familiar creado con éxito!' }).waitFor();
    const [family] = ((await (await page.request.get('/api/family-profiles/my-profiles')).json()) as { data: { slug: string }[] }).data;
    if (!family) throw new Error('no family was created');
    slug = family.slug;
    await page.close();
  });

  it('shows the member’s video with its poster before play, and the lightbox takes the 1280 px photo on a phone', async () => {
    const context = await suite.browser.newContext({ ...IPHONE, baseURL });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`/familia/${slug}`);

    // The member's video: a poster from its upload, loaded, and not one byte of the video before play.
    const video = page.locator('#videos video').first();
    const poster = await video.getAttribute('poster');
    const source = await video.getAttribute('src');
    expect(poster).toMatch(/^\/media\/thumbnail\/[^/]+\/[0-9a-f-]+\.webp$/);
    const answer = await page.request.get(poster!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/webp');
    await expect.poll(() => requested.includes(poster!)).toBe(true);
    expect(requested).not.toContain(source);

    // The gallery offers all three sizes; the grid takes the 480 px ones.
    const link = page.locator('#galeria a[data-lightbox-item]').first();
    const sizes = candidates((await link.locator('img').getAttribute('srcset')) ?? '');
    expect(Object.keys(sizes).map(Number)).toEqual([480, 1280, 2048]);
    expect(await link.getAttribute('href')).toBe(sizes[2048]);

    await link.scrollIntoViewIfNeeded();
    await link.click();
    const image = page.locator('dialog[data-lightbox] [data-lightbox-image]');
    await page.waitForFunction(() => {
      const shown = document.querySelector<HTMLImageElement>('dialog[data-lightbox][open] img');
      return Boolean(shown?.complete && shown.naturalWidth > 0);
    });
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(sizes[1280]);
    expect(requested).toContain(sizes[1280]);
    expect(requested).not.toContain(sizes[2048]);

    if (SCREENSHOT) {
      await page.keyboard.press('Escape');
      await page.locator('#videos').scrollIntoViewIfNeeded();
      await page.screenshot({ path: SCREENSHOT });
    }
    await context.close();
  });
});

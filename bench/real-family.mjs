// @ts-check
// The real family page (docs/performance.md): what a customer's family memorial looks like, made the way a customer makes
// it, for Lighthouse to measure beside the seeded demos. A customer signs up (the e-mailed link from the local
// outbox), the administrator records their paid family order, and in Chromium, signed in as that customer, the
// site's own photo code (site/lib/media: preparePhoto, then uploadPhoto with its phone and screen renditions,
// and uploadVideo with its poster) sends nine phone-sized photos (about 4 MP JPEGs, drawn in the browser) and
// a video through the real upload API; then POST /api/family-profiles makes the family: three members with
// their portraits, the six other photos as the gallery, the video.
/* global document, File -- the functions given to page.evaluate run in Chromium */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright-core';
import { todayInColombia } from '../worker/services/time.ts';
import { apiJson, newCustomer, signInAdmin, visitorAddress } from './bench-api.mjs';

const ROOT = new URL('../', import.meta.url).pathname;
const PHOTO = { width: 2304, height: 1728 }; // 4 MP, a phone's 4:3
const VIDEO = join(ROOT, 'tests/fixtures/memorial-clip.mp4');
const CUSTOMER = { name: 'Lucía Herrera', email: 'lucia.herrera@bench.example.com', password: 'FamiliaBench2026' };
const MEMBERS = [
  { name: 'Jorge Enrique Herrera', birth_date: '1936-02-10', death_date: '2019-11-03', relationship: 'abuelo' },
  { name: 'Carmen Rosa Díaz', birth_date: '1941-07-22', death_date: '2022-04-15', relationship: 'abuela' },
  { name: 'Luis Fernando Herrera', birth_date: '1965-01-30', death_date: '2024-08-09', relationship: 'padre' },
];

/**
 * What siteMediaBundle puts on the page's globalThis.
 * @typedef {{ preparePhoto: typeof import('../site/lib/media/prepare-photo').preparePhoto, uploadPhoto: typeof import('../site/lib/media/uploads').uploadPhoto, uploadVideo: typeof import('../site/lib/media/uploads').uploadVideo }} BenchMedia
 */

/** The site's photo and video upload code, bundled for the page (the HEIC decoder, never needed here, left out). */
async function siteMediaBundle() {
  const contents = `
    import { preparePhoto } from './site/lib/media/prepare-photo';
    import { uploadPhoto, uploadVideo } from './site/lib/media/uploads';
    globalThis.benchMedia = { preparePhoto, uploadPhoto, uploadVideo };`;
  const result = await esbuild({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: 'bench-media.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    external: ['heic-to', 'heic-to/*'],
    logLevel: 'silent',
  });
  const bundle = result.outputFiles?.[0];
  if (!bundle) throw new Error('esbuild wrote no bundle');
  return bundle.text;
}

/**
 * In the page: the n-th phone photo, a JPEG at quality 0.92 as a camera writes it (soft gradients, shapes and
 * grain, so it compresses like a photo rather than like a flat drawing), through the site's preparePhoto and
 * uploadPhoto (the original, then its renditions with `variant_of`). Returns the stored original's URL.
 * @param {import('playwright-core').Page} page @param {number} n @param {Parameters<BenchMedia['uploadPhoto']>[1]} type
 */
async function uploadPhonePhoto(page, n, type) {
  return page.evaluate(
    async ({ n, type, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const sky = context.createLinearGradient(0, 0, width * 0.3, height);
      sky.addColorStop(0, `hsl(${(n * 37) % 360} 45% 72%)`);
      sky.addColorStop(1, `hsl(${(n * 37 + 140) % 360} 35% 28%)`);
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      let seed = 1000 + n;
      const random = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296;
      for (let k = 0; k < 60; k++) {
        context.fillStyle = `hsl(${Math.floor(random() * 360)} ${30 + random() * 40}% ${25 + random() * 50}% / 0.55)`;
        context.beginPath();
        context.ellipse(random() * width, random() * height, 40 + random() * 400, 40 + random() * 300, random() * 3, 0, Math.PI * 2);
        context.fill();
      }
      const image = context.getImageData(0, 0, width, height);
      for (let i = 0; i < image.data.length; i += 4) {
        const grain = (random() - 0.5) * 18;
        image.data[i] = (image.data[i] ?? 0) + grain;
        image.data[i + 1] = (image.data[i + 1] ?? 0) + grain;
        image.data[i + 2] = (image.data[i + 2] ?? 0) + grain;
      }
      context.putImageData(image, 0, 0);
      const blob = await new Promise(/** @param {BlobCallback} resolve */ (resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
      if (!blob) throw new Error(`photo ${n} not drawn`);
      const media = /** @type {{ benchMedia: BenchMedia }} */ (/** @type {unknown} */ (globalThis)).benchMedia;
      const original = new File([blob], `IMG_20260${n}.jpg`, { type: 'image/jpeg' });
      const prepared = await media.preparePhoto(original);
      if (!prepared.ok) throw new Error(`photo ${n} not prepared: ${prepared.reason}`);
      const sent = await media.uploadPhoto(prepared.file, type);
      if (!sent.ok) throw new Error(`photo ${n} not uploaded: ${sent.status} ${sent.error}`);
      return { url: sent.data.url, phoneBytes: original.size, sentBytes: prepared.file.size };
    },
    { n, type, ...PHOTO },
  );
}

/** Makes the family; answers its page's path and what was uploaded. @param {string} url */
export async function createRealFamily(url) {
  const customer = await newCustomer(url, CUSTOMER);
  const admin = await signInAdmin(url);
  const packages = /** @type {{ data: { id: number, price: number, package_type: string }[] }} */ (
    await apiJson(url, 'GET', '/api/packages')
  ).data;
  const familyPackage = packages.find((pkg) => pkg.package_type === 'family');
  if (!familyPackage) throw new Error('no family package in the seed');
  await apiJson(
    url,
    'POST',
    '/api/admin/orders',
    {
      user_id: customer.userId,
      package_id: familyPackage.id,
      payment_method: 'nequi',
      payment_intent_id: `BENCH${Date.now()}`,
      payer_name: CUSTOMER.name,
      paid_at: todayInColombia(),
      total_amount: familyPackage.price,
    },
    admin,
  );

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'cf-connecting-ip': visitorAddress() }, serviceWorkers: 'block' });
    const page = await context.newPage();
    // A page of the site, so its Content-Security-Policy lets the page talk to the API as the wizard does.
    await page.goto(`${url}/`);
    // Signed in as the customer's browser is: the session cookie, which the uploads send.
    await page.evaluate(
      async ({ email, password }) => {
        const response = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        if (!response.ok) throw new Error(`login ${response.status}`);
      },
      { email: CUSTOMER.email, password: CUSTOMER.password },
    );
    await page.evaluate(await siteMediaBundle());
    /** @type {Awaited<ReturnType<typeof uploadPhonePhoto>>[]} */
    const photos = [];
    for (let n = 1; n <= 9; n++) photos.push(await uploadPhonePhoto(page, n, n <= MEMBERS.length ? 'profile' : 'gallery'));
    const video = await page.evaluate(
      async (bytes) => {
        const file = new File([new Uint8Array(bytes)], 'VID_20260101.mp4', { type: 'video/mp4' });
        const media = /** @type {{ benchMedia: BenchMedia }} */ (/** @type {unknown} */ (globalThis)).benchMedia;
        const sent = await media.uploadVideo(file);
        if (!sent.ok) throw new Error(`video not uploaded: ${sent.status} ${sent.error}`);
        return { url: sent.data.url, poster: sent.poster ?? null, bytes: file.size };
      },
      [...(await readFile(VIDEO))],
    );

    const family = /** @type {{ data: { slug: string } }} */ (
      await apiJson(
        url,
        'POST',
        '/api/family-profiles',
        {
          family_name: 'Familia Herrera Díaz',
          description: 'Tres generaciones que nos enseñaron a querer la tierra, la música y la mesa larga de los domingos.',
          template_id: 'family-1',
          favorite_music: 'Pueblito viejo - Garzón y Collazos',
          gallery_images: photos.slice(MEMBERS.length).map((photo) => photo.url),
          memorial_video_url: video.url,
          members: MEMBERS.map((member, index) => ({ ...member, profile_image_url: photos[index]?.url })),
        },
        customer.token,
        [201],
      )
    );
    return { path: `/familia/${family.data.slug}`, photos, video };
  } finally {
    await browser.close();
  }
}

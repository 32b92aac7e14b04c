// @ts-check
// Draws every template background (scenes.mjs) into public/templates/ as two WebP files: the desktop
// picture (1600×700, at or under 60 KB) and the phone picture (600×730, the scene's centre, at or under 12 KB
// when a quality of 40 or more allows it). The phone picture is the public pages' largest paint on mobile data,
// so its bytes decide how soon the page looks done (docs/performance.md); it sits under the page's fade and
// the hero, and at these sizes the two files look alike on a phone.
// Not part of the build: the WebP files are committed. Run after changing a scene:
//   node site/assets/templates/render.mjs
// sharp arrives with astro and wrangler (libvips with librsvg).
import { Buffer } from 'node:buffer';
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { H, W } from './kit.mjs';
import { SCENES } from './scenes.mjs';

const OUT = new URL('../../../public/templates/', import.meta.url);
const DESKTOP_LIMIT = 60 * 1024;
const MOBILE_LIMIT = 12 * 1024;
/** Below this quality the sky's gradients band; a busy scene stays here even over MOBILE_LIMIT. */
const MOBILE_FLOOR = 40;
const DESKTOP = { width: W, height: H };
/** Phones under 460 px wide at up to 1.5 device pixels; the picture is softened by the page's fade anyway. */
const MOBILE = { width: 600, height: 730 };

/** Encodes at the best quality that fits the size limit; at the lowest quality given if none does and `floor` is set. */
/** @param {import('sharp').Sharp} pipeline @param {number} limit @param {number[]} qualities */
async function webp(pipeline, limit, qualities, { floor = false } = {}) {
  let buffer;
  for (const quality of qualities) {
    buffer = await pipeline.clone().webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    if (buffer.length <= limit || (floor && quality === qualities.at(-1))) return { buffer, quality };
  }
  throw new Error('cannot fit the size limit');
}

await mkdir(OUT, { recursive: true });
for (const [id, draw] of Object.entries(SCENES)) {
  const source = Buffer.from(draw());
  const desktop = await webp(sharp(source, { density: 72 }).resize(DESKTOP.width, DESKTOP.height), DESKTOP_LIMIT, [80, 74, 68, 62, 56, 50]);
  // The phone crop: scale the scene to the phone picture's height, keep the centre.
  const scaledWidth = Math.round((W * MOBILE.height) / H);
  const mobile = await webp(
    sharp(source, { density: (72 * MOBILE.height) / H })
      .resize(scaledWidth, MOBILE.height)
      .extract({ left: Math.round((scaledWidth - MOBILE.width) / 2), top: 0, width: MOBILE.width, height: MOBILE.height }),
    MOBILE_LIMIT,
    [80, 74, 68, 62, 56, 50, 45, MOBILE_FLOOR],
    { floor: true },
  );
  await writeFile(new URL(`${id}-desktop.webp`, OUT), desktop.buffer);
  await writeFile(new URL(`${id}-mobile.webp`, OUT), mobile.buffer);
  const kb = (/** @type {Buffer} */ b) => `${(b.length / 1024).toFixed(1)} KB`;
  console.log(`${id}: desktop ${kb(desktop.buffer)} (q${desktop.quality}), mobile ${kb(mobile.buffer)} (q${mobile.quality})`);
}

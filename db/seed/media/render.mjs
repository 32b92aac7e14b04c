// @ts-check
// One-off tool: rasterizes the SVG scenes in ./src into the demo JPEGs the seed uploads.
// It is not run by the seed or by CI; the JPEGs are committed. See README.md beside this file.
// sharp is not a dependency of this project: it arrives with astro/wrangler, or install it with
// `npm i --no-save sharp` before running `node db/seed/media/render.mjs`.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const HERE = new URL('./', import.meta.url);
const SRC = new URL('./src/', HERE);

/** The phone rendition public pages use on mobile data. */
const VARIANT_WIDTH = 480;

/** @param {Buffer} svg @param {number} width @param {number} quality */
async function encode(svg, width, quality) {
  const { width: intrinsic } = await sharp(svg).metadata();
  // Rasterize at the target size (density scales the vector) instead of downscaling a bitmap.
  const raster = sharp(svg, { density: (72 * width) / intrinsic }).resize({ width });
  return raster.jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
}

for (const file of (await readdir(SRC)).filter((f) => f.endsWith('.svg')).sort()) {
  const name = file.replace(/\.svg$/, '');
  const svg = await readFile(new URL(file, SRC));
  const { width } = await sharp(svg).metadata();
  const original = await encode(svg, width, 84);
  const variant = await encode(svg, VARIANT_WIDTH, 80);
  await writeFile(new URL(`${name}.jpg`, HERE), original);
  await writeFile(new URL(`${name}-480.jpg`, HERE), variant);
  console.log(`${name}: ${width}px ${Math.round(original.length / 1024)} KB, ${VARIANT_WIDTH}px ${Math.round(variant.length / 1024)} KB`);
}

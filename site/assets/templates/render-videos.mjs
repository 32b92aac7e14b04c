// @ts-check
// Records every template's looping video (product §2.3: each template has a video) into public/templates/:
// {id}.webm (960×420, the desktop picture's framing) and {id}-mobile.webm (480×584, the phone picture's
// centre crop), 8 s at 25 frames a second, VP9. The scenes are the ones the still pictures come from
// (scenes.mjs, drawn at loop time t = i / 200), so the first frame is the picture the page already shows and
// the last frame leads straight back into it: the loop has no seam.
// Not part of the build: the WebM files are committed. Run after changing a scene (2 to 4 minutes on 2 cores):
//   node site/assets/templates/render-videos.mjs                 # every template
//   node site/assets/templates/render-videos.mjs template-4      # only the ones named
// Debian's Chromium draws each frame on a canvas and encodes it with WebCodecs (VideoEncoder). That rather
// than MediaRecorder, which records in real time: on a busy machine it drops frames, and its files have no
// duration. Here every frame has an exact timestamp, and mediabunny (muxWebM below, in Node) writes the file
// with its duration, its cues and a seek head.
import { Buffer } from 'node:buffer';
import { realpathSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Output, WebMOutputFormat } from 'mediabunny';
import { chromium } from 'playwright-core';
import { QUIET_CHROMIUM_FLAGS } from '../../../bench/chromium-flags.mjs';
import { H, W } from './kit.mjs';
import { SCENES } from './scenes.mjs';

const HERE = new URL('./', import.meta.url);
const OUT = new URL('../../../public/templates/', import.meta.url);
const ORIGIN = 'https://templates.render';

const FPS = 25;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
/** VP9 profile 0 (8-bit 4:2:0, the one every WebM-playing browser decodes), level 3 (up to 960×540 at 30 fps). */
const CODEC = 'vp09.00.30.08';

/**
 * Desktop: the scene scaled to 960 wide (the picture's 1600×700 framing). Phone: the scene scaled to 584
 * high and its centre 480 kept, the same crop as the 600×730 phone picture. Each video is encoded at a fixed
 * quality first (quiet scenes come out far smaller than any bitrate would make them); a busy scene that
 * comes out over `target` is encoded again at the bitrates that follow, until it fits.
 */
/**
 * One encoder setting: a fixed quality (quantizer) or a bitrate.
 * @typedef {{ quantizer: number, bitrate?: undefined } | { bitrate: number, quantizer?: undefined }} Attempt
 */
/** @typedef {{ suffix: string, width: number, height: number, sceneWidth: number, target: number, attempts: Attempt[] }} Variant */
/** @type {Variant[]} */
const VARIANTS = [
  {
    suffix: '',
    width: 960,
    height: 420,
    sceneWidth: 960,
    target: 300 * 1024,
    attempts: [{ quantizer: 34 }, { bitrate: 260_000 }, { bitrate: 220_000 }, { bitrate: 180_000 }, { bitrate: 150_000 }],
  },
  {
    suffix: '-mobile',
    width: 480,
    height: 584,
    sceneWidth: Math.round((W * 584) / H),
    target: 200 * 1024,
    attempts: [{ quantizer: 34 }, { bitrate: 170_000 }, { bitrate: 140_000 }, { bitrate: 115_000 }, { bitrate: 95_000 }],
  },
];
/** No template video may be larger than this, whatever the scene. */
const LIMIT = 400 * 1024;

const PAGE = `<!doctype html><meta charset="utf-8"><title>render</title>
<script type="module">import { SCENES } from './scenes.mjs'; window.SCENES = SCENES;</script>`;

/** @typedef {{ key: boolean, data: Uint8Array }} Frame */
/**
 * What the encoder says a decoder needs, as plain JSON (page.evaluate cannot return a VideoColorSpace).
 * @typedef {{ codec: string, codedWidth?: number, codedHeight?: number, colorSpace?: { primaries?: string | null, transfer?: string | null, matrix?: string | null, fullRange?: boolean | null } }} DecoderConfig
 */

/**
 * The WebM file for one video: `frames` in decode order, one every 1 / `fps` seconds, the first a keyframe.
 * mediabunny writes each frame as a SimpleBlock at its exact time (whole milliseconds at 25 fps), the
 * DefaultDuration, the Duration (the last frame's end, so a loop lasts exactly `frames / fps` seconds), a
 * cue for every cluster (each starts at a keyframe) and the seek head that finds them: what players need
 * to loop and seek. Pure (no browser, no files), so tests/unit can read its output back.
 * @param {{ decoderConfig: DecoderConfig, fps: number, frames: Frame[] }} video
 * @returns {Promise<Uint8Array>}
 */
export async function muxWebM({ decoderConfig, fps, frames }) {
  if (frames.length === 0 || !frames[0]?.key) throw new Error('a WebM needs a keyframe first');
  if (!decoderConfig.codec.startsWith('vp09.')) throw new Error(`not VP9: ${decoderConfig.codec}`);
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource('vp9');
  // The frame rate becomes the track's DefaultDuration, and mediabunny snaps every time to it.
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  for (const [index, frame] of frames.entries()) {
    const packet = new EncodedPacket(frame.data, frame.key ? 'key' : 'delta', index / fps, 1 / fps);
    // The first packet carries the decoder configuration: the track's size, CodecPrivate and colour.
    await source.add(packet, index === 0 ? { decoderConfig: /** @type {VideoDecoderConfig} */ (decoderConfig) } : undefined);
  }
  source.close();
  await output.finalize();
  const { buffer } = output.target;
  if (!buffer) throw new Error('mediabunny wrote no file');
  return new Uint8Array(buffer);
}

/**
 * Runs in the page: draws the frames once, then encodes them with each setting in turn until the result fits.
 * Returns the chunks as base64 (page.evaluate speaks JSON) and the encoder's decoder configuration.
 * @param {{ id: string, variant: Variant, frames: number, fps: number, codec: string }} job
 */
async function recordInPage({ id, variant, frames, fps, codec }) {
  /* global document, window, Blob, Image, createImageBitmap, VideoEncoder, VideoFrame, btoa */
  const { width, height, sceneWidth, target, attempts } = variant;
  const sceneHeight = height;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('no 2D canvas');
  // PAGE's script put the scenes on window; TypeScript's Window does not know them.
  const scene = /** @type {{ SCENES: Record<string, ((t: number) => string) | undefined> }} */ (/** @type {unknown} */ (window)).SCENES[id];
  if (!scene) throw new Error(`unknown template: ${id}`);
  /** @type {ImageBitmap[]} */
  const bitmaps = [];
  for (let i = 0; i < frames; i++) {
    const markup = scene(i / frames).replace(/width="\d+" height="\d+"/, `width="${sceneWidth}" height="${sceneHeight}"`);
    const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
    const image = new Image();
    image.src = url;
    await image.decode();
    context.drawImage(image, Math.round((width - sceneWidth) / 2), 0);
    URL.revokeObjectURL(url);
    bitmaps.push(await createImageBitmap(canvas));
  }

  const frameUs = Math.round(1_000_000 / fps);
  /** @type {DecoderConfig | null} */
  let decoderConfig = null;
  /** @param {Attempt} attempt @returns {Promise<Frame[]>} */
  const encode = async ({ quantizer, bitrate }) => {
    /** @type {Frame[]} */
    const chunks = [];
    let failure = null;
    const encoder = new VideoEncoder({
      output: (chunk, metadata) => {
        const data = new Uint8Array(chunk.byteLength);
        chunk.copyTo(data);
        chunks.push({ key: chunk.type === 'key', data });
        const config = metadata?.decoderConfig;
        if (config) {
          const { primaries = null, transfer = null, matrix = null, fullRange = null } = config.colorSpace ?? {};
          decoderConfig = {
            codec: config.codec,
            codedWidth: config.codedWidth,
            codedHeight: config.codedHeight,
            colorSpace: { primaries, transfer, matrix, fullRange },
          };
        }
      },
      error: (error) => (failure = error),
    });
    /** @type {Pick<VideoEncoderConfig, 'bitrate' | 'bitrateMode'>} */
    const mode = quantizer === undefined ? { bitrate, bitrateMode: 'variable' } : { bitrateMode: 'quantizer' };
    encoder.configure({ codec, width, height, framerate: fps, latencyMode: 'quality', ...mode });
    for (const [i, bitmap] of bitmaps.entries()) {
      const frame = new VideoFrame(bitmap, { timestamp: i * frameUs, duration: frameUs });
      encoder.encode(frame, quantizer === undefined ? { keyFrame: i === 0 } : { keyFrame: i === 0, vp9: { quantizer } });
      frame.close();
      while (encoder.encodeQueueSize > 2) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await encoder.flush();
    encoder.close();
    if (failure) throw failure;
    return chunks;
  };

  /** @type {Frame[]} */
  let chunks = [];
  /** @type {Attempt | undefined} */
  let used;
  for (const attempt of attempts) {
    chunks = await encode(attempt);
    used = attempt;
    if (chunks.reduce((sum, chunk) => sum + chunk.data.length, 0) <= target) break;
  }
  if (!used) throw new Error('no encoder setting to try');
  bitmaps.forEach((bitmap) => bitmap.close());
  /** @param {Uint8Array} bytes */
  const base64 = (bytes) => {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  };
  return { setting: used, decoderConfig, chunks: chunks.map((chunk) => ({ key: chunk.key, data: base64(chunk.data) })) };
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((id) => !(id in SCENES));
  if (unknown.length > 0) throw new Error(`unknown template: ${unknown.join(', ')}`);
  const ids = wanted.length > 0 ? wanted : Object.keys(SCENES);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: QUIET_CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    // The scene modules come straight from this folder; an https origin makes WebCodecs available.
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname.slice(1);
      if (path === '') return route.fulfill({ contentType: 'text/html', body: PAGE });
      if (!/^[a-z-]+\.mjs$/.test(path)) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ contentType: 'text/javascript', body: await readFile(new URL(path, HERE)) });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'SCENES' in window);

    for (const id of ids) {
      for (const variant of VARIANTS) {
        const started = Date.now();
        const { setting, decoderConfig, chunks } = await page.evaluate(recordInPage, {
          id,
          variant,
          frames: FRAMES,
          fps: FPS,
          codec: CODEC,
        });
        if (!decoderConfig) throw new Error(`${id}${variant.suffix}: the encoder gave no decoder configuration`);
        // Each frame gets its own bytes: mediabunny writes the colour space into a keyframe's header in place.
        const file = await muxWebM({
          decoderConfig,
          fps: FPS,
          frames: chunks.map((chunk) => ({ key: chunk.key, data: new Uint8Array(Buffer.from(chunk.data, 'base64')) })),
        });
        if (file.length > LIMIT) throw new Error(`${id}${variant.suffix}: ${file.length} bytes, over the ${LIMIT / 1024} KB limit`);
        await writeFile(new URL(`${id}${variant.suffix}.webm`, OUT), file);
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        console.log(
          `${id}${variant.suffix}.webm: ${(file.length / 1024).toFixed(1)} KB (${setting.quantizer === undefined ? `${setting.bitrate / 1000} kbit/s` : `quantizer ${setting.quantizer}`}) (${seconds} s)`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

// Run as a script; tests/unit only imports muxWebM. (Node gives import.meta.url with symlinks resolved.)
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) await main();

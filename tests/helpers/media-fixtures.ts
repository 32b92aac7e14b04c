import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { afterAll, beforeAll } from 'vitest';

/**
 * Real files for upload tests: the seed's JPEGs, PNGs built here byte by byte, the opening bytes of
 * each video container, and multipart bodies that are generated while they are sent (a 65 MB test
 * never allocates 65 MB).
 */
const SEED_MEDIA = new URL('../../db/seed/media/', import.meta.url);

/** The seed's photographs: a 1200x800 landscape (24 KB) and its 480x320 phone rendition. */
export const seedJpeg = (name = 'atardecer-mar.jpg') => new Uint8Array(readFileSync(new URL(name, SEED_MEDIA)));
export const LANDSCAPE_JPEG = { name: 'atardecer-mar.jpg', width: 1200, height: 800 } as const;
export const PHONE_JPEG = { name: 'atardecer-mar-480.jpg', width: 480, height: 320 } as const;

const ascii = (text: string) => new TextEncoder().encode(text);

function concat(...parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

function u32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat(ascii(type), data);
  return concat(u32(data.length), typed, u32(crc32(typed)));
}

/**
 * A valid PNG of `width` x `height` (8-bit greyscale, a gentle gradient). With `totalBytes`, a private
 * ancillary chunk pads it to exactly that size, as a camera's metadata would: still a valid PNG.
 */
export function pngImage(width: number, height: number, totalBytes?: number): Uint8Array {
  const ihdr = concat(u32(width), u32(height), new Uint8Array([8, 0, 0, 0, 0]));
  const rows = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = (x + y) % 256;
  const head = concat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr));
  const tail = concat(pngChunk('IDAT', new Uint8Array(deflateSync(rows))), pngChunk('IEND', new Uint8Array()));
  if (totalBytes === undefined) return concat(head, tail);
  const padding = totalBytes - head.length - tail.length - 12;
  if (padding < 0) throw new Error('PNG larger than the requested size');
  return concat(head, pngChunk('prVt', new Uint8Array(padding).fill(0x55)), tail);
}

/** The opening bytes of each accepted video container, as real encoders write them. */
export const VIDEO_HEADERS = {
  mp4: concat(u32(24), ascii('ftypisom'), u32(0x200), ascii('isomiso2')),
  mov: concat(u32(20), ascii('ftypqt  '), u32(0), ascii('qt  ')),
  /** An old QuickTime file that starts with its movie atom and has no 'ftyp'. */
  movLegacy: concat(u32(108), ascii('moov'), u32(100), ascii('mvhd')),
  webm: new Uint8Array([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0xf7,
    0x81,
    0x01,
    0x42,
    0xf2,
    0x81,
    0x04,
    0x42,
    0xf3,
    0x81,
    0x08,
    0x42,
    0x82,
    0x84,
    ...ascii('webm'),
    0x42,
    0x87,
    0x81,
    0x04,
    0x42,
    0x85,
    0x81,
    0x02,
  ]),
  avi: concat(ascii('RIFF'), new Uint8Array([0x10, 0, 0, 0]), ascii('AVI LIST'), u32(0)),
} as const;

export type VideoContainer = keyof typeof VIDEO_HEADERS;

/** Deterministic filler: chunk `i` is full of the byte `i % 251`, so a corrupted order shows up. */
const fillerChunk = (index: number, size: number) => new Uint8Array(size).fill(index % 251);

/** A fake video of exactly `totalBytes`: the container header, then filler, made chunk by chunk. */
export async function* videoChunks(container: VideoContainer, totalBytes: number, chunkSize = 64 * 1024) {
  const header = VIDEO_HEADERS[container];
  yield header;
  let sent = header.length;
  for (let i = 0; sent < totalBytes; i++) {
    const size = Math.min(chunkSize, totalBytes - sent);
    yield fillerChunk(i, size);
    sent += size;
  }
}

/** A small fake video in one array (for bodies built with FormData). */
export function videoBytes(container: VideoContainer, totalBytes = 4096): Uint8Array {
  const bytes = new Uint8Array(totalBytes);
  bytes.set(VIDEO_HEADERS[container]);
  return bytes;
}

export type StreamedPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; chunks: AsyncIterable<Uint8Array> };

/**
 * A multipart/form-data body produced while it is read, for files too large to build in memory.
 * Fields go in the order given, as a browser sends them in the order the page appended them.
 */
export function streamedForm(parts: StreamedPart[], boundary = `----recuerdos${Date.now()}`) {
  async function* bytes() {
    for (const part of parts) {
      if ('value' in part) {
        yield ascii(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
        continue;
      }
      yield ascii(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      );
      yield* part.chunks;
      yield ascii('\r\n');
    }
    yield ascii(`--${boundary}--\r\n`);
  }
  const iterator = bytes();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** RequestInit for a streamed body (Node's fetch needs `duplex: 'half'` to send a stream). */
export function streamedPost(form: ReturnType<typeof streamedForm>, headers: Record<string, string> = {}): RequestInit {
  const init = { method: 'POST', body: form.body, duplex: 'half', headers: { 'content-type': form.contentType, ...headers } };
  return init as RequestInit;
}

/** A FormData body, for small files. `file` is a [field, bytes, file name, declared type] tuple. */
export function formPost(
  file: [string, Uint8Array, string, string] | null,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
  fileFirst = false,
): RequestInit {
  const form = new FormData();
  const appendFile = () => {
    if (file) form.append(file[0], new Blob([file[1].slice()], { type: file[3] }), file[2]);
  };
  if (fileFirst) appendFile();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (!fileFirst) appendFile();
  return { method: 'POST', body: form, headers };
}

/**
 * R2 as workerd emulates it, through Miniflare (a dependency of wrangler). Its bucket type comes from
 * Miniflare's own copy of the Workers types, structurally the same R2 API, hence the one cast.
 */
export async function localR2() {
  const mf = new Miniflare(convertV4MiniflareOptions({ modules: true, script: 'export default {}', r2Buckets: ['MEDIA'] }));
  const bucket = (await mf.getR2Bucket('MEDIA')) as unknown as R2Bucket;
  return { bucket, env: { MEDIA: bucket }, dispose: () => mf.dispose() };
}

/** `localR2()` for the tests of the file or block that calls it: made before them, disposed of after them. */
export function useLocalR2(): { readonly bucket: R2Bucket; readonly env: { MEDIA: R2Bucket } } {
  let r2: Awaited<ReturnType<typeof localR2>> | undefined;
  beforeAll(async () => {
    r2 = await localR2();
  });
  afterAll(async () => {
    await r2?.dispose();
  });
  const made = () => {
    if (!r2) throw new Error('the local R2 is made in a beforeAll: read it inside a hook or a test');
    return r2;
  };
  return {
    get bucket() {
      return made().bucket;
    },
    get env() {
      return made().env;
    },
  };
}

/** The keys under `prefix` (tests store few objects, one page of 1000 is enough). */
export async function bucketKeys(bucket: R2Bucket, prefix = ''): Promise<string[]> {
  return (await bucket.list({ prefix })).objects.map((object) => object.key);
}

export async function objectBytes(bucket: R2Bucket, key: string): Promise<Uint8Array | null> {
  const object = await bucket.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

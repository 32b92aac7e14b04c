import { describe, expect, it } from 'vitest';
import {
  MultipartError,
  MultipartReader,
  indexOfBytes,
  multipartBoundary,
  readTextPart,
  type MultipartLimits,
} from '../../worker/media/multipart';

/**
 * The streaming extractor behind uploads: whatever way the network cuts the body into chunks, the
 * fields and the file's bytes come out exactly as sent, and a file is never held whole.
 */
const BOUNDARY = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
const encode = (text: string) => new TextEncoder().encode(text);

/** File bytes made to trip a careless parser: CRLFs, dashes and most of the delimiter itself. */
const TRICKY_FILE = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0x0d,
  0x0a,
  0x2d,
  0x2d,
  ...encode(`\r\n--${BOUNDARY.slice(0, -1)}X`),
  0x00,
  0x0d,
  0x0a,
  0x0d,
  ...encode('\r\n-'),
]);

function body(file: Uint8Array, preamble = ''): Uint8Array {
  const head = encode(
    `${preamble}--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\nprofile\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a \\"b\\".jpg"\r\n` +
      `Content-Type: image/jpeg\r\n\r\n`,
  );
  const tail = encode(`\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="variant_of"\r\n\r\n\r\n--${BOUNDARY}--\r\n`);
  const whole = new Uint8Array(head.length + file.length + tail.length);
  whole.set(head);
  whole.set(file, head.length);
  whole.set(tail, head.length + file.length);
  return whole;
}

/** A stream that hands out `bytes` cut at the given offsets. */
function streamOf(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const edges = [0, ...cuts.filter((cut) => cut > 0 && cut < bytes.length).sort((a, b) => a - b), bytes.length];
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i >= edges.length - 1) return controller.close();
      controller.enqueue(bytes.slice(edges[i], edges[i + 1]));
      i += 1;
    },
  });
}

type Parsed = {
  fields: Record<string, string>;
  file: Uint8Array;
  filename: string | null;
  contentType: string | null;
  largestPiece: number;
};

async function parse(stream: ReadableStream<Uint8Array>, limits: MultipartLimits = { maxBodyBytes: 1 << 20 }): Promise<Parsed> {
  const reader = new MultipartReader(stream, BOUNDARY, limits);
  const fields: Record<string, string> = {};
  const pieces: number[] = [];
  let file: Uint8Array | null = null;
  let filename: string | null = null;
  let contentType: string | null = null;
  for (let part = await reader.nextPart(); part; part = await reader.nextPart()) {
    if (part.filename === null) {
      fields[part.name] = await readTextPart(part, 1024);
      continue;
    }
    ({ filename, contentType } = part);
    const chunks: number[] = [];
    for (let chunk = await part.read(); chunk; chunk = await part.read()) {
      pieces.push(chunk.length);
      chunks.push(...chunk);
    }
    file = new Uint8Array(chunks);
  }
  if (!file) throw new Error('no file part');
  return { fields, file, filename, contentType, largestPiece: Math.max(0, ...pieces) };
}

describe('MultipartReader', () => {
  it('extracts fields and the file whole when the body arrives in one chunk', async () => {
    const parsed = await parse(streamOf(body(TRICKY_FILE), []));
    expect(parsed.fields).toEqual({ type: 'profile', variant_of: '' });
    expect(parsed.file).toEqual(TRICKY_FILE);
    expect(parsed.filename).toBe('a "b".jpg');
    expect(parsed.contentType).toBe('image/jpeg');
  });

  it('gives the same result for a cut at every byte, including inside each boundary', async () => {
    const bytes = body(TRICKY_FILE);
    for (let cut = 1; cut < bytes.length; cut++) {
      const parsed = await parse(streamOf(bytes, [cut]));
      expect(parsed.file, `cut at ${cut}`).toEqual(TRICKY_FILE);
      expect(parsed.fields, `cut at ${cut}`).toEqual({ type: 'profile', variant_of: '' });
    }
  });

  it('copes with one byte per chunk and with two cuts around every boundary position', async () => {
    const bytes = body(TRICKY_FILE);
    const everyByte = Array.from({ length: bytes.length }, (_, i) => i);
    expect((await parse(streamOf(bytes, everyByte))).file).toEqual(TRICKY_FILE);
    const delimiter = encode(`\r\n--${BOUNDARY}`);
    for (let at = indexOfBytes(bytes, delimiter); at !== -1; at = indexOfBytes(bytes, delimiter, at + 1)) {
      for (let a = 0; a <= delimiter.length; a += 3) {
        const parsed = await parse(streamOf(bytes, [at + a, at + a + 7]));
        expect(parsed.file).toEqual(TRICKY_FILE);
      }
    }
  });

  it('hands the file out as it arrives, never more than about one chunk at a time', async () => {
    const file = new Uint8Array(300_000).map((_, i) => (i * 7) % 256);
    const bytes = body(file);
    const cuts = Array.from({ length: Math.ceil(bytes.length / 16_384) }, (_, i) => i * 16_384);
    const parsed = await parse(streamOf(bytes, cuts));
    expect(parsed.file).toEqual(file);
    expect(parsed.largestPiece).toBeLessThanOrEqual(16_384 + BOUNDARY.length + 4);
  });

  it('ignores a preamble and skips parts nobody reads', async () => {
    const reader = new MultipartReader(streamOf(body(TRICKY_FILE, 'ignored preamble\r\n'), [5, 60, 200]), BOUNDARY, {
      maxBodyBytes: 1 << 20,
    });
    const names: string[] = [];
    for (let part = await reader.nextPart(); part; part = await reader.nextPart()) names.push(part.name);
    expect(names).toEqual(['type', 'file', 'variant_of']);
  });

  it('refuses a body that ends before its closing boundary', async () => {
    const bytes = body(TRICKY_FILE);
    await expect(parse(streamOf(bytes.slice(0, bytes.length - 30), [40]))).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('refuses a body without any boundary, and parts without a form-data name', async () => {
    await expect(parse(streamOf(encode('just some text'), []))).rejects.toBeInstanceOf(MultipartError);
    const nameless = encode(`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--`);
    await expect(parse(streamOf(nameless, []))).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('stops with too_large as soon as the body passes its limit, without reading the rest', async () => {
    let pulled = 0;
    const opening = encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\n\r\n`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(pulled === 1 ? opening : new Uint8Array(1000));
      },
    });
    await expect(parse(endless, { maxBodyBytes: 10_000 })).rejects.toMatchObject({ reason: 'too_large' });
    expect(pulled).toBeLessThan(15);
  });
});

describe('multipartBoundary', () => {
  it('reads plain and quoted boundaries and refuses other types', () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});

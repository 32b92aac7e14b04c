import { describe, expect, it } from 'vitest';
import type { MediaBucket } from '../../worker/media/bucket';
import { streamToR2 } from '../../worker/media/stream-to-r2';

/**
 * How a video reaches R2: equal parts from one reused buffer, one `put` for a small file, and an
 * aborted multipart upload (nothing left behind) whenever the body fails or passes the limit.
 */
type Call = { op: string; key: string; sizes?: number[]; bytes?: number[] };

function recordingBucket() {
  const calls: Call[] = [];
  const stored = new Map<string, Uint8Array>();
  const bucket = {
    async put(key: string, value: Uint8Array) {
      calls.push({ op: 'put', key, sizes: [value.length] });
      stored.set(key, value.slice());
      return null;
    },
    async delete(key: string | string[]) {
      calls.push({ op: 'delete', key: String(key) });
    },
    async createMultipartUpload(key: string) {
      const parts: Uint8Array[] = [];
      calls.push({ op: 'create', key });
      return {
        async uploadPart(number: number, value: Uint8Array) {
          // A copy, as R2 has the bytes once the promise resolves (the caller then reuses its buffer).
          parts[number - 1] = value.slice();
          calls.push({ op: 'part', key, sizes: [value.length] });
          return { partNumber: number, etag: `e${number}` };
        },
        async complete() {
          const total = parts.reduce((n, part) => n + part.length, 0);
          const whole = new Uint8Array(total);
          let offset = 0;
          for (const part of parts) {
            whole.set(part, offset);
            offset += part.length;
          }
          stored.set(key, whole);
          calls.push({ op: 'complete', key });
        },
        async abort() {
          calls.push({ op: 'abort', key });
        },
      };
    },
  };
  return { bucket: bucket as unknown as MediaBucket, calls, stored };
}

async function* chunks(total: number, size: number) {
  for (let sent = 0, i = 0; sent < total; i++) {
    const length = Math.min(size, total - sent);
    yield new Uint8Array(length).fill(i % 256);
    sent += length;
  }
}

const tooLarge = () => new Error('too large');

describe('streamToR2', () => {
  it('sends equal parts except the last and completes, with every byte in order', async () => {
    const { bucket, calls, stored } = recordingBucket();
    const size = await streamToR2(bucket, 'video/u/a.mp4', chunks(2500, 300), {
      contentType: 'video/mp4',
      maxBytes: 10_000,
      tooLarge,
      partSize: 1000,
    });
    expect(size).toBe(2500);
    expect(calls.filter((c) => c.op === 'part').map((c) => c.sizes?.[0])).toEqual([1000, 1000, 500]);
    expect(calls.at(-1)?.op).toBe('complete');
    const expected = new Uint8Array(2500);
    let offset = 0;
    for await (const chunk of chunks(2500, 300)) {
      expected.set(chunk, offset);
      offset += chunk.length;
    }
    expect(stored.get('video/u/a.mp4')).toEqual(expected);
  });

  it('uses a single put for a file smaller than one part', async () => {
    const { bucket, calls } = recordingBucket();
    await streamToR2(bucket, 'video/u/b.webm', chunks(700, 256), { contentType: 'video/webm', maxBytes: 10_000, tooLarge, partSize: 1000 });
    expect(calls.map((c) => c.op)).toEqual(['put']);
  });

  it('aborts the upload and throws once the limit is passed, reading no further', async () => {
    const { bucket, calls } = recordingBucket();
    let produced = 0;
    async function* endless() {
      for (;;) {
        produced += 1;
        yield new Uint8Array(400);
      }
    }
    await expect(
      streamToR2(bucket, 'video/u/c.mp4', endless(), { contentType: 'video/mp4', maxBytes: 3000, tooLarge, partSize: 1000 }),
    ).rejects.toThrow('too large');
    // 7 chunks (2800 bytes) made two parts; the 8th passed 3000 before a third part was sent.
    expect(calls.map((c) => c.op)).toEqual(['create', 'part', 'part', 'abort']);
    expect(produced).toBe(8);
  });

  it('aborts when the body itself fails mid-way', async () => {
    const { bucket, calls } = recordingBucket();
    async function* broken() {
      yield new Uint8Array(1500);
      throw new Error('connection reset');
    }
    await expect(
      streamToR2(bucket, 'video/u/d.mp4', broken(), { contentType: 'video/mp4', maxBytes: 3000, tooLarge, partSize: 1000 }),
    ).rejects.toThrow('connection reset');
    expect(calls.map((c) => c.op)).toEqual(['create', 'part', 'abort']);
  });
});

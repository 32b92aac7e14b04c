import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { PresentFile } from '../../worker/export/memorial-files';
import { memorialZip } from '../../worker/export/memorial-zip';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/**
 * A stand-in for R2 that makes each object's bytes only when they are read, and records how far each
 * object has been read and when it was opened: enough to see whether the zip streams or gathers.
 */
function lazyBucket(sizes: Record<string, number>) {
  const produced: Record<string, number> = {};
  const opened: string[] = [];
  const bucket = {
    async get(key: string) {
      const size = sizes[key];
      if (size === undefined) return null;
      opened.push(key);
      produced[key] = 0;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            const n = Math.min(CHUNK, size - produced[key]!);
            if (n === 0) return controller.close();
            controller.enqueue(new Uint8Array(n).fill(produced[key]! / CHUNK));
            produced[key]! += n;
          },
        },
        { highWaterMark: 0 },
      );
      return { size, body };
    },
  } as unknown as R2Bucket;
  return { bucket, produced, opened };
}

const file = (key: string, path: string, size: number): PresentFile => ({
  key,
  path,
  size,
  url: `/media/${key}`,
  role: 'gallery_photo',
  uploaded: new Date('2026-01-01'),
});

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, into: Uint8Array[]) {
  for (let next = await reader.read(); !next.done; next = await reader.read()) into.push(next.value);
}

describe('memorialZip', () => {
  it('reads one object at a time and only as fast as the zip is read, and keeps its promised length', async () => {
    const sizes = { 'video/u/a.mp4': 24 * MB, 'gallery/u/b.jpg': 300_000 };
    const { bucket, produced, opened } = lazyBucket(sizes);
    const zip = memorialZip(
      bucket,
      [{ name: 'index.html', text: '<h1>Ñandú</h1>' }],
      [file('video/u/a.mp4', 'video/video.mp4', sizes['video/u/a.mp4']), file('gallery/u/b.jpg', 'fotos/01.jpg', sizes['gallery/u/b.jpg'])],
      new Date(),
    );

    const reader = zip.body.getReader();
    const chunks: Uint8Array[] = [];
    let read = 0;
    while (read < 2 * MB) {
      const next = await reader.read();
      if (next.done) break;
      chunks.push(next.value);
      read += next.value.byteLength;
    }
    // Two megabytes into a 24 MB video: the video has been read about that far, the photo not opened yet.
    expect(opened).toEqual(['video/u/a.mp4']);
    expect(produced['video/u/a.mp4']).toBeLessThan(read + 4 * CHUNK);

    await readAll(reader, chunks);
    expect(opened).toEqual(['video/u/a.mp4', 'gallery/u/b.jpg']);
    const bytes = new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
    expect(BigInt(bytes.byteLength)).toBe(zip.length);
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(['index.html', 'video/video.mp4', 'fotos/01.jpg']);
    expect(new TextDecoder().decode(files['index.html'])).toBe('<h1>Ñandú</h1>');
    expect(files['video/video.mp4']!.byteLength).toBe(24 * MB);
    expect(files['video/video.mp4']![5 * CHUNK]).toBe(5);
  });

  it('fails the download when an object disappears after it was counted, rather than hand over a broken copy', async () => {
    const { bucket } = lazyBucket({});
    const zip = memorialZip(bucket, [{ name: 'index.html', text: 'x' }], [file('gallery/u/gone.jpg', 'fotos/01.jpg', 10)], new Date());
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      await expect(readAll(zip.body.getReader(), [])).rejects.toThrow(/gallery\/u\/gone\.jpg/);
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toContain('memorial_export_file_vanished');
  });
});

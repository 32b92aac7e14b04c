import { makeZip, predictLength } from 'client-zip';
import type { PresentFile } from './memorial-files';
import { log } from '../log';

/** A small file made in the Worker (index.html, memorial.json). */
export type TextFile = { name: string; text: string };

export type ZipStream = { body: ReadableStream<Uint8Array>; length: bigint };

/**
 * The memorial's zip as a stream. client-zip pulls one entry at a time from the generator below, and each
 * R2 object is fetched only when its turn comes and piped through chunk by chunk (stored, not compressed:
 * photos and videos are compressed already). So a Worker holds one chunk of one file at a time, whatever
 * the size of the video or the number of memories. The length is known before the first byte because
 * R2 gave every size up front (`probeFiles`), which lets the browser show the download's progress.
 */
export function memorialZip(bucket: R2Bucket, texts: TextFile[], files: PresentFile[], exportedAt: Date): ZipStream {
  const encoded = texts.map((file) => ({ name: file.name, bytes: new TextEncoder().encode(file.text) }));
  const length = predictLength([
    ...encoded.map((file) => ({ name: file.name, size: file.bytes.byteLength })),
    ...files.map((file) => ({ name: file.path, size: file.size })),
  ]);

  async function* entries() {
    for (const file of encoded) yield { name: file.name, input: file.bytes, lastModified: exportedAt };
    for (const file of files) {
      const object = await bucket.get(file.key);
      // Keys are never reused, so only a deletion between the HEAD and now can change this. The promised
      // length and index.html would then be wrong: fail the download rather than hand over a broken copy.
      if (!object || object.size !== file.size) {
        const vanished = new Error(`memorial export: ${file.key} changed while streaming`);
        log.error('memorial_export_file_vanished', vanished, { key: file.key });
        throw vanished;
      }
      yield { name: file.path, input: object.body, size: file.size, lastModified: file.uploaded };
    }
  }

  return { body: makeZip(entries(), { buffersAreUTF8: true }), length };
}

/**
 * In workerd a streamed body gets a Content-Length only through a FixedLengthStream, which also fails the
 * response if the bytes ever differ from the promise. Elsewhere (Node, the API tests) the stream is as is.
 */
export function withKnownLength(zip: ZipStream): ReadableStream<Uint8Array> {
  if (typeof FixedLengthStream !== 'function') return zip.body;
  return zip.body.pipeThrough(new FixedLengthStream(zip.length));
}

import { joinBytes } from './bytes';
import type { MultipartPart } from './multipart';

/** The first bytes of a file part, read before deciding anything, and the way to read on from them. */
export type PeekedFile = {
  /** At least `bytes` bytes, unless the file is shorter (then all of it). */
  head: Uint8Array;
  /** The whole file, head first, chunk by chunk. */
  chunks: () => AsyncGenerator<Uint8Array>;
};

export async function peekFile(part: MultipartPart, bytes: number): Promise<PeekedFile> {
  const pieces: Uint8Array[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const chunk = await part.read();
    if (!chunk) {
      ended = true;
      break;
    }
    pieces.push(chunk);
    length += chunk.length;
  }
  const head = joinBytes(pieces, length);
  async function* chunks() {
    if (head.length > 0) yield head;
    if (ended) return;
    for (let chunk = await part.read(); chunk; chunk = await part.read()) yield chunk;
  }
  return { head, chunks };
}

/** The whole file in one array, refusing with `tooLarge()` as soon as it passes `maxBytes`. */
export async function readAtMost(chunks: AsyncIterable<Uint8Array>, maxBytes: number, tooLarge: () => Error): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    length += chunk.length;
    if (length > maxBytes) throw tooLarge();
    pieces.push(chunk);
  }
  return joinBytes(pieces, length);
}

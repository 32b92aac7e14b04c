import { pngFile, pngRows } from '../png';

/** Deflate through CompressionStream, which Workers and Node share (no node:zlib needed here). */
async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** `grey` holds width × height bytes, row by row, 0 black … 255 white. */
export async function encodeGreyPng(width: number, height: number, grey: Uint8Array): Promise<Uint8Array> {
  return pngFile(width, height, 'grey', await deflate(pngRows(width, height, 'grey', grey)));
}

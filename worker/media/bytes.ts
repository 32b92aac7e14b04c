/**
 * Pieces read from a stream as one array of `length` bytes (their sum). A lone piece is returned as it is, with
 * no copy: the readers hand over chunks they no longer touch.
 */
export function joinBytes<Buffer extends ArrayBufferLike>(
  pieces: readonly Uint8Array<Buffer>[],
  length: number,
): Uint8Array<Buffer> | Uint8Array<ArrayBuffer> {
  if (pieces.length === 1 && pieces[0]) return pieces[0];
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const piece of pieces) {
    whole.set(piece, offset);
    offset += piece.length;
  }
  return whole;
}

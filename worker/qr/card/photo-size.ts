/**
 * A photo's pixel size from its header, without decoding it: enough to know it is a real JPEG or PNG before the
 * card is laid out around it. Null for anything else.
 */
export function photoSize(bytes: Uint8Array, type: 'jpeg' | 'png'): { width: number; height: number } | null {
  return type === 'png' ? pngSize(bytes) : jpegSize(bytes);
}

function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = { width: view.getUint32(16), height: view.getUint32(20) };
  return size.width > 0 && size.height > 0 ? size : null;
}

/** Walks the JPEG's markers to its frame header (SOF0–SOF15 but DHT, JPG and DAC), which holds the size. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const size = { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
      return size.width > 0 && size.height > 0 ? size : null;
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

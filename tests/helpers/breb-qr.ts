import { encode } from 'uqr';
import { encodeGreyPng } from '../../worker/qr/png-encode';

/** What a bank's Bre-B QR carries looks like an EMVCo payload; the test's is only shaped like one. */
export const BREB_QR_TEXT = '00020101021126360014CO.BREB.LLAVE0110300123456752045411530317054040000';

/** A QR code as a bank hands it out: a greyscale PNG, `scale` pixels a module, with the standard quiet zone. */
export async function qrPng(text = BREB_QR_TEXT, scale = 6): Promise<Uint8Array> {
  const qr = encode(text, { ecc: 'M', border: 4 });
  const side = qr.size * scale;
  const grey = new Uint8Array(side * side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) grey[y * side + x] = qr.data[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
  }
  return encodeGreyPng(side, side, grey);
}

/** A PNG that is a picture, not a QR code: a plain grey square with a gradient. */
export async function plainPng(side = 120): Promise<Uint8Array> {
  const grey = new Uint8Array(side * side);
  for (let i = 0; i < grey.length; i++) grey[i] = (i % side) + 60;
  return encodeGreyPng(side, side, grey);
}

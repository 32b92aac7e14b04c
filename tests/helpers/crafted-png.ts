import { deflateSync } from 'node:zlib';
import { pngFile } from '../../worker/png';

/**
 * PNGs whose header and data disagree, for the QR decoder's bounds (docs/features/payments.md): a header claiming `width` × `height`
 * grey pixels around `inflatedBytes` zero bytes of image data, deflated (zeros shrink about a thousandfold, so a
 * small file inflates to tens of megabytes).
 */
export function craftedPng(width: number, height: number, inflatedBytes: number): Uint8Array {
  return pngFile(width, height, 'grey', new Uint8Array(deflateSync(new Uint8Array(inflatedBytes), { level: 9 })));
}

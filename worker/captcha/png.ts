import { deflateSync } from 'node:zlib';
import { pngFile, pngRows } from '../png';

/**
 * The captcha's picture as a PNG; deflate from node:zlib (the Worker runs with nodejs_compat), synchronously.
 * Level 6: about 1 ms a picture, where level 9 took 15 ms for 4 % fewer bytes.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  return pngFile(width, height, 'rgb', new Uint8Array(deflateSync(pngRows(width, height, 'rgb', rgb), { level: 6 })));
}

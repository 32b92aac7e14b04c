import { encode } from 'uqr';
import { QUIET } from './heart';

/**
 * A plain square QR code as an SVG, for what a phone's camera app must read on a screen (the second factor's
 * `otpauth://` address), not for a plaque: the heart's decorations would only cost an authenticator app a
 * read. Same encoder and the same one-path drawing (each row's dark runs) as the heart, on a white square
 * with the standard's quiet zone, so it scans on a dark page too. Level M: the address is long, a screen
 * is clean.
 */
export function squareQrSvg(text: string, sizeAttr = '240'): string {
  const qr = encode(text, { ecc: 'M', border: QUIET });
  const runs: string[] = [];
  qr.data.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x++) {
      if (x < row.length && row[x]) {
        if (start < 0) start = x;
      } else if (start >= 0) {
        runs.push(`M${start} ${y}h${x - start}v1h${start - x}Z`);
        start = -1;
      }
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sizeAttr}" height="${sizeAttr}" viewBox="0 0 ${qr.size} ${qr.size}" ` +
    `shape-rendering="crispEdges" role="img">` +
    `<rect width="${qr.size}" height="${qr.size}" fill="#fff"/>` +
    `<path fill="#000" d="${runs.join('')}"/>` +
    `</svg>`
  );
}

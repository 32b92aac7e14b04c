import { heartModel, type HeartModel } from './heart';
import type { PathCommand } from './heart-shape';
import { squareFrame } from './frame';

/**
 * The heart QR code as an SVG for the laser engraver: one colour (black), no background, everything closed
 * vector paths. Modules are one path of non-overlapping rectangles (each a horizontal run of a row); the
 * outline is a second path, a filled ring (outer and inner heart, even-odd) that touches no module.
 */

const num = (v: number) => String(Math.round(v * 1000) / 1000);

export function pathData(path: PathCommand[], map: (x: number, y: number) => [number, number] = (x, y) => [x, y]): string {
  return path
    .map((p) => {
      if (p.op === 'Z') return 'Z';
      if (p.op === 'C') {
        const [x1, y1] = map(p.x1, p.y1);
        const [x2, y2] = map(p.x2, p.y2);
        const [x, y] = map(p.x, p.y);
        return `C${num(x1)} ${num(y1)} ${num(x2)} ${num(y2)} ${num(x)} ${num(y)}`;
      }
      const [x, y] = map(p.x, p.y);
      return `${p.op}${num(x)} ${num(y)}`;
    })
    .join('');
}

export function modelSvg(model: HeartModel, sizeAttr = '60mm'): string {
  // A square frame with a margin around the heart, so 60 mm of SVG is the plaque.
  const { x: fx, y: fy, side } = squareFrame(model);
  const rects = model.runs.map((r) => `M${r.x} ${r.y}h${r.w}v1h${-r.w}Z`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sizeAttr}" height="${sizeAttr}" ` +
    `viewBox="${num(fx)} ${num(fy)} ${num(side)} ${num(side)}">` +
    `<path fill="#000" d="${rects}"/>` +
    `<path fill="#000" fill-rule="evenodd" d="${pathData(model.outline)}"/>` +
    `</svg>`
  );
}

export function heartSvg(url: string): string {
  return modelSvg(heartModel(url));
}

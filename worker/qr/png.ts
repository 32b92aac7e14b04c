import { squareFrame } from './frame';
import { heartModel } from './heart';
import type { PathCommand } from './heart-shape';
import { encodeGreyPng } from './png-encode';

export const PNG_SIZE = 1200;

/** Straight segments of a path (Béziers flattened), as closed polygons. */
function polygons(path: PathCommand[], map: (x: number, y: number) => [number, number]): [number, number][][] {
  const out: [number, number][][] = [];
  let current: [number, number][] = [];
  for (const p of path) {
    if (p.op === 'M') {
      current = [map(p.x, p.y)];
      out.push(current);
    } else if (p.op === 'L') current.push(map(p.x, p.y));
    else if (p.op === 'C') {
      const [x0, y0] = current[current.length - 1]!;
      const [x1, y1] = map(p.x1, p.y1);
      const [x2, y2] = map(p.x2, p.y2);
      const [x3, y3] = map(p.x, p.y);
      for (let i = 1; i <= 24; i++) {
        const t = i / 24;
        const u = 1 - t;
        current.push([
          u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
          u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
        ]);
      }
    }
  }
  return out;
}

/** The heart QR code as a 1200 × 1200 greyscale PNG (black on white), drawn from the same model. */
export async function heartPng(url: string, size = PNG_SIZE): Promise<Uint8Array> {
  const model = heartModel(url);
  const frame = squareFrame(model);
  const k = size / frame.side;
  const grey = new Uint8Array(size * size).fill(255);
  const px = (x: number) => Math.round((x - frame.x) * k);
  const py = (y: number) => Math.round((y - frame.y) * k);
  for (const r of model.runs) {
    const x0 = px(r.x);
    const x1 = px(r.x + r.w);
    for (let y = py(r.y); y < py(r.y + 1); y++) grey.fill(0, y * size + x0, y * size + x1);
  }
  // The outline ring: even-odd scanline fill, sampled at pixel centres.
  const edges = polygons(model.outline, (x, y) => [(x - frame.x) * k, (y - frame.y) * k]).flatMap((poly) =>
    poly.map((p, i) => [p, poly[(i + 1) % poly.length]!] as const),
  );
  for (let y = 0; y < size; y++) {
    const cy = y + 0.5;
    const xs: number[] = [];
    for (const [[ax, ay], [bx, by]] of edges) {
      if (ay <= cy !== by <= cy) xs.push(ax + ((cy - ay) / (by - ay)) * (bx - ax));
    }
    xs.sort((a, b) => a - b);
    for (let i = 0; i + 1 < xs.length; i += 2) {
      const from = Math.max(0, Math.ceil(xs[i]! - 0.5));
      const to = Math.min(size, Math.ceil(xs[i + 1]! - 0.5));
      if (to > from) grey.fill(0, y * size + from, y * size + to);
    }
  }
  return encodeGreyPng(size, size, grey);
}

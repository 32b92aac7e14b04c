import type { Point } from './glyphs';

/** An RGB colour, 0–255 per channel. */
export type Rgb = readonly [number, number, number];

/** A stroke to paint: a polyline with round joins and caps. */
export type Shape = { points: readonly Point[]; width: number; colour: Rgb };

/**
 * Paints shapes onto an RGB pixel buffer with anti-aliased edges. Each shape's coverage is gathered first
 * and composited once, so a polyline's overlapping segments do not darken its joints.
 */
export function rasterize(width: number, height: number, scale: number, background: Rgb, shapes: readonly Shape[]): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(background, i * 3);
  const coverage = new Float32Array(width * height);

  for (const shape of shapes) {
    const radius = (shape.width * scale) / 2;
    const points = shape.points.map(([x, y]) => [x * scale, y * scale] as const);
    const segments = points.length === 1 ? [[points[0]!, points[0]!]] : points.slice(1).map((point, i) => [points[i]!, point]);
    let minX = width;
    let minY = height;
    let maxX = 0;
    let maxY = 0;
    for (const [[x0, y0], [x1, y1]] of segments as [readonly [number, number], readonly [number, number]][]) {
      const left = Math.max(0, Math.floor(Math.min(x0, x1) - radius - 1));
      const right = Math.min(width - 1, Math.ceil(Math.max(x0, x1) + radius + 1));
      const top = Math.max(0, Math.floor(Math.min(y0, y1) - radius - 1));
      const bottom = Math.min(height - 1, Math.ceil(Math.max(y0, y1) + radius + 1));
      minX = Math.min(minX, left);
      minY = Math.min(minY, top);
      maxX = Math.max(maxX, right);
      maxY = Math.max(maxY, bottom);
      const dx = x1 - x0;
      const dy = y1 - y0;
      const lengthSquared = dx * dx + dy * dy || 1;
      for (let py = top; py <= bottom; py++) {
        for (let px = left; px <= right; px++) {
          const cx = px + 0.5;
          const cy = py + 0.5;
          const t = Math.max(0, Math.min(1, ((cx - x0) * dx + (cy - y0) * dy) / lengthSquared));
          const distance = Math.hypot(cx - (x0 + t * dx), cy - (y0 + t * dy));
          const cover = Math.max(0, Math.min(1, radius + 0.5 - distance));
          const index = py * width + px;
          if (cover > coverage[index]!) coverage[index] = cover;
        }
      }
    }
    for (let py = minY; py <= maxY; py++) {
      for (let px = minX; px <= maxX; px++) {
        const cover = coverage[py * width + px]!;
        if (cover === 0) continue;
        coverage[py * width + px] = 0; // left clean for the next shape, without clearing the whole buffer
        const at = (py * width + px) * 3;
        for (let channel = 0; channel < 3; channel++) {
          pixels[at + channel] = Math.round(pixels[at + channel]! * (1 - cover) + shape.colour[channel]! * cover);
        }
      }
    }
  }
  return pixels;
}

/** CSS-style HSL (degrees, percentages) to RGB. */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

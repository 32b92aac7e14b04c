/**
 * The heart's geometry, in module units, pure math (no DOM).
 *
 * The heart is the classic construction: a diamond (a square of side `a` turned 45°) with a half-disk of
 * radius a/2 on each of its two upper sides. Every outline we draw is that heart grown by a distance `t`
 * (its Minkowski offset): the lobes become disks of radius a/2 + t, the lower sides move out by t and the
 * point is rounded with radius t. So "inside the heart grown by t" has an exact test, and the outline ring
 * (between two offsets) can never touch a module that lies inside the heart itself.
 *
 * Local coordinates: origin at the diamond's centre, y pointing UP.
 */

export type PathCommand =
  { op: 'M' | 'L'; x: number; y: number } | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number } | { op: 'Z' };

export type Point = { x: number; y: number };

/** The largest axis-aligned square inside the heart has side (2√2/3)·a, centred (0, √2·a/6) above the centre. */
export function heartForSquare(side: number) {
  const h = side / 2;
  const a = (3 * h) / Math.SQRT2;
  return { a, squareCentreY: h / 2 };
}

/** Is the point (local, y up) inside the heart of size `a` grown by `t` (t ≥ 0)? */
export function insideHeart(a: number, t: number, x: number, y: number): boolean {
  const d = a / (2 * Math.SQRT2);
  const r = a / 2 + t;
  if ((x - d) ** 2 + (y - d) ** 2 <= r * r) return true;
  if ((x + d) ** 2 + (y - d) ** 2 <= r * r) return true;
  const u = Math.abs(x + y) / Math.SQRT2 - a / 2;
  const v = Math.abs(x - y) / Math.SQRT2 - a / 2;
  const du = Math.max(u, 0);
  const dv = Math.max(v, 0);
  return du * du + dv * dv <= t * t + 1e-9;
}

/** Cubic Bézier pieces (≤ 90° each) of a circular arc from angle a0 to a1 (radians, either direction). */
function arc(cx: number, cy: number, radius: number, a0: number, a1: number): PathCommand[] {
  const pieces = Math.max(1, Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2) - 1e-9));
  const step = (a1 - a0) / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  const out: PathCommand[] = [];
  for (let i = 0; i < pieces; i++) {
    const s = a0 + i * step;
    const e = s + step;
    out.push({
      op: 'C',
      x1: cx + radius * (Math.cos(s) - k * Math.sin(s)),
      y1: cy + radius * (Math.sin(s) + k * Math.cos(s)),
      x2: cx + radius * (Math.cos(e) + k * Math.sin(e)),
      y2: cy + radius * (Math.sin(e) - k * Math.cos(e)),
      x: cx + radius * Math.cos(e),
      y: cy + radius * Math.sin(e),
    });
  }
  return out;
}

/** The closed outline of the heart of size `a` grown by `t`, local coordinates (y up), one subpath. */
export function heartOutline(a: number, t: number): PathCommand[] {
  const d = a / (2 * Math.SQRT2);
  const s = a / Math.SQRT2;
  const r = a / 2 + t;
  const notchY = d + Math.sqrt(r * r - d * d);
  const right0 = Math.atan2(notchY - d, -d);
  const left0 = -0.75 * Math.PI;
  const left1 = Math.atan2(notchY - d, d) - 2 * Math.PI;
  const q = 1 / Math.SQRT2;
  const path: PathCommand[] = [{ op: 'M', x: 0, y: notchY }];
  path.push(...arc(d, d, r, right0, -Math.PI / 4));
  path.push({ op: 'L', x: t * q, y: -s - t * q });
  if (t > 0) path.push(...arc(0, -s, t, -Math.PI / 4, -0.75 * Math.PI));
  path.push({ op: 'L', x: -d - r * q, y: d - r * q });
  path.push(...arc(-d, d, r, left0, left1));
  path.push({ op: 'Z' });
  return path;
}

/** Bounding box of the heart grown by `t` (local, y up). */
export function heartBounds(a: number, t: number) {
  const d = a / (2 * Math.SQRT2);
  const r = a / 2 + t;
  return { minX: -d - r, maxX: d + r, minY: -a / Math.SQRT2 - t, maxY: d + r };
}

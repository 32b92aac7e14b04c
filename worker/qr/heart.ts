import { encode } from 'uqr';
import { heartBounds, heartForSquare, heartOutline, insideHeart, type PathCommand } from './heart-shape';

/**
 * The heart-shaped QR code as a model the outputs (SVG, PDF, PNG) draw from. Pure, runs in Workers.
 *
 * Layout, in module units on one grid (y down, the code's top-left module at (0, 0)):
 * - the real QR code (error correction H) in the centre;
 * - its quiet zone, QUIET modules of nothing on every side (the standard's 4);
 * - the heart is sized so the code plus quiet zone (plus SLACK) is the largest square that fits inside it;
 * - every other grid cell lying wholly inside the heart gets a decorative module or not, from a
 *   pseudo-random generator seeded by the URL (the same URL always gives the same heart); a decorative
 *   module is never the corner of a 3×3 dark block, so the lobes cannot show a fake finder pattern;
 * - the outline is a filled ring between the heart grown by GAP and grown by GAP + RING: it never touches
 *   a module (modules lie inside the heart itself), so nothing overlaps anywhere.
 */

export const QUIET = 4;
const SLACK = 1;
const GAP = 0.75;
const RING = 0.9;
const DENSITY = 0.5;

/** A horizontal run of dark modules: x, y its top-left cell, w cells wide, 1 cell high. */
export type ModuleRun = { x: number; y: number; w: number };

export type HeartModel = {
  url: string;
  version: number;
  /** Modules per side of the real code. */
  codeSize: number;
  /** The drawing's extent, module units (the outline's outer edge). */
  box: { x: number; y: number; width: number; height: number };
  /** Every dark module, real and decorative, merged into non-overlapping horizontal runs. */
  runs: ModuleRun[];
  /** The outline ring: two closed subpaths (outer, inner), to be filled with the even-odd rule. */
  outline: PathCommand[];
};

/** FNV-1a, then mulberry32: small, deterministic, good enough for a pattern. */
function seededRandom(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

export function heartModel(url: string): HeartModel {
  const qr = encode(url, { ecc: 'H', border: 0 });
  const n = qr.size;
  const { a, squareCentreY } = heartForSquare(n + 2 * QUIET + SLACK);
  // The heart's local origin (y up) in grid coordinates (y down): the code's centre is the square's centre.
  const hx = n / 2;
  const hy = n / 2 + squareCentreY;
  const inside = (x: number, y: number) => insideHeart(a, 0, x - hx, hy - y);
  const cellInHeart = (i: number, j: number) => {
    for (let k = 0; k <= 4; k++) {
      const f = k / 4;
      if (!inside(i + f, j) || !inside(i + f, j + 1) || !inside(i, j + f) || !inside(i + 1, j + f)) return false;
    }
    return true;
  };

  const bounds = heartBounds(a, GAP + RING);
  const box = { x: hx + bounds.minX, y: hy - bounds.maxY, width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY };
  const i0 = Math.floor(hx + heartBounds(a, 0).minX);
  const i1 = Math.ceil(hx + heartBounds(a, 0).maxX);
  const j0 = Math.floor(hy - heartBounds(a, 0).maxY);
  const j1 = Math.ceil(hy - heartBounds(a, 0).minY);

  const random = seededRandom(url);
  const cols = i1 - i0;
  const dark: boolean[][] = [];
  const isDark = (i: number, j: number) => dark[j - j0]?.[i - i0] === true;
  for (let j = j0; j < j1; j++) {
    const row: boolean[] = [];
    dark.push(row);
    for (let i = i0; i < i0 + cols; i++) {
      if (i >= 0 && i < n && j >= 0 && j < n) {
        row.push(qr.data[j]![i]!);
        continue;
      }
      const inQuietSquare = i >= -QUIET && i < n + QUIET && j >= -QUIET && j < n + QUIET;
      let on = !inQuietSquare && cellInHeart(i, j) && random() < DENSITY;
      if (on) {
        let block = true;
        for (let dy = 0; dy < 3 && block; dy++)
          for (let dx = 0; dx < 3 && block; dx++) if (dx + dy > 0 && !isDark(i - dx, j - dy)) block = false;
        if (block) on = false;
      }
      row.push(on);
    }
  }

  const runs: ModuleRun[] = [];
  dark.forEach((row, r) => {
    let start = -1;
    for (let c = 0; c <= row.length; c++) {
      if (c < row.length && row[c]) {
        if (start < 0) start = c;
      } else if (start >= 0) {
        runs.push({ x: i0 + start, y: j0 + r, w: c - start });
        start = -1;
      }
    }
  });

  const toGrid = (path: PathCommand[]): PathCommand[] =>
    path.map((p) => {
      if (p.op === 'Z') return p;
      if (p.op === 'C') return { op: 'C', x1: hx + p.x1, y1: hy - p.y1, x2: hx + p.x2, y2: hy - p.y2, x: hx + p.x, y: hy - p.y };
      return { op: p.op, x: hx + p.x, y: hy - p.y };
    });
  const outline = [...toGrid(heartOutline(a, GAP + RING)), ...toGrid(heartOutline(a, GAP))];

  return { url, version: qr.version, codeSize: n, box, runs, outline };
}

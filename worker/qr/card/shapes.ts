import type { Box, Shape } from './scene';

/** The circle's cubic approximation constant: a quarter circle of radius r has its handles k·r long. */
const K = 0.5523;

export function rectShape({ x, y, w, h }: Box): Shape {
  return [{ op: 'M', x, y }, { op: 'L', x: x + w, y }, { op: 'L', x: x + w, y: y + h }, { op: 'L', x, y: y + h }, { op: 'Z' }];
}

/** A chapel window: straight sides and a round top as wide as the box (a memorial card's classic photo). */
export function archShape({ x, y, w, h }: Box): Shape {
  const r = w / 2;
  const cx = x + r;
  const top = y + r;
  return [
    { op: 'M', x, y: y + h },
    { op: 'L', x, y: top },
    { op: 'C', x1: x, y1: top - K * r, x2: cx - K * r, y2: y, x: cx, y },
    { op: 'C', x1: cx + K * r, y1: y, x2: x + w, y2: top - K * r, x: x + w, y: top },
    { op: 'L', x: x + w, y: y + h },
    { op: 'Z' },
  ];
}

/** A rectangle whose corners are scooped inward by quarter circles of radius r (an engraved frame's corners). */
export function scoopedShape({ x, y, w, h }: Box, r: number): Shape {
  const right = x + w;
  const bottom = y + h;
  return [
    { op: 'M', x: x + r, y },
    { op: 'L', x: right - r, y },
    { op: 'C', x1: right - r, y1: y + K * r, x2: right - K * r, y2: y + r, x: right, y: y + r },
    { op: 'L', x: right, y: bottom - r },
    { op: 'C', x1: right - K * r, y1: bottom - r, x2: right - r, y2: bottom - K * r, x: right - r, y: bottom },
    { op: 'L', x: x + r, y: bottom },
    { op: 'C', x1: x + r, y1: bottom - K * r, x2: x + K * r, y2: bottom - r, x, y: bottom - r },
    { op: 'L', x, y: y + r },
    { op: 'C', x1: x + K * r, y1: y + r, x2: x + r, y2: y + K * r, x: x + r, y },
    { op: 'Z' },
  ];
}

/** A diamond (a square on its point) centred at (cx, cy), `r` from the centre to each point. */
export function diamondShape(cx: number, cy: number, r: number): Shape {
  return [
    { op: 'M', x: cx, y: cy - r },
    { op: 'L', x: cx + r, y: cy },
    { op: 'L', x: cx, y: cy + r },
    { op: 'L', x: cx - r, y: cy },
    { op: 'Z' },
  ];
}

/** A horizontal hairline from x0 to x1 at y, as a thin filled rectangle (crisp in every renderer). */
export function ruleShape(x0: number, x1: number, y: number, weight: number): Shape {
  return rectShape({ x: x0, y: y - weight / 2, w: x1 - x0, h: weight });
}

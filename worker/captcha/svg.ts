import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, isCaptchaChar, type Point, type Stroke } from './glyphs';
import { encodePng } from './png';
import { hsl, rasterize, type Rgb, type Shape } from './raster';

/**
 * Draws a captcha code as a raster image inside an SVG. Every character is a hand-made stroke shape that is
 * scaled, skewed, rotated and moved on its own, subdivided and jittered point by point, bent by a wave across
 * the whole image, then hidden among curves, short decoy strokes and dots of the same colours and widths, and
 * cut by background-coloured curves. All of it is painted into pixels and sent as one PNG: the markup holds a
 * single <image>, so nothing in it (paths, colours, segment counts) says which strokes make which character.
 */

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;
export const CAPTCHA_TITLE = 'Código de verificación';
/** Pixels per SVG unit: sharp on a phone's high-density screen. */
export const CAPTCHA_SCALE = 2;

/** How much noise every image gets. */
export const CAPTCHA_NOISE = { curves: 4, decoys: 3, dots: 26, erasers: 2 } as const;

/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

/** Uniform numbers from crypto.getRandomValues, drawn 64 at a time. */
export function cryptoRandom(): Random {
  const buffer = new Uint32Array(64);
  let next = buffer.length;
  return () => {
    if (next === buffer.length) {
      crypto.getRandomValues(buffer);
      next = 0;
    }
    return (buffer[next++] ?? 0) / 2 ** 32;
  };
}

type Draw = {
  between: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
};

function drawFrom(random: Random): Draw {
  const between = (min: number, max: number) => min + (max - min) * random();
  return {
    between,
    pick: (items) => items[Math.min(items.length - 1, Math.floor(random() * items.length))]!,
  };
}

/** Memorial tones (plum, wine, gold, teal, slate, moss) for ink, the same hues again for the noise. */
const HUES = [318, 336, 42, 188, 222, 140] as const;
const BACKGROUND: Rgb = hsl(38, 60, 96);

/** Splits every segment so that no piece is longer than `step` cell units: distortion then bends lines. */
function subdivide(stroke: Stroke, step: number): Point[] {
  const points: Point[] = [stroke[0]!];
  for (let i = 1; i < stroke.length; i++) {
    const [x0, y0] = stroke[i - 1]!;
    const [x1, y1] = stroke[i]!;
    const pieces = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 1; k <= pieces; k++) points.push([x0 + ((x1 - x0) * k) / pieces, y0 + ((y1 - y0) * k) / pieces]);
  }
  return points;
}

/** Points along a Bézier curve through its control points (de Casteljau). */
function bezier(controls: readonly Point[], steps: number): Point[] {
  const at = (t: number): Point => {
    let level: readonly Point[] = controls;
    while (level.length > 1) {
      const previous = level;
      level = previous.slice(1).map(([x, y], i): Point => [previous[i]![0] + (x - previous[i]![0]) * t, previous[i]![1] + (y - previous[i]![1]) * t]);
    }
    return level[0]!;
  };
  return Array.from({ length: steps + 1 }, (_, i) => at(i / steps));
}

const ink = (draw: Draw, lightness: [number, number]): Rgb =>
  hsl(draw.pick(HUES) + draw.between(-8, 8), draw.between(30, 60), draw.between(...lightness));

/** The strokes of every character, each placed in its own slot with its own deformation. */
function codeStrokes(code: string, draw: Draw): Shape[] {
  const slot = (CAPTCHA_WIDTH - 16) / code.length;
  // One wave bends the whole image, so characters also distort relative to one another.
  const wave = {
    ay: draw.between(1.5, 3),
    ly: draw.between(55, 110),
    py: draw.between(0, Math.PI * 2),
    ax: draw.between(0.4, 1),
    lx: draw.between(30, 50),
    px: draw.between(0, Math.PI * 2),
  };
  const bend = ([x, y]: Point): Point => [
    x + wave.ax * Math.sin((2 * Math.PI * y) / wave.lx + wave.px),
    y + wave.ay * Math.sin((2 * Math.PI * x) / wave.ly + wave.py),
  ];

  return [...code].flatMap((char, index) => {
    if (!isCaptchaChar(char)) throw new Error('Character outside the captcha alphabet');
    const scale = draw.between(1.75, 2.15);
    const sx = scale * draw.between(0.85, 1.15);
    const sy = scale * draw.between(0.9, 1.1);
    const skew = draw.between(-0.35, 0.35);
    const angle = draw.between(-0.38, 0.38);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const cx = 8 + slot * (index + 0.5) + draw.between(-3.5, 3.5);
    const cy = CAPTCHA_HEIGHT / 2 + draw.between(-3, 3);
    const place = ([x, y]: Point): Point => {
      const v = (y - GLYPH_HEIGHT / 2) * sy;
      const u = (x - GLYPH_WIDTH / 2) * sx + skew * v;
      const jitter = () => draw.between(-0.45, 0.45);
      return bend([cx + u * cos - v * sin + jitter(), cy + u * sin + v * cos + jitter()]);
    };
    const colour = ink(draw, [20, 38]);
    const width = draw.between(2.5, 3.2);
    return GLYPHS[char].map((stroke): Shape => ({ points: subdivide(stroke, 1.6).map(place), width, colour }));
  });
}

/** Long curves that cross the whole band where the characters sit. */
function noiseCurve(draw: Draw): Shape {
  const y = () => draw.between(10, CAPTCHA_HEIGHT - 10);
  const controls: Point[] = [
    [draw.between(-4, 12), y()],
    [draw.between(30, 70), draw.between(-10, 66)],
    [draw.between(90, 130), draw.between(-10, 66)],
    [draw.between(CAPTCHA_WIDTH - 12, CAPTCHA_WIDTH + 4), y()],
  ];
  return { points: bezier(controls, 48), width: draw.between(1.2, 2.2), colour: ink(draw, [28, 55]) };
}

/** Short bent strokes about the size of a character's stroke: pieces of letters that are not letters. */
function decoy(draw: Draw): Shape {
  const x = draw.between(8, CAPTCHA_WIDTH - 24);
  const y = draw.between(10, CAPTCHA_HEIGHT - 10);
  const angle = draw.between(0, Math.PI * 2);
  const length = draw.between(9, 18);
  const ex = x + length * Math.cos(angle);
  const ey = y + length * Math.sin(angle);
  const controls: Point[] = [[x, y], [(x + ex) / 2 + draw.between(-7, 7), (y + ey) / 2 + draw.between(-7, 7)], [ex, ey]];
  return { points: bezier(controls, 16), width: draw.between(2, 3), colour: ink(draw, [20, 45]) };
}

function dot(draw: Draw): Shape {
  const point: Point = [draw.between(2, CAPTCHA_WIDTH - 2), draw.between(2, CAPTCHA_HEIGHT - 2)];
  return { points: [point], width: draw.between(1.4, 3.4), colour: ink(draw, [25, 60]) };
}

/** Thin background-coloured curves drawn last: they cut through strokes, breaking them into pieces. */
function eraser(draw: Draw): Shape {
  const controls: Point[] = [
    [-2, draw.between(12, CAPTCHA_HEIGHT - 12)],
    [draw.between(40, 70), draw.between(0, CAPTCHA_HEIGHT)],
    [draw.between(90, 120), draw.between(0, CAPTCHA_HEIGHT)],
    [CAPTCHA_WIDTH + 2, draw.between(12, CAPTCHA_HEIGHT - 12)],
  ];
  return { points: bezier(controls, 48), width: draw.between(0.9, 1.4), colour: BACKGROUND };
}

function shuffle<T>(items: T[], draw: Draw): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(draw.between(0, i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const times = <T>(count: number, make: () => T) => Array.from({ length: count }, make);

/** The challenge as PNG bytes (CAPTCHA_SCALE pixels per unit). */
export function renderCaptchaPng(code: string, random: Random = cryptoRandom()): Uint8Array {
  const draw = drawFrom(random);
  const shapes = [
    ...shuffle(
      [
        ...codeStrokes(code, draw),
        ...times(CAPTCHA_NOISE.curves, () => noiseCurve(draw)),
        ...times(CAPTCHA_NOISE.decoys, () => decoy(draw)),
        ...times(CAPTCHA_NOISE.dots, () => dot(draw)),
      ],
      draw,
    ),
    ...times(CAPTCHA_NOISE.erasers, () => eraser(draw)),
  ];
  const width = CAPTCHA_WIDTH * CAPTCHA_SCALE;
  const height = CAPTCHA_HEIGHT * CAPTCHA_SCALE;
  return encodePng(width, height, rasterize(width, height, CAPTCHA_SCALE, BACKGROUND, shapes));
}

/**
 * The SVG markup for `code` (characters from CAPTCHA_ALPHABET): one embedded PNG. Two renders of the same
 * code never look alike. `random` is only for tests; the default draws from crypto.getRandomValues.
 */
export function renderCaptchaSvg(code: string, random: Random = cryptoRandom()): string {
  const png = Buffer.from(renderCaptchaPng(code, random)).toString('base64');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"`,
    ` role="img" aria-label="${CAPTCHA_TITLE}">`,
    `<title>${CAPTCHA_TITLE}</title>`,
    `<image href="data:image/png;base64,${png}" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"/>`,
    '</svg>',
  ].join('');
}

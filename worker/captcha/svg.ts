import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, isCaptchaChar, type Point, type Stroke } from './glyphs';
import { encodePng } from './png';
import { hsl, rasterize, type Rgb, type Shape } from './raster';

/**
 * Draws a captcha code as a raster image inside an SVG, for a person to read on a phone: four large
 * hand-made characters, each scaled, slanted, turned and moved a little on its own and bent by one gentle
 * wave across the image, over thin curves and dots in lighter tones. A clear margin of background runs
 * around every character, so no noise ever crosses a letter (the legibility a person needs; what stops a
 * script is that the markup holds a single <image> of pixels, so nothing in it says which strokes make
 * which character, and that every challenge is spent by its first attempt).
 */

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;
export const CAPTCHA_TITLE = 'Código de verificación';
/** Pixels per SVG unit: sharp on a phone's high-density screen. */
export const CAPTCHA_SCALE = 2;

/** How much noise every image gets, all of it kept off the characters. */
export const CAPTCHA_NOISE = { curves: 4, dots: 30 } as const;

/** The background left around every character's strokes, in SVG units beyond the stroke's own edge. */
export const CAPTCHA_CLEARANCE = 1.6;

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
      level = previous
        .slice(1)
        .map(([x, y], i): Point => [previous[i]![0] + (x - previous[i]![0]) * t, previous[i]![1] + (y - previous[i]![1]) * t]);
    }
    return level[0]!;
  };
  return Array.from({ length: steps + 1 }, (_, i) => at(i / steps));
}

const ink = (draw: Draw, lightness: [number, number]): Rgb =>
  hsl(draw.pick(HUES) + draw.between(-8, 8), draw.between(30, 60), draw.between(...lightness));

/** One character's strokes, placed and deformed, with the width and colour they are painted in. */
type Letter = { strokes: Point[][]; width: number; colour: Rgb };

/** The strokes of every character, each in its own slot with its own gentle deformation. */
function placeLetters(code: string, draw: Draw): Letter[] {
  const margin = 8;
  const slot = (CAPTCHA_WIDTH - 2 * margin) / code.length;
  // One wave bends the whole image, so characters also differ in how they sit against one another.
  const wave = {
    ay: draw.between(0.8, 1.6),
    ly: draw.between(70, 120),
    py: draw.between(0, Math.PI * 2),
    ax: draw.between(0.2, 0.5),
    lx: draw.between(35, 55),
    px: draw.between(0, Math.PI * 2),
  };
  const bend = ([x, y]: Point): Point => [
    x + wave.ax * Math.sin((2 * Math.PI * y) / wave.lx + wave.px),
    y + wave.ay * Math.sin((2 * Math.PI * x) / wave.ly + wave.py),
  ];

  return [...code].map((char, index): Letter => {
    if (!isCaptchaChar(char)) throw new Error('Character outside the captcha alphabet');
    // Characters about 36 of the 56 units tall: large on a phone, and still apart from their neighbours.
    const scale = draw.between(2.45, 2.65);
    const sx = scale * draw.between(0.9, 1.04);
    const sy = scale * draw.between(0.96, 1.04);
    const skew = draw.between(-0.12, 0.12);
    const angle = draw.between(-0.13, 0.13);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const cx = margin + slot * (index + 0.5) + draw.between(-1.5, 1.5);
    const cy = CAPTCHA_HEIGHT / 2 + draw.between(-2, 2);
    const place = ([x, y]: Point): Point => {
      const v = (y - GLYPH_HEIGHT / 2) * sy;
      const u = (x - GLYPH_WIDTH / 2) * sx + skew * v;
      const jitter = () => draw.between(-0.22, 0.22);
      return bend([cx + u * cos - v * sin + jitter(), cy + u * sin + v * cos + jitter()]);
    };
    return {
      strokes: GLYPHS[char].map((stroke) => subdivide(stroke, 1.6).map(place)),
      width: draw.between(2.9, 3.4),
      colour: ink(draw, [16, 28]),
    };
  });
}

/** A long thin curve across the image, in a lighter tone than any character. */
function noiseCurve(draw: Draw): Shape {
  const y = () => draw.between(6, CAPTCHA_HEIGHT - 6);
  const controls: Point[] = [
    [draw.between(-4, 12), y()],
    [draw.between(30, 70), draw.between(-10, 66)],
    [draw.between(90, 130), draw.between(-10, 66)],
    [draw.between(CAPTCHA_WIDTH - 12, CAPTCHA_WIDTH + 4), y()],
  ];
  return { points: bezier(controls, 48), width: draw.between(1, 1.8), colour: ink(draw, [48, 66]) };
}

function dot(draw: Draw): Shape {
  const point: Point = [draw.between(2, CAPTCHA_WIDTH - 2), draw.between(2, CAPTCHA_HEIGHT - 2)];
  return { points: [point], width: draw.between(1.2, 2.8), colour: ink(draw, [40, 66]) };
}

const times = <T>(count: number, make: () => T) => Array.from({ length: count }, make);

/**
 * What an image is painted from, in order: the noise, then a background-coloured margin around every
 * character (it wipes whatever noise came near), then the characters. Exported for the test that checks
 * no noise touches a character.
 */
export function captchaScene(code: string, random: Random): { noise: Shape[]; clearing: Shape[]; letters: Shape[] } {
  const draw = drawFrom(random);
  const letters = placeLetters(code, draw);
  const noise = [...times(CAPTCHA_NOISE.curves, () => noiseCurve(draw)), ...times(CAPTCHA_NOISE.dots, () => dot(draw))];
  const shapesOf = (letter: Letter, width: number, colour: Rgb) => letter.strokes.map((points): Shape => ({ points, width, colour }));
  return {
    noise,
    clearing: letters.flatMap((letter) => shapesOf(letter, letter.width + 2 * CAPTCHA_CLEARANCE, BACKGROUND)),
    letters: letters.flatMap((letter) => shapesOf(letter, letter.width, letter.colour)),
  };
}

/** Paints shapes over the captcha's background at CAPTCHA_SCALE: RGB pixels. */
export const paintCaptcha = (shapes: readonly Shape[]): Uint8Array =>
  rasterize(CAPTCHA_WIDTH * CAPTCHA_SCALE, CAPTCHA_HEIGHT * CAPTCHA_SCALE, CAPTCHA_SCALE, BACKGROUND, shapes);

/** The challenge as PNG bytes (CAPTCHA_SCALE pixels per unit). */
export function renderCaptchaPng(code: string, random: Random = cryptoRandom()): Uint8Array {
  const scene = captchaScene(code, random);
  const pixels = paintCaptcha([...scene.noise, ...scene.clearing, ...scene.letters]);
  return encodePng(CAPTCHA_WIDTH * CAPTCHA_SCALE, CAPTCHA_HEIGHT * CAPTCHA_SCALE, pixels);
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

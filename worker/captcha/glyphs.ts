/**
 * Hand-drawn stroke shapes for the captcha's characters: no font file, no canvas, so it runs anywhere
 * (Workers included). Each glyph is a list of strokes; each stroke is a polyline of points in a cell
 * 10 units wide and 14 units tall (y grows downwards). The renderer subdivides, distorts and smooths them.
 *
 * The alphabet leaves out every character a person could misread for another one once it is rotated and
 * distorted: 0/O/D/Q, 1/I/L, 2/Z, 5/S, 8/B, G (C, 6), V (U, Y), P (R), T (a 7 leaning over) and F (an E
 * whose foot is faint). It also keeps the spoken code clear (worker/captcha/audio/): 'te', 'efe', 'ene',
 * 'pe', 've' and 'de' are easily heard as 'ce', 'eme' or 'e' through a phone's speaker.
 */
export type Point = readonly [number, number];
export type Stroke = readonly Point[];
export type Glyph = readonly Stroke[];

export const GLYPH_WIDTH = 10;
export const GLYPH_HEIGHT = 14;

/** Point-mirrors a glyph through its cell's centre (a 6 turned half a turn is a 9). */
const halfTurn = (glyph: Glyph): Glyph => glyph.map((stroke) => stroke.map(([x, y]) => [GLYPH_WIDTH - x, GLYPH_HEIGHT - y] as const));

const SIX: Glyph = [
  [
    [9, 1.6],
    [6.8, 0.1],
    [4, 0.3],
    [1.8, 2.2],
    [0.4, 5.5],
    [0.1, 9],
    [1, 12.2],
    [3.2, 13.8],
    [6, 13.9],
    [8.6, 12.6],
    [9.8, 10],
    [9, 7.4],
    [6.6, 6.2],
    [3.8, 6.4],
    [1.6, 7.8],
    [0.3, 9.6],
  ],
];

export const GLYPHS = {
  A: [
    [
      [0, 14],
      [5, 0],
      [10, 14],
    ],
    [
      [2.2, 8.6],
      [7.8, 8.6],
    ],
  ],
  C: [
    [
      [9.6, 2.6],
      [7.6, 0.5],
      [5, 0],
      [2.4, 0.9],
      [0.6, 3.6],
      [0, 7],
      [0.6, 10.4],
      [2.4, 13.1],
      [5, 14],
      [7.6, 13.5],
      [9.6, 11.4],
    ],
  ],
  E: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
      [10, 14],
    ],
    [
      [0, 7],
      [7.5, 7],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [10, 14],
    ],
    [
      [0, 7],
      [10, 7],
    ],
  ],
  J: [
    [
      [3, 0],
      [10, 0],
    ],
    [
      [7.6, 0],
      [7.6, 9.6],
      [6.9, 12.6],
      [4.6, 14],
      [2, 13.4],
      [0.4, 10.8],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [0, 8.4],
    ],
    [
      [3.4, 5.6],
      [10, 14],
    ],
  ],
  M: [
    [
      [0, 14],
      [0, 0],
      [5, 8.4],
      [10, 0],
      [10, 14],
    ],
  ],
  R: [
    [
      [0, 14],
      [0, 0],
      [5.6, 0],
      [8.6, 0.8],
      [10, 3.5],
      [8.6, 6.2],
      [5.6, 7],
      [0, 7],
    ],
    [
      [4.6, 7],
      [10, 14],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 9.4],
      [1, 12.6],
      [3, 13.8],
      [5, 14],
      [7, 13.8],
      [9, 12.6],
      [10, 9.4],
      [10, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [2.5, 14],
      [5, 4.6],
      [7.5, 14],
      [10, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [10, 14],
    ],
    [
      [10, 0],
      [0, 14],
    ],
  ],
  Y: [
    [
      [0, 0],
      [5, 7],
      [10, 0],
    ],
    [
      [5, 7],
      [5, 14],
    ],
  ],
  '3': [
    [
      [0.6, 2.2],
      [2.8, 0.4],
      [5.6, 0],
      [8.4, 1],
      [9.2, 3.6],
      [7.8, 5.9],
      [4.4, 6.8],
    ],
    [
      [4.4, 6.8],
      [8, 7.6],
      [10, 10.2],
      [9, 12.9],
      [6, 14],
      [3, 13.8],
      [0.3, 11.8],
    ],
  ],
  '4': [
    [
      [7.2, 14],
      [7.2, 0],
      [0, 9.8],
      [10, 9.8],
    ],
  ],
  '6': SIX,
  '7': [
    [
      [0, 0],
      [10, 0],
      [3.8, 14],
    ],
  ],
  '9': halfTurn(SIX),
} as const satisfies Record<string, Glyph>;

export type CaptchaChar = keyof typeof GLYPHS;

/** Every character a code may contain, in one string (17 characters, so 83,521 four-character codes). */
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

export const isCaptchaChar = (char: string): char is CaptchaChar => Object.hasOwn(GLYPHS, char);

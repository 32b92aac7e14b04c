import { inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, type CaptchaChar } from '../../worker/captcha/glyphs';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_SCALE,
  CAPTCHA_TITLE,
  CAPTCHA_WIDTH,
  captchaScene,
  paintCaptcha,
  renderCaptchaSvg,
  type Random,
} from '../../worker/captcha/svg';
import { generateCaptchaCode, normalizeCaptchaAnswer } from '../../worker/services/captcha';
import { solveFromMarkup } from '../helpers/captcha-markup-solver';

type Element = { name: string; attributes: Record<string, string>; text: string };

/**
 * A strict well-formedness check for the XML subset the renderer may emit (elements, double-quoted
 * attributes, plain text): every tag closes in order, one root, nothing else. Returns the elements.
 */
function parseXml(markup: string): Element[] {
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[a-zA-Z][\w:-]*="[^"<>&]*")*)\s*(\/?)>/y;
  const attribute = /([a-zA-Z][\w:-]*)="([^"]*)"/g;
  const elements: Element[] = [];
  const open: Element[] = [];
  let roots = 0;
  let position = 0;
  while (position < markup.length) {
    if (markup[position] !== '<') {
      const end = markup.indexOf('<', position);
      const text = markup.slice(position, end < 0 ? undefined : end);
      if (/[>&]/.test(text) || open.length === 0) throw new Error(`Stray text at ${position}: ${text}`);
      open[open.length - 1]!.text += text;
      position += text.length;
      continue;
    }
    tag.lastIndex = position;
    const match = tag.exec(markup);
    if (!match) throw new Error(`Malformed tag at ${position}: ${markup.slice(position, position + 40)}`);
    const [whole, closing, name, attributeText, selfClosing] = match;
    position += whole.length;
    if (closing) {
      if (open.pop()?.name !== name) throw new Error(`Unbalanced </${name}>`);
      continue;
    }
    if (open.length === 0 && ++roots > 1) throw new Error('More than one root element');
    const element: Element = { name: name!, attributes: {}, text: '' };
    for (const [, key, value] of attributeText!.matchAll(attribute)) {
      if (key! in element.attributes) throw new Error(`Duplicate attribute ${key}`);
      element.attributes[key!] = value!;
    }
    elements.push(element);
    if (!selfClosing) open.push(element);
  }
  if (open.length > 0 || roots !== 1) throw new Error('Unclosed elements');
  return elements;
}

const randomCodes = (count: number) => Array.from({ length: count }, () => generateCaptchaCode());

/** A repeatable stand-in for crypto (mulberry32), for comparing renders from the same randomness. */
function seeded(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the captcha alphabet', () => {
  it('has no character a person could take for another, seen or heard', () => {
    for (const ambiguous of '0O1IL5S2Z8BDQGVPNTF') expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    expect(CAPTCHA_ALPHABET).toHaveLength(17);
    expect(CAPTCHA_ALPHABET).toMatch(/^[A-Z0-9]+$/);
  });

  it('has a drawn shape for every character, inside its cell', () => {
    for (const char of CAPTCHA_ALPHABET) {
      const glyph = GLYPHS[char as CaptchaChar];
      expect(glyph.length).toBeGreaterThan(0);
      for (const stroke of glyph) {
        expect(stroke.length).toBeGreaterThanOrEqual(2);
        for (const [x, y] of stroke) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(GLYPH_WIDTH);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(GLYPH_HEIGHT);
        }
      }
    }
  });

  it('gives 4-character codes from the alphabet, every character turning up', () => {
    const codes = randomCodes(2000);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(new Set(codes.join(''))).toEqual(new Set(CAPTCHA_ALPHABET));
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it('compares answers without case or surrounding spaces', () => {
    expect(normalizeCaptchaAnswer('  k3wx ')).toBe('K3WX');
  });
});

/** The PNG inside the markup: its size and its pixels (RGB), decoded with Node's zlib. */
function decodePng(svg: string): { width: number; height: number; rgb: Uint8Array } {
  const base64 = svg.match(/href="data:image\/png;base64,([A-Za-z0-9+/=]+)"/)?.[1];
  if (!base64) throw new Error('No PNG in the markup');
  const png = Buffer.from(base64, 'base64');
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([...body.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    expect(rows[y * (1 + width * 3)]).toBe(0);
    rgb.set(rows.subarray(y * (1 + width * 3) + 1, (y + 1) * (1 + width * 3)), y * width * 3);
  }
  return { width, height, rgb };
}

const darkPixels = ({ rgb }: { rgb: Uint8Array }) => {
  let dark = 0;
  for (let i = 0; i < rgb.length; i += 3) if (rgb[i]! + rgb[i + 1]! + rgb[i + 2]! < 300) dark++;
  return dark;
};

describe('the captcha image', () => {
  it('is a well-formed SVG holding one PNG and a title that is not the code: no paths, no text', () => {
    const svg = renderCaptchaSvg('K3WX');
    const [root, title, image, ...rest] = parseXml(svg);
    expect(root).toMatchObject({ name: 'svg', attributes: { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 160 56' } });
    expect(root!.attributes['aria-label']).toBe(CAPTCHA_TITLE);
    expect(title).toMatchObject({ name: 'title', text: 'Código de verificación' });
    expect(image).toMatchObject({ name: 'image', attributes: { width: '160', height: '56' } });
    expect(image!.attributes.href).toMatch(/^data:image\/png;base64,/);
    expect(rest).toEqual([]);
    expect(svg).not.toMatch(/<path|<text|<tspan|<use|<script|<style|<font|\bid=|transform/i);
  });

  it('is a raster of the code at twice the size, with ink on it', () => {
    const picture = decodePng(renderCaptchaSvg('K3WX'));
    expect(picture).toMatchObject({ width: 320, height: 112 });
    // The four characters and the noise cover a good share of the picture, the background the rest.
    expect(darkPixels(picture)).toBeGreaterThan(1500);
    expect(darkPixels(picture)).toBeLessThan(320 * 112 * 0.5);
  });

  it('keeps every noise curve and dot off the characters: their pixels are exactly those of the characters alone', () => {
    for (const [seed, code] of [
      [1, 'K3WX'],
      [2, 'HM96'],
      [3, 'AEYJ'],
      [4, '4RC7'],
    ] as const) {
      const scene = captchaScene(code, seeded(seed));
      const lettersAlone = paintCaptcha(scene.letters);
      const picture = paintCaptcha([...scene.noise, ...scene.clearing, ...scene.letters]);
      const background = paintCaptcha([]);
      let letterPixels = 0;
      let noisePixels = 0;
      for (let i = 0; i < picture.length; i += 3) {
        const pixel = (rgb: Uint8Array) => `${rgb[i]},${rgb[i + 1]},${rgb[i + 2]}`;
        if (pixel(lettersAlone) !== pixel(background)) {
          letterPixels++;
          expect(pixel(picture)).toBe(pixel(lettersAlone));
        } else if (pixel(picture) !== pixel(background)) noisePixels++;
      }
      // There is noise, and there are large characters (about a fifth of the picture is ink).
      expect(noisePixels).toBeGreaterThan(1000);
      expect(letterPixels).toBeGreaterThan((CAPTCHA_WIDTH * CAPTCHA_SCALE * CAPTCHA_HEIGHT * CAPTCHA_SCALE) / 8);
    }
  });

  it('draws characters large and upright enough to read on a phone', () => {
    for (const seed of [5, 6, 7, 8, 9]) {
      const { letters } = captchaScene('HM96', seeded(seed));
      const ys = letters.flatMap((shape) => shape.points.map(([, y]) => y));
      // Glyphs are 14 units tall: drawn at least 33 of the picture's 56 units, none cut off at an edge.
      expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(33);
      expect(Math.min(...ys)).toBeGreaterThan(1);
      expect(Math.max(...ys)).toBeLessThan(CAPTCHA_HEIGHT - 1);
    }
  });

  it('cannot be read from its markup: a solver written from the old markup structure fails on 200 challenges', () => {
    // Against the vector captcha this product used to send, the same solver read 77 of 200 codes.
    let solved = 0;
    for (const code of randomCodes(200)) if (solveFromMarkup(renderCaptchaSvg(code)) === code) solved++;
    expect(solved).toBeLessThan(2);
  });

  it('never draws the same code the same way twice', () => {
    const first = decodePng(renderCaptchaSvg('K3WX'));
    const second = decodePng(renderCaptchaSvg('K3WX'));
    let differing = 0;
    for (let i = 0; i < first.rgb.length; i++) if (first.rgb[i] !== second.rgb[i]) differing++;
    expect(differing).toBeGreaterThan(first.rgb.length / 20);
  });

  it('draws from crypto.getRandomValues, and from nothing else', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    renderCaptchaSvg('K3WX');
    expect(spy).toHaveBeenCalled();
    expect(renderCaptchaSvg('K3WX', seeded(7))).toBe(renderCaptchaSvg('K3WX', seeded(7)));
    expect(renderCaptchaSvg('K3WX', seeded(7))).not.toBe(renderCaptchaSvg('K3WX', seeded(8)));
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => renderCaptchaSvg('K0TX')).toThrow();
    expect(() => renderCaptchaSvg('k3wx')).toThrow();
  });

  it('stays small enough to send with every challenge', () => {
    for (const code of randomCodes(20)) expect(renderCaptchaSvg(code).length).toBeLessThan(26_000);
  });
});

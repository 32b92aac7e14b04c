import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, type CaptchaChar } from '../../worker/captcha/glyphs';
import { CAPTCHA_NOISE, CAPTCHA_TITLE, renderCaptchaSvg, type Random } from '../../worker/captcha/svg';
import { generateCaptchaCode, normalizeCaptchaAnswer } from '../../worker/services/captcha';

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

const strokesOf = (code: string) => [...code].reduce((sum, char) => sum + GLYPHS[char as CaptchaChar].length, 0);
const noisePaths = Object.values(CAPTCHA_NOISE).reduce((sum, count) => sum + count, 0);
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
  it('has no character a person could take for another', () => {
    for (const ambiguous of '0O1IL5S2Z8BDQGVPN') expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    expect(CAPTCHA_ALPHABET).toHaveLength(19);
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
    expect(normalizeCaptchaAnswer('  k3tx ')).toBe('K3TX');
  });
});

describe('the captcha image', () => {
  it('is a well-formed SVG of paths only, with a title that is not the code', () => {
    const svg = renderCaptchaSvg('K3TX');
    const elements = parseXml(svg);
    const [root, title, ...shapes] = elements;
    expect(root).toMatchObject({ name: 'svg', attributes: { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 160 56' } });
    expect(root!.attributes['aria-label']).toBe(CAPTCHA_TITLE);
    expect(title).toMatchObject({ name: 'title', text: 'Código de verificación' });
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) {
      expect(shape.name).toBe('path');
      expect(Object.keys(shape.attributes).sort()).toEqual(
        shape.attributes.fill ? ['d', 'fill'] : ['d', 'stroke', 'stroke-width'],
      );
      expect(shape.attributes.d).toMatch(/^M [-\d. A-Za-z]+$/);
    }
    expect(svg).not.toMatch(/<text|<tspan|<use|<script|<style|<font|\bid=|transform|href/i);
  });

  it('draws exactly the strokes of the four characters, plus a fixed amount of noise', () => {
    for (const code of ['HHHH', 'CCCC', 'K3TX', ...randomCodes(20)]) {
      const paths = parseXml(renderCaptchaSvg(code)).filter((element) => element.name === 'path');
      // The background, every stroke of every character, and the noise.
      expect(paths).toHaveLength(1 + strokesOf(code) + noisePaths);
    }
    expect(strokesOf('HHHH')).toBe(12);
    expect(strokesOf('CCCC')).toBe(4);
  });

  it('never spells the code, nor any other code, anywhere in the markup', () => {
    const alphabet = new Set(CAPTCHA_ALPHABET);
    for (const code of randomCodes(200)) {
      const markup = renderCaptchaSvg(code).toUpperCase();
      expect(markup).not.toContain(code);
      // No four consecutive characters of the markup could be read as a code at all.
      for (let i = 0; i + 4 <= markup.length; i++) {
        const window = markup.slice(i, i + 4);
        if ([...window].every((char) => alphabet.has(char))) throw new Error(`"${window}" in the markup of ${code}`);
      }
    }
  });

  it('never draws the same code the same way twice', () => {
    const first = renderCaptchaSvg('K3TX');
    const second = renderCaptchaSvg('K3TX');
    expect(first).not.toBe(second);
    // Not only the noise: the characters' own paths move too.
    const paths = (svg: string) => new Set(parseXml(svg).map((element) => element.attributes.d));
    const shared = [...paths(first)].filter((d) => d && paths(second).has(d));
    expect(shared).toEqual([expect.stringMatching(/^M 0 0 H 160/)]);
  });

  it('draws from crypto.getRandomValues, and from nothing else', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    renderCaptchaSvg('K3TX');
    expect(spy).toHaveBeenCalled();
    expect(renderCaptchaSvg('K3TX', seeded(7))).toBe(renderCaptchaSvg('K3TX', seeded(7)));
    expect(renderCaptchaSvg('K3TX', seeded(7))).not.toBe(renderCaptchaSvg('K3TX', seeded(8)));
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => renderCaptchaSvg('K0TX')).toThrow();
    expect(() => renderCaptchaSvg('k3tx')).toThrow();
  });

  it('stays small enough to send with every challenge', () => {
    for (const code of randomCodes(20)) expect(renderCaptchaSvg(code).length).toBeLessThan(9000);
  });
});

import fontkit, { type Font } from '@pdf-lib/fontkit';
import serif from './fonts/eb-garamond-latin-400-normal.ttf?inline';
import serifItalic from './fonts/eb-garamond-latin-400-italic.ttf?inline';
import serifBold from './fonts/eb-garamond-latin-600-normal.ttf?inline';
import sans from './fonts/open-sans-latin-400-normal.ttf?inline';

/**
 * The card's typefaces, both under the SIL Open Font License with no reserved name (the licences sit beside the
 * files): EB Garamond for the name, the dates and the text (a Garamond that stays readable at 6 pt), Open Sans
 * for the small print under the QR code. They are Fontsource's 'latin' cuts (@fontsource/eb-garamond and
 * @fontsource/open-sans 5.3: Latin-1, so every Spanish letter, ¿, ¡ and «», plus typographic punctuation),
 * unwrapped from WOFF to plain TrueType with their tables untouched: fontkit then reads glyphs without inflating
 * a table for each, which makes a card's PDF about ten times faster to write. The build inlines them (Vite's
 * `?inline`), so the Worker reads no file.
 */
export const CARD_FONT_NAMES = ['serif', 'serifItalic', 'serifBold', 'sans'] as const;
export type CardFontName = (typeof CARD_FONT_NAMES)[number];

export type CardFont = { bytes: Uint8Array; font: Font; characters: ReadonlySet<number> };

const DATA_URLS: Record<CardFontName, string> = { serif, serifItalic, serifBold, sans };

function bytesOf(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

let loaded: Record<CardFontName, CardFont> | null = null;

/** Parsed once per isolate: every card measures with the same fonts it embeds. */
export function cardFonts(): Record<CardFontName, CardFont> {
  if (!loaded) {
    const load = (name: CardFontName): CardFont => {
      const bytes = bytesOf(DATA_URLS[name]);
      const font = fontkit.create(bytes);
      return { bytes, font, characters: new Set(font.characterSet) };
    };
    loaded = { serif: load('serif'), serifItalic: load('serifItalic'), serifBold: load('serifBold'), sans: load('sans') };
  }
  return loaded;
}

/**
 * fontkit for pdf-lib that hands back the fonts already parsed here instead of parsing them again for every
 * document: their shaping tables are read once per isolate, not once per card.
 */
export const sharedFontkit = {
  create(bytes: Uint8Array): Font {
    const known = Object.values(cardFonts()).find((font) => font.bytes === bytes);
    return known ? known.font : fontkit.create(bytes);
  },
};

const wordWidths = new WeakMap<CardFont, Map<string, number>>();
const WORDS_KEPT = 4000;

/** A word's advance in font units, measured once per isolate (the cache is dropped when it grows large). */
function wordUnits(font: CardFont, word: string): number {
  let widths = wordWidths.get(font);
  if (!widths || widths.size > WORDS_KEPT) {
    widths = new Map();
    wordWidths.set(font, widths);
  }
  let units = widths.get(word);
  if (units === undefined) {
    units = 0;
    for (const glyph of font.font.layout(word).glyphs) units += glyph.advanceWidth;
    widths.set(word, units);
  }
  return units;
}

/**
 * Width in points of `text` at `size`, as pdf-lib lays it out: the sum of the glyphs' advances, no kerning.
 * Ligatures never cross a space, so a line is its words plus its spaces, and each word is measured once.
 */
export function textWidth(font: CardFont, text: string, size: number): number {
  const words = text.split(' ');
  let units = (words.length - 1) * wordUnits(font, ' ');
  for (const word of words) if (word) units += wordUnits(font, word);
  return (units / font.font.unitsPerEm) * size;
}

import { type CardFont, textWidth } from './fonts';

/** Letters whose mark is not a combining one, so NFD leaves them whole. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

/**
 * Only what the font can draw: a letter it lacks loses its mark when the bare letter is there ('ş' → 's'), and
 * anything else (emoji, other scripts, control characters) is dropped. Spaces become one; line breaks stay.
 */
export function printable(text: string, font: CardFont): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (char === '\n') {
      out += '\n';
      continue;
    }
    if (/\s/.test(char)) {
      out += ' ';
      continue;
    }
    if (font.characters.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const base = STROKED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    if (base && base !== char && [...base].every((c) => font.characters.has(c.codePointAt(0)!))) out += base;
  }
  return out
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export type Line = { text: string; width: number };

/** Greedy breaks between words; null when one word alone is wider than the line. */
export function wrapWords(paragraph: string, font: CardFont, size: number, width: number): Line[] | null {
  const lines: Line[] = [];
  let current = '';
  for (const word of paragraph.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(font, candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (!current || textWidth(font, word, size) > width) return null;
    lines.push({ text: current, width: textWidth(font, current, size) });
    current = word;
  }
  if (current) lines.push({ text: current, width: textWidth(font, current, size) });
  return lines;
}

/**
 * The same number of lines as the greedy breaks, at the narrowest width that keeps it: lines of even length
 * ('Escanea para visitar / su memorial'), never a lone word under a long line.
 */
export function balanced(wrap: (width: number) => Line[] | null, width: number): Line[] | null {
  const greedy = wrap(width);
  if (!greedy || greedy.length < 2) return greedy;
  let best = greedy;
  let low = width / 2;
  let high = width;
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    const lines = wrap(mid);
    if (lines && lines.length === greedy.length) {
      best = lines;
      high = mid;
    } else low = mid;
  }
  return best;
}

/** Like wrapWords, but a word wider than the line is broken between letters: for names, never for the text. */
export function wrapAnything(paragraph: string, font: CardFont, size: number, width: number): Line[] {
  const words: string[] = [];
  for (const word of paragraph.split(' ').filter(Boolean)) {
    let rest = word;
    while (textWidth(font, rest, size) > width && rest.length > 1) {
      let n = rest.length - 1;
      while (n > 1 && textWidth(font, rest.slice(0, n), size) > width) n--;
      words.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    words.push(rest);
  }
  return wrapWords(words.join(' '), font, size, width) ?? [];
}

/**
 * Pieces that belong together on a line ('15 de marzo de 1948', a family member with their years): all on one
 * line joined by `joiner` when they fit, else as many per line as fit, a piece too long for a line wrapped.
 */
export function wrapPieces(pieces: string[], joiner: string, font: CardFont, size: number, width: number): Line[] {
  const lines: Line[] = [];
  let current = '';
  const flush = () => {
    if (current) lines.push({ text: current, width: textWidth(font, current, size) });
    current = '';
  };
  for (const piece of pieces) {
    const candidate = current ? `${current}${joiner}${piece}` : piece;
    if (textWidth(font, candidate, size) <= width) {
      current = candidate;
      continue;
    }
    flush();
    if (textWidth(font, piece, size) <= width) current = piece;
    else lines.push(...wrapAnything(piece, font, size, width));
  }
  flush();
  return lines;
}

export type TypeRange = { max: number; min: number };

/** The sizes tried, largest first, a quarter point apart. */
export function sizesWithin({ max, min }: TypeRange): number[] {
  const sizes: number[] = [];
  for (let size = max; size >= min - 1e-9; size -= 0.25) sizes.push(Math.round(size * 100) / 100);
  return sizes;
}

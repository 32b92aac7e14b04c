import { clip, endPath, PDFDocument, type PDFFont, type PDFImage, type PDFPage, popGraphicsState, pushGraphicsState, rectangle, rgb, StandardFonts } from 'pdf-lib';
import { drawHeart } from './pdf';

/**
 * The printable remembrance card ('recordatorio') handed out at funerals and novenas: the photo, the
 * name, the dates, a short phrase and the heart QR code of the memorial, on one PDF page. Wallet size is
 * a credit card (85 × 55 mm, landscape); A6 is 105 × 148 mm, portrait. Everything but the photo is
 * vector; the fonts are pdf-lib's standard fonts (WinAnsi: Spanish accents, ñ and ü are fine).
 */

export const CARD_SIZES = ['wallet', 'a6'] as const;
export type CardSize = (typeof CARD_SIZES)[number];

export type CardPhoto = { bytes: Uint8Array; type: 'jpeg' | 'png' };

export type RemembranceCardInput = {
  name: string;
  /** 'YYYY-MM-DD', or null to leave it out (the memorial hides it). */
  birthDate: string | null;
  deathDate: string | null;
  /** The line under the name when it is not one life's dates (a family's members with their years). */
  dates?: string | null;
  /** The memorial's description; cut to a short phrase here. */
  phrase: string;
  photo?: CardPhoto | null;
  url: string;
  size: CardSize;
};

export const DEFAULT_PHRASE = 'Siempre en nuestros corazones';
export const SCAN_TEXT = 'Escanea para visitar su memorial';
const PHRASE_MAX = 140;

const MM = 72 / 25.4;
const mm = (value: number) => value * MM;

type Box = { x: number; y: number; w: number; h: number };

/** Page size in points and where each part goes (PDF coordinates: origin bottom-left). */
export function cardLayout(size: CardSize, withPhoto: boolean): { width: number; height: number; photo: Box | null; text: Box; qr: Box; caption: Box } {
  if (size === 'wallet') {
    const width = mm(85);
    const height = mm(55);
    const qrSide = mm(25);
    const qr = { x: width - mm(4) - qrSide, y: mm(13), w: qrSide, h: qrSide };
    const caption = { x: qr.x - mm(1), y: mm(4), w: qrSide + mm(2), h: mm(8) };
    const photo = withPhoto ? { x: mm(4), y: mm(13.5), w: mm(20), h: mm(28) } : null;
    const left = photo ? photo.x + photo.w + mm(3) : mm(4);
    const text = { x: left, y: mm(4), w: qr.x - mm(3) - left, h: height - mm(8) };
    return { width, height, photo, text, qr, caption };
  }
  const width = mm(105);
  const height = mm(148);
  const qrSide = mm(30);
  const caption = { x: mm(10), y: mm(7), w: width - mm(20), h: mm(4) };
  const qr = { x: (width - qrSide) / 2, y: caption.y + caption.h + mm(1.5), w: qrSide, h: qrSide };
  const photo = withPhoto ? { x: (width - mm(42)) / 2, y: height - mm(10) - mm(52), w: mm(42), h: mm(52) } : null;
  const top = photo ? photo.y - mm(4) : height - mm(12);
  const bottom = qr.y + qr.h + mm(4);
  const text = { x: mm(8), y: bottom, w: width - mm(16), h: top - bottom };
  return { width, height, photo, text, qr, caption };
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '1948-03-15' → '15 de marzo de 1948'; anything unreadable → null. */
export function longDate(iso: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  const day = Number(match[3]);
  if (!month || day < 1 || day > 31) return null;
  return `${day} de ${month} de ${Number(match[1])}`;
}

/** '15 de marzo de 1948 – 22 de agosto de 2023', or the one date shown, or null. */
export function lifeDates(birthDate: string | null, deathDate: string | null): string | null {
  const dates = [longDate(birthDate), longDate(deathDate)].filter((d): d is string => d !== null);
  return dates.length ? dates.join(' – ') : null;
}

/** The description as one short line of text: ~140 characters cut at a word boundary with '…'. */
export function cardPhrase(description: string | null | undefined): string {
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return DEFAULT_PHRASE;
  if (text.length <= PHRASE_MAX) return text;
  const cut = text.slice(0, PHRASE_MAX);
  const space = cut.lastIndexOf(' ');
  const base = space > PHRASE_MAX / 2 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s.,;:!?¡¿—–-]+$/, '')}…`;
}

/** Letters whose mark is not a combining one, so NFD leaves them whole. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

/**
 * Only what the font can encode (WinAnsi for the standard fonts): accents that are not there lose their
 * mark ('ş' → 's'), anything else (emoji, other scripts, control characters) is dropped.
 */
export function printable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (/\s/.test(char)) {
      out += ' ';
      continue;
    }
    const code = char.codePointAt(0)!;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const base = STROKED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    if (base && base !== char && [...base].every((c) => supported.has(c.codePointAt(0)!))) out += base;
  }
  return out.replace(/\s+/g, ' ').trim();
}

type Block = { text: string; font: PDFFont; size: number; maxLines: number; gapBefore: number };
type Laid = { lines: string[]; font: PDFFont; size: number; gapBefore: number };

const lineHeight = (size: number) => size * 1.22;

/** Greedy word wrap; a word wider than the line is broken by characters. The last line ends in '…' when cut. */
function wrap(text: string, font: PDFFont, size: number, width: number, maxLines: number): { lines: string[]; cut: boolean } {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  const pushWord = (word: string) => {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      return;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let n = rest.length - 1;
      while (n > 1 && !fits(rest.slice(0, n))) n--;
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  };
  for (const word of text.split(' ').filter(Boolean)) pushWord(word);
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, cut: false };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && !fits(`${last}…`)) last = last.slice(0, -1).trimEnd();
  kept[maxLines - 1] = `${last.replace(/[\s.,;:]+$/, '')}…`;
  return { lines: kept, cut: true };
}

/** Lays the blocks out in `box`, shrinking every size together until they fit (down to 60%). */
function layBlocks(blocks: Block[], box: Box): { laid: Laid[]; height: number } {
  let result: { laid: Laid[]; height: number } = { laid: [], height: 0 };
  for (let scale = 1; scale >= 0.6; scale -= 0.05) {
    const laid = blocks.map((b) => ({ lines: wrap(b.text, b.font, b.size * scale, box.w, b.maxLines).lines, font: b.font, size: b.size * scale, gapBefore: b.gapBefore * scale }));
    const height = laid.reduce((sum, b, i) => sum + (i ? b.gapBefore : 0) + b.lines.length * lineHeight(b.size), 0);
    result = { laid, height };
    if (height <= box.h) break;
  }
  return result;
}

/** The blocks, centred in the box horizontally and vertically. */
function drawBlocks(page: PDFPage, blocks: Block[], box: Box, color = rgb(0.12, 0.12, 0.12)) {
  const { laid, height } = layBlocks(
    blocks.filter((b) => b.text),
    box,
  );
  let top = box.y + box.h - Math.max(0, (box.h - height) / 2);
  laid.forEach((b, i) => {
    if (i) top -= b.gapBefore;
    for (const line of b.lines) {
      top -= lineHeight(b.size);
      const width = b.font.widthOfTextAtSize(line, b.size);
      // Baseline about a fifth of the line above its bottom, so descenders stay in the line.
      page.drawText(line, { x: box.x + (box.w - width) / 2, y: top + b.size * 0.25, size: b.size, font: b.font, color });
    }
  });
}

/** The photo cover-cropped into the box: scaled to fill it, centred, clipped to it, with a thin border. */
function drawPhoto(page: PDFPage, image: PDFImage, box: Box) {
  const scale = Math.max(box.w / image.width, box.h / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  page.pushOperators(pushGraphicsState(), rectangle(box.x, box.y, box.w, box.h), clip(), endPath());
  page.drawImage(image, { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, width: w, height: h });
  page.pushOperators(popGraphicsState());
  page.drawRectangle({ x: box.x, y: box.y, width: box.w, height: box.h, borderColor: rgb(0.75, 0.75, 0.75), borderWidth: 0.5 });
}

async function embedPhoto(doc: PDFDocument, photo: CardPhoto | null | undefined): Promise<PDFImage | null> {
  if (!photo) return null;
  try {
    const image = photo.type === 'png' ? await doc.embedPng(photo.bytes) : await doc.embedJpg(photo.bytes);
    return image.width > 0 && image.height > 0 ? image : null;
  } catch {
    // An unreadable photo never costs the family their card: it is laid out without one.
    return null;
  }
}

export async function remembranceCardPdf(input: RemembranceCardInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const serifBold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const serifItalic = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const image = await embedPhoto(doc, input.photo);
  const layout = cardLayout(input.size, image !== null);

  const name = printable(input.name, serifBold);
  doc.setTitle(`Recordatorio ${name}`.trim());
  doc.setCreator('Recuerdos Eternos');
  const page = doc.addPage([layout.width, layout.height]);

  if (image && layout.photo) drawPhoto(page, image, layout.photo);

  const wallet = input.size === 'wallet';
  const dates = input.dates ?? lifeDates(input.birthDate, input.deathDate);
  drawBlocks(page, [
    { text: name, font: serifBold, size: wallet ? 11 : 17, maxLines: 3, gapBefore: 0 },
    { text: dates ? printable(dates, serif) : '', font: serif, size: wallet ? 6.5 : 9, maxLines: 2, gapBefore: wallet ? 3 : 5 },
    { text: printable(cardPhrase(input.phrase), serifItalic) || DEFAULT_PHRASE, font: serifItalic, size: wallet ? 7 : 10.5, maxLines: wallet ? 7 : 5, gapBefore: wallet ? 5 : 9 },
  ], layout.text);

  drawHeart(page, input.url, { x: layout.qr.x, y: layout.qr.y, size: layout.qr.w });
  drawBlocks(page, [{ text: SCAN_TEXT, font: sans, size: wallet ? 5.5 : 7.5, maxLines: 2, gapBefore: 0 }], layout.caption, rgb(0.3, 0.3, 0.3));

  return doc.save();
}
